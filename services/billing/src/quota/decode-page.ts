import { type DomainEvent, decodeEvent } from "@encore/contracts";
import type { RecordedEvent } from "@encore/eventstore";
import { Result } from "effect";

/** A page of stored events as domain events; a stored event that does not decode stops the page. */
export const decodePage = (events: readonly RecordedEvent[]): DomainEvent[] =>
  events.map((recorded) => {
    const decoded = decodeEvent(recorded);
    if (Result.isFailure(decoded))
      throw new Error(`${recorded.type} ${recorded.eventId}: ${decoded.failure.message}`);
    return decoded.success;
  });
