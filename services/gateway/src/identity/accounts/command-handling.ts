/**
 * Architecture §4's command handling for one stream: read it, fold it with `evolve`, `decide`,
 * append the new events at the revision read. A concurrent append makes the append fail; the
 * whole cycle then runs again on the newer state, a bounded number of times.
 */
import type { DomainEvent } from "@encore/contracts";
import {
  decodePage,
  type EventStore,
  encodeNewEvent,
  handleCommand as handleStreamCommand,
  type LoadedStream,
  loadStream as loadRecordedStream,
  type Position,
  type RecordedEvent,
} from "@encore/eventstore";
import { Result } from "effect";
import { ConcurrentChange } from "../domain/errors.ts";

export interface Evolving<State, Event extends DomainEvent> {
  readonly initialState: () => State;
  readonly evolve: (state: State, event: Event) => State;
  readonly isEvent: (event: DomainEvent) => event is Event;
}

const foldWith =
  <State, Event extends DomainEvent>(decider: Evolving<State, Event>) =>
  (recorded: readonly RecordedEvent[]): State =>
    decodePage(recorded).filter(decider.isEvent).reduce(decider.evolve, decider.initialState());

export const loadStream = <State, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Evolving<State, Event>,
): Promise<LoadedStream<State>> => loadRecordedStream(store, streamId, foldWith(decider));

export interface EventContext {
  /** The account the events are about (metadata's user id). */
  readonly userId: string;
  readonly now: Date;
  readonly newId: () => string;
  readonly correlationId?: string | undefined;
}

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
  const outcome = await handleStreamCommand(
    store,
    streamId,
    {
      fold: foldWith(decider),
      decide,
      evolve: (state, event) => decider.evolve(state, event),
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
  return Result.map(decision, (events) => ({ state, events, position }));
};
