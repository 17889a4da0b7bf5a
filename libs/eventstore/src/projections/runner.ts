import { sql } from "kysely";
import { comparePositions, type EventStore, type Position, type ReadAllPage, START } from "../port.ts";
import type { SqlDatabase } from "../sql/database.ts";
import {
  advanceCheckpoint,
  checkpointsDdl,
  readAllCheckpoints,
  readCheckpoint,
  recordProjectionError,
  resetCheckpoint,
} from "./checkpoints.ts";
import type { Projection, ProjectionStatus } from "./projection.ts";

export interface ProjectionRunnerOptions {
  readonly store: EventStore;
  /** The read-model database of the service. */
  readonly database: SqlDatabase;
  /** The service's schema, where the checkpoints live. */
  readonly schema: string;
  readonly projections: readonly Projection[];
  readonly pageSize?: number;
  /** Longest idle wait before looking again when no append notification arrives. */
  readonly idlePollMs?: number;
  readonly log?: (line: string) => void;
}

export interface PageOutcome {
  /** Events applied by this call (0 when idle or when another runner got there first). */
  readonly applied: number;
  /** The checkpoint after the call. */
  readonly position: Position;
  /** Nothing visible past the checkpoint. */
  readonly caughtUp: boolean;
}

export interface ProjectionRunner {
  /** Creates checkpoints and read models, rebuilds projections whose version changed. */
  prepare(): Promise<void>;
  /** prepare(), then follow the store in the background until stop(). */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Applies the next page of one projection: the unit of work of both `start` and `replay`. */
  processNextPage(name: string): Promise<PageOutcome>;
  /** Drops a projection's read model and sets its checkpoint back to the start, in one transaction. */
  reset(name: string): Promise<void>;
  /**
   * Read-your-writes: resolves true once every projection (or those named) has passed `position`,
   * false if `timeoutMs` runs out first.
   */
  waitForPosition(position: Position, timeoutMs: number, names?: readonly string[]): Promise<boolean>;
  status(): Promise<ProjectionStatus[]>;
  readonly projections: readonly Projection[];
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const createProjectionRunner = (options: ProjectionRunnerOptions): ProjectionRunner => {
  const { store, database, schema, projections } = options;
  const { db } = database;
  const pageSize = options.pageSize ?? 1000;
  const idlePollMs = options.idlePollMs ?? 500;
  const log = options.log ?? ((line: string) => console.log(line));
  const byName = new Map(projections.map((projection) => [projection.name, projection]));
  if (byName.size !== projections.length)
    throw new Error(`Projection names must be unique in schema ${schema}`);

  const positions = new Map<string, Position>();
  /** Projections whose checkpoint says 'rebuilding', as last seen by this runner. */
  const rebuilding = new Set<string>();
  const positionWaiters = new Set<() => void>();
  const notifyPositions = () => {
    for (const waiter of [...positionWaiters]) waiter();
  };
  const setPosition = (name: string, position: Position) => {
    positions.set(name, position);
    notifyPositions();
  };

  const projectionNamed = (name: string) => {
    const projection = byName.get(name);
    if (!projection) {
      throw new Error(
        `No projection '${name}' in ${schema}; known: ${[...byName.keys()].join(", ") || "none"}`,
      );
    }
    return projection;
  };

  const reset = async (name: string) => {
    const projection = projectionNamed(name);
    await db.transaction().execute(async (trx) => {
      await readCheckpoint(trx, schema, name, true);
      await projection.teardown(trx);
      await projection.setup(trx);
      await resetCheckpoint(trx, schema, name, projection.version);
    });
    rebuilding.add(name);
    setPosition(name, START);
  };

  const prepare = async () => {
    await database.runScript(checkpointsDdl(schema));
    for (const projection of projections) {
      const checkpoint = await readCheckpoint(db, schema, projection.name);
      if (!checkpoint || checkpoint.version !== projection.version) {
        if (checkpoint)
          log(
            `[projections] ${projection.name}: version ${checkpoint.version} → ${projection.version}, rebuilding`,
          );
        await reset(projection.name);
      } else {
        await db.transaction().execute((trx) => projection.setup(trx));
        if (checkpoint.state === "rebuilding") rebuilding.add(projection.name);
        setPosition(projection.name, checkpoint.position);
      }
    }
  };

  const readsAhead = new Map<string, { readonly from: Position; readonly page: Promise<ReadAllPage> }>();

  const readAhead = (projection: Projection, from: Position) => {
    const page = store.readAll({ from, maxCount: pageSize, filter: projection.filter });
    page.catch(() => undefined); // a failed read-ahead is simply read again when it is needed
    readsAhead.set(projection.name, { from, page });
  };

  const readPage = (projection: Projection, from: Position): Promise<ReadAllPage> => {
    const ahead = readsAhead.get(projection.name);
    readsAhead.delete(projection.name);
    if (ahead && ahead.from === from) return ahead.page;
    return store.readAll({ from, maxCount: pageSize, filter: projection.filter });
  };

  const processNextPage = async (name: string): Promise<PageOutcome> => {
    const projection = projectionNamed(name);
    const from = positions.get(name) ?? (await readCheckpoint(db, schema, name))?.position ?? START;
    // Events are read before the transaction opens: on PGlite the store and the read models share
    // one connection, and a read from outside an open transaction would wait for it forever.
    const page = await readPage(projection, from);
    // While this page commits, read the next one: a rebuild overlaps reading and applying.
    if (!page.isEnd) readAhead(projection, page.next);
    if (comparePositions(page.next, from) <= 0) {
      // A rebuild that finds nothing (more) to read is done.
      if (rebuilding.has(name)) {
        await markLive(name, from);
      }
      return { applied: 0, position: from, caughtUp: true };
    }

    const outcome = await db.transaction().execute(async (trx) => {
      const checkpoint = await readCheckpoint(trx, schema, name, true);
      if (!checkpoint) throw new Error(`Projection ${name} has no checkpoint: call prepare() first`);
      // Another runner (a second instance, or a replay) moved it meanwhile: start again from there.
      if (checkpoint.position !== from) return { applied: 0, position: checkpoint.position, caughtUp: false };
      if (page.events.length > 0) await projection.apply(trx, page.events);
      const state = page.isEnd ? "live" : checkpoint.state;
      await advanceCheckpoint(trx, schema, name, page.next, page.events.length, state);
      return { applied: page.events.length, position: page.next, caughtUp: page.isEnd };
    });
    setPosition(name, outcome.position);
    if (outcome.caughtUp) rebuilding.delete(name);
    return outcome;
  };

  const markLive = async (name: string, position: Position) => {
    await db.transaction().execute(async (trx) => {
      const checkpoint = await readCheckpoint(trx, schema, name, true);
      if (checkpoint?.position === position && checkpoint.state === "rebuilding") {
        await advanceCheckpoint(trx, schema, name, position, 0, "live");
      }
    });
    rebuilding.delete(name);
  };

  let controller: AbortController | undefined;
  let loops: Promise<void>[] = [];

  /**
   * Idle projections also wake when a sibling commits: an open read-model transaction in the
   * event store's database hides new events from readers, and its commit sends no notification.
   */
  const idleWaits = new Set<AbortController>();
  const wakeIdleProjections = () => {
    for (const controller of idleWaits) controller.abort();
    idleWaits.clear();
  };

  const armWake = (signal: AbortSignal) => {
    const controller = new AbortController();
    const stop = () => controller.abort();
    signal.addEventListener("abort", stop, { once: true });
    idleWaits.add(controller);
    const woken = store.waitForAppend(idlePollMs, controller.signal).finally(() => {
      idleWaits.delete(controller);
      signal.removeEventListener("abort", stop);
    });
    return { woken, cancel: stop };
  };

  const follow = async (projection: Projection, signal: AbortSignal) => {
    let failures = 0;
    let idle = false;
    while (!signal.aborted) {
      // Armed before reading, so an append that lands during the read still wakes us.
      const wake = idle ? armWake(signal) : undefined;
      try {
        const outcome = await processNextPage(projection.name);
        failures = 0;
        idle = outcome.caughtUp && outcome.applied === 0;
        if (outcome.applied > 0) wakeIdleProjections();
        if (idle) await wake?.woken;
        else wake?.cancel();
      } catch (error) {
        wake?.cancel();
        if (signal.aborted) return;
        failures++;
        const message = errorText(error);
        log(`[projections] ${projection.name} failed (attempt ${failures}): ${message}`);
        await recordProjectionError(db, schema, projection.name, message).catch(() => undefined);
        const backoffMs = Math.min(30_000, 250 * 2 ** Math.min(failures, 7));
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, backoffMs);
          signal.addEventListener("abort", () => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    }
  };

  const reached = (position: Position, names: readonly string[]) =>
    names.every((name) => comparePositions(positions.get(name) ?? START, position) >= 0);

  return {
    projections,
    prepare,
    start: async () => {
      await prepare();
      controller = new AbortController();
      const signal = controller.signal;
      loops = projections.map((projection) => follow(projection, signal));
    },
    stop: async () => {
      controller?.abort();
      await Promise.all(loops);
      loops = [];
      notifyPositions();
    },
    processNextPage,
    reset,
    waitForPosition: (position, timeoutMs, names = projections.map((p) => p.name)) => {
      if (reached(position, names)) return Promise.resolve(true);
      return new Promise((resolve) => {
        const check = () => {
          if (!reached(position, names)) return;
          finish(true);
        };
        const finish = (result: boolean) => {
          clearTimeout(timer);
          positionWaiters.delete(check);
          resolve(result);
        };
        const timer = setTimeout(() => finish(false), timeoutMs);
        positionWaiters.add(check);
      });
    },
    status: async () => {
      const rows = new Map((await readAllCheckpoints(db, schema)).map((row) => [row.name, row]));
      const head = await store.headPosition();
      return Promise.all(
        projections.map(async (projection): Promise<ProjectionStatus> => {
          const row = rows.get(projection.name);
          const position = row?.position ?? START;
          return {
            name: projection.name,
            version: row?.version ?? projection.version,
            state: row?.state ?? "rebuilding",
            position,
            headPosition: head,
            caughtUp: comparePositions(position, head) >= 0,
            lagEvents: store.countEventsAfter
              ? await store.countEventsAfter(position, projection.filter)
              : undefined,
            eventsProcessed: Number(row?.events_processed ?? 0),
            updatedAt: row?.updated_at ? new Date(row.updated_at).toISOString() : null,
            lastError: row?.last_error ?? null,
          };
        }),
      );
    },
  };
};

/** For tests and tools: an exact row count of a read-model table. */
export const countRows = async (database: SqlDatabase, table: string) => {
  const { rows } = await sql<{ count: number }>`SELECT count(*)::int AS count FROM ${sql.raw(table)}`.execute(
    database.db,
  );
  return Number(rows[0]?.count ?? 0);
};
