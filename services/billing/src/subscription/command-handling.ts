/**
 * Command handling for a `subscription-<userId>` stream (architecture §4): read it, fold it, decide,
 * append at the revision read; on a concurrent append, decide again on the newer state.
 */
import { subscriptionStreamId } from "@encore/contracts";
import { encodeNewEvent, type LoadedStream } from "@encore/eventstore";
import {
  evolve,
  initialState,
  isSubscriptionEvent,
  type SubscriptionEvent,
  type SubscriptionState,
} from "../domain/subscription.ts";
import { accountStream, type Handled as BillingHandled } from "../quota/billing-command.ts";
import { eventIdFor } from "../quota/event-ids.ts";

export type LoadedSubscription = LoadedStream<SubscriptionState>;
export type Handled<E> = BillingHandled<SubscriptionState, SubscriptionEvent, E>;

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

export class SubscriptionBusy extends Error {
  constructor(readonly streamId: string) {
    super(`${streamId} kept changing through every retry: try again`);
    this.name = "SubscriptionBusy";
  }
}

const subscriptionStream = accountStream<SubscriptionState, SubscriptionEvent>({
  streamIdOf: subscriptionStreamId,
  initialState,
  evolve,
  isEvent: isSubscriptionEvent,
  toNewEvent: (event, streamId, now) =>
    encodeNewEvent(event, {
      eventId: eventIdFor(`${streamId}/${factOf(event)}`),
      userId: event.data.userId,
      occurredAt: now,
    }),
  busy: (streamId) => new SubscriptionBusy(streamId),
});

export const loadSubscription = subscriptionStream.load;
export const handleSubscriptionCommand = subscriptionStream.handle;
