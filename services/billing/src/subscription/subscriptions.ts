/**
 * Billing's subscription answers: status, the payment form (SetupIntent), confirmation into a
 * Stripe subscription, cancellation, and Stripe's webhooks. Stripe calls happen here, at the edge;
 * what they mean is decided by domain/subscription.ts and recorded on `subscription-<userId>`.
 */
import {
  type CreateSubscriptionResponse,
  PAYMENTS_NOT_CONFIGURED,
  type PaidPlan,
  type SubscriptionStatusView,
} from "@encore/contracts";
import type { EventStore, Position, SqlDatabase } from "@encore/eventstore";
import { Result } from "effect";
import Stripe from "stripe";
import { findAccountByCustomer } from "../accounts/plans.ts";
import type { StripeSettings } from "../config.ts";
import {
  activateSubscription,
  cancelSubscription,
  checkCancellation,
  checkCheckout,
  checkConfirmation,
  recordStripeNotification,
  startCheckout,
  subscriptionView,
  trialDaysFor,
} from "../domain/subscription.ts";
import { oneAtATime } from "../quota/one-at-a-time.ts";
import type { Quotas } from "../quota/quotas.ts";
import { handleSubscriptionCommand, loadSubscription } from "./command-handling.ts";
import { PLAN_OFFERS, type PlanOffer } from "./offers.ts";
import { createStripeClient, metadataUserIdOf, notificationOf, snapshotOf } from "./stripe-objects.ts";

/** An HTTP answer: the route sends it as it is. */
export interface Answer {
  readonly status: 200 | 400 | 409 | 502 | 503;
  readonly body: unknown;
}

export interface SubscriptionConfigView {
  readonly publishableKey: string | null;
  readonly paymentsConfigured: boolean;
  readonly plans: readonly PlanOffer[];
}

export interface Subscriptions {
  status(userId: string): Promise<SubscriptionStatusView>;
  config(): SubscriptionConfigView;
  create(user: { readonly id: string; readonly email: string }, plan: PaidPlan): Promise<Answer>;
  confirm(userId: string, setupIntentId: string, priceId: string): Promise<Answer>;
  cancel(userId: string): Promise<Answer>;
  /** A webhook delivery: the exact bytes Stripe sent, and its `Stripe-Signature` header. */
  webhook(rawBody: Uint8Array, signature: string | undefined): Promise<Answer>;
}

const notConfigured: Answer = { status: 503, body: { error: PAYMENTS_NOT_CONFIGURED } };

const stripeMessage = (error: unknown): string =>
  error instanceof Stripe.errors.StripeError ? error.message : "The payment provider did not answer";

const iso = (date: Date | null | undefined): string | null => date?.toISOString() ?? null;

