/**
 * Where the time of a real-PostgreSQL step goes, statement by statement: while `profileSql` runs,
 * every `pg` client query is timed (client-observed: round trip, server work and result parsing) and
 * grouped by what it is. Only the benchmark patches `pg` here, and only for the duration of one step;
 * the cost is two clock reads per query. PGlite queries do not go through `pg` and are not profiled.
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import { formatMs, formatShare } from "./stats.ts";

export interface StatementStat {
  readonly statement: string;
  calls: number;
  totalMs: number;
}

export interface CapturedQuery {
  readonly text: string;
  readonly values: readonly unknown[];
}

const NAMES: readonly (readonly [RegExp, string])[] = [
  [/^begin/i, "BEGIN"],
  [/^commit/i, "COMMIT"],
  [/^rollback/i, "ROLLBACK"],
  [/^SELECT event_id::text, stream_id, stream_revision, type, tx_id/, "idempotency lookup (event ids)"],
  [/pg_advisory_xact_lock/, "advisory lock (stream)"],
  [/^SELECT max\(stream_revision\)/, "current revision"],
  [/^INSERT INTO \S+\.events /, "INSERT events"],
  [/pg_notify/, "pg_notify"],
  [/^WITH bound AS/, "readAll page"],
  [/FROM \S+\.projection_checkpoints WHERE name = \$1 FOR UPDATE/, "checkpoint SELECT … FOR UPDATE"],
  [/^UPDATE \S+\.projection_checkpoints/, "checkpoint UPDATE"],
  [/^INSERT INTO analytics\.venues/, "venues INSERT … ON CONFLICT"],
  [/^INSERT INTO \S+\.tally_events/, "tally_events INSERT"],
  [/^INSERT INTO \S+\.tally_by_category/, "tally_by_category upsert"],
  [/^(CREATE|DROP) (TABLE|SCHEMA|INDEX)/i, "read-model DDL (reset)"],
];

const statementName = (text: string) => {
  const flat = text.trim().replace(/\s+/g, " ");
  for (const [pattern, name] of NAMES) if (pattern.test(flat)) return name;
  return flat.slice(0, 50);
};

type QueryFn = (this: pg.Client, ...args: unknown[]) => unknown;

/**
 * Runs `run` with every pg query timed. `capture` names statements (see NAMES) whose first
 * occurrence is kept with its parameters, to EXPLAIN it afterwards.
 */
export const profileSql = async <T>(
  run: () => Promise<T>,
  capture: readonly string[] = [],
): Promise<{ result: T; stats: StatementStat[]; captured: Map<string, CapturedQuery> }> => {
  const prototype = pg.Client.prototype as unknown as { query: QueryFn };
  const original = prototype.query;
  const stats = new Map<string, StatementStat>();
  const captured = new Map<string, CapturedQuery>();
  prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args;
    const text =
      typeof first === "string"
        ? first
        : typeof first === "object" && first !== null && "text" in first
          ? String(first.text)
          : undefined;
    const result = original.apply(this, args);
    if (text === undefined || !(result instanceof Promise)) return result;
    const name = statementName(text);
    if (capture.includes(name) && !captured.has(name)) {
      const values = Array.isArray(second)
        ? second
        : typeof first === "object" && first !== null && "values" in first && Array.isArray(first.values)
          ? first.values
          : [];
      captured.set(name, { text, values });
    }
    const started = performance.now();
    const record = () => {
      const stat = stats.get(name) ?? { statement: name, calls: 0, totalMs: 0 };
      stat.calls++;
      stat.totalMs += performance.now() - started;
      stats.set(name, stat);
    };
    return result.then(
      (value) => {
        record();
        return value;
      },
      (error: unknown) => {
        record();
        throw error;
      },
    );
  };
  try {
    const result = await run();
    return { result, stats: [...stats.values()].sort((a, b) => b.totalMs - a.totalMs), captured };
  } finally {
    prototype.query = original;
  }
};

/** "INSERT events 48.1 ms/append (79%) · COMMIT 2.6 ms/append (4%) · …" for the biggest statements. */
export const describeStatements = (
  stats: readonly StatementStat[],
  elapsedMs: number,
  perUnit: { readonly count: number; readonly unit: string },
  top = 6,
): string => {
  const shown = stats.slice(0, top);
  const sqlMs = stats.reduce((sum, stat) => sum + stat.totalMs, 0);
  const parts = shown.map(
    (stat) =>
      `${stat.statement} ${formatMs(stat.totalMs / perUnit.count)}/${perUnit.unit} (${formatShare(stat.totalMs, elapsedMs)})`,
  );
  const restMs = Math.max(0, elapsedMs - sqlMs);
  parts.push(
    `outside SQL (JS, pool, event loop) ${formatMs(restMs / perUnit.count)}/${perUnit.unit} (${formatShare(restMs, elapsedMs)})`,
  );
  return parts.join(" · ");
};

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/**
 * The parameters of a captured append, made new: fresh UUIDs and stream names, so the INSERT can
 * run again (in a rolled-back transaction) without hitting the unique constraints.
 */
export const freshAppendValues = (values: readonly unknown[]): unknown[] =>
  values.map((value) =>
    typeof value === "string"
      ? /^[a-z]+-\d+$/.test(value)
        ? `${value}-explain`
        : value.replace(UUID, () => randomUUID())
      : value,
  );

/**
 * EXPLAIN (ANALYZE) of a captured statement, inside a transaction that is rolled back, so an
 * INSERT leaves nothing behind. Planning time includes parsing the parameters (e.g. a 1 MB jsonb).
 */
export const explainCaptured = async (
  url: string,
  query: CapturedQuery,
): Promise<{ planningMs: number; executionMs: number }> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("BEGIN");
    const { rows } = await client.query<{ "QUERY PLAN": string }>(
      `EXPLAIN (ANALYZE, TIMING OFF, SUMMARY ON) ${query.text}`,
      [...query.values],
    );
    await client.query("ROLLBACK");
    const find = (label: string) => {
      const line = rows.map((row) => row["QUERY PLAN"]).find((text) => text.startsWith(label));
      return Number(/([\d.]+) ms/.exec(line ?? "")?.[1] ?? Number.NaN);
    };
    return { planningMs: find("Planning Time"), executionMs: find("Execution Time") };
  } finally {
    await client.end().catch(() => undefined);
  }
};
