/**
 * The projection of `repertoire-*` streams into `repertoire.repertoires` and
 * `repertoire.repertoire_songs`. A page loads the rows its events touch, folds the events over them
 * in memory (rows.ts), and writes the result back: one upsert and one delete per table, and the
 * song counts of the repertoires it touched. Applying a page twice gives the same rows.
 */
import { EventMetadata, REPERTOIRE_STREAM_CATEGORY } from "@encore/contracts";
import {
  decodeRecordedEvents,
  type Projection,
  type RecordedEvent,
  type Transaction,
} from "@encore/eventstore";
import { Schema } from "effect";
import { sql } from "kysely";
import { REPERTOIRE_EVENT_TYPES, repertoireDecider } from "../domain/repertoire.ts";
import { applyEvent, type PageRows, type RepertoireRow, type SongRow, songIdsTouched } from "./rows.ts";

export const REPERTOIRES_TABLE = "repertoire.repertoires";
export const SONGS_TABLE = "repertoire.repertoire_songs";

const decodeMetadata = Schema.decodeUnknownOption(EventMetadata);

const occurredAt = (recorded: RecordedEvent): string => {
  const metadata = decodeMetadata(recorded.metadata);
  return metadata._tag === "Some" ? metadata.value.occurredAt : recorded.createdAt.toISOString();
};

const REPERTOIRE_COLUMNS = sql.raw(
  "id, user_id, name, type, description, tags, is_public, shareable_id, default_key, default_energy, vocalists, cloned_from, created_at, updated_at",
);
const SONG_COLUMNS = sql.raw(
  "id, repertoire_id, user_id, title, artist, key, duration_seconds, genre, energy, bpm, popularity, year, language, vocalist, notes, is_active, tags, ai_status, ai_confidence, ai_error, detected, created_at, updated_at",
);

const loadRows = async (trx: Transaction, repertoireIds: number[], songIds: number[]): Promise<PageRows> => {
  const rows: PageRows = { repertoires: new Map(), songs: new Map(), deletedRepertoires: new Set() };
  if (repertoireIds.length > 0) {
    const { rows: found } = await sql<RepertoireRow>`
      SELECT ${REPERTOIRE_COLUMNS} FROM repertoire.repertoires WHERE id = ANY(${repertoireIds}::integer[])`.execute(
      trx,
    );
    for (const row of found) rows.repertoires.set(row.id, row);
  }
  if (songIds.length > 0) {
    const { rows: found } = await sql<SongRow>`
      SELECT ${SONG_COLUMNS} FROM repertoire.repertoire_songs WHERE id = ANY(${songIds}::integer[])`.execute(
      trx,
    );
    for (const row of found) rows.songs.set(row.id, row);
  }
  return rows;
};

const writeRows = async (trx: Transaction, rows: PageRows, touchedRepertoires: readonly number[]) => {
  const repertoires = [...rows.repertoires.values()].filter((row): row is RepertoireRow => row !== null);
  const deletedRepertoires = [...rows.deletedRepertoires];
  const songs = [...rows.songs.values()].filter(
    (row): row is SongRow => row !== null && !rows.deletedRepertoires.has(row.repertoire_id),
  );
  const deletedSongs = [...rows.songs.entries()].filter(([, row]) => row === null).map(([id]) => id);
  if (repertoires.length > 0) {
    await sql`
      INSERT INTO repertoire.repertoires (${REPERTOIRE_COLUMNS})
      SELECT ${REPERTOIRE_COLUMNS}
      FROM jsonb_to_recordset(${JSON.stringify(repertoires)}::jsonb) AS r(
        id integer, user_id text, name text, type text, description text, tags jsonb, is_public boolean,
        shareable_id text, default_key text, default_energy integer, vocalists jsonb, cloned_from integer,
        created_at text, updated_at text)
      ON CONFLICT (id) DO UPDATE SET
        name = excluded.name, type = excluded.type, description = excluded.description, tags = excluded.tags,
        is_public = excluded.is_public, shareable_id = excluded.shareable_id, default_key = excluded.default_key,
        default_energy = excluded.default_energy, vocalists = excluded.vocalists, updated_at = excluded.updated_at`.execute(
      trx,
    );
  }
  if (songs.length > 0) {
    await sql`
      INSERT INTO repertoire.repertoire_songs (${SONG_COLUMNS})
      SELECT ${SONG_COLUMNS}
      FROM jsonb_to_recordset(${JSON.stringify(songs)}::jsonb) AS s(
        id integer, repertoire_id integer, user_id text, title text, artist text, key text, duration_seconds integer,
        genre text, energy integer, bpm double precision, popularity integer, year integer, language text,
        vocalist text, notes text, is_active boolean, tags jsonb, ai_status text, ai_confidence double precision,
        ai_error text, detected jsonb, created_at text, updated_at text)
      ON CONFLICT (id) DO UPDATE SET
        title = excluded.title, artist = excluded.artist, key = excluded.key,
        duration_seconds = excluded.duration_seconds, genre = excluded.genre, energy = excluded.energy,
        bpm = excluded.bpm, popularity = excluded.popularity, year = excluded.year, vocalist = excluded.vocalist,
        notes = excluded.notes, is_active = excluded.is_active, tags = excluded.tags, ai_status = excluded.ai_status,
        ai_confidence = excluded.ai_confidence, ai_error = excluded.ai_error, detected = excluded.detected,
        updated_at = excluded.updated_at`.execute(trx);
  }
  if (deletedSongs.length > 0)
    await sql`DELETE FROM repertoire.repertoire_songs WHERE id = ANY(${deletedSongs}::integer[])`.execute(
      trx,
    );
  if (deletedRepertoires.length > 0) {
    await sql`DELETE FROM repertoire.repertoire_songs WHERE repertoire_id = ANY(${deletedRepertoires}::integer[])`.execute(
      trx,
    );
    await sql`DELETE FROM repertoire.repertoires WHERE id = ANY(${deletedRepertoires}::integer[])`.execute(
      trx,
    );
  }
  if (touchedRepertoires.length > 0) {
    await sql`
      UPDATE repertoire.repertoires AS r
      SET song_count = (SELECT count(*)::int FROM repertoire.repertoire_songs s WHERE s.repertoire_id = r.id)
      WHERE r.id = ANY(${touchedRepertoires}::integer[])`.execute(trx);
  }
};

