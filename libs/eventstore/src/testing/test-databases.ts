import { randomUUID } from "node:crypto";
import { openPostgres, quoteIdentifier, type SqlDatabase } from "../sql/database.ts";

/** Real PostgreSQL for integration tests, when TEST_DATABASE_URL names one (CI always does). */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL;

export const withoutRealPostgres = !testDatabaseUrl;
export const realPostgresLabel = testDatabaseUrl
  ? "real PostgreSQL"
  : "real PostgreSQL (set TEST_DATABASE_URL to run)";

/** A run-unique schema name, dropped by `dropSchema`, so parallel test files never share tables. */
export const uniqueSchema = (prefix: string) => `${prefix}_${randomUUID().replaceAll("-", "").slice(0, 10)}`;

export const openTestPostgres = async (maxConnections = 10): Promise<SqlDatabase> => {
  if (!testDatabaseUrl) throw new Error("TEST_DATABASE_URL is not set");
  return openPostgres(testDatabaseUrl, maxConnections);
};

export const dropSchema = async (database: SqlDatabase, schema: string) => {
  await database.runScript(`DROP SCHEMA IF EXISTS ${quoteIdentifier(schema)} CASCADE`);
};
