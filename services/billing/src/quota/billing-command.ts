/**
 * Architecture §4's command handling as billing runs it on the streams it keeps per account (quota,
 * subscription): @encore/eventstore's loop (read, fold, decide, append at the revision read), up to
 * ten attempts, the writers that lose a race spread out by a short random pause before they retry.
 */
import type { DomainEvent } from "@encore/contracts";
import {
  decodePage,
  type EventStore,
  handleCommand,
  type LoadedStream,
  loadStream,
  type NewEvent,
  type Position,
  type RecordedEvent,
} from "@encore/eventstore";
import type { Result } from "effect";

export interface AccountStream<State, Event extends DomainEvent> {
  /** The stream of one account: `quota-<userId>`, `subscription-<userId>`. */
  readonly streamIdOf: (userId: string) => string;
  readonly initialState: () => State;
  readonly evolve: (state: State, event: Event) => State;
  readonly isEvent: (event: DomainEvent) => event is Event;
  /** A decided event as stored, its id named after the fact it records so a retried append lands once. */
  readonly toNewEvent: (event: Event, streamId: string, now: Date) => NewEvent;
  /** What to throw when the stream kept changing through every attempt. */
  readonly busy: (streamId: string) => Error;
}

export interface Handled<State, Event, E> {
  /** The state the decision was made on, with its new events applied when it succeeded. */
  readonly state: State;
  readonly decision: Result.Result<readonly Event[], E>;
  /** Where the new events landed; undefined when nothing was appended. */
  readonly position: Position | undefined;
}

export const MAX_ATTEMPTS = 10;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const accountStream = <State, Event extends DomainEvent>(stream: AccountStream<State, Event>) => {
  /** Billing's own events folded, any others in the stream passed over. */
  const fold = (recorded: readonly RecordedEvent[]): State =>
    decodePage(recorded).filter(stream.isEvent).reduce(stream.evolve, stream.initialState());

  const load = (store: EventStore, userId: string): Promise<LoadedStream<State>> =>
    loadStream(store, stream.streamIdOf(userId), fold);

  const handle = async <E>(
    store: EventStore,
    userId: string,
    decide: (state: State) => Result.Result<readonly Event[], E>,
    now: Date,
  ): Promise<Handled<State, Event, E>> => {
    const streamId = stream.streamIdOf(userId);
    const outcome = await handleCommand(
      store,
      streamId,
      {
        fold,
        decide,
        evolve: (state, event) => stream.evolve(state, event),
        toNewEvent: (event) => stream.toNewEvent(event, streamId, now),
      },
      {
        maxAttempts: MAX_ATTEMPTS,
        // Spread the losers out, so that they do not collide again on the next round.
        afterConflict: (attempt) => pause(Math.random() * 5 * attempt),
      },
    );
    if (outcome._tag === "KeptChanging") throw stream.busy(streamId);
    const { state, decision, position } = outcome;
    return { state, decision, position };
  };

  return { load, handle };
};
