/**
 * Architecture §4's command handling for a quota stream: read it, fold it with `evolve`, `decide`,
 * append the new events at the revision read. A concurrent append (another billing instance)
 * makes the append fail; the cycle then runs again on the newer state, a bounded number of times.
 */
import { encodeEvent, makeMetadata, quotaStreamId } from "@encore/contracts";
import {
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type Position,
  WrongExpectedRevisionError,
} from "@encore/eventstore";
import { Result } from "effect";
import { QuotaBusy } from "../domain/errors.ts";
import {
  type Decision,
  evolve,
  initialState,
  isQuotaEvent,
  type Quota,
  type QuotaEvent,
} from "../domain/quota.ts";
import { decodePage } from "./decode-page.ts";
import { eventIdFor } from "./event-ids.ts";

export interface LoadedQuota {
  readonly state: Quota;
  readonly expectedRevision: ExpectedRevision;
}

export const loadQuota = async (store: EventStore, userId: string): Promise<LoadedQuota> => {
  const recorded = await store.readStream(quotaStreamId(userId));
  const state = decodePage(recorded).filter(isQuotaEvent).reduce(evolve, initialState());
  const last = recorded.at(-1);
  return { state, expectedRevision: last === undefined ? "no_stream" : last.revision };
};

const toNewEvent = (event: QuotaEvent, streamId: string, now: Date): NewEvent => {
  const encoded = encodeEvent(event.type, event.data as never);
  // Events come from our own decider: one that does not encode is a bug, not a user error.
  if (Result.isFailure(encoded)) throw encoded.failure;
  const eventId = eventIdFor(`${streamId}/${event.type}/${event.data.reservationId}`);
  return {
    eventId,
    type: encoded.success.type,
    schemaVersion: encoded.success.schemaVersion,
    data: encoded.success.data,
    metadata: makeMetadata({
      eventId,
      userId: event.data.userId,
      correlationId: event.data.reservationId,
      occurredAt: now,
    }),
  };
};

export interface Handled<E> {
  /** The state the decision was made on, with its new events applied when it succeeded. */
  readonly state: Quota;
  readonly decision: Decision<E>;
  /** Where the new events landed; undefined when nothing was appended. */
  readonly position: Position | undefined;
}

export const MAX_ATTEMPTS = 10;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const handleQuotaCommand = async <E>(
  store: EventStore,
  userId: string,
  decide: (state: Quota) => Decision<E>,
  now: Date,
): Promise<Handled<E>> => {
  const streamId = quotaStreamId(userId);
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const { state, expectedRevision } = await loadQuota(store, userId);
    const decision = decide(state);
    if (Result.isFailure(decision) || decision.success.length === 0) {
      return { state, decision, position: undefined };
    }
    const events = decision.success;
    try {
      const appended = await store.append(
        streamId,
        events.map((event) => toNewEvent(event, streamId, now)),
        { expectedRevision },
      );
      return { state: events.reduce(evolve, state), decision, position: appended.position };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      // Spread the losers out, so that they do not collide again on the next round.
      await pause(Math.random() * 5 * attempt);
    }
  }
  throw new QuotaBusy({ streamId });
};
