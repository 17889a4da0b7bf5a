/**
 * Architecture §4's command handling for one `setlist-<id>` stream: read it, fold it, decide, append
 * at the revision read; a concurrent append runs the cycle again on the newer state, a bounded
 * number of times (the loop itself is @encore/eventstore's `handleCommand`).
 */
import {
  decodeRecordedEvents,
  type EventStore,
  encodeNewEvent,
  handleCommand,
  type Position,
} from "@encore/eventstore";
import { Result } from "effect";
import { ConcurrentChange } from "./errors.ts";
import { type SetlistEvent, type SetlistState, setlistDecider } from "./setlist.ts";

export interface EventContext {
  /** Who asked: metadata's user id. */
  readonly userId: string;
  readonly now: Date;
  readonly newId: () => string;
  readonly correlationId?: string | undefined;
}

export interface Handled {
  readonly state: SetlistState;
  /** Where the new events landed; undefined when nothing was appended. */
  readonly position: Position | undefined;
}

const MAX_ATTEMPTS = 5;

export const handleSetlistCommand = async <E>(
  store: EventStore,
  streamId: string,
  decide: (state: SetlistState) => Result.Result<readonly SetlistEvent[], E>,
  context: EventContext,
): Promise<Result.Result<Handled, E | ConcurrentChange>> => {
  const outcome = await handleCommand(
    store,
    streamId,
    {
      fold: (recorded) =>
        decodeRecordedEvents(recorded).reduce(
          (folded, { recorded: stored, event }) =>
            setlistDecider.isEvent(event) ? setlistDecider.evolve(folded, event, stored.revision) : folded,
          setlistDecider.initialState(),
        ),
      decide,
      evolve: setlistDecider.evolve,
      toNewEvent: (event) =>
        encodeNewEvent(event, {
          eventId: context.newId(),
          userId: context.userId,
          correlationId: context.correlationId,
          occurredAt: context.now,
        }),
    },
    { maxAttempts: MAX_ATTEMPTS },
  );
  if (outcome._tag === "KeptChanging") return Result.fail(new ConcurrentChange({ streamId }));
  const { state, decision, position } = outcome;
  return Result.map(decision, () => ({ state, position }));
};
