/**
 * Analytics benchmark: seeds a realistic gig history (bench/analytics/events.ts) into the event
 * store, then rebuilds every analytics projection the way `npm run replay -- analytics` does
 * (reset, then pages of 5000 until caught up) and times InsightsForBrief over the whole catalog.
 * On PGlite (a data dir on disk) and on real PostgreSQL when BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/test) answers. Prints a report and writes the section
 * "## Analytics: rebuild and insights" of docs/benchmarks.md (just above "## Latest run").
 *
 *   npm run bench:analytics                      # 1,000,000 events, both databases, writes the doc
 *   npm run bench:analytics -- --events=100000 --no-write
 *   npm run bench:analytics -- --pglite-only | --postgres-only
 */
import { cpus, loadavg } from "node:os";
import { catalog } from "@encore/catalog";
import { EVENT_TYPES } from "@encore/contracts";
import { countRows, createPostgresEventStore, createProjectionRunner } from "@encore/eventstore";
import {
  ANALYTICS_SCHEMA,
  analyticsProjections,
  createInsights,
} from "../../services/analytics/src/index.ts";
import { type Backend, openPgliteBackend, openPostgresBackend, probePostgres } from "../backends.ts";
import { readBenchmarksSection, writeBenchmarksSection } from "../benchmarks-doc.ts";
import { formatInt, formatMs, formatSeconds, summarize } from "../stats.ts";
import { seedGigs } from "./events.ts";

const args = process.argv.slice(2);
const flag = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1];
const write = !args.includes("--no-write");
const total = Number(flag("events") ?? 1_000_000);
const pageSize = Number(flag("page") ?? 5000);
const HEADING = "## Analytics: rebuild and insights";
const databaseUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

interface RebuildFigure {
  readonly projection: string;
  readonly events: number;
  readonly seconds: number;
  readonly applySeconds: number;
}

interface BackendResult {
  readonly name: string;
  readonly detail: string;
  readonly seedSeconds: number;
  readonly seedRate: number;
  readonly bytes: number;
  readonly rebuilds: readonly RebuildFigure[];
  readonly rows: Readonly<Record<string, number>>;
  readonly insights: ReturnType<typeof summarize>;
  readonly answered: number;
}

const rate = (events: number, seconds: number) => Math.round(events / Math.max(seconds, 0.001));

