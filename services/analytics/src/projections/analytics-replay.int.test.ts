/**
 * Replay equivalence: analytics built live (events arriving in small pages while the projections
 * follow) equals, row for row, what `npm run replay -- analytics` rebuilds, whether the rebuild runs
 * in one go or is interrupted and resumed. On PGlite (a data dir on disk, as embedded Encore runs)
 * always, and on real PostgreSQL when TEST_DATABASE_URL is set.
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  createPostgresEventStore,
  createProjectionRunner,
  type EventStore,
  openPglite,
  openPostgres,
  type Position,
  type SqlDatabase,
} from "@encore/eventstore";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { ANALYTICS_SCHEMA, analyticsProjections } from "../service.ts";
import { gigHistory } from "../testing/gig-history.ts";
import { FEEDBACK_PROJECTION, FEEDBACK_TABLES } from "./feedback.ts";

const REPO_ROOT = fileURLToPath(new URL("../../../../", import.meta.url));
const TABLES = ["venues", ...FEEDBACK_TABLES];

/** Every analytics table, each row as JSON, sorted: two snapshots are equal iff the tables are. */
const snapshot = async (database: SqlDatabase) => {
  const tables: Record<string, string[]> = {};
  for (const table of TABLES) {
    const { rows } = await sql<{ row: string }>`
      SELECT to_jsonb(t)::text AS row FROM ${sql.raw(`analytics.${table}`)} t ORDER BY 1`.execute(
      database.db,
    );
    tables[table] = rows.map((row) => row.row);
  }
  return tables;
};

/** `npm run replay -- analytics [...]`, the ops command itself, in a child process. */
const runReplay = (args: readonly string[], env: Record<string, string>) =>
  new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "services/gateway/src/ops/replay.ts", "analytics", ...args],
      { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] },
    );
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output }));
  });

interface Backend {
  open(): Promise<{ database: SqlDatabase; store: EventStore }>;
  /** What the replay command needs in its environment to find the same databases. */
  readonly env: Record<string, string>;
  /** PGlite allows one process: close before the replay command opens the data dir. */
  readonly exclusive: boolean;
  dispose(): Promise<void>;
}

const describeReplay = (label: string, makeBackend: () => Promise<Backend>) => {
  describe(label, () => {
    it("rebuilds every analytics table identical to the live one, in one go and when interrupted and resumed", async () => {
      const backend = await makeBackend();
      try {
        let { database, store } = await backend.open();
        const live = createProjectionRunner({
          store,
          database,
          schema: ANALYTICS_SCHEMA,
          projections: analyticsProjections,
          pageSize: 7,
          idlePollMs: 50,
          log: () => undefined,
        });
        await live.start();
        let last: Position | undefined;
        for (const [round, batch] of gigHistory(3, 45).entries()) {
          last = (await store.append(batch.streamId, batch.events)).position;
          // let the projections read while events keep arriving
          if (round % 7 === 0) await live.waitForPosition(last, 10_000);
        }
        expect(await live.waitForPosition(last!, 20_000)).toBe(true);
        await live.stop();
        const builtLive = await snapshot(database);
        expect(builtLive.enhanced_setlist_feedback!.length).toBeGreaterThan(40);
        expect(builtLive.song_performance_by_location!.length).toBeGreaterThan(10);
        expect(builtLive.master_feedback_analytics!.some((row) => JSON.parse(row).genre === "Soul")).toBe(
          true,
        );

        const reopen = async () => {
          if (!backend.exclusive) return;
          await store.close();
          await database.close();
        };
        const openAgain = async () => {
          if (!backend.exclusive) return;
          ({ database, store } = await backend.open());
        };

        await reopen();
        const whole = await runReplay(["--restart"], backend.env);
        expect(whole.code, whole.output).toBe(0);
        expect(whole.output).toMatch(/analytics\.feedback: \d+ events in/);
        await openAgain();
        expect(await snapshot(database)).toEqual(builtLive);

        // Interrupt a rebuild midway: a few pages, then the process "dies".
        const interrupted = createProjectionRunner({
          store,
          database,
          schema: ANALYTICS_SCHEMA,
          projections: analyticsProjections,
          pageSize: 10,
          log: () => undefined,
        });
        await interrupted.prepare();
        for (const projection of analyticsProjections) {
          await interrupted.reset(projection.name);
          await interrupted.processNextPage(projection.name);
        }
        await interrupted.processNextPage(FEEDBACK_PROJECTION);
        const midway = (await interrupted.status()).find((status) => status.name === FEEDBACK_PROJECTION);
        expect(midway).toMatchObject({ state: "rebuilding", eventsProcessed: 20 });
        expect(await snapshot(database)).not.toEqual(builtLive);

        await reopen();
        const resumed = await runReplay([], backend.env);
        expect(resumed.code, resumed.output).toBe(0);
        expect(resumed.output).toContain("analytics.feedback: resuming an interrupted rebuild");
        await openAgain();
        expect(await snapshot(database)).toEqual(builtLive);
        const after = createProjectionRunner({
          store,
          database,
          schema: ANALYTICS_SCHEMA,
          projections: analyticsProjections,
          log: () => undefined,
        });
        for (const status of await after.status())
          expect(status).toMatchObject({ state: "live", caughtUp: true });
        await store.close();
        await database.close();
      } finally {
        await backend.dispose();
      }
    }, 180_000);
  });
};

describeReplay("analytics replay on PGlite", async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "encore-analytics-"));
  return {
    open: async () => {
      const database = await openPglite(join(dataDir, "pglite"));
      return { database, store: await createPostgresEventStore({ database }) };
    },
    env: { ENCORE_DATA_DIR: dataDir },
    exclusive: true,
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
});

const adminUrl = process.env.TEST_DATABASE_URL;
let admin: SqlDatabase | undefined;
afterAll(async () => admin?.close());

describe.skipIf(!adminUrl)(
  adminUrl ? "real PostgreSQL" : "real PostgreSQL (set TEST_DATABASE_URL to run)",
  () => {
    describeReplay("analytics replay on PostgreSQL", async () => {
      admin ??= await openPostgres(adminUrl!, 2);
      const name = `encore_analytics_${randomUUID().replaceAll("-", "").slice(0, 8)}`;
      await sql.raw(`CREATE DATABASE ${name}`).execute(admin.db);
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;
      return {
        open: async () => {
          const database = await openPostgres(url.toString(), 5);
          return { database, store: await createPostgresEventStore({ database }) };
        },
        env: { DATABASE_URL: url.toString(), EVENTSTORE_DATABASE_URL: url.toString() },
        exclusive: false,
        dispose: async () => {
          await sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).execute(admin!.db);
        },
      };
    });
  },
);
