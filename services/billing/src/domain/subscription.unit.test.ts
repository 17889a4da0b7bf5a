import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { DAY_MS } from "../config.ts";
import {
  activateSubscription,
  cancelSubscription,
  checkCheckout,
  checkConfirmation,
  evolve,
  initialState,
  recordStripeNotification,
  type StripeNotification,
  type SubscriptionEvent,
  type SubscriptionSnapshot,
  type SubscriptionState,
  startCheckout,
  subscriptionView,
  trialDaysFor,
} from "./subscription.ts";

const userId = "7d3c2f0a-5b1e-4c8d-9a6f-2e4b8c1d0f3a";
const NOW = new Date("2026-03-03T12:00:00.000Z");
const later = (days: number) => new Date(NOW.getTime() + days * DAY_MS);

const events = (decision: Result.Result<readonly SubscriptionEvent[], unknown>) =>
  Result.getOrThrow(decision);
const apply = (state: SubscriptionState, decision: Result.Result<readonly SubscriptionEvent[], unknown>) =>
  events(decision).reduce(evolve, state);

const trialing: SubscriptionSnapshot = {
  subscriptionId: "sub_1",
  status: "trialing",
  trialEndsAt: later(7).toISOString(),
  currentPeriodEnd: later(7).toISOString(),
  cancelAtPeriodEnd: false,
};

/** An account in Stripe's trial on the monthly plan. */
const subscribed = (): SubscriptionState => {
  let state = apply(
    initialState(),
    startCheckout(
      { userId, customerId: "cus_1", setupIntentId: "seti_1", plan: "monthly", priceId: "price_m", now: NOW },
      initialState(),
    ),
  );
  state = apply(
    state,
    activateSubscription({ userId, setupIntentId: "seti_1", subscription: trialing, now: NOW }, state),
  );
  return state;
};

const update = (
  stripeEventId: string,
  createdAt: Date,
  changes: Partial<SubscriptionSnapshot>,
  deleted = false,
): StripeNotification => ({
  kind: "subscription",
  stripeEventId,
  createdAt,
  deleted,
  subscription: { ...trialing, ...changes },
});

