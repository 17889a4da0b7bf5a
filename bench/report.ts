/** The console summary and docs/benchmarks.md, both built from the run's measurements. */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import type { BackendName } from "./backends.ts";
import { checkTargets, headline, type Measurement, type TargetVerdict, verdictWord } from "./results.ts";
import { formatMs, formatRate, markdownTable, textTable } from "./stats.ts";

export interface MachineInfo {
  readonly cpu: string;
  readonly memory: string;
  readonly os: string;
  readonly node: string;
  readonly postgres: string;
  readonly pglite: string;
  /** Load averages at the start and end of the run: other work on the machine skews the figures. */
  readonly load: string;
}

export interface RunInfo {
  readonly startedAt: Date;
  readonly quick: boolean;
  readonly wallMs: number;
  readonly machine: MachineInfo;
  /** One line per backend: what it ran on, or why it was skipped. */
  readonly backends: readonly { readonly name: BackendName; readonly status: string }[];
  readonly sizes: readonly string[];
  readonly failures: readonly string[];
  readonly measurements: readonly Measurement[];
}

const BACKENDS: readonly BackendName[] = ["PGlite", "PostgreSQL"];

const cell = (measurements: readonly Measurement[], id: string, backend: BackendName) => {
  const m = measurements.find((x) => x.id === id && x.backend === backend);
  if (!m) return "—";
  if (m.latency)
    return `p50 ${formatMs(m.latency.p50)} / p95 ${formatMs(m.latency.p95)} / p99 ${formatMs(m.latency.p99)} / max ${formatMs(m.latency.max)}${m.timeouts ? ` (${m.timeouts} timeouts)` : ""}`;
  return formatRate(m.rate ?? 0);
};

/** Measurements in first-seen order, one row per id, a column per backend. */
const comparisonRows = (measurements: readonly Measurement[]) => {
  const ids = [...new Set(measurements.map((m) => m.id))];
  return ids.map((id) => {
    const label = measurements.find((m) => m.id === id)!.label;
    return [label, ...BACKENDS.map((backend) => cell(measurements, id, backend))];
  });
};

const verdictRows = (verdicts: readonly TargetVerdict[]) =>
  verdicts.map((verdict) => {
    const failing = verdict.checks.filter((check) => !check.pass).length;
    const word = verdictWord(verdict);
    return [
      verdict.target.name,
      verdict.target.goal,
      word === "MISS" ? `MISS (${failing} of ${verdict.checks.length})` : word,
      verdict.checks
        .map(
          (check) =>
            `${check.pass ? "PASS" : "MISS"} ${check.measurement.label}: ${verdict.target.figure(check.measurement)}`,
        )
        .join("; ") || "real PostgreSQL not measured",
    ];
  });

export const consoleSummary = (run: RunInfo): string => {
  const verdicts = checkTargets(run.measurements);
  const lines = [
    "",
    "Summary",
    textTable(["Measurement", ...BACKENDS], comparisonRows(run.measurements)),
    "",
    "Targets (checked against real PostgreSQL)",
  ];
  for (const verdict of verdicts) {
    lines.push(`  ${verdictWord(verdict).padEnd(7)} ${verdict.target.name} ${verdict.target.goal}`);
    for (const check of verdict.checks)
      lines.push(
        `          ${check.pass ? "PASS" : "MISS"}  ${check.measurement.label}: ${verdict.target.figure(check.measurement)}`,
      );
  }
  return lines.join("\n");
};

