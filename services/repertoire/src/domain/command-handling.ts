/**
 * Architecture §4's command handling for one `repertoire-<id>` stream: read it, fold it, decide,
 * append at the revision read; a concurrent append (another request, or the detection worker) runs
 * the cycle again on the newer state, a bounded number of times, then answers ConcurrentChange (409).
 */
import { encodeEvent, makeMetadata } from "@encore/contracts";
import {
  type EventStore,
  type NewEvent,
  type Position,
  type RecordedEvent,
  WrongExpectedRevisionError,
} from "@encore/eventstore";
import { Result } from "effect";
import { decodeRecordedEvents } from "./decode-events.ts";
import { ConcurrentChange } from "./errors.ts";
import { type RepertoireEvent, type RepertoireState, repertoireDecider } from "./repertoire.ts";

export interface EventContext {
  /** Who asked: metadata's user id. */
  readonly userId: string;
  readonly now: Date;
  readonly newId: () => string;
  readonly correlationId?: string | undefined;
  readonly causationId?: string | undefined;
}

/** A decided event as the store takes it, with its metadata. */
export const toNewEvent = (
  event: RepertoireEvent,
  context: EventContext,
  eventId = context.newId(),
): NewEvent => {
  const encoded = encodeEvent(event.type, event.data as never);
  // Our deciders build these events: one that does not encode is a bug, not a user error.
  if (Result.isFailure(encoded)) throw encoded.failure;
  return {
    eventId,
    type: encoded.success.type,
    schemaVersion: encoded.success.schemaVersion,
    data: encoded.success.data,
    metadata: makeMetadata({
      eventId,
      userId: context.userId,
      correlationId: context.correlationId,
      causationId: context.causationId,
      occurredAt: context.now,
    }),
  };
};

/** The state of a stream from its stored events. */
export const foldRepertoire = (recorded: readonly RecordedEvent[]): RepertoireState =>
  decodeRecordedEvents(recorded).reduce(
    (folded, { event }) =>
      repertoireDecider.isEvent(event) ? repertoireDecider.evolve(folded, event) : folded,
    repertoireDecider.initialState(),
  );

export interface Handled {
  readonly state: RepertoireState;
  readonly events: readonly RepertoireEvent[];
  /** Where the new events landed; undefined when nothing was appended. */
  readonly position: Position | undefined;
}

const MAX_ATTEMPTS = 5;

export const handleRepertoireCommand = async <E>(
  store: EventStore,
  streamId: string,
  decide: (state: RepertoireState) => Result.Result<readonly RepertoireEvent[], E>,
  context: EventContext,
): Promise<Result.Result<Handled, E | ConcurrentChange>> => {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const recorded = await store.readStream(streamId);
    const state = foldRepertoire(recorded);
    const last = recorded.at(-1);
    const decision = decide(state);
    if (Result.isFailure(decision)) return Result.fail(decision.failure);
    const events = decision.success;
    if (events.length === 0) return Result.succeed({ state, events, position: undefined });
    try {
      const appended = await store.append(
        streamId,
        events.map((event) => toNewEvent(event, context)),
        { expectedRevision: last === undefined ? "no_stream" : last.revision },
      );
      return Result.succeed({
        state: events.reduce(repertoireDecider.evolve, state),
        events,
        position: appended.position,
      });
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    }
  }
  return Result.fail(new ConcurrentChange({ streamId }));
};