export const repertoiresProjection: Projection = {
  name: "repertoire.repertoires",
  version: 1,
  filter: { categories: [REPERTOIRE_STREAM_CATEGORY], eventTypes: [...REPERTOIRE_EVENT_TYPES] },
  setup: async (trx) => {
    await sql`CREATE SCHEMA IF NOT EXISTS repertoire`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS repertoire.repertoires (
      id integer PRIMARY KEY,
      user_id text NOT NULL,
      name text NOT NULL,
      type varchar(20) NOT NULL,
      description text,
      tags jsonb NOT NULL DEFAULT '[]',
      is_public boolean NOT NULL DEFAULT false,
      shareable_id varchar(36) UNIQUE,
      default_key varchar(10),
      default_energy integer,
      vocalists jsonb NOT NULL DEFAULT '[]',
      song_count integer NOT NULL DEFAULT 0,
      cloned_from integer,
      created_at text NOT NULL,
      updated_at text NOT NULL
    )`.execute(trx);
    await sql`CREATE INDEX IF NOT EXISTS repertoires_user ON repertoire.repertoires (user_id, name)`.execute(
      trx,
    );
    await sql`CREATE TABLE IF NOT EXISTS repertoire.repertoire_songs (
      id integer PRIMARY KEY,
      repertoire_id integer NOT NULL,
      user_id text NOT NULL,
      title text NOT NULL,
      artist text NOT NULL,
      key varchar(10),
      duration_seconds integer,
      genre text,
      energy integer,
      bpm double precision,
      popularity integer,
      year integer,
      language text NOT NULL DEFAULT 'English',
      vocalist text,
      notes text,
      last_performed_at text,
      is_active boolean NOT NULL DEFAULT true,
      tags jsonb NOT NULL DEFAULT '[]',
      ai_status text NOT NULL DEFAULT 'idle',
      ai_confidence double precision,
      ai_error text,
      detected jsonb NOT NULL DEFAULT '{}',
      created_at text NOT NULL,
      updated_at text NOT NULL
    )`.execute(trx);
    await sql`CREATE INDEX IF NOT EXISTS repertoire_songs_repertoire ON repertoire.repertoire_songs (repertoire_id, id)`.execute(
      trx,
    );
    await sql`CREATE INDEX IF NOT EXISTS repertoire_songs_user ON repertoire.repertoire_songs (user_id)`.execute(
      trx,
    );
    await sql`CREATE INDEX IF NOT EXISTS repertoire_songs_title ON repertoire.repertoire_songs (title)`.execute(
      trx,
    );
    await sql`CREATE INDEX IF NOT EXISTS repertoire_songs_genre ON repertoire.repertoire_songs (genre)`.execute(
      trx,
    );
    await sql`CREATE INDEX IF NOT EXISTS repertoire_songs_energy ON repertoire.repertoire_songs (energy)`.execute(
      trx,
    );
  },
  teardown: async (trx) => {
    // Only the read models: the id sequences outlive rebuilds.
    await sql`DROP TABLE IF EXISTS repertoire.repertoire_songs`.execute(trx);
    await sql`DROP TABLE IF EXISTS repertoire.repertoires`.execute(trx);
  },
  apply: async (trx, events) => {
    const decoded = decodeRecordedEvents(events).flatMap(({ recorded, event }) =>
      repertoireDecider.isEvent(event) ? [{ event, at: occurredAt(recorded) }] : [],
    );
    const repertoireIds = [...new Set(decoded.map(({ event }) => event.data.repertoireId))];
    const songIds = [...new Set(decoded.flatMap(({ event }) => songIdsTouched(event)))];
    const rows = await loadRows(trx, repertoireIds, songIds);
    for (const { event, at } of decoded) applyEvent(rows, event, at);
    await writeRows(trx, rows, repertoireIds);
  },
};