export const createSubscriptions = (options: {
  readonly store: EventStore;
  readonly database: SqlDatabase;
  readonly quotas: Quotas;
  readonly stripe: StripeSettings | undefined;
  readonly now: () => Date;
  /** Read-your-writes: waits until billing's read models have passed a position (bounded). */
  readonly settle: (position: Position) => Promise<unknown>;
  /** Lets the read models reach the end of the store, for a webhook about a brand-new customer. */
  readonly catchUp: () => Promise<unknown>;
  readonly log: (line: string) => void;
}): Subscriptions => {
  const { store, database, quotas, now, settle, log } = options;
  const settings = options.stripe;
  const stripe = settings && createStripeClient(settings);
  const serialised = oneAtATime();
  const settled = async (position: Position | undefined) => {
    if (position) await settle(position);
  };

  const status = async (userId: string): Promise<SubscriptionStatusView> => {
    const at = now();
    const [{ status: quota, plan }, { state }] = await Promise.all([
      quotas.standing(userId, at),
      loadSubscription(store, userId),
    ]);
    const { summary } = state;
    const view = subscriptionView(summary, at);
    const live = view.phase !== "none" && view.phase !== "ended";
    const registrationTrial = !live && quota.isInTrial;
    return {
      isPremium: view.isPremium,
      status: live
        ? (view.phase as "trial" | "active" | "past_due" | "canceled")
        : registrationTrial
          ? "trial"
          : "free",
      trialEndsAt:
        view.phase === "trial" ? iso(summary.trialEndsAt) : registrationTrial ? iso(plan.trialEndsAt) : null,
      freeSetlistsRemaining: quota.remaining,
      subscriptionEndsAt: view.phase === "canceled" || view.phase === "ended" ? iso(summary.endsAt) : null,
      cancelAtPeriodEnd: live && summary.cancelAtPeriodEnd,
      plan: live ? summary.plan : null,
      paymentsConfigured: stripe !== undefined,
      paymentFailed: live && summary.paymentFailed,
    };
  };

  const create = async (user: { readonly id: string; readonly email: string }, plan: PaidPlan) => {
    if (!stripe || !settings) return notConfigured;
    return serialised(user.id, async (): Promise<Answer> => {
      const { state } = await loadSubscription(store, user.id);
      const allowed = checkCheckout(state, now());
      if (Result.isFailure(allowed)) return { status: 409, body: { error: allowed.failure.message } };
      const priceId = settings.prices[plan];
      try {
        // One Stripe customer per account: remembered by CheckoutStarted, and by the key meanwhile.
        const customerId =
          state.summary.customerId ??
          (
            await stripe.customers.create(
              { email: user.email, metadata: { userId: user.id } },
              { idempotencyKey: `encore-customer-${user.id}` },
            )
          ).id;
        const setupIntent = await stripe.setupIntents.create({
          customer: customerId,
          usage: "off_session",
          automatic_payment_methods: { enabled: true },
          metadata: { userId: user.id, plan, priceId },
        });
        if (!setupIntent.client_secret) {
          return { status: 502, body: { error: "The payment provider gave no client secret" } };
        }
        const at = now();
        const { decision, position } = await handleSubscriptionCommand(
          store,
          user.id,
          (current) =>
            startCheckout(
              { userId: user.id, customerId, setupIntentId: setupIntent.id, plan, priceId, now: at },
              current,
            ),
          at,
        );
        if (Result.isFailure(decision)) return { status: 409, body: { error: decision.failure.message } };
        await settled(position);
        const body: CreateSubscriptionResponse = {
          clientSecret: setupIntent.client_secret,
          setupIntentId: setupIntent.id,
          priceId,
        };
        return { status: 200, body };
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeError)) throw error;
        log(`create subscription for ${user.id}: ${error.message}`);
        return { status: 502, body: { error: stripeMessage(error) } };
      }
    });
  };

  const confirm = async (userId: string, setupIntentId: string, priceId: string) => {
    if (!stripe) return notConfigured;
    return serialised(userId, async (): Promise<Answer> => {
      const refused = (status: Answer["status"], error: string): Answer => ({
        status,
        body: { success: false, error },
      });
      const done = async (): Promise<Answer> => ({
        status: 200,
        body: { success: true, status: (await status(userId)).status },
      });
      const { state } = await loadSubscription(store, userId);
      const checked = checkConfirmation(state, setupIntentId, priceId, now());
      if (Result.isFailure(checked)) {
        const code = checked.failure._tag === "AlreadySubscribed" ? 409 : 400;
        return refused(code, checked.failure.message);
      }
      if (checked.success === "done") return done();
      const customerId = state.summary.customerId!;
      try {
        const setupIntent = await stripe.setupIntents.retrieve(setupIntentId);
        const intentCustomer =
          typeof setupIntent.customer === "string" ? setupIntent.customer : setupIntent.customer?.id;
        if (intentCustomer !== customerId) {
          return refused(400, "This payment setup does not belong to your account");
        }
        if (setupIntent.status !== "succeeded") {
          return refused(400, `The payment method is not confirmed yet (${setupIntent.status})`);
        }
        const paymentMethodId =
          typeof setupIntent.payment_method === "string"
            ? setupIntent.payment_method
            : setupIntent.payment_method?.id;
        if (!paymentMethodId) return refused(400, "The payment setup has no payment method");
        await stripe.customers.update(customerId, {
          invoice_settings: { default_payment_method: paymentMethodId },
        });
        const trialDays = trialDaysFor(state);
        const subscription = await stripe.subscriptions.create(
          {
            customer: customerId,
            items: [{ price: priceId }],
            default_payment_method: paymentMethodId,
            ...(trialDays === undefined ? {} : { trial_period_days: trialDays }),
            metadata: { userId, plan: checked.success.plan },
          },
          // Confirming the same SetupIntent again (a retry, a second tab) creates nothing new.
          { idempotencyKey: `encore-subscription-${setupIntentId}` },
        );
        const at = now();
        const { decision, position } = await handleSubscriptionCommand(
          store,
          userId,
          (current) =>
            activateSubscription(
              { userId, setupIntentId, subscription: snapshotOf(subscription), now: at },
              current,
            ),
          at,
        );
        if (Result.isFailure(decision)) return refused(409, decision.failure.message);
        await settled(position);
        return done();
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeError)) throw error;
        log(`confirm subscription for ${userId}: ${error.message}`);
        return refused(502, stripeMessage(error));
      }
    });
  };

  const cancel = async (userId: string) => {
    if (!stripe) return notConfigured;
    return serialised(userId, async (): Promise<Answer> => {
      const { state } = await loadSubscription(store, userId);
      const checked = checkCancellation(state, now());
      if (Result.isFailure(checked)) {
        return { status: 409, body: { success: false, error: checked.failure.message } };
      }
      if (checked.success !== "done") {
        const subscriptionId = checked.success;
        try {
          const updated = await stripe.subscriptions.update(
            subscriptionId,
            { cancel_at_period_end: true },
            { idempotencyKey: `encore-cancel-${subscriptionId}` },
          );
          const at = now();
          const { position } = await handleSubscriptionCommand(
            store,
            userId,
            (current) =>
              cancelSubscription(
                { userId, subscriptionId, endsAt: snapshotOf(updated).currentPeriodEnd, now: at },
                current,
              ),
            at,
          );
          await settled(position);
        } catch (error) {
          if (!(error instanceof Stripe.errors.StripeError)) throw error;
          log(`cancel subscription ${subscriptionId} of ${userId}: ${error.message}`);
          return { status: 502, body: { success: false, error: stripeMessage(error) } };
        }
      }
      return { status: 200, body: { success: true, status: (await status(userId)).status } };
    });
  };

  /** The account a Stripe customer belongs to: the read model, else the metadata billing wrote. */
  const userOfCustomer = async (customerId: string, metadataUserId: string | null) => {
    let found = await findAccountByCustomer(database, customerId);
    if (!found) {
      // Stripe can be quicker than billing's read model: let it reach the end of the store once.
      await options.catchUp();
      found = await findAccountByCustomer(database, customerId);
    }
    if (found) return found.userId;
    if (metadataUserId) {
      const { state } = await loadSubscription(store, metadataUserId);
      if (state.summary.customerId === customerId) return metadataUserId;
    }
    return undefined;
  };

  const webhook = async (rawBody: Uint8Array, signature: string | undefined): Promise<Answer> => {
    if (!stripe || !settings) return notConfigured;
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(Buffer.from(rawBody), signature ?? "", settings.webhookSecret);
    } catch (error) {
      log(`webhook refused: ${error instanceof Error ? error.message : String(error)}`);
      return { status: 400, body: { error: "The Stripe signature of this webhook is not valid" } };
    }
    const handled = notificationOf(event);
    if (!handled) return { status: 200, body: { received: true, ignored: event.type } };
    const { customerId, object, notification } = handled;
    const userId = customerId && (await userOfCustomer(customerId, metadataUserIdOf(object)));
    if (!userId) {
      log(`webhook ${event.id} (${event.type}): no account has Stripe customer ${customerId ?? "(none)"}`);
      return { status: 200, body: { received: true, ignored: "unknown customer" } };
    }
    await serialised(userId, async () => {
      const at = now();
      const { position } = await handleSubscriptionCommand(
        store,
        userId,
        (current) => recordStripeNotification({ userId, notification, now: at }, current),
        at,
      );
      await settled(position);
    });
    return { status: 200, body: { received: true } };
  };

  return {
    status,
    config: () => ({
      publishableKey: settings?.publishableKey ?? null,
      paymentsConfigured: stripe !== undefined,
      plans: PLAN_OFFERS,
    }),
    create,
    confirm,
    cancel,
    webhook,
  };
};
