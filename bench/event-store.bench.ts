/** Append and `$all` read throughput of the PostgreSQL event store. */

import { createPostgresEventStore, type EventStore, type NewEvent, START } from "@encore/eventstore";
import pg from "pg";
import type { Backend } from "./backends.ts";
import { eventJsonBytes, feedbackBatch, feedbackEvent, setlistStream, smallEvent } from "./events.ts";
import type { Measurement } from "./results.ts";
import {
  type CapturedQuery,
  describeStatements,
  explainCaptured,
  freshAppendValues,
  profileSql,
  type StatementStat,
} from "./sql-profile.ts";
import { formatBytes, formatMs, ratePerSecond } from "./stats.ts";

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

/** On real PostgreSQL, time every statement of the step (see sql-profile.ts); elsewhere just run it. */
const profiled = async <T>(backend: Backend, run: () => Promise<T>, capture: readonly string[] = []) => {
  if (backend.name !== "PostgreSQL") return { result: await run(), stats: undefined, captured: undefined };
  return profileSql(run, capture);
};

const median = (values: number[]) =>
  values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const roundTripMs = async (url: string, text: string, value: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const samples: number[] = [];
    for (let index = 0; index < 7; index++) {
      const started = performance.now();
      await client.query(text, [value]);
      samples.push(performance.now() - started);
    }
    return median(samples);
  } finally {
    await client.end().catch(() => undefined);
  }
};

/**
 * Splits the round trip of the store's own multi-event INSERT: server planning and execution
 * (EXPLAIN ANALYZE, rolled back) versus shipping and parsing its JSON parameter.
 */
const diagnoseInsert = async (url: string, insert: CapturedQuery, stats: readonly StatementStat[]) => {
  const stat = stats.find((s) => s.statement === "INSERT events");
  if (!stat) return "";
  const payload = insert.values.find(
    (value): value is string => typeof value === "string" && value.startsWith("["),
  );
  const explained = await explainCaptured(url, {
    text: insert.text,
    values: freshAppendValues(insert.values),
  });
  const parts = [
    `one INSERT events round trip ${formatMs(stat.totalMs / stat.calls)}: server planning ${formatMs(explained.planningMs)} + execution ${formatMs(explained.executionMs)} (EXPLAIN ANALYZE)`,
  ];
  if (payload) {
    const asText = await roundTripMs(url, "SELECT length($1::text)", payload);
    const asJsonb = await roundTripMs(url, "SELECT jsonb_typeof($1::jsonb)", payload);
    parts.push(
      `the ${formatBytes(Buffer.byteLength(payload))} JSON parameter alone: sent as text ${formatMs(asText)}, sent and parsed to jsonb ${formatMs(asJsonb)}`,
    );
  }
  return parts.join("; ");
};

let nextStream = 1;
const freshStream = () => setlistStream(nextStream++);

const appendSingles = async (backend: Backend, store: EventStore, sizes: AppendSizes, report: Report) => {
  const events = Array.from({ length: sizes.singleMaxEvents }, (_, index) => feedbackEvent(index));
  // Warm the connections and the plans.
  for (let index = 0; index < 20; index++) await store.append(freshStream(), [feedbackEvent(index)]);
  const streams = Array.from({ length: 200 }, freshStream);
  const started = performance.now();
  let appended = 0;
  const { stats } = await profiled(backend, async () => {
    for (const event of events) {
      // Commands append one event to an existing aggregate stream most of the time.
      await store.append(streams[appended % streams.length]!, [event]);
      appended++;
      if (performance.now() - started >= sizes.singleMaxMs) break;
    }
  });
  const elapsedMs = performance.now() - started;
  report({
    backend: backend.name,
    group: "append",
    id: "append.single",
    label: "single-event appends (sequential)",
    events: appended,
    elapsedMs,
    rate: ratePerSecond(appended, elapsedMs),
    ...(stats
      ? { breakdown: describeStatements(stats, elapsedMs, { count: appended, unit: "append" }, 7) }
      : {}),
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
      // Per-statement times only add up for one writer; concurrent steps run unprofiled.
      const {
        result: elapsedMs,
        stats,
        captured,
      } = writers === 1
        ? await profiled(backend, () => appendBatches(store, batches, writers), ["INSERT events"])
        : { result: await appendBatches(store, batches, writers), stats: undefined, captured: undefined };
      let breakdown = stats
        ? describeStatements(stats, elapsedMs, { count: batches.length, unit: "append" }, 4)
        : undefined;
      const insert = captured?.get("INSERT events");
      if (breakdown && stats && insert && backend.url && batchSize === Math.max(...sizes.batchSizes)) {
        const diagnosis = await diagnoseInsert(backend.url, insert, stats).catch(
          (error: unknown) =>
            `INSERT diagnosis failed: ${error instanceof Error ? error.message : String(error)}`,
        );
        if (diagnosis) breakdown = `${breakdown}. ${diagnosis}`;
      }
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
        ...(breakdown ? { breakdown } : {}),
      });
    }
  }
};

