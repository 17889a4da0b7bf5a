/**
 * The read side of `encodeNewEvent`: stored events back into domain events, upcast to their types'
 * current schema versions. A stored event that does not decode is a bug or a corrupt store, not a
 * user error, so it throws and stops the page (or the stream's fold).
 */
import { type DomainEvent, decodeEvent } from "@encore/contracts";
import { Result } from "effect";
import type { RecordedEvent } from "./port.ts";

/** One stored event as its domain event; throws, naming the event, when it does not decode. */
export const decodeRecordedEvent = (recorded: RecordedEvent): DomainEvent => {
  const decoded = decodeEvent(recorded);
  if (Result.isFailure(decoded))
    throw new Error(`${recorded.type} ${recorded.eventId}: ${decoded.failure.message}`);
  return decoded.success;
};

/** A page of stored events with their domain events; one that does not decode stops the page. */
export const decodeRecordedEvents = (
  events: readonly RecordedEvent[],
): Array<{ readonly recorded: RecordedEvent; readonly event: DomainEvent }> =>
  events.map((recorded) => ({ recorded, event: decodeRecordedEvent(recorded) }));

/** A page of stored events as domain events; a stored event that does not decode stops the page. */
export const decodePage = (events: readonly RecordedEvent[]): DomainEvent[] =>
  events.map(decodeRecordedEvent);
