/**
 * Stripe subscriptions end to end, whatever billing runs on: through the gateway app, with the real
 * Stripe SDK talking to a local mock and webhooks signed as Stripe signs them. The same suite runs
 * on PGlite with the in-process bus, and on real PostgreSQL with NATS when those are configured.
 */
import { randomUUID } from "node:crypto";
import { PAYMENTS_NOT_CONFIGURED } from "@encore/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAN_GENERATE_PATH } from "../api/quota-api.ts";
import { SUBSCRIPTION_PATHS as PATHS } from "../api/subscription-api.ts";
import { DAY_MS } from "../config.ts";
import { reserveGenerationSubject } from "../messaging/quota-messages.ts";
import type { BillingFixture } from "./fixtures.ts";
import {
  PRICE_MONTHLY,
  PRICE_YEARLY,
  PUBLISHABLE_KEY,
  type SubscriptionHarness,
  settableClock,
  startSubscriptionHarness,
  WEBHOOK_SECRET,
} from "./subscription-harness.ts";

/** Mid-month, so that 20 reservations and a trial do not straddle a month boundary. */
const START = new Date("2026-03-03T12:00:00.000Z");
const LONG_AGO = new Date(START.getTime() - 60 * DAY_MS);

const freeStatus = {
  isPremium: false,
  status: "free",
  trialEndsAt: null,
  freeSetlistsRemaining: 3,
  subscriptionEndsAt: null,
  cancelAtPeriodEnd: false,
  plan: null,
  paymentsConfigured: true,
  paymentFailed: false,
};

const harnessOn = (
  openFixture: () => Promise<BillingFixture>,
  options: { readonly payments: boolean; readonly env?: NodeJS.ProcessEnv },
) => {
  const running: { fixture?: BillingFixture; harness?: SubscriptionHarness } = {};
  beforeAll(async () => {
    running.fixture = await openFixture();
    running.harness = await startSubscriptionHarness({
      database: running.fixture.database,
      store: running.fixture.store,
      bus: running.fixture.serviceBus,
      clock: settableClock(START),
      payments: options.payments,
      ...(options.env ? { env: options.env } : {}),
    });
  });
  afterAll(async () => {
    await running.harness?.stop();
    await running.fixture?.cleanup();
  });
  return {
    h: () => running.harness!,
    reserve: (userId: string) =>
      running.fixture!.clientBus.request(
        reserveGenerationSubject,
        { userId, reservationId: randomUUID() },
        { timeoutMs: 20_000 },
      ),
  };
};

