/**
 * Replacement suggestions for one song of a setlist (POST /api/setlists/{id}/songs/{index}/replace):
 * catalog songs that fit the same slot — length within ±30 s, energy within 2, a key close on the
 * circle of fifths (≤ 2 steps, the relative major/minor counting as the same) — not already in the
 * setlist under any artist (`sameSong`: one song per title), ranked by the composer's own fit score for the brief and by how smoothly they sit
 * between their neighbours. Each comes with the reason it fits.
 */

import type { CatalogSong } from "@encore/catalog";
import { findCatalogSongBy, SongSet, songMatchKey } from "@encore/catalog";
import type { GenerationBrief, SongKey } from "@encore/contracts";
import { fitScore } from "./fit-scoring.ts";
import { keyDistance } from "./music-theory.ts";
import { fromCatalog } from "./set-song.ts";
import { describeSong } from "./song-reasons.ts";

export const SUGGESTION_DURATION_TOLERANCE_SECONDS = 30;
export const SUGGESTION_MAX_ENERGY_GAP = 2;
export const SUGGESTION_MAX_KEY_DISTANCE = 2;
export const MAX_SUGGESTIONS = 5;

/** A song of the setlist as the read model holds it. */
export interface SlotSong {
  readonly title: string;
  readonly artist: string;
  readonly durationSeconds: number;
  readonly key?: SongKey | undefined;
  readonly energy?: number | undefined;
  readonly vocalist?: string | undefined;
}

export interface SuggestionRequest {
  readonly brief: GenerationBrief;
  /** The setlist's songs in order (sections flattened, as the edit screen lists them). */
  readonly songs: readonly SlotSong[];
  readonly index: number;
  readonly candidates: readonly CatalogSong[];
  readonly limit?: number;
}

/** Spec section 3's song suggestion. */
export interface SongSuggestion {
  readonly title: string;
  readonly artist: string;
  readonly key: string;
  readonly durationMinutes: number;
  /** The replaced song's vocalist, so the slot keeps its singer ('' when it had none). */
  readonly vocalist: string;
  readonly reason: string;
}

const mmss = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const known = (song: SlotSong | undefined, candidates: readonly CatalogSong[]) =>
  song === undefined ? undefined : findCatalogSongBy(song.title, song.artist, candidates);

const lengthPhrase = (candidate: number, replaced: number): string => {
  const gap = candidate - replaced;
  if (gap === 0) return `${mmss(candidate)}, the same length`;
  return `${mmss(candidate)}, ${Math.abs(gap)} s ${gap > 0 ? "longer" : "shorter"}`;
};

const keyPhrase = (candidate: SongKey, target: SongKey | undefined): string | undefined => {
  if (target === undefined) return undefined;
  if (candidate === target) return `same key (${candidate})`;
  const distance = keyDistance(candidate, target);
  if (distance === 0)
    return `key ${candidate}, the relative ${candidate.endsWith("m") ? "minor" : "major"} of ${target}`;
  return distance === 1
    ? `key ${candidate}, a fifth from ${target}`
    : `key ${candidate}, two steps from ${target} on the circle of fifths`;
};

export const suggestReplacements = (request: SuggestionRequest): SongSuggestion[] => {
  const { brief, songs, index, candidates } = request;
  const replaced = songs[index];
  if (replaced === undefined) return [];
  const replacedCatalog = known(replaced, candidates);
  const before = songs[index - 1];
  const after = songs[index + 1];
  const neighbourEnergies = [before, after]
    .map((song) => song?.energy ?? known(song, candidates)?.energy)
    .filter((energy): energy is number => energy !== undefined);
  const energy =
    replaced.energy ??
    replacedCatalog?.energy ??
    (neighbourEnergies.length > 0
      ? Math.round(neighbourEnergies.reduce((sum, e) => sum + e, 0) / neighbourEnergies.length)
      : undefined);
  const key = replaced.key ?? replacedCatalog?.key ?? before?.key ?? known(before, candidates)?.key;
  const neighbourKeys = [before?.key, after?.key].filter((k): k is SongKey => k !== undefined);
  const inSetlist = new SongSet(songs);

  const ranked: Array<{ song: CatalogSong; score: number }> = [];
  const seen = new Set<string>();
  for (const song of candidates) {
    const matchKey = songMatchKey(song.title, song.artist);
    if (seen.has(matchKey) || inSetlist.has(song)) continue;
    if (Math.abs(song.durationSeconds - replaced.durationSeconds) > SUGGESTION_DURATION_TOLERANCE_SECONDS)
      continue;
    if (energy !== undefined && Math.abs(song.energy - energy) > SUGGESTION_MAX_ENERGY_GAP) continue;
    if (key !== undefined && keyDistance(song.key, key) > SUGGESTION_MAX_KEY_DISTANCE) continue;
    const fit = fitScore(song, brief);
    if (fit === Number.NEGATIVE_INFINITY) continue;
    seen.add(matchKey);
    const smoothness = neighbourKeys.reduce((sum, k) => sum + keyDistance(song.key, k), 0);
    const score =
      fit -
      (energy === undefined ? 0 : 0.5 * Math.abs(song.energy - energy)) -
      (key === undefined ? 0 : 0.3 * keyDistance(song.key, key)) -
      0.15 * smoothness -
      Math.abs(song.durationSeconds - replaced.durationSeconds) / 60;
    ranked.push({ song, score });
  }
  ranked.sort((a, b) => b.score - a.score || a.song.id.localeCompare(b.song.id));
  return ranked.slice(0, request.limit ?? MAX_SUGGESTIONS).map(({ song, score }) => ({
    title: song.title,
    artist: song.artist,
    key: song.key,
    durationMinutes: Math.round((song.durationSeconds / 60) * 100) / 100,
    vocalist: replaced.vocalist ?? "",
    reason: [
      capitalise(describeSong(fromCatalog(song, score))),
      lengthPhrase(song.durationSeconds, replaced.durationSeconds),
      energy === undefined ? undefined : `energy ${song.energy} for ${energy}`,
      keyPhrase(song.key, key),
    ]
      .filter((part): part is string => part !== undefined)
      .join(" · "),
  }));
};
