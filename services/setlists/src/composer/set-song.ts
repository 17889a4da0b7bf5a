/** A song as the composer handles it: a scored candidate, or a requested song kept as typed. */

import type { CatalogSong, CatalogTag } from "@encore/catalog";
import type { SongKey } from "@encore/contracts";
import { songAsTyped, typedSongKey } from "./song-matching.ts";

/** What an unknown requested song is assumed to last. */
export const ESTIMATED_SONG_SECONDS = 210;

export type Pin = "must-have" | "requested";

export interface SetSong {
  readonly id: string;
  readonly title: string;
  readonly artist: string;
  readonly durationSeconds: number;
  readonly key?: SongKey;
  readonly bpm?: number;
  readonly energy?: number;
  readonly genres: readonly string[];
  readonly tags: readonly CatalogTag[];
  readonly known: boolean;
  readonly score: number;
  /** The musician's choice of lead vocalist for this song (repertoire songs), kept by the engine. */
  readonly leadVocalist?: string;
  /** Pinned songs are never dropped by the timing fitter. */
  readonly pin?: Pin;
}

export const fromCatalog = (song: CatalogSong, score: number, pin?: Pin): SetSong => {
  const unknown = new Set(song.unknownDetails ?? []);
  return {
    id: song.id,
    title: song.title,
    artist: song.artist,
    durationSeconds: song.durationSeconds,
    ...(unknown.has("key") ? {} : { key: song.key }),
    ...(unknown.has("bpm") ? {} : { bpm: song.bpm }),
    ...(unknown.has("energy") ? {} : { energy: song.energy }),
    genres: song.genres,
    tags: song.tags,
    // An estimated length is flagged like a requested song's: the set's timing rests on a guess.
    known: !unknown.has("durationSeconds"),
    score,
    ...(song.leadVocalist ? { leadVocalist: song.leadVocalist } : {}),
    ...(pin ? { pin } : {}),
  };
};

const TYPED_ID_PREFIX = "typed:";

/** A requested or must-have song kept as the musician typed it (not a catalog or repertoire song). */
export const isTypedSong = (song: SetSong): boolean => song.id.startsWith(TYPED_ID_PREFIX);

export const fromTyped = (typed: string, pin: Pin): SetSong => {
  const { title, artist } = songAsTyped(typed);
  return {
    id: `${TYPED_ID_PREFIX}${typedSongKey(typed)}`,
    title,
    artist,
    durationSeconds: ESTIMATED_SONG_SECONDS,
    genres: [],
    tags: [],
    known: false,
    score: 0,
    pin,
  };
};

/** Energy used for ordering; an unknown song sits mid-way. */
export const energyForOrdering = (song: SetSong): number => song.energy ?? 5;
