/** Why a quota command was refused. The message handlers turn each into one answer. */
import { Schema } from "effect";

/** This month's free setlists are spent and the account is neither in its trial nor premium. */
export class FreeLimitReached extends Schema.TaggedError<FreeLimitReached>()("FreeLimitReached", {
  month: Schema.String,
  used: Schema.Number,
}) {}

/** The reservation id was granted and then released: an id pays for one generation attempt only. */
export class ReservationReleased extends Schema.TaggedError<ReservationReleased>()("ReservationReleased", {
  reservationId: Schema.String,
}) {}

/** A release for a reservation this account never made. */
export class UnknownReservation extends Schema.TaggedError<UnknownReservation>()("UnknownReservation", {
  reservationId: Schema.String,
}) {}

/** Other reservations of the same account kept landing first through every retry. */
export class QuotaBusy extends Schema.TaggedError<QuotaBusy>()("QuotaBusy", {
  streamId: Schema.String,
}) {
  override get message(): string {
    return `${this.streamId} kept changing through every retry: try again`;
  }
}

export type QuotaError = FreeLimitReached | ReservationReleased | UnknownReservation;

/** A payment form or confirmation for an account whose subscription is still running. */
export class AlreadySubscribed extends Schema.TaggedError<AlreadySubscribed>()("AlreadySubscribed", {}) {
  override get message(): string {
    return "You already have a subscription";
  }
}

/** A SetupIntent this account never started (or that Stripe does not tie to its customer). */
export class UnknownCheckout extends Schema.TaggedError<UnknownCheckout>()("UnknownCheckout", {
  setupIntentId: Schema.String,
}) {
  override get message(): string {
    return "This payment setup does not belong to your account";
  }
}

/** The price confirmed is not the one the payment form was opened for. */
export class PriceMismatch extends Schema.TaggedError<PriceMismatch>()("PriceMismatch", {
  priceId: Schema.String,
}) {
  override get message(): string {
    return "priceId: is not the price this payment setup was started for";
  }
}

/** Nothing to cancel: no subscription, or it has already ended. */
export class NoSubscription extends Schema.TaggedError<NoSubscription>()("NoSubscription", {}) {
  override get message(): string {
    return "You have no subscription to cancel";
  }
}

export type SubscriptionError = AlreadySubscribed | UnknownCheckout | PriceMismatch | NoSubscription;
