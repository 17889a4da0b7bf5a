/**
 * Events of billing's free quota: one `quota-<userId>` stream per account, appended at its expected
 * revision so that concurrent reservations can never spend more than the month allows
 * (docs/decisions/0012). The trial is not an event: it is read from UserRegistered's registeredAt.
 */
import { Schema } from "effect";
import { Plan } from "../enums.ts";
import { IsoDateTime, NonBlankString, UserId, Uuid } from "../values.ts";
import { defineEvent } from "./define.ts";

export const QUOTA_STREAM_CATEGORY = "quota";
export const quotaStreamId = (userId: string): string => `${QUOTA_STREAM_CATEGORY}-${userId}`;

/** A calendar month in UTC, `2025-01`: free setlists are counted per month. */
export const YearMonth = Schema.String.check(
  Schema.isPattern(/^\d{4}-(0[1-9]|1[0-2])$/, { message: "must be a month like 2025-01" }),
);

/** `YYYY-MM` of a moment, in UTC. */
export const yearMonthOf = (at: Date): string => at.toISOString().slice(0, 7);

/** On what grounds a generation was allowed: only `free` ones count against the monthly allowance. */
export const GenerationTier = Schema.Literals(["free", "trial", "premium"]);
export type GenerationTier = typeof GenerationTier.Type;

/** One generation allowed and counted; `reservationId` is the caller's idempotency key. */
export const GenerationReserved = Schema.Struct({
  userId: UserId,
  reservationId: Uuid,
  month: YearMonth,
  tier: GenerationTier,
  reservedAt: IsoDateTime,
});
export type GenerationReserved = typeof GenerationReserved.Type;

/** The generation did not happen (it failed after the reservation): the setlist is given back. */
export const GenerationReleased = Schema.Struct({
  userId: UserId,
  reservationId: Uuid,
  releasedAt: IsoDateTime,
});
export type GenerationReleased = typeof GenerationReleased.Type;

export const GenerationReservedEvent = defineEvent("GenerationReserved", GenerationReserved);
export const GenerationReleasedEvent = defineEvent("GenerationReleased", GenerationReleased);

/*
 * Stripe subscriptions (docs/decisions/0015): one `subscription-<userId>` stream per account. Every
 * change is recorded here; Stripe's own ids are kept so webhooks can be matched and deduplicated.
 */
export const SUBSCRIPTION_STREAM_CATEGORY = "subscription";
export const subscriptionStreamId = (userId: string): string => `${SUBSCRIPTION_STREAM_CATEGORY}-${userId}`;

/** Stripe's subscription statuses, spelled as Stripe spells them. */
export const STRIPE_SUBSCRIPTION_STATUSES = [
  "trialing",
  "active",
  "past_due",
  "unpaid",
  "incomplete",
  "incomplete_expired",
  "paused",
  "canceled",
] as const;
export const StripeSubscriptionStatus = Schema.Literals(STRIPE_SUBSCRIPTION_STATUSES);
export type StripeSubscriptionStatus = typeof StripeSubscriptionStatus.Type;

/** The paid plans of spec §9 (enums.ts's `Plan`, named apart from billing's quota plan). */
export const PaidPlan = Plan;
export type PaidPlan = Plan;

const StripeId = NonBlankString;

/** A payment form was opened: the Stripe customer of the account (created once) and its SetupIntent. */
export const CheckoutStarted = Schema.Struct({
  userId: UserId,
  customerId: StripeId,
  setupIntentId: StripeId,
  plan: PaidPlan,
  priceId: StripeId,
  startedAt: IsoDateTime,
});
export type CheckoutStarted = typeof CheckoutStarted.Type;

/** What Stripe said of a subscription at one moment. */
const SubscriptionSnapshot = {
  subscriptionId: StripeId,
  status: StripeSubscriptionStatus,
  /** End of Stripe's free trial, if it has or had one. */
  trialEndsAt: Schema.NullOr(IsoDateTime),
  /** End of the period paid for (or of the trial). */
  currentPeriodEnd: Schema.NullOr(IsoDateTime),
  cancelAtPeriodEnd: Schema.Boolean,
};

/** The payment method was saved and the subscription created (in its trial, or active). */
export const SubscriptionActivated = Schema.Struct({
  userId: UserId,
  customerId: StripeId,
  setupIntentId: StripeId,
  plan: PaidPlan,
  priceId: StripeId,
  ...SubscriptionSnapshot,
  activatedAt: IsoDateTime,
});
export type SubscriptionActivated = typeof SubscriptionActivated.Type;

/** Stripe told of a change (`customer.subscription.updated`): the subscription as it now stands. */
export const SubscriptionUpdated = Schema.Struct({
  userId: UserId,
  stripeEventId: StripeId,
  /** When Stripe made the event (ISO): older news never overwrites newer. */
  stripeEventCreatedAt: IsoDateTime,
  ...SubscriptionSnapshot,
  updatedAt: IsoDateTime,
});
export type SubscriptionUpdated = typeof SubscriptionUpdated.Type;

/** The user canceled: premium stays until `endsAt`, the end of the period already paid for. */
export const SubscriptionCanceled = Schema.Struct({
  userId: UserId,
  subscriptionId: StripeId,
  endsAt: Schema.NullOr(IsoDateTime),
  canceledAt: IsoDateTime,
});
export type SubscriptionCanceled = typeof SubscriptionCanceled.Type;

/** The subscription is over (`customer.subscription.deleted`): the account is free again. */
export const SubscriptionEnded = Schema.Struct({
  userId: UserId,
  subscriptionId: StripeId,
  stripeEventId: StripeId,
  endedAt: IsoDateTime,
});
export type SubscriptionEnded = typeof SubscriptionEnded.Type;

/** An invoice of the subscription was paid (`invoice.paid` / `invoice.payment_succeeded`). */
export const PaymentSucceeded = Schema.Struct({
  userId: UserId,
  subscriptionId: StripeId,
  invoiceId: StripeId,
  stripeEventId: StripeId,
  paidAt: IsoDateTime,
});
export type PaymentSucceeded = typeof PaymentSucceeded.Type;

/** An invoice of the subscription could not be paid (`invoice.payment_failed`). */
export const PaymentFailed = Schema.Struct({
  userId: UserId,
  subscriptionId: StripeId,
  invoiceId: StripeId,
  stripeEventId: StripeId,
  failedAt: IsoDateTime,
});
export type PaymentFailed = typeof PaymentFailed.Type;

export const CheckoutStartedEvent = defineEvent("CheckoutStarted", CheckoutStarted);
export const SubscriptionActivatedEvent = defineEvent("SubscriptionActivated", SubscriptionActivated);
export const SubscriptionUpdatedEvent = defineEvent("SubscriptionUpdated", SubscriptionUpdated);
export const SubscriptionCanceledEvent = defineEvent("SubscriptionCanceled", SubscriptionCanceled);
export const SubscriptionEndedEvent = defineEvent("SubscriptionEnded", SubscriptionEnded);
export const PaymentSucceededEvent = defineEvent("PaymentSucceeded", PaymentSucceeded);
export const PaymentFailedEvent = defineEvent("PaymentFailed", PaymentFailed);
