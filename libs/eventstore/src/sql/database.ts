import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, PGliteDialect, PostgresDialect } from "kysely";
import pg from "pg";

/**
 * One PostgreSQL database, embedded (PGlite) or a server (pg pool), behind one Kysely handle.
 * Everything above this file writes plain PostgreSQL 15 SQL and never asks which one it is.
 */
export interface SqlDatabase {
  readonly kind: "pglite" | "postgres";
  // biome-ignore lint/suspicious/noExplicitAny: schemas are per service; callers narrow with their own table types
  readonly db: Kysely<any>;
  /**
   * Runs a multi-statement script (DDL) in one transaction, serialised across processes by an
   * advisory lock so that services starting together do not race on CREATE ... IF NOT EXISTS.
   */
  runScript(script: string): Promise<void>;
  /** LISTEN on a channel; the returned function stops listening. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type DatabaseConfig =
  | { readonly kind: "pglite"; readonly dataDir?: string | undefined }
  | { readonly kind: "postgres"; readonly url: string; readonly maxConnections?: number | undefined };

// int8 and numeric come back as strings from pg by default: counts here stay far below 2^53, and
// positions are always selected as text, so numbers are the right JS type for both.
const pgTypes = {
  getTypeParser: (oid: number, format?: "text" | "binary") => {
    if (oid === 20 || oid === 1700) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

/** Advisory lock key shared by every schema script ("encore" in ASCII). */
const SCRIPT_LOCK_KEY = 0x656e636f7265;

export const openDatabase = async (config: DatabaseConfig): Promise<SqlDatabase> =>
  config.kind === "pglite" ? openPglite(config.dataDir) : openPostgres(config.url, config.maxConnections);

export const openPglite = async (dataDir?: string): Promise<SqlDatabase> => {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir ? { dataDir } : {});
  const db = new Kysely({ dialect: new PGliteDialect({ pglite }) });
  return {
    kind: "pglite",
    db,
    runScript: async (script) => {
      await pglite.transaction(async (tx) => {
        await tx.exec(script);
      });
    },
    listen: async (channel, onNotify) => pglite.listen(channel, onNotify),
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
};

export const openPostgres = async (url: string, maxConnections = 10): Promise<SqlDatabase> => {
  const pool = new pg.Pool({ connectionString: url, max: maxConnections, types: pgTypes });
  // An idle client losing its server must not crash the process; the pool replaces it.
  pool.on("error", (error) => console.error(`[database] idle connection error: ${error.message}`));
  // Fail here, where the caller knows which URL it was, rather than on the first query.
  await pool.query("SELECT 1").catch(async (error) => {
    await pool.end().catch(() => undefined);
    throw error;
  });
  const db = new Kysely({ dialect: new PostgresDialect({ pool }) });
  const listeners = new Set<pg.Client>();
  return {
    kind: "postgres",
    db,
    runScript: async (script) => {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        await client.query(`SELECT pg_advisory_xact_lock(${SCRIPT_LOCK_KEY})`);
        await client.query(script);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    listen: async (channel, onNotify) => {
      const client = new pg.Client({ connectionString: url, types: pgTypes });
      client.on("error", (error) => console.error(`[database] listen connection error: ${error.message}`));
      client.on("notification", (message) => {
        if (message.channel === channel) onNotify(message.payload ?? "");
      });
      await client.connect();
      await client.query(`LISTEN ${quoteIdentifier(channel)}`);
      listeners.add(client);
      return async () => {
        listeners.delete(client);
        await client.end().catch(() => undefined);
      };
    },
    close: async () => {
      await Promise.all([...listeners].map((client) => client.end().catch(() => undefined)));
      listeners.clear();
      await db.destroy();
    },
  };
};

export const quoteIdentifier = (name: string): string => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a safe SQL identifier: '${name}'`);
  return `"${name}"`;
};
