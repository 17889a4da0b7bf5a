/** A song as the composer handles it: a scored candidate, or a requested song kept as typed. */
import type { SongKey } from "@encore/contracts";
import type { CatalogSong, CatalogTag } from "../catalog/catalog-song.ts";
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
  /** Pinned songs are never dropped by the timing fitter. */
  readonly pin?: Pin;
}

export const fromCatalog = (song: CatalogSong, score: number, pin?: Pin): SetSong => ({
  id: song.id,
  title: song.title,
  artist: song.artist,
  durationSeconds: song.durationSeconds,
  key: song.key,
  bpm: song.bpm,
  energy: song.energy,
  genres: song.genres,
  tags: song.tags,
  known: true,
  score,
  ...(pin ? { pin } : {}),
});

export const fromTyped = (typed: string, pin: Pin): SetSong => {
  const { title, artist } = songAsTyped(typed);
  return {
    id: `typed:${typedSongKey(typed)}`,
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
