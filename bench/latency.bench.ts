/**
 * Append-to-visible latency: a projection runner follows the store live (`runner.start()`, the
 * product's default page size and idle poll) while writers append single events at a steady rate;
 * each sample is the time from the append call to `runner.waitForPosition(position)` resolving,
 * i.e. what a command's read-your-writes wait adds to an HTTP response.
 */
import { setTimeout as sleep } from "node:timers/promises";
import {
  countRows,
  createPostgresEventStore,
  createProjectionRunner,
  type Projection,
  quoteIdentifier,
} from "@encore/eventstore";
import { tallyProjection } from "../libs/eventstore/src/testing/tally-projection.ts";
import { venuesProjection } from "../services/analytics/src/projections/venues.ts";
import type { Backend } from "./backends.ts";
import { feedbackEvent, setlistStream } from "./events.ts";
import type { Measurement } from "./results.ts";
import { formatMs, formatRate, ratePerSecond, summarize } from "./stats.ts";

export interface LatencySizes {
  /** Total appends per second across all writers of the single-writer and the first 4-writer step. */
  readonly ratePerSecond: number;
  readonly durationMs: number;
  readonly writers: number;
}

interface Variant {
  readonly id: string;
  readonly label: string;
  readonly writers: number;
  readonly perWriterRate: number;
}

const WAIT_TIMEOUT_MS = 10_000;

type Report = (measurement: Measurement) => void;

export const benchLatency = async (backend: Backend, sizes: LatencySizes, report: Report) => {
  const storeSchema = backend.schema("live_events");
  const runnerSchema = backend.schema("live");
  const store = await createPostgresEventStore({ database: backend.database, schema: storeSchema });
  const tally = tallyProjection(runnerSchema);
  const projections: Projection[] = backend.mayUseAnalyticsSchema ? [venuesProjection, tally] : [tally];
  if (backend.mayUseAnalyticsSchema)
    await backend.database.runScript("CREATE SCHEMA IF NOT EXISTS analytics");
  const runner = createProjectionRunner({
    store,
    database: backend.database,
    schema: runnerSchema,
    projections,
    log: (line) => console.log(`  ${line}`),
  });
  await runner.start();

  const variants: Variant[] = [
    {
      id: "latency.writers1",
      label: `1 writer × ${sizes.ratePerSecond}/s`,
      writers: 1,
      perWriterRate: sizes.ratePerSecond,
    },
  ];
  if (backend.supportsConcurrency && sizes.writers > 1) {
    variants.push(
      {
        id: `latency.writers${sizes.writers}`,
        label: `${sizes.writers} writers × ${sizes.ratePerSecond / sizes.writers}/s`,
        writers: sizes.writers,
        perWriterRate: sizes.ratePerSecond / sizes.writers,
      },
      {
        id: `latency.writers${sizes.writers}.fast`,
        label: `${sizes.writers} writers × ${sizes.ratePerSecond}/s`,
        writers: sizes.writers,
        perWriterRate: sizes.ratePerSecond,
      },
    );
  }

  let sequence = 0;
  let stream = 1;
  let appendedTotal = 0;
  try {
    // Warm-up: connections, plans, the runner's first pages.
    for (let index = 0; index < 20; index++) {
      const result = await store.append(setlistStream(stream++), [feedbackEvent(sequence++)]);
      appendedTotal++;
      await runner.waitForPosition(result.position, WAIT_TIMEOUT_MS);
    }

    for (const variant of variants) {
      const samples: number[] = [];
      const appendSamples: number[] = [];
      let timeouts = 0;
      const waits: Promise<void>[] = [];
      const intervalMs = 1000 / variant.perWriterRate;
      const begin = performance.now() + 20;

      const writer = async (index: number) => {
        const streams = Array.from({ length: 50 }, () => setlistStream(stream++));
        const offset = (intervalMs * index) / variant.writers;
        for (let tick = 0; ; tick++) {
          const due = begin + offset + tick * intervalMs;
          if (due - begin >= sizes.durationMs) return;
          const delay = due - performance.now();
          if (delay > 0) await sleep(delay);
          const event = feedbackEvent(sequence++);
          const started = performance.now();
          const result = await store.append(streams[tick % streams.length]!, [event]);
          appendSamples.push(performance.now() - started);
          appendedTotal++;
          waits.push(
            runner.waitForPosition(result.position, WAIT_TIMEOUT_MS).then((visible) => {
              if (visible) samples.push(performance.now() - started);
              else timeouts++;
            }),
          );
        }
      };

      await Promise.all(Array.from({ length: variant.writers }, (_, index) => writer(index)));
      const writingMs = performance.now() - begin;
      await Promise.all(waits);
      const latency = summarize(samples);
      const appendLatency = summarize(appendSamples);
      report({
        backend: backend.name,
        group: "latency",
        id: variant.id,
        label: `append-to-visible, ${variant.label}`,
        events: appendSamples.length,
        elapsedMs: writingMs,
        latency,
        timeouts,
        breakdown:
          `achieved ${formatRate(ratePerSecond(appendSamples.length, writingMs))}; ` +
          `append call alone p50 ${formatMs(appendLatency.p50)} · p99 ${formatMs(appendLatency.p99)} · max ${formatMs(appendLatency.max)}` +
          `; ${samples.filter((ms) => ms > 100).length} samples over 100 ms` +
          (timeouts > 0 ? `; ${timeouts} waits timed out after ${WAIT_TIMEOUT_MS} ms` : ""),
      });
      await sleep(200);
    }
  } finally {
    await runner.stop();
    await store.close();
  }
  // Sanity: every appended event reached the write-heavy read model exactly once.
  const rows = await countRows(backend.database, `${quoteIdentifier(runnerSchema)}.tally_events`);
  if (rows !== appendedTotal)
    console.log(`  WARNING ${backend.name}: tally holds ${rows} rows after ${appendedTotal} appends`);
};
