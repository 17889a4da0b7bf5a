/**
 * Numeric repertoire and song ids (the spec's routes use numbers) from PostgreSQL sequences in the
 * service's schema. Sequences are not read models: projection rebuilds never drop them. Should one
 * ever be recreated over existing events, creation appends with `no_stream` and takes the next id.
 */
import type { SqlDatabase } from "@encore/eventstore";
import { sql } from "kysely";

export interface RepertoireIds {
  nextRepertoireId(): Promise<number>;
  /** `count` fresh song ids, ascending. */
  nextSongIds(count: number): Promise<number[]>;
}

export const REPERTOIRE_ID_SEQUENCE = "repertoire.repertoire_ids";
export const SONG_ID_SEQUENCE = "repertoire.song_ids";

const checked = (value: unknown, what: string): number => {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1) throw new Error(`${what} sequence answered ${String(value)}`);
  return id;
};

export const sequenceRepertoireIds = (database: SqlDatabase): RepertoireIds => {
  let ready: Promise<void> | undefined;
  const prepare = () => {
    ready ??= database
      .runScript(
        `CREATE SCHEMA IF NOT EXISTS repertoire;
         CREATE SEQUENCE IF NOT EXISTS ${REPERTOIRE_ID_SEQUENCE};
         CREATE SEQUENCE IF NOT EXISTS ${SONG_ID_SEQUENCE};`,
      )
      .catch((error: unknown) => {
        ready = undefined;
        throw error;
      });
    return ready;
  };
  return {
    nextRepertoireId: async () => {
      await prepare();
      const { rows } = await sql<{ id: number | string }>`
        SELECT nextval('repertoire.repertoire_ids') AS id`.execute(database.db);
      return checked(rows[0]?.id, "repertoire id");
    },
    nextSongIds: async (count) => {
      if (count <= 0) return [];
      await prepare();
      const { rows } = await sql<{ id: number | string }>`
        SELECT nextval('repertoire.song_ids') AS id FROM generate_series(1, ${count}::int)`.execute(
        database.db,
      );
      return rows.map((row) => checked(row.id, "song id")).sort((a, b) => a - b);
    },
  };
};