describe("the subscription decider", () => {
  it("starts a checkout once per SetupIntent and remembers the customer", () => {
    const state = subscribed();
    expect(state.summary).toMatchObject({ customerId: "cus_1", subscriptionId: "sub_1", plan: "monthly" });
    expect(
      events(
        startCheckout(
          {
            userId,
            customerId: "cus_1",
            setupIntentId: "seti_1",
            plan: "monthly",
            priceId: "price_m",
            now: NOW,
          },
          state,
        ),
      ),
    ).toEqual([]);
  });

  it("is premium in Stripe's trial, and gives that trial once per account", () => {
    const state = subscribed();
    expect(subscriptionView(state.summary, NOW)).toEqual({ phase: "trial", isPremium: true });
    expect(state.hadTrial).toBe(true);
    expect(trialDaysFor(state)).toBeUndefined();
    expect(trialDaysFor(initialState())).toBe(7);
  });

  it("confirms a SetupIntent once, only its own, at its own price, and not beside a running subscription", () => {
    const state = subscribed();
    expect(Result.getOrThrow(checkConfirmation(state, "seti_1", "price_m", NOW))).toBe("done");
    expect(
      events(
        activateSubscription({ userId, setupIntentId: "seti_1", subscription: trialing, now: NOW }, state),
      ),
    ).toEqual([]);
    expect(Result.isFailure(checkConfirmation(state, "seti_other", "price_m", NOW))).toBe(true);
    expect(Result.isFailure(checkCheckout(state, NOW))).toBe(true);

    const opened = apply(
      initialState(),
      startCheckout(
        {
          userId,
          customerId: "cus_1",
          setupIntentId: "seti_2",
          plan: "yearly",
          priceId: "price_y",
          now: NOW,
        },
        initialState(),
      ),
    );
    const mismatch = checkConfirmation(opened, "seti_2", "price_m", NOW);
    expect(Result.isFailure(mismatch) && mismatch.failure._tag).toBe("PriceMismatch");
  });

  it("keeps premium after a cancellation until the period's end, then not", () => {
    let state = subscribed();
    state = apply(
      state,
      cancelSubscription(
        { userId, subscriptionId: "sub_1", endsAt: later(7).toISOString(), now: NOW },
        state,
      ),
    );
    expect(subscriptionView(state.summary, later(6))).toEqual({ phase: "canceled", isPremium: true });
    expect(subscriptionView(state.summary, later(7))).toEqual({ phase: "ended", isPremium: false });
    // Canceling again records nothing.
    expect(
      events(cancelSubscription({ userId, subscriptionId: "sub_1", endsAt: null, now: NOW }, state)),
    ).toEqual([]);
  });

  it("refuses to cancel what is not running", () => {
    const refused = cancelSubscription(
      { userId, subscriptionId: "sub_1", endsAt: null, now: NOW },
      initialState(),
    );
    expect(Result.isFailure(refused) && refused.failure.message).toBe("You have no subscription to cancel");
  });

  it("records a Stripe event once, ignores older news, other subscriptions and anything after the end", () => {
    let state = subscribed();
    const active = update("evt_2", later(8), { status: "active", trialEndsAt: trialing.trialEndsAt });
    state = apply(state, recordStripeNotification({ userId, notification: active, now: later(8) }, state));
    expect(subscriptionView(state.summary, later(8)).phase).toBe("active");
    expect(events(recordStripeNotification({ userId, notification: active, now: later(8) }, state))).toEqual(
      [],
    );

    const stale = update("evt_1", later(7), { status: "past_due" });
    expect(events(recordStripeNotification({ userId, notification: stale, now: later(8) }, state))).toEqual(
      [],
    );
    const other = update("evt_3", later(9), { subscriptionId: "sub_other", status: "canceled" });
    expect(events(recordStripeNotification({ userId, notification: other, now: later(9) }, state))).toEqual(
      [],
    );

    const deleted = update("evt_4", later(10), { status: "canceled" }, true);
    state = apply(state, recordStripeNotification({ userId, notification: deleted, now: later(10) }, state));
    expect(subscriptionView(state.summary, later(10))).toEqual({ phase: "ended", isPremium: false });
    const revived = update("evt_5", later(11), { status: "active" });
    expect(
      events(recordStripeNotification({ userId, notification: revived, now: later(11) }, state)),
    ).toEqual([]);
    // The account may subscribe again.
    expect(Result.isSuccess(checkCheckout(state, later(11)))).toBe(true);
  });

  it("shows a failed payment as past_due, still premium while Stripe retries, and a paid invoice once", () => {
    let state = subscribed();
    const failed: StripeNotification = {
      kind: "invoice",
      stripeEventId: "evt_f",
      createdAt: later(7),
      paid: false,
      invoiceId: "in_1",
      subscriptionId: "sub_1",
    };
    state = apply(state, recordStripeNotification({ userId, notification: failed, now: later(7) }, state));
    expect(state.summary.paymentFailed).toBe(true);
    expect(subscriptionView(state.summary, later(7))).toEqual({ phase: "past_due", isPremium: true });

    const paid: StripeNotification = { ...failed, stripeEventId: "evt_p", paid: true };
    state = apply(state, recordStripeNotification({ userId, notification: paid, now: later(8) }, state));
    expect(subscriptionView(state.summary, later(8))).toEqual({ phase: "trial", isPremium: true });
    const paidAgain: StripeNotification = { ...paid, stripeEventId: "evt_p2" };
    expect(
      events(recordStripeNotification({ userId, notification: paidAgain, now: later(8) }, state)),
    ).toEqual([]);
  });
});
