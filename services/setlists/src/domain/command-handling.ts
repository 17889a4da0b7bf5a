/**
 * Architecture §4's command handling for one `setlist-<id>` stream: read it, fold it, decide, append
 * at the revision read; a concurrent append runs the cycle again on the newer state, a bounded
 * number of times. (The gateway's identity has the same loop for its own streams.)
 */
import { encodeEvent, makeMetadata } from "@encore/contracts";
import {
  type EventStore,
  type NewEvent,
  type Position,
  WrongExpectedRevisionError,
} from "@encore/eventstore";
import { Result } from "effect";
import { decodeRecordedEvents } from "./decode-events.ts";
import { ConcurrentChange } from "./errors.ts";
import { type SetlistEvent, type SetlistState, setlistDecider } from "./setlist.ts";

export interface EventContext {
  /** Who asked: metadata's user id. */
  readonly userId: string;
  readonly now: Date;
  readonly newId: () => string;
  readonly correlationId?: string | undefined;
}

const toNewEvent = (event: SetlistEvent, context: EventContext): NewEvent => {
  const encoded = encodeEvent(event.type, event.data as never);
  // Our deciders build these events: one that does not encode is a bug, not a user error.
  if (Result.isFailure(encoded)) throw encoded.failure;
  const eventId = context.newId();
  return {
    eventId,
    type: encoded.success.type,
    schemaVersion: encoded.success.schemaVersion,
    data: encoded.success.data,
    metadata: makeMetadata({
      eventId,
      userId: context.userId,
      correlationId: context.correlationId,
      occurredAt: context.now,
    }),
  };
};

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
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const recorded = await store.readStream(streamId);
    const state = decodeRecordedEvents(recorded).reduce(
      (folded, { recorded: stored, event }) =>
        setlistDecider.isEvent(event) ? setlistDecider.evolve(folded, event, stored.revision) : folded,
      setlistDecider.initialState(),
    );
    const last = recorded.at(-1);
    const decision = decide(state);
    if (Result.isFailure(decision)) return Result.fail(decision.failure);
    const events = decision.success;
    if (events.length === 0) return Result.succeed({ state, position: undefined });
    try {
      const appended = await store.append(
        streamId,
        events.map((event) => toNewEvent(event, context)),
        { expectedRevision: last === undefined ? "no_stream" : last.revision },
      );
      const first = appended.nextExpectedRevision - events.length + 1;
      return Result.succeed({
        state: events.reduce(
          (folded, event, index) => setlistDecider.evolve(folded, event, first + index),
          state,
        ),
        position: appended.position,
      });
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    }
  }
  return Result.fail(new ConcurrentChange({ streamId }));
};
