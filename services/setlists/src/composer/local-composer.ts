/**
 * The local generation engine: a pure function of (brief, candidates, insights, seed) → sets.
 * Resolve must-haves and requests, score the candidates, allocate them across sets, fit each set to
 * its slot, order it to the flow, give lead vocals out, and say why each song is there.
 */

import { type CatalogSong, type SongName, SongSet } from "@encore/catalog";
import type { GenerationBrief, SetlistSection, SetlistSong } from "@encore/contracts";
import type { Composer, Composition, CompositionRequest, SongInsight } from "./composer-port.ts";
import { fitScore, isOffOccasion, learnedFit, SEED_JITTER, VENUE_REPEAT_FIT } from "./fit-scoring.ts";
import { type Random, seededRandom } from "./seeded-random.ts";
import { orderSet } from "./set-order.ts";
import { fromCatalog, fromTyped, type Pin, type SetSong } from "./set-song.ts";
import { fitSetToTarget, TIMING_TOLERANCE_SECONDS } from "./set-timing.ts";
import { setlistName } from "./setlist-name.ts";
import { indexSongs } from "./song-matching.ts";
import { reasonFor } from "./song-reasons.ts";
import { assignVocalists } from "./vocalist-assignment.ts";

/** Allocation stops filling once every set has less than this left; the fitter does the rest. */
const FILL_UNTIL_ROOM_SECONDS = 150;

export type InsightsById = ReadonlyMap<string, SongInsight>;

export const insightsById = (insights: readonly SongInsight[] | undefined): InsightsById =>
  new Map((insights ?? []).map((insight) => [insight.songId, insight]));

export const setTargets = (brief: GenerationBrief): number[] =>
  brief.setDurations.map((minutes) => minutes * 60);

/** Must-haves then requests, each once: the candidate it names, or the song as typed when none matches. */
export const resolvePinnedSongs = (
  brief: GenerationBrief,
  candidates: readonly CatalogSong[],
  insights: InsightsById,
): SetSong[] => {
  const index = indexSongs(candidates);
  const pinned = new Map<string, SetSong>();
  const lists: [readonly string[], Pin][] = [
    [brief.mustHaveSongs, "must-have"],
    [brief.songRequests, "requested"],
  ];
  for (const [typedSongs, pin] of lists) {
    for (const typed of typedSongs) {
      if (typed.trim().length === 0) continue;
      const found = index.find(typed);
      const song = found
        ? fromCatalog(found, Math.max(0, fitScore(found, brief, insights.get(found.id))), pin)
        : fromTyped(typed, pin);
      if (!pinned.has(song.id)) pinned.set(song.id, song);
    }
  }
  return [...pinned.values()];
};

/**
 * Playable candidates, best first; the seed shakes close scores, and a song played at this venue last
 * time fits VENUE_REPEAT_FIT less. Neither a pinned song nor a song of the same title as one ranked
 * higher is offered (`sameSong`: no "Unforgettable" twice).
 */
export const rankCandidates = (
  brief: GenerationBrief,
  candidates: readonly CatalogSong[],
  insights: InsightsById,
  pinned: readonly SetSong[],
  random: Random,
  playedHereLastTime: readonly SongName[] = [],
): SetSong[] => {
  const scored: SetSong[] = [];
  const seen = new Set(pinned.map((song) => song.id));
  const playedHere = new SongSet(playedHereLastTime);
  for (const song of candidates) {
    if (seen.has(song.id)) continue;
    seen.add(song.id);
    const score = fitScore(song, brief, insights.get(song.id));
    if (score === Number.NEGATIVE_INFINITY) continue;
    const repeat = playedHere.has(song) ? VENUE_REPEAT_FIT : 0;
    scored.push(fromCatalog(song, score + repeat + random() * SEED_JITTER));
  }
  scored.sort((a, b) => b.score - a.score);
  const taken = new SongSet(pinned);
  const ranked: SetSong[] = [];
  for (const song of scored) {
    if (taken.has(song)) continue;
    taken.add(song);
    ranked.push(song);
  }
  return ranked;
};

export interface Allocation {
  readonly sets: SetSong[][];
  /** Unused songs, best first. */
  readonly pool: SetSong[];
}

/** Pinned songs first (longest into the roomiest set), then the ranked songs into whichever set has most room. */
export const allocateToSets = (
  pinned: readonly SetSong[],
  ranked: readonly SetSong[],
  targets: readonly number[],
): Allocation => {
  const sets = targets.map((): SetSong[] => []);
  const totals = targets.map(() => 0);
  const roomiest = () => {
    let best = 0;
    for (let i = 1; i < targets.length; i++) {
      if (targets[i]! - totals[i]! > targets[best]! - totals[best]!) best = i;
    }
    return best;
  };
  const place = (set: number, song: SetSong) => {
    sets[set]!.push(song);
    totals[set]! += song.durationSeconds;
  };
  for (const song of [...pinned].sort((a, b) => b.durationSeconds - a.durationSeconds))
    place(roomiest(), song);
  const skipped: SetSong[] = [];
  let next = 0;
  for (; next < ranked.length; next++) {
    const set = roomiest();
    const room = targets[set]! - totals[set]!;
    if (room < FILL_UNTIL_ROOM_SECONDS) break;
    const song = ranked[next]!;
    if (song.durationSeconds <= room + TIMING_TOLERANCE_SECONDS) place(set, song);
    else skipped.push(song);
  }
  const pool = [...skipped, ...ranked.slice(next)].sort((a, b) => b.score - a.score);
  return { sets, pool };
};

