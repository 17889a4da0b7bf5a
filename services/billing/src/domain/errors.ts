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