export const describeSubscriptionSuite = (label: string, openFixture: () => Promise<BillingFixture>) => {
  describe(`${label}: with Stripe`, () => {
    const { h, reserve } = harnessOn(openFixture, { payments: true });

    /** create → the browser confirms the SetupIntent → confirm. */
    const subscribe = async (userId: string, plan: "monthly" | "yearly") => {
      const created = await h().call("POST", PATHS.create, { userId, body: { plan } });
      expect(created.status).toBe(200);
      const setupIntentId = created.body.setupIntentId as string;
      h().stripe!.succeedSetupIntent(setupIntentId);
      const confirmed = await h().call("POST", PATHS.confirm, {
        userId,
        body: { setupIntentId, priceId: created.body.priceId },
      });
      return { created, confirmed, setupIntentId };
    };
    const subscriptionOf = (userId: string) =>
      [...h().stripe!.subscriptions.values()].find(
        (sub) => (sub.metadata as { userId?: string }).userId === userId,
      )!;
    const sendEvent = async (type: string, object: Record<string, unknown>) => {
      const event = h().stripe!.signedEvent(type, object, WEBHOOK_SECRET);
      const answer = await h().deliver(event.payload, event.signature);
      return { ...event, answer };
    };
    const statusOf = async (userId: string) => {
      const answer = await h().call("GET", PATHS.status, { userId });
      expect(answer.status).toBe(200);
      return answer.body;
    };

    it("tells the screen the publishable key and the plans, signed in or not", async () => {
      expect(await h().call("GET", PATHS.config)).toEqual({
        status: 200,
        body: {
          publishableKey: PUBLISHABLE_KEY,
          paymentsConfigured: true,
          plans: [
            {
              plan: "monthly",
              label: "Monthly",
              amount: 499,
              currency: "gbp",
              interval: "month",
              trialDays: 7,
            },
            {
              plan: "yearly",
              label: "Yearly",
              amount: 4990,
              currency: "gbp",
              interval: "year",
              trialDays: 7,
            },
          ],
        },
      });
    });

    it("takes an account from free through Stripe's trial, active, canceled, to ended", async () => {
      const { clock } = h();
      clock.set(START);
      const userId = await h().register(LONG_AGO);
      expect(await statusOf(userId)).toEqual(freeStatus);

      // create: one Stripe customer, a SetupIntent for off-session use with automatic payment methods.
      const { created, confirmed, setupIntentId } = await subscribe(userId, "yearly");
      expect(created.body).toEqual({
        clientSecret: expect.stringMatching(/^seti_\w+_secret_\w+$/),
        setupIntentId: expect.stringMatching(/^seti_/),
        priceId: PRICE_YEARLY,
      });
      const intent = h().stripe!.setupIntents.get(setupIntentId)!;
      expect(intent).toMatchObject({
        usage: "off_session",
        automatic_payment_methods: { enabled: true },
        metadata: { userId, plan: "yearly", priceId: PRICE_YEARLY },
      });
      const customer = h().stripe!.customers.get(intent.customer as string)!;
      expect(customer).toMatchObject({ email: `musician.${userId}@example.com`, metadata: { userId } });

      // confirm: default payment method set, subscription with the 7-day trial.
      expect(confirmed).toEqual({ status: 200, body: { success: true, status: "trial" } });
      const subscription = subscriptionOf(userId);
      expect(subscription).toMatchObject({ status: "trialing", customer: customer.id });
      expect(customer.invoice_settings).toMatchObject({ default_payment_method: intent.payment_method });
      const trialEndsAt = new Date(START.getTime() + 7 * DAY_MS).toISOString();
      expect(await statusOf(userId)).toEqual({
        ...freeStatus,
        isPremium: true,
        status: "trial",
        trialEndsAt,
        plan: "yearly",
      });
      const create = h().stripe!.requests.filter(
        (r) => r.method === "POST" && r.path === "/v1/subscriptions",
      );
      expect(create).toHaveLength(1);
      expect(create[0]).toMatchObject({
        idempotencyKey: `encore-subscription-${setupIntentId}`,
        params: { trial_period_days: "7", items: [{ price: PRICE_YEARLY }] },
      });

      // Confirming again (a retry, a second tab) creates nothing and answers the same.
      const again = await h().call("POST", PATHS.confirm, {
        userId,
        body: { setupIntentId, priceId: PRICE_YEARLY },
      });
      expect(again).toEqual({ status: 200, body: { success: true, status: "trial" } });
      expect([...h().stripe!.subscriptions.values()].filter((s) => s.customer === customer.id)).toHaveLength(
        1,
      );
      expect((await h().subscriptionEvents(userId)).map((e) => e.type)).toEqual([
        "CheckoutStarted",
        "SubscriptionActivated",
      ]);

      // Premium is never refused a generation, and the banner knows it.
      const answers = [];
      for (let n = 0; n < 20; n++) answers.push(await reserve(userId));
      expect(answers.every((answer) => answer.granted)).toBe(true);
      expect(await h().call("GET", CAN_GENERATE_PATH, { userId })).toEqual({
        status: 200,
        body: {
          isPremium: true,
          isInTrial: false,
          trialDaysRemaining: 0,
          remaining: 3,
          usedCount: 0,
          totalFree: 3,
        },
      });

      // The trial ends: Stripe charges the card, then says the subscription is active.
      clock.advance(7 * DAY_MS + 60_000);
      const periodEnd = Math.floor(clock.now().getTime() / 1000) + 365 * 24 * 60 * 60;
      const invoice = h().stripe!.invoiceFor(subscription.id as string, true);
      expect((await sendEvent("invoice.paid", invoice)).answer).toEqual({
        status: 200,
        body: { received: true },
      });
      const active = h().stripe!.updateSubscription(subscription.id as string, {
        status: "active",
        current_period_end: periodEnd,
      });
      const updated = await sendEvent("customer.subscription.updated", active);
      expect(updated.answer).toEqual({ status: 200, body: { received: true } });
      expect(await statusOf(userId)).toEqual({
        ...freeStatus,
        isPremium: true,
        status: "active",
        plan: "yearly",
      });

      // A duplicate delivery (same bytes, same signature) is answered 200 and records nothing.
      const count = (await h().subscriptionEvents(userId)).length;
      expect(await h().deliver(updated.payload, updated.signature)).toEqual({
        status: 200,
        body: { received: true },
      });
      // invoice.payment_succeeded for the invoice already paid adds nothing either.
      await sendEvent("invoice.payment_succeeded", invoice);
      expect(await h().subscriptionEvents(userId)).toHaveLength(count);

      // A forged or altered delivery is refused with 400 and nothing is recorded.
      const forged = h().stripe!.signedEvent("customer.subscription.deleted", active, "whsec_not_ours");
      expect(await h().deliver(forged.payload, forged.signature)).toEqual({
        status: 400,
        body: { error: "The Stripe signature of this webhook is not valid" },
      });
      const altered = updated.payload.replace('"active"', '"canceled"');
      expect((await h().deliver(altered, updated.signature)).status).toBe(400);
      expect((await h().deliver(updated.payload, "")).status).toBe(400);
      expect(await h().subscriptionEvents(userId)).toHaveLength(count);

      // Cancel: at the period's end; premium until then.
      const canceled = await h().call("POST", PATHS.cancel, { userId });
      expect(canceled).toEqual({ status: 200, body: { success: true, status: "canceled" } });
      expect(h().stripe!.subscriptions.get(subscription.id as string)).toMatchObject({
        cancel_at_period_end: true,
      });
      const endsAt = new Date(periodEnd * 1000).toISOString();
      const whileCanceling = {
        ...freeStatus,
        isPremium: true,
        status: "canceled",
        subscriptionEndsAt: endsAt,
        cancelAtPeriodEnd: true,
        plan: "yearly",
      };
      expect(await statusOf(userId)).toEqual(whileCanceling);
      expect(await h().call("POST", PATHS.cancel, { userId })).toEqual({
        status: 200,
        body: { success: true, status: "canceled" },
      });
      expect(
        h().stripe!.requests.filter((r) => r.path === `/v1/subscriptions/${subscription.id}`),
      ).toHaveLength(1);
      expect((await reserve(userId)).status.isPremium).toBe(true);

      // Stripe's own "updated" for the cancellation changes nothing that matters.
      await sendEvent(
        "customer.subscription.updated",
        h().stripe!.subscriptions.get(subscription.id as string)!,
      );
      expect(await statusOf(userId)).toEqual(whileCanceling);

      // The period ends: free again, even before Stripe's "deleted" arrives.
      clock.set(new Date(periodEnd * 1000 + 1000));
      expect(await statusOf(userId)).toEqual({ ...freeStatus, subscriptionEndsAt: endsAt });
      expect((await h().call("GET", CAN_GENERATE_PATH, { userId })).body).toMatchObject({ isPremium: false });

      const ended = h().stripe!.updateSubscription(subscription.id as string, {
        status: "canceled",
        ended_at: periodEnd,
      });
      expect((await sendEvent("customer.subscription.deleted", ended)).answer.status).toBe(200);
      const afterEnd = await statusOf(userId);
      expect(afterEnd).toMatchObject({
        isPremium: false,
        status: "free",
        plan: null,
        cancelAtPeriodEnd: false,
      });
      expect((await h().subscriptionEvents(userId)).map((e) => e.type)).toEqual([
        "CheckoutStarted",
        "SubscriptionActivated",
        "PaymentSucceeded",
        "SubscriptionUpdated",
        "SubscriptionCanceled",
        "SubscriptionUpdated",
        "SubscriptionEnded",
      ]);

      // Subscribing again: the same customer, and no second trial.
      const second = await subscribe(userId, "monthly");
      expect(second.confirmed).toEqual({ status: 200, body: { success: true, status: "active" } });
      expect(h().stripe!.setupIntents.get(second.setupIntentId)!.customer).toBe(customer.id);
      const lastCreate = h()
        .stripe!.requests.filter((r) => r.method === "POST" && r.path === "/v1/subscriptions")
        .at(-1)!;
      expect(lastCreate.params.trial_period_days).toBeUndefined();
      expect(await statusOf(userId)).toEqual({
        ...freeStatus,
        isPremium: true,
        status: "active",
        plan: "monthly",
      });
      expect(
        h().stripe!.requests.filter((r) => r.method === "POST" && r.path === "/v1/customers"),
      ).toHaveLength([...h().stripe!.customers.values()].length);
    });

    it("shows a failed payment as past_due, premium while Stripe retries, until a payment succeeds", async () => {
      h().clock.set(START);
      const userId = await h().register(LONG_AGO);
      await subscribe(userId, "monthly");
      const subscription = subscriptionOf(userId);

      h().clock.advance(7 * DAY_MS + 60_000);
      await sendEvent("invoice.payment_failed", h().stripe!.invoiceFor(subscription.id as string, false));
      const pastDue = h().stripe!.updateSubscription(subscription.id as string, { status: "past_due" });
      await sendEvent("customer.subscription.updated", pastDue);
      expect(await statusOf(userId)).toMatchObject({
        isPremium: true,
        status: "past_due",
        plan: "monthly",
        paymentFailed: true,
      });
      expect((await h().call("GET", CAN_GENERATE_PATH, { userId })).body).toMatchObject({ isPremium: true });

      // Stripe gives up on the card: no longer premium.
      await sendEvent(
        "customer.subscription.updated",
        h().stripe!.updateSubscription(subscription.id as string, { status: "unpaid" }),
      );
      expect(await statusOf(userId)).toMatchObject({
        isPremium: false,
        status: "past_due",
        paymentFailed: true,
      });
      expect((await h().call("GET", CAN_GENERATE_PATH, { userId })).body).toMatchObject({ isPremium: false });

      await sendEvent("invoice.paid", h().stripe!.invoiceFor(subscription.id as string, true));
      await sendEvent(
        "customer.subscription.updated",
        h().stripe!.updateSubscription(subscription.id as string, { status: "active" }),
      );
      expect(await statusOf(userId)).toMatchObject({
        isPremium: true,
        status: "active",
        paymentFailed: false,
      });
    });

    it("keeps a webhook's bytes intact when the gateway reaches billing over HTTP (distributed mode)", async () => {
      h().clock.set(START);
      const userId = await h().register(LONG_AGO);
      await subscribe(userId, "monthly");
      const subscription = subscriptionOf(userId);
      const event = h().stripe!.signedEvent(
        "invoice.payment_failed",
        {
          ...h().stripe!.invoiceFor(subscription.id as string, false),
          description: "Encore – £4.99 a month",
        },
        WEBHOOK_SECRET,
      );
      const altered = event.payload.replace("£4.99", "£0.01");
      expect((await h().deliverOverHttp(altered, event.signature)).status).toBe(400);
      expect(await h().deliverOverHttp(event.payload, event.signature)).toEqual({
        status: 200,
        body: { received: true },
      });
      expect(await statusOf(userId)).toMatchObject({
        status: "past_due",
        paymentFailed: true,
        isPremium: true,
      });
    });

    it("ignores unknown event types and customers with a 200, and records nothing", async () => {
      const userId = await h().register(LONG_AGO);
      const ignored = await sendEvent("charge.refunded", { id: "ch_1", object: "charge" });
      expect(ignored.answer).toEqual({ status: 200, body: { received: true, ignored: "charge.refunded" } });
      const stranger = await sendEvent("customer.subscription.updated", {
        id: "sub_unknown",
        object: "subscription",
        customer: "cus_nobody",
        status: "active",
        cancel_at_period_end: false,
        trial_end: null,
        cancel_at: null,
        metadata: { userId },
        items: { object: "list", data: [] },
      });
      expect(stranger.answer).toEqual({ status: 200, body: { received: true, ignored: "unknown customer" } });
      expect(h().logged.some((line) => line.includes("cus_nobody"))).toBe(true);
      expect(await h().subscriptionEvents(userId)).toEqual([]);
    });

    it("answers 400 naming what is wrong, and keeps SetupIntents to their owner", async () => {
      h().clock.set(START);
      const owner = await h().register(LONG_AGO);
      const other = await h().register(LONG_AGO);
      expect(await h().call("POST", PATHS.create, { userId: owner, body: { plan: "weekly" } })).toMatchObject(
        {
          status: 400,
          body: { error: expect.stringContaining("plan") },
        },
      );
      expect(await h().call("POST", PATHS.create, { userId: owner, body: "{" })).toMatchObject({
        status: 400,
      });
      expect(
        await h().call("POST", PATHS.confirm, { userId: owner, body: { priceId: PRICE_MONTHLY } }),
      ).toMatchObject({
        status: 400,
        body: { success: false, error: expect.stringContaining("setupIntentId") },
      });
      expect(await h().call("POST", PATHS.create, { body: { plan: "monthly" } })).toEqual({
        status: 401,
        body: { error: "Unauthorized" },
      });

      const created = await h().call("POST", PATHS.create, { userId: owner, body: { plan: "monthly" } });
      const setupIntentId = created.body.setupIntentId as string;
      // Not confirmed in the browser yet.
      expect(
        await h().call("POST", PATHS.confirm, {
          userId: owner,
          body: { setupIntentId, priceId: PRICE_MONTHLY },
        }),
      ).toMatchObject({
        status: 400,
        body: { success: false, error: expect.stringContaining("not confirmed") },
      });
      h().stripe!.succeedSetupIntent(setupIntentId);
      expect(
        await h().call("POST", PATHS.confirm, {
          userId: other,
          body: { setupIntentId, priceId: PRICE_MONTHLY },
        }),
      ).toEqual({
        status: 400,
        body: { success: false, error: "This payment setup does not belong to your account" },
      });
      expect(
        await h().call("POST", PATHS.confirm, {
          userId: owner,
          body: { setupIntentId, priceId: PRICE_YEARLY },
        }),
      ).toMatchObject({ status: 400, body: { success: false, error: expect.stringContaining("priceId") } });
      expect(await h().call("POST", PATHS.cancel, { userId: other })).toEqual({
        status: 409,
        body: { success: false, error: "You have no subscription to cancel" },
      });
      expect(await h().subscriptionEvents(other)).toEqual([]);
    });
  });

  describe(`${label}: without Stripe keys`, () => {
    const { h, reserve } = harnessOn(openFixture, { payments: false });

    it("answers the status and keeps quotas and trials; payment calls say payments are not configured", async () => {
      h().clock.set(START);
      const inTrial = await h().register(new Date(START.getTime() - DAY_MS));
      expect(await h().call("GET", PATHS.status, { userId: inTrial })).toEqual({
        status: 200,
        body: {
          ...freeStatus,
          status: "trial",
          trialEndsAt: new Date(START.getTime() + 6 * DAY_MS).toISOString(),
          paymentsConfigured: false,
        },
      });
      const free = await h().register(LONG_AGO);
      for (let n = 0; n < 3; n++) expect((await reserve(free)).granted).toBe(true);
      expect((await reserve(free)).granted).toBe(false);
      expect((await h().call("GET", PATHS.status, { userId: free })).body).toMatchObject({
        status: "free",
        freeSetlistsRemaining: 0,
        paymentsConfigured: false,
      });
      expect(await h().call("GET", PATHS.config)).toMatchObject({
        status: 200,
        body: { publishableKey: null, paymentsConfigured: false },
      });
      expect(await h().call("POST", PATHS.create, { userId: free, body: { plan: "monthly" } })).toEqual({
        status: 503,
        body: { error: PAYMENTS_NOT_CONFIGURED },
      });
      for (const path of [PATHS.confirm, PATHS.cancel]) {
        expect(
          await h().call("POST", path, { userId: free, body: { setupIntentId: "seti_1", priceId: "p" } }),
        ).toEqual({
          status: 503,
          body: { success: false, error: PAYMENTS_NOT_CONFIGURED },
        });
      }
      expect(await h().deliver("{}", "t=1,v1=abc")).toEqual({
        status: 503,
        body: { error: PAYMENTS_NOT_CONFIGURED },
      });
      expect(await h().call("GET", PATHS.status)).toEqual({ status: 401, body: { error: "Unauthorized" } });
    });
  });
};
