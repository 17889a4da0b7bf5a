/**
 * What billing answers over request/reply (NATS, or the in-process bus when embedded). Each subject is
 * `{name, request, response}`: wrap it with `requestSubject(x.name, x.request, x.response)` from
 * @encore/messaging. Every request is idempotent by `reservationId` (docs/decisions/0012).
 */
import { Schema } from "effect";
import { Plan, SubscriptionStatus } from "../enums.ts";
import { intAtLeast, NonBlankString, UserId, Uuid } from "../values.ts";

/** Spec section 3's quota status: `GET /api/setlists/can-generate` answers it as is. */
export const QuotaStatus = Schema.Struct({
  isPremium: Schema.Boolean,
  isInTrial: Schema.Boolean,
  /** Whole days left, rounded up; 0 outside the trial. */
  trialDaysRemaining: intAtLeast(0),
  /** Free setlists left this UTC month (totalFree - usedCount, never below 0), whatever the tier. */
  remaining: intAtLeast(0),
  /** Free setlists used this UTC month; generations of the trial or of premium do not count. */
  usedCount: intAtLeast(0),
  /** The monthly free allowance (FREE_SETLISTS_PER_MONTH, 3 by default). */
  totalFree: intAtLeast(0),
});
export type QuotaStatus = typeof QuotaStatus.Type;

/** Why a reservation was refused: the month's free setlists are spent, or the id was released before. */
export const ReservationRefusal = Schema.Literals(["FreeLimitReached", "ReservationReleased"]);
export type ReservationRefusal = typeof ReservationRefusal.Type;

export const ReserveGenerationRequest = Schema.Struct({
  userId: UserId,
  /** The caller's idempotency key: asking again with it answers the same and counts once. */
  reservationId: Uuid,
});
export type ReserveGenerationRequest = typeof ReserveGenerationRequest.Type;

export const ReserveGenerationResponse = Schema.Union([
  Schema.Struct({ granted: Schema.Literal(true), status: QuotaStatus }),
  Schema.Struct({ granted: Schema.Literal(false), reason: ReservationRefusal, status: QuotaStatus }),
]);
export type ReserveGenerationResponse = typeof ReserveGenerationResponse.Type;

export const ReleaseGenerationRequest = Schema.Struct({ userId: UserId, reservationId: Uuid });
export type ReleaseGenerationRequest = typeof ReleaseGenerationRequest.Type;

/** `released: false` only for a reservation billing never granted; releasing twice answers true twice. */
export const ReleaseGenerationResponse = Schema.Struct({ released: Schema.Boolean });
export type ReleaseGenerationResponse = typeof ReleaseGenerationResponse.Type;

export const QuotaStatusRequest = Schema.Struct({ userId: UserId });
export type QuotaStatusRequest = typeof QuotaStatusRequest.Type;

/** Count one generation against the user's quota before generating; refused when none is left. */
export const ReserveGeneration = {
  name: "billing.reserve-generation",
  request: ReserveGenerationRequest,
  response: ReserveGenerationResponse,
} as const;

/** Give a reservation back when the generation it paid for failed. */
export const ReleaseGeneration = {
  name: "billing.release-generation",
  request: ReleaseGenerationRequest,
  response: ReleaseGenerationResponse,
} as const;

/** The quota status of a user, as the banner shows it. */
export const GetQuotaStatus = {
  name: "billing.quota-status",
  request: QuotaStatusRequest,
  response: QuotaStatus,
} as const;

/** Billing's queue group: each request reaches exactly one billing instance. */
export const BILLING_QUEUE = "billing";

/** The toast text and body of spec section 8 that send the client to /subscription (with HTTP 403). */
export const FREE_LIMIT_REACHED = "Free limit reached";
export const freeLimitReachedBody = () => ({ error: FREE_LIMIT_REACHED, needsSubscription: true }) as const;

/*
 * Subscriptions over HTTP (docs/decisions/0015): what `/api/subscription/*` take and answer.
 */

/** `GET /api/subscription/status`: spec §3's four fields plus what the subscription screen needs. */
export const SubscriptionStatusView = Schema.Struct({
  isPremium: Schema.Boolean,
  status: SubscriptionStatus,
  /** The end of Encore's registration trial, or of Stripe's trial, while in one. */
  trialEndsAt: Schema.NullOr(Schema.String),
  freeSetlistsRemaining: intAtLeast(0),
  /** When a canceled subscription stops (or stopped) being premium. */
  subscriptionEndsAt: Schema.NullOr(Schema.String),
  cancelAtPeriodEnd: Schema.Boolean,
  plan: Schema.NullOr(Plan),
  paymentsConfigured: Schema.Boolean,
  paymentFailed: Schema.Boolean,
});
export type SubscriptionStatusView = typeof SubscriptionStatusView.Type;

/** `POST /api/subscription/create`. */
export const CreateSubscriptionRequest = Schema.Struct({ plan: Plan });
export type CreateSubscriptionRequest = typeof CreateSubscriptionRequest.Type;

/** Spec §3's subscription-creation response. */
export const CreateSubscriptionResponse = Schema.Struct({
  clientSecret: Schema.String,
  setupIntentId: Schema.String,
  priceId: Schema.String,
});
export type CreateSubscriptionResponse = typeof CreateSubscriptionResponse.Type;

/** `POST /api/subscription/confirm`, once the payment form has confirmed the SetupIntent. */
export const ConfirmSubscriptionRequest = Schema.Struct({
  setupIntentId: NonBlankString,
  priceId: NonBlankString,
});
export type ConfirmSubscriptionRequest = typeof ConfirmSubscriptionRequest.Type;

/** The 503 `error` of create/confirm/cancel (and the webhook) when STRIPE_SECRET_KEY is not set. */
export const PAYMENTS_NOT_CONFIGURED = "Payments are not configured on this server";
