/**
 * Architecture §4's command handling for one `repertoire-<id>` stream: read it, fold it, decide,
 * append at the revision read; a concurrent append (another request, or the detection worker) runs
 * the cycle again on the newer state, a bounded number of times, then answers ConcurrentChange (409).
 */
import {
  decodeRecordedEvents,
  type EventStore,
  encodeNewEvent,
  handleCommand,
  type NewEvent,
  type Position,
  type RecordedEvent,
} from "@encore/eventstore";
import { Result } from "effect";
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
): NewEvent =>
  encodeNewEvent(event, {
    eventId,
    userId: context.userId,
    correlationId: context.correlationId,
    causationId: context.causationId,
    occurredAt: context.now,
  });

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
  const outcome = await handleCommand(
    store,
    streamId,
    {
      fold: foldRepertoire,
      decide,
      evolve: (state, event) => repertoireDecider.evolve(state, event),
      toNewEvent: (event) => toNewEvent(event, context),
    },
    { maxAttempts: MAX_ATTEMPTS },
  );
  if (outcome._tag === "KeptChanging") return Result.fail(new ConcurrentChange({ streamId }));
  const { state, decision, position } = outcome;
  return Result.map(decision, (events) => ({ state, events, position }));
};