const DEFAULT_INTRO = `# Event store benchmarks

\`npm run bench\` measures the PostgreSQL event store of \`@encore/eventstore\` on both databases the
product runs on: **PGlite** in a fresh temporary data directory on disk (embedded mode) and a **real
PostgreSQL** server (\`BENCH_DATABASE_URL\`, default \`postgres://postgres@127.0.0.1:5432/test\`; when
nothing answers there, the PostgreSQL half is skipped with a printed line). Each run works in its own
schemas (on PostgreSQL inside a temporary database when the role may create one) and drops them at the end.

What is measured (events are real \`FeedbackGiven\` events, \`exampleFeedbackGiven\` encoded with
\`encodeEvent\`, over 2000 distinct venues):

1. **Single-event appends**: sequential \`append\` of one event, about 3 s or 2000 events.
2. **Batched appends**: 100 and 1000 events per \`append\`, one writer; on PostgreSQL also 4 concurrent writers.
3. **\`$all\` reads**: \`readAll\` in pages of 1000 over 100k events, unfiltered and filtered by event type
   (best of two passes). The events table is \`ANALYZE\`d after seeding, as autovacuum would do on a server
   soon after a bulk load; a diagnostic row shows the type-filtered read on the fresh table before that
   (PGlite runs no autovacuum worker, so there this is the state until something analyzes the table).
4. **Projection rebuilds** over the same 100k events: \`runner.reset(name)\`, then \`processNextPage\` until
   caught up, with the real analytics \`venuesProjection\` and the write-heavy tally projection (one row per
   event), pages of 1000 and 5000. Each figure says where the time went: \`readAll\`, the projection's
   \`apply\` (for venues split into Effect Schema decoding and SQL), and the rest of the runner's
   transaction (checkpoint read and update, commit).
5. **Append-to-visible latency**: a runner follows live (\`runner.start()\`, default page size and idle poll)
   with both projections while single events are appended at a steady rate for 5 s; a sample is the time
   from the \`append\` call to \`runner.waitForPosition(position)\` resolving. On PostgreSQL also 4 writers.

On real PostgreSQL every statement of the single-writer steps is timed on the client (round trip), and
the biggest ones are explained with \`EXPLAIN ANALYZE\` (rolled back): see "Where the time goes". Rows marked
_(diagnostic)_ explain other figures and are not checked against targets.

The targets of the issue are checked against the real-PostgreSQL figures: batched appends ≥ 30k events/s,
rebuild ≥ 50k events/s, append-to-visible p99 ≤ 50 ms.

\`\`\`sh
npm run bench                      # full run (about 2–4 minutes on 2 cores); rewrites "Latest run" below
npm run bench -- --quick           # smoke run with small N; prints only (add --write to record it)
npm run bench -- --no-write        # full run without touching this file
npm run bench -- --backends=pglite # or postgres
BENCH_DATABASE_URL=postgres://user:pass@host:5432/db npm run bench
\`\`\`

Numbers from a 2-core machine are noisy (±10–20 %): compare runs on the same machine.
`;

const LATEST = "## Latest run";

export const renderLatestRun = (run: RunInfo): string => {
  const verdicts = checkTargets(run.measurements);
  const when = `${run.startedAt.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  const withBreakdown = run.measurements.filter((m) => m.breakdown);
  const parts = [
    LATEST,
    "",
    `_Generated by \`npm run bench${run.quick ? " -- --quick" : ""}\` on ${when}; the whole bench took ${(run.wallMs / 1000).toFixed(0)} s. The next run replaces this section._`,
    "",
    "### Machine",
    "",
    `- CPU: ${run.machine.cpu}`,
    `- Memory: ${run.machine.memory}`,
    `- OS: ${run.machine.os}`,
    `- Node: ${run.machine.node}`,
    `- PostgreSQL server: ${run.machine.postgres}`,
    `- PGlite: ${run.machine.pglite}`,
    `- Load average (1/5/15 min): ${run.machine.load}`,
    ...run.backends.map((b) => `- ${b.name} run: ${b.status}`),
    "",
    "### Targets (real PostgreSQL)",
    "",
    markdownTable(["Target", "Goal", "Verdict", "Figures"], verdictRows(verdicts)),
    "",
    "### Results",
    "",
    markdownTable(["Measurement", ...BACKENDS], comparisonRows(run.measurements)),
    "",
    "### Where the time goes",
    "",
    ...withBreakdown.map((m) => `- ${m.backend}, ${m.label} (${headline(m)}): ${m.breakdown}`),
    "",
    "### Run parameters",
    "",
    ...run.sizes.map((line) => `- ${line}`),
  ];
  if (run.failures.length > 0) parts.push("", "### Failures", "", ...run.failures.map((f) => `- ${f}`));
  return `${parts.join("\n")}\n`;
};

/** Keeps whatever stands above "## Latest run" (the intro), replaces the rest. */
export const writeBenchmarksDoc = (path: string, run: RunInfo) => {
  let intro = DEFAULT_INTRO;
  if (existsSync(path)) {
    const current = readFileSync(path, "utf8");
    const at = current.indexOf(`\n${LATEST}`);
    if (at >= 0) intro = current.slice(0, at + 1);
  }
  writeFileSync(path, `${intro.trimEnd()}\n\n${renderLatestRun(run)}`);
};
