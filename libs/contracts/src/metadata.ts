/** Metadata every stored event carries (architecture §4). */
import { Schema } from "effect";
import { IsoDateTime, NonBlankString, UserId, Uuid } from "./values.ts";

/** The user id of actions no person took: projections, detection workers, Stripe webhooks, replays. */
export const SYSTEM_USER_ID = "system";

export const EventMetadata = Schema.Struct({
  /** Also the idempotency key of the append. */
  eventId: Uuid,
  userId: UserId,
  /** The request or workflow this event belongs to; the first event of a chain uses its own id. */
  correlationId: NonBlankString,
  /** The message (command, event or request) that directly caused this one. */
  causationId: NonBlankString,
  occurredAt: IsoDateTime,
});
export type EventMetadata = typeof EventMetadata.Type;

export interface MakeMetadataInput {
  readonly eventId: string;
  readonly userId: string;
  readonly correlationId?: string | undefined;
  readonly causationId?: string | undefined;
  readonly occurredAt: Date;
}

const decodeMetadata = Schema.decodeUnknownSync(EventMetadata, { errors: "all" });

/**
 * Builds validated metadata from ids and a time the caller supplies (never generated here).
 * Correlation and causation default to the event's own id: the event starts its chain.
 * Throws on an invalid Date or id: both are programming errors, not user input.
 */
export const makeMetadata = (input: MakeMetadataInput): EventMetadata => {
  if (Number.isNaN(input.occurredAt.getTime())) {
    throw new RangeError("makeMetadata: occurredAt is an invalid Date");
  }
  return decodeMetadata({
    eventId: input.eventId,
    userId: input.userId,
    correlationId: input.correlationId ?? input.eventId,
    causationId: input.causationId ?? input.eventId,
    occurredAt: input.occurredAt.toISOString(),
  });
};
