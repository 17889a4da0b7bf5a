import { sql } from "kysely";
import { type Position, START } from "../port.ts";
import { quoteIdentifier } from "../sql/database.ts";
import type { ProjectionState, Transaction } from "./projection.ts";

export interface CheckpointRow {
  readonly name: string;
  readonly version: number;
  readonly position: Position;
  readonly state: ProjectionState;
  readonly events_processed: number;
  readonly last_error: string | null;
  readonly updated_at: Date | string | null;
}

/** Checkpoints live beside the read models they describe, in the service's own schema. */
export const checkpointsDdl = (schema: string) => `
CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(schema)};
CREATE TABLE IF NOT EXISTS ${quoteIdentifier(schema)}.projection_checkpoints (
  name text PRIMARY KEY,
  version integer NOT NULL,
  position text NOT NULL,
  state text NOT NULL DEFAULT 'live',
  events_processed bigint NOT NULL DEFAULT 0,
  last_error text,
  updated_at timestamptz NOT NULL DEFAULT now()
);`;

export const checkpointsTable = (schema: string) =>
  sql.raw(`${quoteIdentifier(schema)}.projection_checkpoints`);

export const readCheckpoint = async (trx: Transaction, schema: string, name: string, forUpdate = false) => {
  const lock = forUpdate ? sql`FOR UPDATE` : sql``;
  const { rows } = await sql<CheckpointRow>`
    SELECT name, version, position, state, events_processed::float8 AS events_processed, last_error, updated_at
    FROM ${checkpointsTable(schema)} WHERE name = ${name} ${lock}`.execute(trx);
  const row = rows[0];
  return row ? { ...row, events_processed: Number(row.events_processed) } : undefined;
};

const UNDEFINED_TABLE = "42P01";

/** Every checkpoint of a schema; none when the service has never run there (no table yet). */
export const readAllCheckpoints = async (
  trx: Transaction,
  schema: string,
): Promise<readonly CheckpointRow[]> => {
  try {
    return await selectAllCheckpoints(trx, schema);
  } catch (error) {
    if (typeof error === "object" && error !== null && "code" in error && error.code === UNDEFINED_TABLE)
      return [];
    throw error;
  }
};

const selectAllCheckpoints = async (trx: Transaction, schema: string) => {
  const { rows } = await sql<CheckpointRow>`
    SELECT name, version, position, state, events_processed::float8 AS events_processed, last_error, updated_at
    FROM ${checkpointsTable(schema)} ORDER BY name`.execute(trx);
  return rows;
};

export const resetCheckpoint = async (trx: Transaction, schema: string, name: string, version: number) => {
  await sql`
    INSERT INTO ${checkpointsTable(schema)} (name, version, position, state, events_processed, last_error, updated_at)
    VALUES (${name}, ${version}, ${START}, 'rebuilding', 0, NULL, now())
    ON CONFLICT (name) DO UPDATE SET version = excluded.version, position = excluded.position,
      state = excluded.state, events_processed = 0, last_error = NULL, updated_at = now()`.execute(trx);
};

export const advanceCheckpoint = async (
  trx: Transaction,
  schema: string,
  name: string,
  position: Position,
  eventCount: number,
  state: ProjectionState,
) => {
  await sql`
    UPDATE ${checkpointsTable(schema)}
    SET position = ${position}, events_processed = events_processed + ${eventCount}, state = ${state},
        last_error = NULL, updated_at = now()
    WHERE name = ${name}`.execute(trx);
};

export const recordProjectionError = async (
  trx: Transaction,
  schema: string,
  name: string,
  message: string,
) => {
  await sql`UPDATE ${checkpointsTable(schema)} SET last_error = ${message} WHERE name = ${name}`.execute(trx);
};
