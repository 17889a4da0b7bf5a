/**
 * Command handling for a `subscription-<userId>` stream (architecture §4): read it, fold it, decide,
 * append at the revision read; on a concurrent append, decide again on the newer state.
 */
import { encodeEvent, makeMetadata, subscriptionStreamId } from "@encore/contracts";
import {
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type Position,
  WrongExpectedRevisionError,
} from "@encore/eventstore";
import { Result } from "effect";
import {
  type Decision,
  evolve,
  initialState,
  isSubscriptionEvent,
  type SubscriptionEvent,
  type SubscriptionState,
} from "../domain/subscription.ts";
import { decodePage } from "../quota/decode-page.ts";
import { eventIdFor } from "../quota/event-ids.ts";

export interface LoadedSubscription {
  readonly state: SubscriptionState;
  readonly expectedRevision: ExpectedRevision;
  readonly eventCount: number;
}

export const loadSubscription = async (store: EventStore, userId: string): Promise<LoadedSubscription> => {
  const recorded = await store.readStream(subscriptionStreamId(userId));
  const state = decodePage(recorded).filter(isSubscriptionEvent).reduce(evolve, initialState());
  const last = recorded.at(-1);
  return {
    state,
    expectedRevision: last === undefined ? "no_stream" : last.revision,
    eventCount: recorded.length,
  };
};

/** The fact an event records, named so that the same fact always gets the same event id. */
const factOf = (event: SubscriptionEvent): string => {
  switch (event.type) {
    case "CheckoutStarted":
    case "SubscriptionActivated":
      return `${event.type}/${event.data.setupIntentId}`;
    case "SubscriptionCanceled":
      return `${event.type}/${event.data.subscriptionId}`;
    default:
      return `stripe/${event.data.stripeEventId}`;
  }
};

const toNewEvent = (event: SubscriptionEvent, streamId: string, now: Date): NewEvent => {
  const encoded = encodeEvent(event.type, event.data as never);
  // Events come from our own decider: one that does not encode is a bug, not a user error.
  if (Result.isFailure(encoded)) throw encoded.failure;
  const eventId = eventIdFor(`${streamId}/${factOf(event)}`);
  return {
    eventId,
    type: encoded.success.type,
    schemaVersion: encoded.success.schemaVersion,
    data: encoded.success.data,
    metadata: makeMetadata({ eventId, userId: event.data.userId, occurredAt: now }),
  };
};

export interface Handled<E> {
  readonly state: SubscriptionState;
  readonly decision: Decision<E>;
  /** Where the new events landed; undefined when nothing was appended. */
  readonly position: Position | undefined;
}

const MAX_ATTEMPTS = 10;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class SubscriptionBusy extends Error {
  constructor(readonly streamId: string) {
    super(`${streamId} kept changing through every retry: try again`);
    this.name = "SubscriptionBusy";
  }
}

export const handleSubscriptionCommand = async <E>(
  store: EventStore,
  userId: string,
  decide: (state: SubscriptionState) => Decision<E>,
  now: Date,
): Promise<Handled<E>> => {
  const streamId = subscriptionStreamId(userId);
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const { state, expectedRevision } = await loadSubscription(store, userId);
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
      await pause(Math.random() * 5 * attempt);
    }
  }
  throw new SubscriptionBusy(streamId);
};
