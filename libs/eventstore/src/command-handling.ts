/**
 * Architecture §4's command handling for one stream, whatever the aggregate: read the stream, fold
 * it, decide, append the new events at the revision read. A concurrent append makes the append fail
 * with WrongExpectedRevisionError; the cycle then runs again on the newer state, a bounded number of
 * times. What a stream's events are, how they are encoded and what a lost race answers stay with
 * each service.
 */
import { type DomainEvent, encodeEvent, type MakeMetadataInput, makeMetadata } from "@encore/contracts";
import { Result } from "effect";
import {
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type Position,
  type RecordedEvent,
  WrongExpectedRevisionError,
} from "./port.ts";

/** A decided event as the store takes it: encoded at its type's current schema version, with its metadata. */
export const encodeNewEvent = (event: DomainEvent, metadata: MakeMetadataInput): NewEvent => {
  const encoded = encodeEvent(event.type, event.data as never);
  // Events come from our own deciders: one that does not encode is a bug, not a user error.
  if (Result.isFailure(encoded)) throw encoded.failure;
  return {
    eventId: metadata.eventId,
    type: encoded.success.type,
    schemaVersion: encoded.success.schemaVersion,
    data: encoded.success.data,
    metadata: makeMetadata(metadata),
  };
};

export interface LoadedStream<State> {
  readonly state: State;
  /** The revision to append at: the stream's last, or `no_stream` when it has no events yet. */
  readonly expectedRevision: ExpectedRevision;
}

export const loadStream = async <State>(
  store: EventStore,
  streamId: string,
  fold: (recorded: readonly RecordedEvent[]) => State,
): Promise<LoadedStream<State>> => {
  const recorded = await store.readStream(streamId);
  const state = fold(recorded);
  const last = recorded.at(-1);
  return { state, expectedRevision: last === undefined ? "no_stream" : last.revision };
};

export interface CommandHandler<State, Event, Rejection> {
  /** The state of the stream from its stored events. */
  readonly fold: (recorded: readonly RecordedEvent[]) => State;
  readonly decide: (
    state: State,
  ) => Result.Result<readonly Event[], Rejection> | Promise<Result.Result<readonly Event[], Rejection>>;
  /** The state after one more event; `revision` is where that event landed in the stream. */
  readonly evolve: (state: State, event: Event, revision: number) => State;
  readonly toNewEvent: (event: Event) => NewEvent;
}

export interface CommandRetries {
  /** How many read-decide-append cycles before giving up on a stream that keeps changing. */
  readonly maxAttempts: number;
  /** Runs after each lost race (attempt counts from 1), e.g. a pause that spreads competing writers out. */
  readonly afterConflict?: (attempt: number) => Promise<void>;
}

export type CommandOutcome<State, Event, Rejection> =
  | {
      readonly _tag: "Decided";
      /** The state the decision was made on, with its new events applied when they were appended. */
      readonly state: State;
      readonly decision: Result.Result<readonly Event[], Rejection>;
      /** Where the new events landed; undefined when nothing was appended. */
      readonly position: Position | undefined;
    }
  | {
      /** Every attempt lost its race to a concurrent append. */
      readonly _tag: "KeptChanging";
      readonly streamId: string;
    };

export const handleCommand = async <State, Event, Rejection>(
  store: EventStore,
  streamId: string,
  handler: CommandHandler<State, Event, Rejection>,
  retries: CommandRetries,
): Promise<CommandOutcome<State, Event, Rejection>> => {
  for (let attempt = 1; attempt <= retries.maxAttempts; attempt++) {
    const { state, expectedRevision } = await loadStream(store, streamId, handler.fold);
    const decision = await handler.decide(state);
    if (Result.isFailure(decision) || decision.success.length === 0) {
      return { _tag: "Decided", state, decision, position: undefined };
    }
    const events = decision.success;
    try {
      const appended = await store.append(
        streamId,
        events.map((event) => handler.toNewEvent(event)),
        { expectedRevision },
      );
      const first = appended.nextExpectedRevision - events.length + 1;
      return {
        _tag: "Decided",
        state: events.reduce((folded, event, index) => handler.evolve(folded, event, first + index), state),
        decision,
        position: appended.position,
      };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      await retries.afterConflict?.(attempt);
    }
  }
  return { _tag: "KeptChanging", streamId };
};
