/**
 * What one gig says about one song, as whole numbers so that sums are exact whatever order (or page
 * size) the events are added in: a replayed read model equals the live one row for row.
 * See docs/decisions/0017-feedback-analytics.md.
 */

import { songMatchKey } from "@encore/catalog";
import type { AudienceReaction } from "@encore/contracts";

/** A reaction read on the rating scale. */
export const REACTION_VALUE: Readonly<Record<AudienceReaction, number>> = {
  loved: 5,
  liked: 4,
  neutral: 3,
  disliked: 1,
};

/** Decay: a rating loses half its weight every HALF_LIFE_DAYS after the gig. */
export const HALF_LIFE_DAYS = 365;
/** Weights are stored as w·2^((t − anchor)/half-life)·WEIGHT_SCALE, integers; the decay to `now` is applied when reading. */
export const DECAY_ANCHOR_MS = Date.UTC(2020, 0, 1);
export const WEIGHT_SCALE = 1000;
/** A song of a quick-form feedback (overall rating only, no song entries) counts this much of a song entry. */
export const QUICK_SIGNAL_WEIGHT = 0.25;

const DAY_MS = 86_400_000;

/** The stored (anchored) weight of a signal given at `at`. */
export const anchoredWeightUnits = (at: Date, weight: number): number =>
  Math.round(weight * 2 ** ((at.getTime() - DECAY_ANCHOR_MS) / (HALF_LIFE_DAYS * DAY_MS)) * WEIGHT_SCALE);

/** Turns stored (anchored) weight units into weights as of `now`: 1 for a fresh full signal. */
export const decayFactor = (now: Date): number =>
  2 ** (-(now.getTime() - DECAY_ANCHOR_MS) / (HALF_LIFE_DAYS * DAY_MS)) / WEIGHT_SCALE;

/** One song's identity: normalised title and artist (case, punctuation, 'feat.', remaster notes). */
const keys = new Map<string, string>();
export const songKey = (title: string, artist: string): string => {
  const raw = `${title}\u0000${artist}`;
  let key = keys.get(raw);
  if (key === undefined) {
    if (keys.size > 200_000) keys.clear();
    key = songMatchKey(title, artist);
    keys.set(raw, key);
  }
  return key;
};

/** A place name as a key: case, accents, spacing and punctuation do not split a city. */
export const placeKey = (text: string): string =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** The per-gig signal of one song. */
export interface SongSignal {
  readonly key: string;
  readonly title: string;
  readonly artist: string;
  /** 1 for a song entry of the full form, 0 for a quick-form signal. */
  readonly rated: 0 | 1;
  /** The entry's rating (or the overall rating for a quick-form signal), 1-5. */
  readonly rating: number;
  readonly reaction: AudienceReaction | undefined;
  /** rating + reaction value (2-10), or twice the overall rating for a quick-form signal. */
  readonly value2: number;
  /** Anchored decayed weight units (see anchoredWeightUnits). */
  readonly weightUnits: number;
}

export interface FeedbackForSignals {
  readonly overallRating: number;
  readonly songFeedback: ReadonlyArray<{
    readonly songIndex: number;
    readonly title: string;
    readonly artist: string;
    readonly rating: number;
    readonly audienceReaction: AudienceReaction;
  }>;
}

/**
 * The signals of one feedback: one per song entry (a song entered twice counts once, the first
 * entry); with no entries, the overall rating as a weaker signal for every song of the setlist.
 */
export const feedbackSignals = (
  feedback: FeedbackForSignals,
  setlistSongs: ReadonlyArray<{ readonly title: string; readonly artist: string }>,
  at: Date,
): SongSignal[] => {
  const seen = new Set<string>();
  const signals: SongSignal[] = [];
  if (feedback.songFeedback.length > 0) {
    const full = anchoredWeightUnits(at, 1);
    const entries = [...feedback.songFeedback].sort((a, b) => a.songIndex - b.songIndex);
    for (const entry of entries) {
      const key = songKey(entry.title, entry.artist);
      if (seen.has(key)) continue;
      seen.add(key);
      signals.push({
        key,
        title: entry.title.trim(),
        artist: entry.artist.trim(),
        rated: 1,
        rating: entry.rating,
        reaction: entry.audienceReaction,
        value2: entry.rating + REACTION_VALUE[entry.audienceReaction],
        weightUnits: full,
      });
    }
    return signals;
  }
  const quick = anchoredWeightUnits(at, QUICK_SIGNAL_WEIGHT);
  for (const song of setlistSongs) {
    const key = songKey(song.title, song.artist);
    if (seen.has(key)) continue;
    seen.add(key);
    signals.push({
      key,
      title: song.title.trim(),
      artist: song.artist.trim(),
      rated: 0,
      rating: feedback.overallRating,
      reaction: undefined,
      value2: 2 * feedback.overallRating,
      weightUnits: quick,
    });
  }
  return signals;
};

/** A positive signal: loved or liked, or a quick-form overall rating of 4 or 5. */
export const isPositive = (signal: SongSignal): boolean =>
  signal.reaction === undefined
    ? signal.rating >= 4
    : signal.reaction === "loved" || signal.reaction === "liked";
