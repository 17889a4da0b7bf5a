/** Append and `$all` read throughput of the PostgreSQL event store. */
import { createPostgresEventStore, type EventStore, type NewEvent, START } from "@encore/eventstore";
import type { Backend } from "./backends.ts";
import { feedbackBatch, feedbackEvent, setlistStream } from "./events.ts";
import type { Measurement } from "./results.ts";
import { ratePerSecond } from "./stats.ts";

export interface AppendSizes {
  /** Sequential single-event appends stop at this count or `singleMaxMs`, whichever comes first. */
  readonly singleMaxEvents: number;
  readonly singleMaxMs: number;
  /** Events per batched-append step (per batch size). */
  readonly batchedEvents: number;
  readonly batchSizes: readonly number[];
  /** Concurrent writers on a server (PGlite has one connection), and their total events. */
  readonly writers: number;
  readonly concurrentEvents: number;
}

type Report = (measurement: Measurement) => void;

let nextStream = 1;
const freshStream = () => setlistStream(nextStream++);

const appendSingles = async (backend: Backend, store: EventStore, sizes: AppendSizes, report: Report) => {
  const events = Array.from({ length: sizes.singleMaxEvents }, (_, index) => feedbackEvent(index));
  // Warm the connections and the plans.
  for (let index = 0; index < 20; index++) await store.append(freshStream(), [feedbackEvent(index)]);
  const streams = Array.from({ length: 200 }, freshStream);
  const started = performance.now();
  let appended = 0;
  for (const event of events) {
    // Commands append one event to an existing aggregate stream most of the time.
    await store.append(streams[appended % streams.length]!, [event]);
    appended++;
    if (performance.now() - started >= sizes.singleMaxMs) break;
  }
  const elapsedMs = performance.now() - started;
  report({
    backend: backend.name,
    group: "append",
    id: "append.single",
    label: "single-event appends (sequential)",
    events: appended,
    elapsedMs,
    rate: ratePerSecond(appended, elapsedMs),
  });
};

/** `writers` loops share a queue of prepared batches, each into its own fresh stream. */
const appendBatches = async (store: EventStore, batches: readonly NewEvent[][], writers: number) => {
  const streams = batches.map(freshStream);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async () => {
      for (let index = next++; index < batches.length; index = next++) {
        await store.append(streams[index]!, batches[index]!, { expectedRevision: "no_stream" });
      }
    }),
  );
  return performance.now() - started;
};

const prepareBatches = (total: number, batchSize: number) =>
  Array.from({ length: Math.ceil(total / batchSize) }, (_, index) =>
    feedbackBatch(index * batchSize, Math.min(batchSize, total - index * batchSize)),
  );

const appendBatched = async (backend: Backend, store: EventStore, sizes: AppendSizes, report: Report) => {
  // Warm-up, not measured.
  await appendBatches(store, prepareBatches(2_000, 100), 1);
  const steps: { writers: number; total: number }[] = [{ writers: 1, total: sizes.batchedEvents }];
  if (backend.supportsConcurrency && sizes.writers > 1)
    steps.push({ writers: sizes.writers, total: sizes.concurrentEvents });
  for (const { writers, total } of steps) {
    for (const batchSize of sizes.batchSizes) {
      const batches = prepareBatches(total, batchSize);
      const elapsedMs = await appendBatches(store, batches, writers);
      report({
        backend: backend.name,
        group: "append",
        id: writers === 1 ? `append.batch${batchSize}` : `append.writers${writers}.batch${batchSize}`,
        label:
          writers === 1
            ? `batched appends, ${batchSize} events per append`
            : `batched appends, ${batchSize} per append, ${writers} concurrent writers`,
        events: total,
        elapsedMs,
        rate: ratePerSecond(total, elapsedMs),
      });
    }
  }
};

export const benchAppends = async (backend: Backend, sizes: AppendSizes, report: Report) => {
  const store = await createPostgresEventStore({
    database: backend.database,
    schema: backend.schema("append"),
  });
  try {
    await appendSingles(backend, store, sizes, report);
    await appendBatched(backend, store, sizes, report);
  } finally {
    await store.close();
  }
};

/** Reads the whole of `$all` page by page; returns the events seen and the time taken. */
export const readWholeLog = async (
  store: EventStore,
  pageSize: number,
  filter?: { readonly eventTypes: readonly string[] },
) => {
  const started = performance.now();
  let from = START;
  let events = 0;
  for (;;) {
    const page = await store.readAll({ from, maxCount: pageSize, ...(filter ? { filter } : {}) });
    events += page.events.length;
    from = page.next;
    if (page.isEnd) break;
  }
  return { events, elapsedMs: performance.now() - started };
};

/**
 * `$all` in pages of `pageSize` over a seeded store, unfiltered and filtered by event type (what
 * the venues projection reads). Best of two passes; the first warms the caches.
 */
export const benchReadAll = async (
  backend: Backend,
  store: EventStore,
  pageSize: number,
  expectedEvents: number,
  report: Report,
) => {
  const variants = [
    { id: "read.all", label: `readAll $all, pages of ${pageSize}`, filter: undefined },
    {
      id: "read.byType",
      label: `readAll $all filtered by type, pages of ${pageSize}`,
      filter: { eventTypes: ["FeedbackGiven"] },
    },
  ];
  for (const variant of variants) {
    let best = Number.POSITIVE_INFINITY;
    for (let pass = 0; pass < 2; pass++) {
      const { events, elapsedMs } = await readWholeLog(store, pageSize, variant.filter);
      if (events !== expectedEvents)
        throw new Error(`${variant.id}: read ${events} events, expected ${expectedEvents}`);
      best = Math.min(best, elapsedMs);
    }
    report({
      backend: backend.name,
      group: "read",
      id: variant.id,
      label: variant.label,
      events: expectedEvents,
      elapsedMs: best,
      rate: ratePerSecond(expectedEvents, best),
    });
  }
};
