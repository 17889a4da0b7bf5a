import { type DomainEvent, decodeEvent } from "@encore/contracts";
import type { RecordedEvent } from "@encore/eventstore";
import { Result } from "effect";

/** A page of stored events with their domain events; one that does not decode stops the page. */
export const decodeRecordedEvents = (
  events: readonly RecordedEvent[],
): Array<{ readonly recorded: RecordedEvent; readonly event: DomainEvent }> =>
  events.map((recorded) => {
    const decoded = decodeEvent(recorded);
    if (Result.isFailure(decoded))
      throw new Error(`${recorded.type} ${recorded.eventId}: ${decoded.failure.message}`);
    return { recorded, event: decoded.success };
  });