/** Fits every set to its target in turn, sharing one pool so no song is used twice. */
export const fitSets = (sets: readonly SetSong[][], targets: readonly number[], pool: readonly SetSong[]) => {
  let remaining = pool;
  const fitted = sets.map((songs, index) => {
    const result = fitSetToTarget(songs, targets[index]!, remaining);
    remaining = result.pool;
    return [...result.songs];
  });
  return { sets: fitted, pool: remaining };
};

export interface FinishOptions {
  /** Reasons given by another composer, by song id, used instead of the local ones. */
  readonly reasons?: ReadonlyMap<string, string>;
}

/** Ordered sets → the Composition: vocalists, reasons, section names and totals. */
export const finishComposition = (
  brief: GenerationBrief,
  orderedSets: readonly (readonly SetSong[])[],
  insights: InsightsById,
  random: Random,
  options: FinishOptions = {},
): Composition => {
  const targets = setTargets(brief);
  const total = orderedSets.reduce((sum, set) => sum + set.length, 0);
  const vocalists = assignVocalists(
    total,
    brief.vocalists,
    random,
    orderedSets.flat().map((song) => song.leadVocalist),
  );
  let sung = 0;
  let firstDanceGiven = false;
  const sections = orderedSets.map((songs, setIndex): SetlistSection => {
    const placed = songs.map((song, position): SetlistSong => {
      const firstDance =
        brief.eventType === "wedding" && !firstDanceGiven && song.tags.includes("first-dance");
      if (firstDance) firstDanceGiven = true;
      const place = { position, setLength: songs.length, setIndex, setCount: orderedSets.length, firstDance };
      const reason = options.reasons?.get(song.id) ?? reasonFor(song, place, brief, insights.get(song.id));
      const vocalist = vocalists[sung++];
      return {
        title: song.title,
        artist: song.artist,
        ...(vocalist === undefined ? {} : { vocalist }),
        durationSeconds: song.durationSeconds,
        ...(song.key === undefined ? {} : { key: song.key }),
        ...(song.bpm === undefined ? {} : { bpm: song.bpm }),
        ...(song.energy === undefined ? {} : { energy: song.energy }),
        reason,
        known: song.known,
      };
    });
    return {
      name: `Set ${setIndex + 1}`,
      targetSeconds: targets[setIndex]!,
      durationSeconds: placed.reduce((sum, song) => sum + song.durationSeconds, 0),
      songs: placed,
    };
  });
  return { name: setlistName(brief), sections };
};

/**
 * Last resorts, used only when timing cannot be met without them: songs the brief's audiences dislike
 * enough that feedback alone outweighs the seed jitter (insight score ≤ -0.5), and songs written for
 * an occasion the brief does not call for (`isOffOccasion`). A very short one (a 60 s "Happy
 * Birthday") would otherwise still be the fitter's easiest way to close a one-minute gap, whatever
 * its score.
 */
export const isLastResort = (song: SetSong, brief: GenerationBrief, insights: InsightsById): boolean =>
  learnedFit(insights.get(song.id)) <= -SEED_JITTER || isOffOccasion(song, brief);

const setsWithinTolerance = (sets: readonly (readonly SetSong[])[], targets: readonly number[]): boolean =>
  sets.every(
    (songs, index) =>
      Math.abs(songs.reduce((sum, song) => sum + song.durationSeconds, 0) - targets[index]!) <=
      TIMING_TOLERANCE_SECONDS,
  );

/** Allocates and fits without the last-resort songs, and again with them only when timing needs them. */
export const fillSets = (
  brief: GenerationBrief,
  pinned: readonly SetSong[],
  ranked: readonly SetSong[],
  targets: readonly number[],
  insights: InsightsById,
): SetSong[][] => {
  const preferred = ranked.filter((song) => !isLastResort(song, brief, insights));
  const fill = (songs: readonly SetSong[]) => {
    const allocation = allocateToSets(pinned, songs, targets);
    return fitSets(allocation.sets, targets, allocation.pool).sets;
  };
  const sets = fill(preferred);
  return preferred.length === ranked.length || setsWithinTolerance(sets, targets) ? sets : fill(ranked);
};

export const composeSetlist = (request: CompositionRequest): Composition => {
  const { brief, candidates, seed } = request;
  const random = seededRandom(seed);
  const insights = insightsById(request.insights);
  const targets = setTargets(brief);
  const pinned = resolvePinnedSongs(brief, candidates, insights);
  const ranked = rankCandidates(brief, candidates, insights, pinned, random, request.playedHereLastTime);
  const sets = fillSets(brief, pinned, ranked, targets, insights);
  const ordered = sets.map((songs) => orderSet(songs, brief.energyFlow));
  return finishComposition(brief, ordered, insights, random);
};

export const createLocalComposer = (): Composer => ({
  name: "local",
  compose: async (request) => composeSetlist(request),
});
