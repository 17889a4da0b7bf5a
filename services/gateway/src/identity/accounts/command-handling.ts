/**
 * Architecture §4's command handling for one stream: read it, fold it with `evolve`, `decide`,
 * append the new events at the revision read. A concurrent append makes the append fail; the
 * whole cycle then runs again on the newer state, a bounded number of times.
 */
import { type DomainEvent, encodeEvent, makeMetadata } from "@encore/contracts";
import {
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type Position,
  WrongExpectedRevisionError,
} from "@encore/eventstore";
import { Result } from "effect";
import { ConcurrentChange } from "../domain/errors.ts";
import { decodePage } from "../projections/decode-page.ts";

export interface Evolving<State, Event extends DomainEvent> {
  readonly initialState: () => State;
  readonly evolve: (state: State, event: Event) => State;
  readonly isEvent: (event: DomainEvent) => event is Event;
}

export interface LoadedStream<State> {
  readonly state: State;
  readonly expectedRevision: ExpectedRevision;
}

export const loadStream = async <State, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Evolving<State, Event>,
): Promise<LoadedStream<State>> => {
  const recorded = await store.readStream(streamId);
  const state = decodePage(recorded).filter(decider.isEvent).reduce(decider.evolve, decider.initialState());
  const last = recorded.at(-1);
  return { state, expectedRevision: last === undefined ? "no_stream" : last.revision };
};

export interface EventContext {
  /** The account the events are about (metadata's user id). */
  readonly userId: string;
  readonly now: Date;
  readonly newId: () => string;
  readonly correlationId?: string | undefined;
}

const toNewEvent = (event: DomainEvent, context: EventContext): NewEvent => {
  const encoded = encodeEvent(event.type, event.data as never);
  // Events come from our own deciders: one that does not encode is a bug, not a user error.
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

export interface Handled<State, Event> {
  readonly state: State;
  readonly events: readonly Event[];
  /** Where the new events landed; undefined when the decision was to append nothing. */
  readonly position: Position | undefined;
}

const MAX_ATTEMPTS = 5;

export const handleCommand = async <State, Event extends DomainEvent, Error>(
  store: EventStore,
  streamId: string,
  decider: Evolving<State, Event>,
  decide: (
    state: State,
  ) => Result.Result<readonly Event[], Error> | Promise<Result.Result<readonly Event[], Error>>,
  context: EventContext,
): Promise<Result.Result<Handled<State, Event>, Error | ConcurrentChange>> => {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const { state, expectedRevision } = await loadStream(store, streamId, decider);
    const decision = await decide(state);
    if (Result.isFailure(decision)) return Result.fail(decision.failure);
    const events = decision.success;
    if (events.length === 0) return Result.succeed({ state, events, position: undefined });
    try {
      const appended = await store.append(
        streamId,
        events.map((event) => toNewEvent(event, context)),
        { expectedRevision },
      );
      return Result.succeed({
        state: events.reduce(decider.evolve, state),
        events,
        position: appended.position,
      });
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    }
  }
  return Result.fail(new ConcurrentChange({ streamId }));
};
