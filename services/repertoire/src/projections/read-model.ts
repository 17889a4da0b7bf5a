/** Queries of the repertoire read models, and repertoires and songs as the API answers them. */
import type { SqlDatabase } from "@encore/eventstore";
import { sql } from "kysely";
import type { DetectedMap, RepertoireRow, SongRow } from "./rows.ts";

export interface RepertoireView {
  readonly id: number;
  readonly name: string;
  readonly type: string;
  readonly description: string | null;
  readonly tags: readonly string[];
  readonly isPublic: boolean;
  readonly shareableId: string | null;
  readonly defaultKey: string | null;
  readonly defaultEnergy: number | null;
  readonly vocalists: ReadonlyArray<{ readonly name: string; readonly gender: string }>;
  readonly songCount: number;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface SongView {
  readonly id: number;
  readonly repertoireId: number;
  readonly title: string;
  readonly artist: string;
  readonly key: string | null;
  readonly durationSeconds: number | null;
  readonly genre: string | null;
  readonly energy: number | null;
  readonly bpm: number | null;
  readonly popularity: number | null;
  readonly year: number | null;
  readonly language: string;
  readonly vocalist: string | null;
  readonly notes: string | null;
  readonly isActive: boolean;
  readonly tags: readonly string[];
  readonly aiStatus: string;
  readonly aiConfidence: number | null;
  readonly aiError: string | null;
  readonly detected: Partial<
    Record<keyof DetectedMap, { readonly source: string; readonly confidence: number }>
  >;
  readonly createdAt: string;
  readonly updatedAt: string;
}

type StoredRepertoire = RepertoireRow & { readonly song_count: number };

export const repertoireView = (row: StoredRepertoire): RepertoireView => ({
  id: Number(row.id),
  name: row.name,
  type: row.type,
  description: row.description,
  tags: row.tags,
  isPublic: row.is_public,
  shareableId: row.shareable_id,
  defaultKey: row.default_key,
  defaultEnergy: row.default_energy,
  vocalists: row.vocalists,
  songCount: Number(row.song_count),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export const songView = (row: SongRow): SongView => ({
  id: Number(row.id),
  repertoireId: Number(row.repertoire_id),
  title: row.title,
  artist: row.artist,
  key: row.key,
  durationSeconds: row.duration_seconds,
  genre: row.genre,
  energy: row.energy,
  bpm: row.bpm,
  popularity: row.popularity,
  year: row.year,
  language: row.language,
  vocalist: row.vocalist,
  notes: row.notes,
  isActive: row.is_active,
  tags: row.tags,
  aiStatus: row.ai_status,
  aiConfidence: row.ai_confidence,
  aiError: row.ai_error,
  detected: Object.fromEntries(
    Object.entries(row.detected).map(([field, found]) => [
      field,
      { source: found.source, confidence: found.confidence },
    ]),
  ),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export interface RepertoireReadModel {
  listOwned(userId: string): Promise<RepertoireView[]>;
  findOwned(repertoireId: number, userId: string): Promise<RepertoireView | undefined>;
  findShared(shareableId: string): Promise<RepertoireView | undefined>;
  /** Songs in the order added (ids grow as songs are added). */
  songsOf(repertoireId: number): Promise<SongView[]>;
  findSong(repertoireId: number, songId: number): Promise<SongView | undefined>;
  songsByIds(songIds: readonly number[]): Promise<SongView[]>;
  /** Every repertoire of these ids that the user owns. */
  ownedIds(repertoireIds: readonly number[], userId: string): Promise<number[]>;
  activeSongsOf(repertoireIds: readonly number[]): Promise<SongView[]>;
}

export const repertoireReadModel = (database: SqlDatabase): RepertoireReadModel => {
  const { db } = database;
  const repertoires = async (where: ReturnType<typeof sql>) => {
    const { rows } = await sql<StoredRepertoire>`
      SELECT * FROM repertoire.repertoires WHERE ${where} ORDER BY created_at DESC, id DESC`.execute(db);
    return rows.map(repertoireView);
  };
  const songs = async (where: ReturnType<typeof sql>) => {
    const { rows } = await sql<SongRow>`
      SELECT * FROM repertoire.repertoire_songs WHERE ${where} ORDER BY id`.execute(db);
    return rows.map(songView);
  };
  return {
    listOwned: (userId) => repertoires(sql`user_id = ${userId}`),
    findOwned: async (repertoireId, userId) =>
      (await repertoires(sql`id = ${repertoireId} AND user_id = ${userId}`))[0],
    findShared: async (shareableId) =>
      (await repertoires(sql`shareable_id = ${shareableId} AND is_public`))[0],
    songsOf: (repertoireId) => songs(sql`repertoire_id = ${repertoireId}`),
    findSong: async (repertoireId, songId) =>
      (await songs(sql`repertoire_id = ${repertoireId} AND id = ${songId}`))[0],
    songsByIds: (songIds) =>
      songIds.length === 0 ? Promise.resolve([]) : songs(sql`id = ANY(${[...songIds]}::integer[])`),
    ownedIds: async (repertoireIds, userId) => {
      if (repertoireIds.length === 0) return [];
      const { rows } = await sql<{ id: number }>`
        SELECT id FROM repertoire.repertoires
        WHERE id = ANY(${[...repertoireIds]}::integer[]) AND user_id = ${userId}`.execute(db);
      return rows.map((row) => Number(row.id));
    },
    activeSongsOf: (repertoireIds) =>
      repertoireIds.length === 0
        ? Promise.resolve([])
        : songs(sql`repertoire_id = ANY(${[...repertoireIds]}::integer[]) AND is_active`),
  };
};