/** The same batched append with small events: separates per-byte costs from per-event ones. */
const appendSmallBatches = async (
  backend: Backend,
  store: EventStore,
  sizes: AppendSizes,
  report: Report,
) => {
  const batchSize = Math.max(...sizes.batchSizes);
  const total = sizes.batchedEvents;
  const batches = Array.from({ length: Math.ceil(total / batchSize) }, (_, batch) =>
    Array.from({ length: Math.min(batchSize, total - batch * batchSize) }, (_, index) =>
      smallEvent(batch * batchSize + index),
    ),
  );
  const { result: elapsedMs, stats } = await profiled(backend, () => appendBatches(store, batches, 1));
  report({
    backend: backend.name,
    group: "append",
    id: `append.batch${batchSize}.small`,
    label: `(diagnostic) batched appends, ${batchSize} small events (${eventJsonBytes(batches[0]![0]!)} B) per append`,
    events: total,
    elapsedMs,
    rate: ratePerSecond(total, elapsedMs),
    ...(stats
      ? { breakdown: describeStatements(stats, elapsedMs, { count: batches.length, unit: "append" }, 3) }
      : {}),
  });
};

export const benchAppends = async (backend: Backend, sizes: AppendSizes, report: Report) => {
  const store = await createPostgresEventStore({
    database: backend.database,
    schema: backend.schema("append"),
  });
  try {
    await appendSingles(backend, store, sizes, report);
    await appendBatched(backend, store, sizes, report);
    await appendSmallBatches(backend, store, sizes, report);
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
 * The type-filtered read (what a projection with an event-type filter does) on a freshly filled
 * table, before any ANALYZE: the planner's guess for `type = ANY(...)` decides the plan. On a
 * server autovacuum analyzes the table within about a minute; PGlite has no autovacuum worker.
 */
export const benchFilteredReadWithoutStatistics = async (
  backend: Backend,
  store: EventStore,
  pageSize: number,
  expectedEvents: number,
  report: Report,
) => {
  const filter = { eventTypes: ["FeedbackGiven"] };
  const {
    result: { events, elapsedMs },
    stats,
    captured,
  } = await profiled(backend, () => readWholeLog(store, pageSize, filter), ["readAll page"]);
  if (events !== expectedEvents)
    throw new Error(`read.byType.nostats: read ${events}, expected ${expectedEvents}`);
  let breakdown: string | undefined;
  const page = stats?.find((stat) => stat.statement === "readAll page");
  const query = captured?.get("readAll page");
  if (page && query && backend.url) {
    const explained = await explainCaptured(backend.url, query);
    breakdown =
      `${page.calls} pages: readAll SQL round trip ${formatMs(page.totalMs / page.calls)}/page on average; ` +
      `server execution of the first page ${formatMs(explained.executionMs)} (plan without statistics: bitmap scan of ` +
      "events_type_order, then a top-N sort of every remaining matching event, on every page)";
  }
  report({
    backend: backend.name,
    group: "read",
    id: "read.byType.nostats",
    label: `(diagnostic) readAll filtered by type, before ANALYZE, pages of ${pageSize}`,
    events: expectedEvents,
    elapsedMs,
    rate: ratePerSecond(expectedEvents, elapsedMs),
    ...(breakdown ? { breakdown } : {}),
  });
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
    let breakdown: string | undefined;
    for (let pass = 0; pass < 2; pass++) {
      const {
        result: { events, elapsedMs },
        stats,
        captured,
      } = await profiled(backend, () => readWholeLog(store, pageSize, variant.filter), ["readAll page"]);
      if (events !== expectedEvents)
        throw new Error(`${variant.id}: read ${events} events, expected ${expectedEvents}`);
      if (elapsedMs >= best) continue;
      best = elapsedMs;
      const page = stats?.find((stat) => stat.statement === "readAll page");
      const query = captured?.get("readAll page");
      if (page && query && backend.url) {
        const explained = await explainCaptured(backend.url, query);
        const sqlPerPage = page.totalMs / page.calls;
        breakdown =
          `${page.calls} pages: readAll SQL round trip ${formatMs(sqlPerPage)}/page ` +
          `(server execution of the first page ${formatMs(explained.executionMs)}; the rest is shipping the rows and pg parsing them: JSON.parse of data and metadata, timestamps), ` +
          `JS mapping rows to events ${formatMs((elapsedMs - page.totalMs) / page.calls)}/page`;
      }
    }
    report({
      backend: backend.name,
      group: "read",
      id: variant.id,
      label: variant.label,
      events: expectedEvents,
      elapsedMs: best,
      rate: ratePerSecond(expectedEvents, best),
      ...(breakdown ? { breakdown } : {}),
    });
  }
};
