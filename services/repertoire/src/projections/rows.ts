/**
 * The read-model rows of `repertoire.repertoires` and `repertoire.repertoire_songs` (spec section 3)
 * and how events change them: pure functions over rows in memory, so a page of events becomes one
 * load, a fold, and one write per table however many events it holds.
 */
import {
  DETECTABLE_FIELDS,
  type DetectableField,
  type DetectionSource,
  type DomainEvent,
  type RepertoireSong,
  type SongDetected,
} from "@encore/contracts";
import type { RepertoireEvent } from "../domain/repertoire.ts";

export interface DetectedValue {
  readonly value: string | number;
  readonly source: DetectionSource;
  readonly confidence: number;
}

export type DetectedMap = Partial<Record<DetectableField, DetectedValue>>;

export interface RepertoireRow {
  readonly id: number;
  readonly user_id: string;
  readonly name: string;
  readonly type: string;
  readonly description: string | null;
  readonly tags: readonly string[];
  readonly is_public: boolean;
  readonly shareable_id: string | null;
  readonly default_key: string | null;
  readonly default_energy: number | null;
  readonly vocalists: ReadonlyArray<{ readonly name: string; readonly gender: string }>;
  readonly cloned_from: number | null;
  readonly created_at: string;
  readonly updated_at: string;
}

export interface SongRow {
  readonly id: number;
  readonly repertoire_id: number;
  readonly user_id: string;
  readonly title: string;
  readonly artist: string;
  readonly key: string | null;
  readonly duration_seconds: number | null;
  readonly genre: string | null;
  readonly energy: number | null;
  readonly bpm: number | null;
  readonly popularity: number | null;
  readonly year: number | null;
  readonly language: string;
  readonly vocalist: string | null;
  readonly notes: string | null;
  readonly is_active: boolean;
  readonly tags: readonly string[];
  readonly ai_status: string;
  readonly ai_confidence: number | null;
  readonly ai_error: string | null;
  readonly detected: DetectedMap;
  readonly created_at: string;
  readonly updated_at: string;
}

/** The column of each detectable field. */
export const DETECTED_COLUMNS = {
  genre: "genre",
  key: "key",
  bpm: "bpm",
  energy: "energy",
  durationSeconds: "duration_seconds",
  year: "year",
} as const satisfies Record<DetectableField, keyof SongRow>;

export const DEFAULT_LANGUAGE = "English";

/** Rows a page of events starts from and ends with; `null` marks a deleted row. */
export interface PageRows {
  readonly repertoires: Map<number, RepertoireRow | null>;
  readonly songs: Map<number, SongRow | null>;
  /** Repertoires deleted in this page: their songs go with them. */
  readonly deletedRepertoires: Set<number>;
}

const songRowOf = (repertoireId: number, userId: string, song: RepertoireSong, at: string): SongRow => {
  const detected: DetectedMap = {};
  for (const field of DETECTABLE_FIELDS) {
    const value = song[field];
    if (value === undefined) continue;
    const source = song.sources?.[field] ?? { source: "user" as const, confidence: 1 };
    detected[field] = { value, ...source };
  }
  return {
    id: song.songId,
    repertoire_id: repertoireId,
    user_id: userId,
    title: song.title,
    artist: song.artist,
    key: song.key ?? null,
    duration_seconds: song.durationSeconds ?? null,
    genre: song.genre ?? null,
    energy: song.energy ?? null,
    bpm: song.bpm ?? null,
    popularity: song.popularity ?? null,
    year: song.year ?? null,
    language: DEFAULT_LANGUAGE,
    vocalist: song.vocalist ?? null,
    notes: song.notes ?? null,
    is_active: song.isActive ?? true,
    tags: song.tags ?? [],
    ai_status: song.aiStatus ?? "idle",
    ai_confidence: song.aiConfidence ?? null,
    ai_error: song.aiError ?? null,
    detected,
    created_at: at,
    updated_at: at,
  };
};

/** A detection result applied to a song: only fields the musician has not typed, never theirs. */
export const applyDetection = (song: SongRow, data: SongDetected): SongRow => {
  const detected: DetectedMap = { ...song.detected };
  const columns: Record<string, unknown> = {};
  const confidences: number[] = [];
  for (const field of DETECTABLE_FIELDS) {
    const found = data[field];
    if (found === undefined || found.source === "user") continue;
    confidences.push(found.confidence);
    if (song.detected[field]?.source === "user") continue;
    detected[field] = { value: found.value, source: found.source, confidence: found.confidence };
    columns[DETECTED_COLUMNS[field]] = found.value;
  }
  const mean =
    confidences.length === 0 ? null : confidences.reduce((sum, value) => sum + value, 0) / confidences.length;
  return {
    ...song,
    ...columns,
    detected,
    ai_status: "complete",
    ai_confidence: mean === null ? null : Math.round(mean * 100) / 100,
    ai_error: null,
  };
};

const updateSong = (rows: PageRows, songId: number, change: (song: SongRow) => SongRow): void => {
  const song = rows.songs.get(songId);
  if (song) rows.songs.set(songId, change(song));
};

