/**
 * `npm run bench`: the PostgreSQL event store on PGlite and on real PostgreSQL.
 * See docs/benchmarks.md for what is measured; this file parses the flags, runs the steps per
 * backend, prints results as they come and writes the "Latest run" section of that document.
 */
import { cpus, loadavg, release, totalmem, type } from "node:os";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { createPostgresEventStore, quoteIdentifier } from "@encore/eventstore";
import {
  type Backend,
  type BackendName,
  openPgliteBackend,
  openPostgresBackend,
  pgliteVersion,
  probePostgres,
} from "./backends.ts";
import {
  type AppendSizes,
  benchAppends,
  benchFilteredReadWithoutStatistics,
  benchReadAll,
} from "./event-store.bench.ts";
import { eventJsonBytes, feedbackEvent, seedFeedback } from "./events.ts";
import { benchLatency, type LatencySizes } from "./latency.bench.ts";
import { benchRebuilds } from "./projections.bench.ts";
import { consoleSummary, type MachineInfo, writeBenchmarksDoc } from "./report.ts";
import { headline, type Measurement } from "./results.ts";
import { formatBytes, formatInt, formatRate, formatSeconds, ratePerSecond } from "./stats.ts";

interface Sizes {
  readonly appends: AppendSizes;
  readonly seedEvents: number;
  readonly readPageSize: number;
  readonly rebuildPageSizes: readonly number[];
  readonly latency: LatencySizes;
}

const FULL: Sizes = {
  appends: {
    singleMaxEvents: 2000,
    singleMaxMs: 3000,
    batchedEvents: 20_000,
    batchSizes: [100, 1000],
    writers: 4,
    concurrentEvents: 40_000,
  },
  seedEvents: 100_000,
  readPageSize: 1000,
  rebuildPageSizes: [1000, 5000],
  latency: { ratePerSecond: 200, durationMs: 5000, writers: 4 },
};

const QUICK: Sizes = {
  appends: {
    singleMaxEvents: 300,
    singleMaxMs: 1000,
    batchedEvents: 4000,
    batchSizes: [100, 1000],
    writers: 4,
    concurrentEvents: 8000,
  },
  seedEvents: 10_000,
  readPageSize: 1000,
  rebuildPageSizes: [1000, 5000],
  latency: { ratePerSecond: 200, durationMs: 1500, writers: 4 },
};

const USAGE = `Usage: npm run bench [-- options]
  --quick              small N, a smoke run (does not write docs/benchmarks.md unless --write)
  --write / --no-write force or skip writing docs/benchmarks.md (default: write on full runs)
  --backends=LIST      pglite,postgres (default both)
Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test)`;

const { values: flags } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    write: { type: "boolean" },
    "no-write": { type: "boolean", default: false },
    backends: { type: "string", default: "pglite,postgres" },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (flags.help) {
  console.log(USAGE);
  process.exit(0);
}
const quick = flags.quick === true;
const write = flags["no-write"] ? false : (flags.write ?? !quick);
const wanted = new Set(
  (flags.backends ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean),
);
const unknownBackends = [...wanted].filter((name) => name !== "pglite" && name !== "postgres");
if (unknownBackends.length > 0) {
  console.error(`Unknown backend(s): ${unknownBackends.join(", ")}\n${USAGE}`);
  process.exit(2);
}
const sizes = quick ? QUICK : FULL;
const databaseUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

const startedAt = new Date();
const wallStart = performance.now();
const measurements: Measurement[] = [];
const failures: string[] = [];
const backendLines: { name: BackendName; status: string }[] = [];
const versions: { postgres: string; pglite: string } = {
  postgres: "not measured",
  pglite: `${pgliteVersion()}`,
};

const report = (m: Measurement) => {
  measurements.push(m);
  const figure = headline(m);
  const amount = m.latency ? `${formatInt(m.events)} appends` : `${formatInt(m.events)} events`;
  console.log(
    `  ${m.backend.padEnd(10)} ${m.label.padEnd(66)} ${amount.padStart(15)} ${formatSeconds(m.elapsedMs).padStart(8)}  ${figure}`,
  );
  if (m.breakdown) console.log(`  ${"".padEnd(10)} ↳ ${m.breakdown}`);
};

/** A failing step is recorded and the run goes on: one broken figure must not hide the others. */
const step = async (backend: Backend, name: string, run: () => Promise<void>) => {
  try {
    await run();
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    failures.push(`${backend.name} ${name}: ${message.split("\n")[0]}`);
    console.error(`  ${backend.name} ${name} FAILED: ${message}`);
  }
};

