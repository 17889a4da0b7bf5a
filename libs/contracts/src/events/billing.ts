/**
 * Events of billing's free quota: one `quota-<userId>` stream per account, appended at its expected
 * revision so that concurrent reservations can never spend more than the month allows
 * (docs/decisions/0012). The trial is not an event: it is read from UserRegistered's registeredAt.
 */
import { Schema } from "effect";
import { IsoDateTime, UserId, Uuid } from "../values.ts";
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
