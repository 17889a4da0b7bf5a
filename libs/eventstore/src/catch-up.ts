import type { EventStore, RecordedEvent, SubscribeOptions } from "./port.ts";
import { START } from "./port.ts";

export interface PollingOptions {
  readonly pageSize?: number;
  /** Longest wait between reads when no append notification arrives (safety net for missed wake-ups). */
  readonly idlePollMs?: number;
}

/**
 * A catch-up subscription built on `readAll` pages: read everything after `from`, then wait for an
 * append notification (or the idle poll) and read again. Each event is yielded once, in order,
 * because every read continues from the previous page's `next`.
 */
export async function* pollingSubscription(
  store: Pick<EventStore, "readAll" | "waitForAppend">,
  options: SubscribeOptions = {},
  polling: PollingOptions = {},
): AsyncGenerator<RecordedEvent> {
  const pageSize = polling.pageSize ?? 500;
  const idlePollMs = polling.idlePollMs ?? 250;
  let from = options.from ?? START;
  const signal = options.signal;
  while (!signal?.aborted) {
    const page = await store.readAll({ from, maxCount: pageSize, filter: options.filter });
    for (const event of page.events) {
      if (signal?.aborted) return;
      yield event;
    }
    from = page.next;
    if (page.isEnd) await store.waitForAppend(idlePollMs, signal);
  }
}