const runBackend = async (backend: Backend) => {
  console.log(`\n== ${backend.name}: ${backend.serverVersion}\n   ${backend.detail}`);
  await step(backend, "appends", () => benchAppends(backend, sizes.appends, report));

  const eventsSchema = backend.schema("events");
  const store = await createPostgresEventStore({ database: backend.database, schema: eventsSchema });
  try {
    const seedStart = performance.now();
    await seedFeedback(store, sizes.seedEvents, {
      batchSize: 1000,
      writers: backend.supportsConcurrency ? 2 : 1,
    });
    const seedMs = performance.now() - seedStart;
    console.log(
      `  ${backend.name.padEnd(10)} seeded ${formatInt(sizes.seedEvents)} FeedbackGiven events in ${formatSeconds(seedMs)} (${formatRate(ratePerSecond(sizes.seedEvents, seedMs))})`,
    );
    await step(backend, "readAll before ANALYZE", () =>
      benchFilteredReadWithoutStatistics(backend, store, sizes.readPageSize, sizes.seedEvents, report),
    );
    // What autovacuum does on a server shortly after a bulk load; the figures below are the steady state.
    await backend.database.runScript(`ANALYZE ${quoteIdentifier(eventsSchema)}.events`);
    console.log(`  ${backend.name.padEnd(10)} ANALYZE ${eventsSchema}.events`);
    await step(backend, "readAll", () =>
      benchReadAll(backend, store, sizes.readPageSize, sizes.seedEvents, report),
    );
    await step(backend, "rebuilds", () =>
      benchRebuilds(backend, store, sizes.seedEvents, sizes.rebuildPageSizes, report),
    );
  } finally {
    await store.close();
  }
  await step(backend, "latency", () => benchLatency(backend, sizes.latency, report));
};

const loadNow = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" / ");
const loadAtStart = loadNow();

const machine = (): Omit<MachineInfo, "postgres" | "pglite" | "load"> => {
  const list = cpus();
  const model = list[0]?.model.trim() ?? "unknown CPU";
  return {
    cpu: `${list.length} × ${model}${list[0]?.speed ? ` (${list[0].speed} MHz)` : ""}`,
    memory: formatBytes(totalmem()),
    os: `${type()} ${release()}`,
    node: process.version,
  };
};

const main = async () => {
  const info = machine();
  const sample = feedbackEvent(0);
  console.log(
    `Encore event-store bench (${quick ? "quick" : "full"}) — ${info.cpu}, ${info.memory}, Node ${info.node}, load ${loadAtStart}`,
  );
  console.log(`FeedbackGiven event: ${formatBytes(eventJsonBytes(sample))} of JSON (data + metadata)`);

  if (wanted.has("pglite")) {
    const backend = await openPgliteBackend();
    versions.pglite = `${pgliteVersion()} (${backend.serverVersion.split(" on ")[0]})`;
    backendLines.push({
      name: "PGlite",
      status: `${backend.detail}; opened in ${formatSeconds(backend.openMs)}`,
    });
    try {
      await runBackend(backend);
    } finally {
      await backend.dispose();
    }
  } else {
    backendLines.push({ name: "PGlite", status: "not selected (--backends)" });
  }

  if (wanted.has("postgres")) {
    const unreachable = await probePostgres(databaseUrl);
    if (unreachable) {
      const line = `skipped: cannot reach BENCH_DATABASE_URL (${unreachable})`;
      console.log(`\n== PostgreSQL ${line}`);
      backendLines.push({ name: "PostgreSQL", status: line });
    } else {
      const backend = await openPostgresBackend(databaseUrl, 10);
      versions.postgres = backend.serverVersion;
      backendLines.push({ name: "PostgreSQL", status: backend.detail });
      try {
        await runBackend(backend);
      } finally {
        await backend.dispose();
      }
    }
  } else {
    backendLines.push({ name: "PostgreSQL", status: "not selected (--backends)" });
  }

  const wallMs = performance.now() - wallStart;
  const run = {
    startedAt,
    quick,
    wallMs,
    machine: {
      ...info,
      ...versions,
      load: `${loadAtStart} at start, ${loadNow()} at end (${cpus().length} cores)`,
    },
    backends: backendLines,
    sizes: [
      `single appends: up to ${formatInt(sizes.appends.singleMaxEvents)} events or ${formatSeconds(sizes.appends.singleMaxMs)}, 200 streams`,
      `batched appends: ${formatInt(sizes.appends.batchedEvents)} events per batch size (${sizes.appends.batchSizes.join(", ")}), fresh stream per batch; ${sizes.appends.writers} writers: ${formatInt(sizes.appends.concurrentEvents)} events`,
      `read and rebuild: ${formatInt(sizes.seedEvents)} FeedbackGiven events (${formatBytes(eventJsonBytes(sample))} JSON each) in streams of 1000, readAll pages of ${sizes.readPageSize}, rebuild pages of ${sizes.rebuildPageSizes.join(" and ")}`,
      `latency: ${sizes.latency.ratePerSecond} appends/s for ${formatSeconds(sizes.latency.durationMs)}; runner with venues + tally projections, page size 1000, idle poll 500 ms`,
    ],
    failures,
    measurements,
  };
  console.log(consoleSummary(run));
  console.log(`\nTotal bench wall time: ${formatSeconds(wallMs)}`);
  if (write) {
    const path = resolve(import.meta.dirname, "../docs/benchmarks.md");
    writeBenchmarksDoc(path, run);
    console.log(`Wrote ${path}`);
  } else {
    console.log("docs/benchmarks.md left unchanged (quick run or --no-write; pass --write to record)");
  }
  if (failures.length > 0) process.exitCode = 1;
};

await main();