const updateRepertoire = (
  rows: PageRows,
  repertoireId: number,
  change: (repertoire: RepertoireRow) => RepertoireRow,
): void => {
  const repertoire = rows.repertoires.get(repertoireId);
  if (repertoire) rows.repertoires.set(repertoireId, change(repertoire));
};

/** Applies one event to the page's rows in place; `at` is when it happened (ISO). */
export const applyEvent = (rows: PageRows, event: RepertoireEvent, at: string): void => {
  switch (event.type) {
    case "RepertoireCreated": {
      const data = event.data;
      if (rows.repertoires.get(data.repertoireId)) return;
      rows.repertoires.set(data.repertoireId, {
        id: data.repertoireId,
        user_id: data.userId,
        name: data.name,
        type: data.type,
        description: data.description,
        tags: data.tags,
        is_public: false,
        shareable_id: null,
        default_key: data.defaultKey,
        default_energy: data.defaultEnergy,
        vocalists: data.vocalists,
        cloned_from: data.clonedFrom ?? null,
        created_at: at,
        updated_at: at,
      });
      return;
    }
    case "RepertoireUpdated": {
      const { repertoireId, name, type, description, vocalists, tags, defaultKey, defaultEnergy } =
        event.data;
      updateRepertoire(rows, repertoireId, (row) => ({
        ...row,
        ...(name === undefined ? {} : { name }),
        ...(type === undefined ? {} : { type }),
        ...(description === undefined ? {} : { description }),
        ...(vocalists === undefined ? {} : { vocalists }),
        ...(tags === undefined ? {} : { tags }),
        ...(defaultKey === undefined ? {} : { default_key: defaultKey }),
        ...(defaultEnergy === undefined ? {} : { default_energy: defaultEnergy }),
        updated_at: at,
      }));
      return;
    }
    case "RepertoireDeleted": {
      const { repertoireId } = event.data;
      rows.repertoires.set(repertoireId, null);
      rows.deletedRepertoires.add(repertoireId);
      for (const [songId, song] of rows.songs) {
        if (song?.repertoire_id === repertoireId) rows.songs.set(songId, null);
      }
      return;
    }
    case "RepertoireShared":
      updateRepertoire(rows, event.data.repertoireId, (row) => ({
        ...row,
        is_public: true,
        shareable_id: event.data.shareableId,
        updated_at: at,
      }));
      return;
    case "SongAdded":
    case "SongsImported": {
      const repertoire = rows.repertoires.get(event.data.repertoireId);
      if (!repertoire) return;
      const songs = event.type === "SongAdded" ? [event.data.song] : event.data.songs;
      for (const song of songs) {
        if (!rows.songs.get(song.songId))
          rows.songs.set(song.songId, songRowOf(repertoire.id, repertoire.user_id, song, at));
      }
      updateRepertoire(rows, repertoire.id, (row) => ({ ...row, updated_at: at }));
      return;
    }
    case "SongUpdated":
      updateSong(rows, event.data.songId, (song) => {
        const changes = event.data.changes;
        const detected: DetectedMap = { ...song.detected };
        const columns: Record<string, unknown> = {};
        for (const field of DETECTABLE_FIELDS) {
          const value = changes[field];
          if (value === undefined) continue;
          columns[DETECTED_COLUMNS[field]] = value;
          if (value === null) delete detected[field];
          else detected[field] = { value, source: "user", confidence: 1 };
        }
        return {
          ...song,
          ...columns,
          ...(changes.title === undefined ? {} : { title: changes.title }),
          ...(changes.artist === undefined ? {} : { artist: changes.artist }),
          ...(changes.vocalist === undefined ? {} : { vocalist: changes.vocalist }),
          ...(changes.notes === undefined ? {} : { notes: changes.notes }),
          detected,
          updated_at: at,
        };
      });
      return;
    case "SongRemoved":
      if (rows.songs.get(event.data.songId)) rows.songs.set(event.data.songId, null);
      updateRepertoire(rows, event.data.repertoireId, (row) => ({ ...row, updated_at: at }));
      return;
    case "VocalistAssignmentsCleared":
      for (const songId of event.data.songIds)
        updateSong(rows, songId, (song) => ({ ...song, vocalist: null, updated_at: at }));
      return;
    case "SongDetectionRequested":
      updateSong(rows, event.data.songId, (song) => ({ ...song, ai_status: "pending", ai_error: null }));
      return;
    case "SongDetectionStarted":
      updateSong(rows, event.data.songId, (song) => ({ ...song, ai_status: "processing" }));
      return;
    case "SongDetected":
      updateSong(rows, event.data.songId, (song) => applyDetection(song, event.data));
      return;
    case "SongDetectionFailed":
      updateSong(rows, event.data.songId, (song) => ({
        ...song,
        ai_status: "failed",
        ai_error: event.data.reason,
      }));
      return;
  }
};

/** The song ids an event touches that already exist (new ones are created by the event). */
export const songIdsTouched = (event: DomainEvent): readonly number[] => {
  switch (event.type) {
    case "SongUpdated":
    case "SongRemoved":
    case "SongDetectionRequested":
    case "SongDetectionStarted":
    case "SongDetected":
    case "SongDetectionFailed":
      return [event.data.songId];
    case "VocalistAssignmentsCleared":
      return event.data.songIds;
    default:
      return [];
  }
};
