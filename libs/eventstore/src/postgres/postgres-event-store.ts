import { sql } from "kysely";
import { pollingSubscription } from "../catch-up.ts";
import {
  type AppendResult,
  comparePositions,
  DuplicateEventIdError,
  type EventFilter,
  type EventStore,
  type ExpectedRevision,
  makePosition,
  type NewEvent,
  type Position,
  parsePosition,
  type ReadAllOptions,
  type ReadAllPage,
  type ReadStreamOptions,
  type RecordedEvent,
  START,
  WrongExpectedRevisionError,
} from "../port.ts";
import { quoteIdentifier, type SqlDatabase } from "../sql/database.ts";
import { decideRevisionCheck } from "./expected-revision.ts";

export interface PostgresEventStoreOptions {
  readonly database: SqlDatabase;
  /** PostgreSQL schema holding the events table. */
  readonly schema?: string;
  /** Attempts for `any` / `stream_exists` appends that race another writer of the same stream. */
  readonly maxAppendAttempts?: number;
}

interface EventRow {
  readonly event_id: string;
  readonly stream_id: string;
  readonly stream_revision: number | string | bigint;
  readonly type: string;
  readonly schema_version: number;
  /** JSON text: parsed on first access (see toRecorded). */
  readonly data: string;
  readonly metadata: string;
  readonly tx_id: string;
  readonly global_position: string;
  /** Milliseconds since the epoch: a number parses far faster than timestamptz text. */
  readonly created_ms: number;
}

const UNIQUE_VIOLATION = "23505";
/** A filtered read looks at up to this many events per wanted event (bounded by MAX_FILTER_WINDOW). */
const FILTER_WINDOW_FACTOR = 4;
const MAX_FILTER_WINDOW = 20_000;

/** The DDL of the event store; idempotent, run at start-up. */
export const eventStoreDdl = (schema: string): string => {
  const s = quoteIdentifier(schema);
  return `
CREATE SCHEMA IF NOT EXISTS ${s};
CREATE TABLE IF NOT EXISTS ${s}.events (
  global_position bigserial PRIMARY KEY,
  tx_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  stream_id text NOT NULL,
  stream_revision bigint NOT NULL,
  category text GENERATED ALWAYS AS (split_part(stream_id, '-', 1)) STORED,
  event_id uuid NOT NULL,
  type text NOT NULL,
  schema_version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT events_event_id_key UNIQUE (event_id),
  CONSTRAINT events_stream_revision_key UNIQUE (stream_id, stream_revision)
);
CREATE INDEX IF NOT EXISTS events_all_order ON ${s}.events (tx_id, global_position);
`;
};

/**
 * Data and metadata come as JSON text and are parsed on first access: a projection pays only for
 * the events it looks at, and a rebuild's reads stay cheap.
 */
const toRecorded = (row: EventRow): RecordedEvent => {
  let data: unknown;
  let metadata: Readonly<Record<string, unknown>> | undefined;
  return {
    eventId: row.event_id,
    streamId: row.stream_id,
    revision: Number(row.stream_revision),
    type: row.type,
    schemaVersion: Number(row.schema_version),
    get data() {
      if (data === undefined) data = JSON.parse(row.data);
      return data;
    },
    get metadata() {
      if (metadata === undefined) metadata = JSON.parse(row.metadata) as Record<string, unknown>;
      return metadata;
    },
    position: makePosition(row.tx_id, row.global_position),
    createdAt: new Date(Number(row.created_ms)),
  };
};

const errorCode = (error: unknown): string | undefined =>
  typeof error === "object" && error !== null && "code" in error ? String(error.code) : undefined;
const errorConstraint = (error: unknown): string | undefined =>
  typeof error === "object" && error !== null && "constraint" in error ? String(error.constraint) : undefined;

const filterSql = (filter: EventFilter | undefined) => {
  const parts = [];
  if (filter?.eventTypes) parts.push(sql`AND type = ANY(${sql.val([...filter.eventTypes])}::text[])`);
  if (filter?.categories) parts.push(sql`AND category = ANY(${sql.val([...filter.categories])}::text[])`);
  return sql.join(parts, sql` `);
};

