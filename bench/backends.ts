/**
 * The two databases the benchmark runs on: PGlite in a temporary data directory on disk (as the
 * embedded product runs it) and a real PostgreSQL server. Each run gets its own schemas, and on
 * PostgreSQL its own temporary database when the role may create one, so nothing collides with
 * tests or services using the same server; everything is dropped afterwards.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { openPglite, openPostgres, quoteIdentifier, type SqlDatabase } from "@encore/eventstore";
import { sql } from "kysely";
import pg from "pg";

export type BackendName = "PGlite" | "PostgreSQL";

export interface Backend {
  readonly name: BackendName;
  readonly database: SqlDatabase;
  /** `SELECT version()` of the server (PGlite embeds a PostgreSQL too). */
  readonly serverVersion: string;
  /** e.g. "PGlite 0.5.16, data dir /tmp/…" or "database encore_bench_… (temporary)". */
  readonly detail: string;
  /** PGlite has one connection: concurrent writers only make sense on a server. */
  readonly supportsConcurrency: boolean;
  /**
   * The venues projection writes to the fixed schema `analytics`; false when that schema already
   * holds someone else's data in this database, so the benchmark must not drop and recreate it.
   */
  readonly mayUseAnalyticsSchema: boolean;
  /** Connection URL of a server (PostgreSQL only), for diagnostics on their own connection. */
  readonly url?: string;
  /** A fresh schema name for this run, dropped by `dispose`. */
  schema(purpose: string): string;
  dispose(): Promise<void>;
}

const runId = randomUUID().replaceAll("-", "").slice(0, 8);

const serverVersion = async (database: SqlDatabase) => {
  const { rows } = await sql<{ version: string }>`SELECT version() AS version`.execute(database.db);
  return rows[0]?.version ?? "unknown";
};

const schemaExists = async (database: SqlDatabase, schema: string) => {
  const { rows } = await sql<{ found: boolean }>`
    SELECT EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = ${schema}) AS found`.execute(database.db);
  return rows[0]?.found === true;
};

const schemaNamer = (created: string[]) => (purpose: string) => {
  const name = `bench_${runId}_${purpose}`;
  quoteIdentifier(name);
  created.push(name);
  return name;
};

const dropSchemas = async (database: SqlDatabase, schemas: readonly string[]) => {
  for (const schema of schemas) {
    await database.runScript(`DROP SCHEMA IF EXISTS ${quoteIdentifier(schema)} CASCADE`);
  }
};

export const pgliteVersion = (): string => {
  try {
    const require = createRequire(import.meta.url);
    let dir = dirname(require.resolve("@electric-sql/pglite"));
    for (let depth = 0; depth < 5; depth++) {
      try {
        const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as {
          name?: string;
          version?: string;
        };
        if (manifest.name === "@electric-sql/pglite") return manifest.version ?? "unknown";
      } catch {
        // not here: look one directory up
      }
      dir = dirname(dir);
    }
  } catch {
    // fall through
  }
  return "unknown";
};

export const openPgliteBackend = async (): Promise<Backend & { readonly openMs: number }> => {
  const dataDir = mkdtempSync(join(tmpdir(), "encore-bench-pglite-"));
  const started = performance.now();
  const database = await openPglite(dataDir);
  const openMs = performance.now() - started;
  const schemas: string[] = [];
  return {
    name: "PGlite",
    database,
    openMs,
    serverVersion: await serverVersion(database),
    detail: `PGlite ${pgliteVersion()}, fresh data dir on disk (${tmpdir()})`,
    supportsConcurrency: false,
    mayUseAnalyticsSchema: true,
    schema: schemaNamer(schemas),
    dispose: async () => {
      try {
        await dropSchemas(database, schemas);
        await database.runScript("DROP SCHEMA IF EXISTS analytics CASCADE");
      } finally {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
};

/** Fails fast (and quietly) when nothing answers at the URL. */
export const probePostgres = async (url: string): Promise<string | null> => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return null;
  } catch (error) {
    return error instanceof Error ? error.message || error.name : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
};

const withDatabase = (url: string, database: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

const adminQuery = async (url: string, text: string) => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end().catch(() => undefined);
  }
};

export const openPostgresBackend = async (url: string, maxConnections: number): Promise<Backend> => {
  // A temporary database keeps the fixed `analytics` schema of the venues projection away from
  // whatever else uses this server; without CREATEDB, fall back to unique schemas in the given one.
  const temporary = `encore_bench_${runId}`;
  let ownDatabase = true;
  try {
    await adminQuery(url, `CREATE DATABASE ${quoteIdentifier(temporary)}`);
  } catch {
    ownDatabase = false;
  }
  const benchUrl = ownDatabase ? withDatabase(url, temporary) : url;
  const database = await openPostgres(benchUrl, maxConnections);
  const schemas: string[] = [];
  const analyticsTaken = !ownDatabase && (await schemaExists(database, "analytics"));
  const redacted = new URL(url);
  redacted.password = redacted.password ? "***" : "";
  return {
    name: "PostgreSQL",
    database,
    serverVersion: await serverVersion(database),
    detail: ownDatabase
      ? `temporary database ${temporary} on ${redacted.host}, pool of ${maxConnections}`
      : `database ${redacted.pathname.slice(1)} on ${redacted.host} (no CREATEDB: unique schemas), pool of ${maxConnections}`,
    supportsConcurrency: true,
    mayUseAnalyticsSchema: !analyticsTaken,
    url: benchUrl,
    schema: schemaNamer(schemas),
    dispose: async () => {
      try {
        await dropSchemas(database, schemas);
        if (!analyticsTaken) await database.runScript("DROP SCHEMA IF EXISTS analytics CASCADE");
      } finally {
        await database.close();
        if (ownDatabase)
          await adminQuery(url, `DROP DATABASE IF EXISTS ${quoteIdentifier(temporary)} WITH (FORCE)`);
      }
    },
  };
};
