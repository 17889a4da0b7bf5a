/**
 * Numeric setlist ids (the spec's routes use numbers) from a PostgreSQL sequence in the service's
 * schema. The sequence is not a read model: projection rebuilds never drop it. Should it ever be
 * recreated over existing events, generation appends with `no_stream` and takes the next id.
 */
import type { SqlDatabase } from "@encore/eventstore";
import { sql } from "kysely";

export interface SetlistIds {
  next(): Promise<number>;
}

export const SETLIST_ID_SEQUENCE = "setlists.setlist_ids";

export const sequenceSetlistIds = (database: SqlDatabase): SetlistIds => {
  let ready: Promise<void> | undefined;
  const prepare = () => {
    ready ??= database
      .runScript(
        `CREATE SCHEMA IF NOT EXISTS setlists; CREATE SEQUENCE IF NOT EXISTS ${SETLIST_ID_SEQUENCE};`,
      )
      .catch((error: unknown) => {
        ready = undefined;
        throw error;
      });
    return ready;
  };
  return {
    next: async () => {
      await prepare();
      const { rows } = await sql<{
        id: number | string;
      }>`SELECT nextval('setlists.setlist_ids') AS id`.execute(database.db);
      const id = Number(rows[0]?.id);
      if (!Number.isSafeInteger(id) || id < 1)
        throw new Error(`setlist id sequence answered ${String(rows[0]?.id)}`);
      return id;
    },
  };
};