const runOn = async (backend: Backend): Promise<BackendResult> => {
  const { database } = backend;
  const store = await createPostgresEventStore({ database, schema: backend.schema("events") });
  console.log(`\n== ${backend.name}: ${backend.detail}`);
  const seedStarted = performance.now();
  const seeded = await seedGigs(store, total, {
    batchSize: 1000,
    writers: backend.supportsConcurrency ? 4 : 1,
  });
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  console.log(
    `seeded ${formatInt(total)} events in ${seedSeconds.toFixed(1)} s (${formatInt(rate(total, seedSeconds))} ev/s): ${formatInt(seeded.counts.generated)} SetlistGenerated, ${formatInt(seeded.counts.feedback)} FeedbackGiven (${formatInt(seeded.counts.fullForms)} full forms, ${formatInt(seeded.counts.songEntries)} song entries), ${formatInt(seeded.counts.detections)} detections; ~${Math.round(seeded.bytes)} B of JSON per event`,
  );

  const rebuilds: RebuildFigure[] = [];
  for (const projection of analyticsProjections) {
    let applyMs = 0;
    const timed = {
      ...projection,
      apply: async (
        trx: Parameters<typeof projection.apply>[0],
        events: Parameters<typeof projection.apply>[1],
      ) => {
        const started = performance.now();
        try {
          await projection.apply(trx, events);
        } finally {
          applyMs += performance.now() - started;
        }
      },
    };
    // The path of `npm run replay`: a runner of this one projection, reset, pages until caught up.
    const runner = createProjectionRunner({
      store,
      database,
      schema: ANALYTICS_SCHEMA,
      projections: [timed],
      pageSize,
      log: () => undefined,
    });
    await runner.prepare();
    const started = performance.now();
    await runner.reset(projection.name);
    const expected = projection.name === "analytics.venues" ? seeded.counts.feedback : total;
    let applied = 0;
    for (let idle = 0; ; ) {
      const outcome = await runner.processNextPage(projection.name);
      applied += outcome.applied;
      if (!outcome.caughtUp) continue;
      if (applied >= expected) break;
      // The store shows events once no older transaction of the server is open; on a shared
      // server another session can hold that back for a moment.
      if (++idle > 600) throw new Error(`${projection.name} saw ${applied} of ${expected} events`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seconds = (performance.now() - started) / 1000;
    rebuilds.push({ projection: projection.name, events: applied, seconds, applySeconds: applyMs / 1000 });
    if (applied !== expected)
      throw new Error(`${projection.name} rebuild read ${applied} events, expected ${expected}`);
    console.log(
      `rebuild ${projection.name}: ${formatInt(applied)} events in ${seconds.toFixed(1)} s = ${formatInt(rate(applied, seconds))} ev/s (apply ${formatSeconds(applyMs)}, ${formatInt(rate(total, seconds))} store events/s)`,
    );
  }

  const rows: Record<string, number> = {};
  for (const table of [
    "venues",
    "enhanced_setlist_feedback",
    "song_performance_by_location",
    "master_feedback_analytics",
    "song_country_stats",
  ])
    rows[table] = await countRows(database, `analytics.${table}`);
  console.log(
    `rows: ${Object.entries(rows)
      .map(([table, count]) => `${table} ${formatInt(count)}`)
      .join(", ")}`,
  );

  // InsightsForBrief as the composer asks it: every catalog song a candidate.
  const insights = createInsights(database);
  const songs = catalog.map(({ title, artist }) => ({ title, artist }));
  const now = new Date("2026-11-21T12:00:00Z");
  const times: number[] = [];
  let answered = 0;
  for (let round = 0; round < 25; round++) {
    const country = ["Portugal", "Norway", "Spain", "Iceland"][round % 4]!;
    const context = {
      country,
      city: `${country} City ${round % 10}`,
      venueType: null,
      eventType: EVENT_TYPES[round % EVENT_TYPES.length]!,
    };
    const started = performance.now();
    const answer = await insights.forBrief({ context, songs }, now);
    if (round >= 5) times.push(performance.now() - started);
    answered = Math.max(answered, answer.insights.length);
  }
  const latency = summarize(times);
  console.log(
    `InsightsForBrief, ${formatInt(songs.length)} candidates: p50 ${formatMs(latency.p50)}, p95 ${formatMs(latency.p95)}, max ${formatMs(latency.max)}; up to ${formatInt(answered)} answered`,
  );
  await store.close();
  return {
    name: backend.name,
    detail: backend.detail,
    seedSeconds,
    seedRate: rate(total, seedSeconds),
    bytes: seeded.bytes,
    rebuilds,
    rows,
    insights: latency,
    answered,
  };
};

const results: BackendResult[] = [];
const skipped: string[] = [];
const runs: Array<() => Promise<void>> = [];
// PostgreSQL first: its figures are written even if the PGlite run cannot finish.
if (!args.includes("--pglite-only"))
  runs.push(async () => {
    const unreachable = await probePostgres(databaseUrl);
    if (unreachable) {
      skipped.push(`PostgreSQL skipped: cannot reach BENCH_DATABASE_URL (${unreachable})`);
      return;
    }
    const backend = await openPostgresBackend(databaseUrl, 10);
    try {
      results.push(await runOn(backend));
    } finally {
      await backend.dispose();
    }
  });
if (!args.includes("--postgres-only"))
  runs.push(async () => {
    const backend = await openPgliteBackend();
    try {
      results.push(await runOn(backend));
    } finally {
      await backend.dispose();
    }
  });

/**
 * Rows of a database this run did not measure (e.g. `--postgres-only`), kept from the section
 * already in the document, so that one database can be measured again on its own.
 */
const readEarlierRows = () => {
  const kept: string[][] = [];
  if (!args.includes("--postgres-only") && !args.includes("--pglite-only")) return kept;
  const section = readBenchmarksSection(HEADING);
  if (section === undefined) return kept;
  const other = args.includes("--postgres-only") ? "PGlite" : "PostgreSQL";
  for (const line of section.split("\n"))
    if (line.startsWith(`| ${other} |`)) kept.push(line.slice(2, -2).split(" | "));
  return kept;
};

const report = () => {
  const earlierRows = readEarlierRows();
  const when = new Date().toISOString().slice(0, 16).replace("T", " ");
  const table = (header: string[], body: string[][]) =>
    [
      `| ${header.join(" | ")} |`,
      `| ${header.map(() => "---").join(" | ")} |`,
      ...body.map((row) => `| ${row.join(" | ")} |`),
    ].join("\n");
  const rebuildRows = results.flatMap((result) =>
    result.rebuilds.map((rebuild) => [
      result.name,
      rebuild.projection,
      formatInt(rebuild.events),
      `${rebuild.seconds.toFixed(1)} s`,
      `**${formatInt(rate(rebuild.events, rebuild.seconds))} ev/s**`,
      `${formatInt(rate(total, rebuild.seconds))} ev/s`,
      `${Math.round((100 * rebuild.applySeconds) / Math.max(rebuild.seconds, 0.001))} %`,
      rate(rebuild.events, rebuild.seconds) >= 50_000 ? "PASS" : "MISS",
    ]),
  );
  const first = results[0];
  const section = `${HEADING}

_Generated by \`npm run bench:analytics\` on ${when} UTC (${cpus().length} × ${cpus()[0]?.model.trim() ?? "CPU"}, load ${loadavg()
    .map((value) => value.toFixed(2))
    .join(
      " / ",
    )} at the end): ${formatInt(total)} events seeded with batched appends of 1000 (fresh stream per batch), then each analytics projection rebuilt the way \`npm run replay -- analytics\` does it (reset, pages of ${formatInt(pageSize)}, checkpoint in each page's transaction). The history: one SetlistGenerated (12 catalog songs in two sets) and one FeedbackGiven per setlist, 60 % full forms (an entry per song) and 40 % quick forms, Zipf-like song popularity over the ${formatInt(catalog.length)}-song catalog, 100 cities in 10 countries, every venue and event type, 5,000 musicians over three years, plus a genre detection every 100 setlists${first ? ` (~${Math.round(first.bytes)} B of JSON per event)` : ""}._

${table(
  [
    "database",
    "projection",
    "events read",
    "rebuild",
    "events/s",
    "store events/s",
    "apply share",
    "≥ 50,000 ev/s",
  ],
  [...rebuildRows, ...earlierRows.filter((row) => row.length === 8)],
)}

${table(
  ["database", "seeding", "InsightsForBrief, whole catalog (p50 / p95 / max)", "rows after rebuild"],
  results
    .map((result) => [
      result.name,
      `${result.seedSeconds.toFixed(0)} s (${formatInt(result.seedRate)} ev/s)`,
      `${formatMs(result.insights.p50)} / ${formatMs(result.insights.p95)} / ${formatMs(result.insights.max)} (${formatInt(result.answered)} songs answered)`,
      Object.entries(result.rows)
        .map(([name, count]) => `${name} ${formatInt(count)}`)
        .join(", "),
    ])
    .concat(earlierRows.filter((row) => row.length === 4)),
)}

${earlierRows.length > 0 ? `The ${args.includes("--postgres-only") ? "PGlite" : "PostgreSQL"} rows are from the previous run (this one measured only the other database).\n\n` : ""}"events read" are the events of the projection's filter (venues reads FeedbackGiven only); "store events/s" divides the whole store by the rebuild time. "apply share" is the time in the projection's own \`apply\` (reading the pages from the store, and the runner's transaction, make up the rest). Reading \`$all\` alone runs at about 25,000–30,000 ev/s on PGlite for events of this size (see the "Latest run" section), which caps every PGlite rebuild below the 50,000 ev/s goal; see docs/decisions/0017-feedback-analytics.md.${skipped.length > 0 ? `\n\n${skipped.join("\n")}` : ""}
`;

  console.log(`\n${section}`);
  if (write) writeBenchmarksSection(HEADING, section);
};

for (const runOne of runs) {
  await runOne();
  report();
}
process.exit(0);
