/**
 * Architecture §4's command handling for a quota stream: read it, fold it with `evolve`, `decide`,
 * append the new events at the revision read. A concurrent append (another billing instance)
 * makes the append fail; the cycle then runs again on the newer state, a bounded number of times.
 */
import { quotaStreamId } from "@encore/contracts";
import { encodeNewEvent, type LoadedStream } from "@encore/eventstore";
import { QuotaBusy } from "../domain/errors.ts";
import { type Quota, type QuotaEvent, quotaDecider } from "../domain/quota.ts";
import { accountStream, type Handled as BillingHandled } from "./billing-command.ts";
import { eventIdFor } from "./event-ids.ts";

export type LoadedQuota = LoadedStream<Quota>;
export type Handled<E> = BillingHandled<Quota, QuotaEvent, E>;

const quotaStream = accountStream<Quota, QuotaEvent>({
  streamIdOf: quotaStreamId,
  initialState: quotaDecider.initialState,
  evolve: quotaDecider.evolve,
  isEvent: quotaDecider.isEvent,
  toNewEvent: (event, streamId, now) =>
    encodeNewEvent(event, {
      eventId: eventIdFor(`${streamId}/${event.type}/${event.data.reservationId}`),
      userId: event.data.userId,
      correlationId: event.data.reservationId,
      occurredAt: now,
    }),
  busy: (streamId) => new QuotaBusy({ streamId }),
});

export const loadQuota = quotaStream.load;
export const handleQuotaCommand = quotaStream.handle;