/**
 * The PostgreSQL event store (architecture.md §4). Readers of `$all` only see rows whose
 * transaction id is below the snapshot's xmin, ordered by (tx_id, global_position): every
 * transaction that could still commit a lower position has finished, so a tailing reader
 * never skips an event committed late by a concurrent writer.
 */
export const createPostgresEventStore = async (options: PostgresEventStoreOptions): Promise<EventStore> => {
  const { database } = options;
  const { db } = database;
  const schemaName = options.schema ?? "eventstore";
  const schema = sql.raw(quoteIdentifier(schemaName));
  const channel = `${schemaName}_appended`;
  const maxAttempts = options.maxAppendAttempts ?? 5;

  await database.runScript(eventStoreDdl(schemaName));

  const waiters = new Set<() => void>();
  const wakeAll = () => {
    for (const wake of [...waiters]) wake();
  };
  const stopListening = await database.listen(channel, wakeAll);

  const currentRevision = async (executor: typeof db, streamId: string): Promise<number | "no_stream"> => {
    const { rows } = await sql<{ revision: number | null }>`
      SELECT max(stream_revision)::int AS revision FROM ${schema}.events WHERE stream_id = ${streamId}`.execute(
      executor,
    );
    const revision = rows[0]?.revision;
    return revision === null || revision === undefined ? "no_stream" : revision;
  };

  /** An append whose event ids are all stored already, as the same events, is a retry: answer as before. */
  const findStoredAppend = async (
    streamId: string,
    events: readonly NewEvent[],
  ): Promise<AppendResult | null> => {
    const ids = events.map((event) => event.eventId);
    const { rows } = await sql<EventRow>`
      SELECT event_id::text, stream_id, stream_revision, type, tx_id::text, global_position::text
      FROM ${schema}.events WHERE event_id = ANY(${sql.val(ids)}::uuid[]) ORDER BY global_position`.execute(
      db,
    );
    if (rows.length === 0) return null;
    const sameAppend =
      rows.length === events.length &&
      rows.every((row, index) => row.stream_id === streamId && row.event_id === events[index]?.eventId);
    if (!sameAppend) {
      throw new DuplicateEventIdError(
        streamId,
        rows.map((row) => row.event_id),
      );
    }
    const last = rows[rows.length - 1]!;
    return {
      nextExpectedRevision: Number(last.stream_revision),
      position: makePosition(last.tx_id, last.global_position),
    };
  };

  type AttemptOutcome =
    | { readonly kind: "appended"; readonly result: AppendResult }
    | { readonly kind: "revision-mismatch"; readonly actual: number | "no_stream" };

  const appendOnce = async (
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedRevision,
  ): Promise<AttemptOutcome> =>
    db.transaction().execute(async (trx) => {
      // Writers of one stream queue here instead of racing to the unique constraint and retrying.
      await sql`SELECT pg_advisory_xact_lock(hashtext(${streamId}))`.execute(trx);
      const actual = await currentRevision(trx, streamId);
      const check = decideRevisionCheck(expected, actual);
      if (!check.ok) return { kind: "revision-mismatch", actual };
      const payload = JSON.stringify(
        events.map((event, index) => ({
          event_id: event.eventId,
          type: event.type,
          schema_version: event.schemaVersion ?? 1,
          data: event.data,
          metadata: event.metadata,
          revision: check.firstRevision + index,
        })),
      );
      // The wake-up rides on the insert statement: NOTIFY is delivered at commit.
      const { rows } = await sql<{ tx_id: string; global_position: string; stream_revision: number }>`
        WITH inserted AS (
          INSERT INTO ${schema}.events (stream_id, stream_revision, event_id, type, schema_version, data, metadata)
          SELECT ${streamId}, e.revision, e.event_id, e.type, e.schema_version, e.data, e.metadata
          FROM jsonb_to_recordset(${payload}::jsonb)
            AS e(event_id uuid, type text, schema_version int, data jsonb, metadata jsonb, revision bigint)
          ORDER BY e.revision
          RETURNING tx_id, global_position, stream_revision
        )
        SELECT i.tx_id::text, i.global_position::text, i.stream_revision::int
        FROM inserted i, (SELECT pg_notify(${channel}, '')) AS notified
        ORDER BY i.stream_revision DESC LIMIT 1`.execute(trx);
      const last = rows[0]!;
      return {
        kind: "appended",
        result: {
          nextExpectedRevision: last.stream_revision,
          position: makePosition(last.tx_id, last.global_position),
        },
      };
    });

  const append: EventStore["append"] = async (streamId, events, appendOptions) => {
    if (events.length === 0) throw new Error(`Append to ${streamId}: no events given`);
    const expected = appendOptions?.expectedRevision ?? "any";
    for (let attempt = 1; ; attempt++) {
      try {
        const outcome = await appendOnce(streamId, events, expected);
        if (outcome.kind === "appended") return outcome.result;
        // A retry of an append that already happened finds the stream moved on: answer as the first time.
        const stored = await findStoredAppend(streamId, events);
        if (stored) return stored;
        throw new WrongExpectedRevisionError(streamId, expected, outcome.actual);
      } catch (error) {
        if (errorCode(error) !== UNIQUE_VIOLATION) throw error;
        if (errorConstraint(error) === "events_event_id_key") {
          const stored = await findStoredAppend(streamId, events);
          if (stored) return stored;
        } else if (errorConstraint(error) === "events_stream_revision_key") {
          // Only a writer that bypasses the stream lock gets here; a loose expectation may try again.
          const looseExpectation = expected === "any" || expected === "stream_exists";
          if (!looseExpectation || attempt >= maxAttempts) {
            throw new WrongExpectedRevisionError(streamId, expected, await currentRevision(db, streamId));
          }
        }
        if (attempt >= maxAttempts) throw error;
      }
    }
  };

  const readStream = async (streamId: string, readOptions?: ReadStreamOptions): Promise<RecordedEvent[]> => {
    const from = readOptions?.fromRevision ?? 0;
    const limit = readOptions?.maxCount ?? 1_000_000;
    const { rows } = await sql<EventRow>`
      SELECT event_id::text, stream_id, stream_revision, type, schema_version, data::text, metadata::text,
             tx_id::text, global_position::text, (extract(epoch FROM created_at) * 1000)::float8 AS created_ms
      FROM ${schema}.events
      WHERE stream_id = ${streamId} AND stream_revision >= ${from}
      ORDER BY stream_revision LIMIT ${limit}`.execute(db);
    return rows.map(toRecorded);
  };

  /** Every visible event after `from`, in order: one index scan, nothing to skip. */
  const readAllUnfiltered = async (from: Position, maxCount: number): Promise<ReadAllPage> => {
    const [fromTx, fromGlobal] = parsePosition(from);
    const { rows } = await sql<EventRow>`
      SELECT e.event_id::text, e.stream_id, e.stream_revision, e.type, e.schema_version, e.data::text AS data, e.metadata::text AS metadata,
             e.tx_id::text AS tx_id, e.global_position::text AS global_position, (extract(epoch FROM e.created_at) * 1000)::float8 AS created_ms
      FROM ${schema}.events e
      WHERE (e.tx_id, e.global_position) > (${fromTx.toString()}::xid8, ${fromGlobal.toString()}::bigint)
        AND e.tx_id < pg_snapshot_xmin(pg_current_snapshot())
      ORDER BY e.tx_id, e.global_position
      LIMIT ${maxCount}`.execute(db);
    const events = rows.map(toRecorded);
    const next = events.length > 0 ? events[events.length - 1]!.position : from;
    return { events, next, isEnd: events.length < maxCount };
  };

  const readAll = async (readOptions: ReadAllOptions): Promise<ReadAllPage> => {
    const from = readOptions.from ?? START;
    const filtered = Boolean(readOptions.filter?.eventTypes || readOptions.filter?.categories);
    if (!filtered) return readAllUnfiltered(from, readOptions.maxCount);
    const [fromTx, fromGlobal] = parsePosition(from);
    const windowSize = Math.min(readOptions.maxCount * FILTER_WINDOW_FACTOR, MAX_FILTER_WINDOW);
    // One statement, one snapshot. A bounded window is walked in (tx_id, global_position) order,
    // an index scan whatever the planner's statistics say, and filtered inside: a filtered read
    // does bounded work per call and moves past everything it skipped.
    const { rows } = await sql<EventRow & { window_rows: number | null }>`
      WITH bound AS (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS xmin),
      scanned AS MATERIALIZED (
        SELECT e.tx_id, e.global_position, e.type, e.category
        FROM ${schema}.events e, bound
        WHERE (e.tx_id, e.global_position) > (${fromTx.toString()}::xid8, ${fromGlobal.toString()}::bigint)
          AND e.tx_id < bound.xmin
        ORDER BY e.tx_id, e.global_position
        LIMIT ${windowSize}
      ),
      matched AS (
        SELECT global_position FROM scanned WHERE true ${filterSql(readOptions.filter)}
        ORDER BY tx_id, global_position LIMIT ${readOptions.maxCount}
      ),
      window_end AS (
        SELECT tx_id, global_position, (SELECT count(*) FROM scanned)::int AS window_rows
        FROM scanned ORDER BY tx_id DESC, global_position DESC LIMIT 1
      )
      SELECT * FROM (
        SELECT e.event_id::text, e.stream_id, e.stream_revision, e.type, e.schema_version, e.data::text AS data, e.metadata::text AS metadata,
               e.tx_id::text AS tx_id, e.global_position::text AS global_position, (extract(epoch FROM e.created_at) * 1000)::float8 AS created_ms, NULL::int AS window_rows
        FROM ${schema}.events e JOIN matched m ON m.global_position = e.global_position
        ORDER BY e.tx_id, e.global_position
      ) page
      UNION ALL
      SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL, w.tx_id::text, w.global_position::text, NULL, w.window_rows
      FROM window_end w`.execute(db);
    const windowEnd = rows.find((row) => row.window_rows !== null);
    const events = rows.filter((row) => row.window_rows === null).map(toRecorded);
    if (!windowEnd) return { events, next: from, isEnd: true };
    const scannedTo = makePosition(windowEnd.tx_id, windowEnd.global_position);
    // A full page continues after its last event; otherwise after everything the window looked at.
    const full = events.length === readOptions.maxCount;
    const next = full ? events[events.length - 1]!.position : scannedTo;
    const windowFull = Number(windowEnd.window_rows) === windowSize;
    return { events, next, isEnd: !windowFull && comparePositions(next, scannedTo) >= 0 };
  };

  const headPosition = async (): Promise<Position> => {
    const { rows } = await sql<{ tx_id: string; global_position: string }>`
      SELECT tx_id::text, global_position::text FROM ${schema}.events
      WHERE tx_id < pg_snapshot_xmin(pg_current_snapshot())
      ORDER BY tx_id DESC, global_position DESC LIMIT 1`.execute(db);
    const row = rows[0];
    return row ? makePosition(row.tx_id, row.global_position) : START;
  };

  const countEventsAfter = async (from: Position, filter?: EventFilter): Promise<number> => {
    const [fromTx, fromGlobal] = parsePosition(from);
    const { rows } = await sql<{ count: number | string }>`
      SELECT count(*)::int AS count FROM ${schema}.events
      WHERE (tx_id, global_position) > (${fromTx.toString()}::xid8, ${fromGlobal.toString()}::bigint)
        AND tx_id < pg_snapshot_xmin(pg_current_snapshot()) ${filterSql(filter)}`.execute(db);
    return Number(rows[0]?.count ?? 0);
  };

  const waitForAppend = (timeoutMs: number, signal?: AbortSignal): Promise<void> =>
    new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waiters.delete(done);
        signal?.removeEventListener("abort", done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      waiters.add(done);
      signal?.addEventListener("abort", done, { once: true });
    });

  const store: EventStore = {
    name: `postgres(${database.kind})`,
    append,
    readStream,
    readAll,
    subscribeToAll: (subscribeOptions) => pollingSubscription(store, subscribeOptions),
    headPosition,
    countEventsAfter,
    waitForAppend,
    close: async () => {
      wakeAll();
      await stopListening();
    },
  };
  return store;
};
