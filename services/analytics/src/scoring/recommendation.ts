/**
 * The recommendation score (docs/decisions/0017-feedback-analytics.md): an empirical-Bayes
 * (shrinkage) estimate of how a song goes down, city → country → everywhere (same event type) →
 * the global prior, with ratings weighted by their age. Pure: `now` is always given.
 */
import { decayFactor } from "./signals.ts";

/** Pseudo-count: a level's own mean needs this much (fresh, full) weight to count as much as its parent's. */
export const PSEUDO_COUNT = 3;
/** The rating that means 'neither raise nor lower': 3, 'Good'. */
export const NEUTRAL_RATING = 3;
/** With no feedback at all, the prior is neutral. */
export const DEFAULT_PRIOR = NEUTRAL_RATING;

/** Sums of one song at one level, as stored (anchored weight units, see signals.ts). */
export interface LevelSums {
  /** Song entries of the full form. */
  readonly rated: number;
  /** Quick-form signals (overall rating only). */
  readonly quick: number;
  readonly sumRating: number;
  readonly sumQuickRating: number;
  readonly loved: number;
  readonly liked: number;
  readonly neutral: number;
  readonly disliked: number;
  /** Quick-form signals with an overall rating of 4 or 5. */
  readonly quickPositive: number;
  /** Σ anchored weight units. */
  readonly weightUnits: number;
  /** Σ anchored weight units × (rating + reaction value). */
  readonly weightedValue2: number;
}

export const emptySums: LevelSums = {
  rated: 0,
  quick: 0,
  sumRating: 0,
  sumQuickRating: 0,
  loved: 0,
  liked: 0,
  neutral: 0,
  disliked: 0,
  quickPositive: 0,
  weightUnits: 0,
  weightedValue2: 0,
};

export const addSums = (a: LevelSums, b: LevelSums): LevelSums => ({
  rated: a.rated + b.rated,
  quick: a.quick + b.quick,
  sumRating: a.sumRating + b.sumRating,
  sumQuickRating: a.sumQuickRating + b.sumQuickRating,
  loved: a.loved + b.loved,
  liked: a.liked + b.liked,
  neutral: a.neutral + b.neutral,
  disliked: a.disliked + b.disliked,
  quickPositive: a.quickPositive + b.quickPositive,
  weightUnits: a.weightUnits + b.weightUnits,
  weightedValue2: a.weightedValue2 + b.weightedValue2,
});

export const hasEvidence = (sums: LevelSums): boolean => sums.rated + sums.quick > 0;

/** Decayed weight as of `now` (1 per fresh song entry) and the weighted mean on the 1-5 scale. */
export const decayedMean = (sums: LevelSums, now: Date): { weight: number; mean: number | undefined } => {
  const weight = sums.weightUnits * decayFactor(now);
  const mean = sums.weightUnits > 0 ? sums.weightedValue2 / sums.weightUnits / 2 : undefined;
  return { weight, mean };
};

/** The level's mean pulled toward its parent's estimate: (W·mean + k·parent) / (W + k). */
export const shrink = (sums: LevelSums, parent: number, now: Date, k = PSEUDO_COUNT): number => {
  const { weight, mean } = decayedMean(sums, now);
  if (mean === undefined || weight <= 0) return parent;
  return (weight * mean + k * parent) / (weight + k);
};

/** The global prior: the decayed mean of every song's signals, or neutral without any. */
export const priorMean = (all: LevelSums, now: Date): number => decayedMean(all, now).mean ?? DEFAULT_PRIOR;

/** Signals an event type needs before its own average outweighs the average of every event type. */
export const EVENT_PRIOR_PSEUDO_COUNT = 50;

/**
 * The prior for one event type: its songs' average, pulled toward every event type's average while
 * it has few signals — two bad corporate gigs must not make "bad" the norm for corporate events.
 */
export const eventTypePrior = (eventType: LevelSums, allEvents: LevelSums, now: Date): number =>
  shrink(eventType, priorMean(allEvents, now), now, EVENT_PRIOR_PSEUDO_COUNT);

export type InsightLevel = "city" | "country" | "everywhere";

export interface LevelChain {
  /** The song everywhere (for the brief's event type, or every event type when it names none). */
  readonly everywhere: LevelSums;
  /** The song in the brief's country; undefined when the brief names no country. */
  readonly country?: LevelSums | undefined;
  /** The song in the brief's city; undefined when the brief names no city. */
  readonly city?: LevelSums | undefined;
}

export interface Recommendation {
  /** The shrunk estimate on the 1-5 scale. */
  readonly estimate: number;
  /** In [-1, 1]: (estimate − prior) / 2 scaled by confidence: 0 is a song that goes down like most. */
  readonly score: number;
  /** W / (W + k) of the song's decayed weight everywhere. */
  readonly confidence: number;
  /** The most specific level with evidence. */
  readonly level: InsightLevel;
  /** The sums of that level. */
  readonly sums: LevelSums;
}

const clamp = (value: number) => Math.max(-1, Math.min(1, value));

/**
 * A song's recommendation for a brief: shrink everywhere toward the prior, the country toward
 * everywhere, the city toward the country; answer at the most specific level with evidence.
 * Undefined when the song has no feedback at all.
 */
export const recommend = (
  chain: LevelChain,
  prior: number,
  now: Date,
  k = PSEUDO_COUNT,
): Recommendation | undefined => {
  if (!hasEvidence(chain.everywhere)) return undefined;
  let estimate = shrink(chain.everywhere, prior, now, k);
  let level: InsightLevel = "everywhere";
  let sums = chain.everywhere;
  if (chain.country && hasEvidence(chain.country)) {
    estimate = shrink(chain.country, estimate, now, k);
    level = "country";
    sums = chain.country;
    if (chain.city && hasEvidence(chain.city)) {
      estimate = shrink(chain.city, estimate, now, k);
      level = "city";
      sums = chain.city;
    }
  }
  const { weight } = decayedMean(chain.everywhere, now);
  const confidence = weight / (weight + k);
  // Relative to the prior, not to 'Good': musicians rate most nights 4–5, so an ordinary song must
  // not rise (nor a disliked one stay positive) just because it has feedback at all.
  const score = clamp(((estimate - prior) / 2) * confidence);
  return { estimate, score, confidence, level, sums };
};

/** The plain average rating of a level: song entries' ratings, else quick-form overall ratings. */
export const averageRating = (sums: LevelSums): number => {
  if (sums.rated > 0) return sums.sumRating / sums.rated;
  if (sums.quick > 0) return sums.sumQuickRating / sums.quick;
  return 0;
};

/** Performances behind a level: song entries plus quick-form signals. */
export const performances = (sums: LevelSums): number => sums.rated + sums.quick;

/** What a gig is called, by event type or venue type. */
const GIG_NOUNS: Readonly<Record<string, [string, string]>> = {
  wedding: ["wedding", "weddings"],
  corporate: ["corporate event", "corporate events"],
  club: ["club gig", "club gigs"],
  restaurant: ["restaurant gig", "restaurant gigs"],
  festival: ["festival", "festivals"],
  private: ["private party", "private parties"],
  private_party: ["private party", "private parties"],
  concert: ["concert", "concerts"],
  concert_hall: ["concert hall gig", "concert hall gigs"],
  hotel: ["hotel gig", "hotel gigs"],
  theater: ["theatre gig", "theatre gigs"],
  outdoor: ["outdoor gig", "outdoor gigs"],
};

const gigs = (count: number, eventType: string | null | undefined) => {
  const [one, many] = (eventType && GIG_NOUNS[eventType]) || ["gig", "gigs"];
  return `${count} ${count === 1 ? one : many}`;
};

/**
 * The short reason a musician reads: 'loved at 3 weddings in Lisbon', 'rated 4.6 at 12 gigs in
 * Portugal', 'disliked at 2 corporate events in Oslo'. `kind` is the event (or venue) type the
 * evidence is about, null for any; `place` is undefined for 'everywhere'.
 */
export const evidenceText = (
  sums: LevelSums,
  kind: string | null | undefined,
  place: string | undefined,
): string => {
  const eventType = kind;
  const where = place ? ` in ${place}` : "";
  if (sums.rated > 0) {
    if (sums.loved * 2 >= sums.rated && sums.loved > 0)
      return `loved at ${gigs(sums.loved, eventType)}${where}`;
    if (sums.disliked * 2 >= sums.rated && sums.disliked > 0)
      return `disliked at ${gigs(sums.disliked, eventType)}${where}`;
    return `rated ${averageRating(sums).toFixed(1)} at ${gigs(sums.rated, eventType)}${where}`;
  }
  return `set rated ${averageRating(sums).toFixed(1)} at ${gigs(sums.quick, eventType)}${where}`;
};

/** Share of positive signals: loved/liked song entries, and quick-form gigs rated 4 or 5. */
export const successRate = (sums: LevelSums): number => {
  const total = sums.rated + sums.quick;
  return total === 0 ? 0 : (sums.loved + sums.liked + sums.quickPositive) / total;
};
