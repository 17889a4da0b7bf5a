/**
 * How well a candidate suits the brief: hard exclusions (a band cannot play a DJ-only track, a family
 * audience gets nothing explicit) and a soft score from act, event, audience, venue, horns, flow and
 * learned insights. Higher is better; excluded songs score -Infinity.
 */

import type { CatalogSong, CatalogTag } from "@encore/catalog";
import type { ActType, GenerationBrief } from "@encore/contracts";
import type { SongInsight } from "./composer-port.ts";

const has = (song: CatalogSong, ...tags: CatalogTag[]): boolean =>
  tags.some((tag) => song.tags.includes(tag));
const inGenre = (song: CatalogSong, ...genres: string[]): boolean =>
  song.genres.some((genre) => genres.some((wanted) => genre.includes(wanted)));

const notesSay = (brief: GenerationBrief, pattern: RegExp): boolean => pattern.test(brief.specialNotes ?? "");

/**
 * The occasions a song can be written for, and when a brief calls for each: the special notes say so
 * ("it's Dad's 60th birthday", "New Year's Eve"), or, for nursery songs, the audience is a family.
 */
const OCCASIONS: ReadonlyArray<{
  readonly tag: CatalogTag;
  readonly calledFor: (brief: GenerationBrief) => boolean;
}> = [
  { tag: "christmas", calledFor: (brief) => notesSay(brief, /christmas|xmas|festive|holiday/i) },
  { tag: "birthday", calledFor: (brief) => notesSay(brief, /birthday|b-?day/i) },
  { tag: "new-year", calledFor: (brief) => notesSay(brief, /new\s*year|\bnye\b|hogmanay|auld lang syne/i) },
  {
    tag: "nursery",
    calledFor: (brief) => brief.audienceType === "family" || notesSay(brief, /\bkids\b|children|toddlers?/i),
  },
];

/** What an occasion song gains when the brief calls for its occasion, and loses when it does not. */
const OCCASION_FIT = 2;
const OFF_OCCASION_FIT = -3;

/**
 * A song written for an occasion the brief does not call for: "Happy Birthday" at a wedding, "Auld
 * Lang Syne" in June, "Baby Shark" for a club. It scores low and is a last resort for timing.
 */
export const isOffOccasion = (song: Pick<CatalogSong, "tags">, brief: GenerationBrief): boolean =>
  OCCASIONS.some(({ tag, calledFor }) => song.tags.includes(tag) && !calledFor(brief));

const occasionFit = (song: CatalogSong, brief: GenerationBrief): number => {
  if (isOffOccasion(song, brief)) return OFF_OCCASION_FIT;
  return OCCASIONS.some(({ tag }) => has(song, tag)) ? OCCASION_FIT : 0;
};

/** Songs the act cannot play or the audience must not hear, whatever their score. */
export const isExcluded = (song: CatalogSong, brief: GenerationBrief): boolean => {
  const act = brief.actType ?? "band_4plus";
  if (act !== "dj" && has(song, "dj-only")) return true;
  if (act === "band_no_keys" && has(song, "needs-keys")) return true;
  if (act === "band_no_guitar" && has(song, "needs-guitar")) return true;
  if (act === "choir" && has(song, "instrumental") && !has(song, "choral")) return true;
  if (act === "roaming_acoustic" && (has(song, "orchestral", "big-band") || song.energy >= 9)) return true;
  if (has(song, "explicit") && (brief.audienceType === "family" || brief.eventType === "corporate"))
    return true;
  if (has(song, "kids") && (brief.eventType === "club" || brief.audienceType === "young")) return true;
  return false;
};

export const actFit = (song: CatalogSong, act: ActType | undefined): number => {
  switch (act) {
    case "choir":
      return has(song, "choral") ? 5 : has(song, "traditional", "ceremony", "singalong") ? 1.5 : -2;
    case "orchestra":
      return has(song, "classical", "orchestral") ? 5 : has(song, "instrumental") ? 2 : -2;
    case "dj":
      return (has(song, "dj-only") ? 1 : 0) + (has(song, "classical", "choral") ? -2 : 0);
    case "roaming_acoustic":
      return (has(song, "acoustic") ? 3 : 0) + (song.energy <= 6 ? 1 : -1.5);
    case "big_band":
      return has(song, "big-band") ? 3 : has(song, "horns") || inGenre(song, "swing", "jazz") ? 1.5 : 0;
    case "duo":
    case "trio":
      return has(song, "acoustic") ? 1 : 0;
    case "solo_backing":
    case "band_4plus":
    case "band_no_keys":
    case "band_no_guitar":
    case undefined:
      return has(song, "classical", "choral", "orchestral") ? -2 : 0;
  }
};

export const eventFit = (song: CatalogSong, brief: GenerationBrief): number => {
  const energy = song.energy;
  switch (brief.eventType) {
    case "wedding":
      return (
        Math.min(2, song.tags.filter((tag) => WEDDING_MOMENTS.has(tag)).length) +
        (has(song, "romantic", "singalong") ? 0.5 : 0)
      );
    case "corporate":
      return (has(song, "feel-good") ? 1.5 : 0) + (has(song, "family-friendly") ? 0.5 : 0);
    case "club":
      return (
        (energy - 5) * 0.4 + (inGenre(song, "dance", "house", "disco", "edm") || has(song, "party") ? 1 : 0)
      );
    case "restaurant":
      return (5 - energy) * 0.4 + (has(song, "dinner", "cocktail") ? 1.5 : 0);
    case "festival":
      return (has(song, "anthem") ? 1.5 : 0) + (has(song, "singalong") ? 1 : 0) + (energy - 5) * 0.15;
    case "private":
      return has(song, "feel-good", "singalong", "party") ? 0.8 : 0;
    case "concert":
      return has(song, "anthem") ? 0.5 : 0;
  }
};

const WEDDING_MOMENTS: ReadonlySet<CatalogTag> = new Set([
  "first-dance",
  "ceremony",
  "dinner",
  "party",
  "last-dance",
]);

export const audienceFit = (song: CatalogSong, brief: GenerationBrief): number => {
  switch (brief.audienceType) {
    case "family":
      return (has(song, "family-friendly") ? 1.5 : 0) + (has(song, "kids") ? 0.5 : 0);
    case "young":
      return song.year >= 2005 ? 1 : song.year >= 1995 ? 0.5 : song.year < 1975 ? -0.5 : 0;
    case "mature":
      return song.year <= 1985 ? 1 : song.year > 2010 ? -0.5 : 0;
    case "mixed":
      return has(song, "singalong") ? 0.5 : 0;
  }
};

const LATIN_COUNTRIES =
  /spain|mexico|argentina|colombia|chile|peru|cuba|puerto rico|venezuela|brazil|portugal/i;
const IRISH_COUNTRIES = /ireland|eire/i;

/** Light preferences from where the gig is and what the notes say. */
export const placeFit = (song: CatalogSong, brief: GenerationBrief): number => {
  let fit = 0;
  switch (brief.venueType) {
    case "club":
      fit += inGenre(song, "dance", "disco", "house") ? 0.5 : 0;
      break;
    case "restaurant":
    case "hotel":
      fit += has(song, "dinner", "cocktail") ? 0.5 : 0;
      break;
    case "festival":
    case "outdoor":
      fit += has(song, "anthem") ? 0.5 : 0;
      break;
    case "concert_hall":
    case "theater":
      fit += has(song, "classical", "orchestral") ? 0.5 : 0;
      break;
    default:
      break;
  }
  const country = brief.venueCountry ?? "";
  if (IRISH_COUNTRIES.test(country) && has(song, "irish")) fit += 1;
  if (LATIN_COUNTRIES.test(country) && has(song, "latin")) fit += 1;
  fit += occasionFit(song, brief);
  const notes = (brief.specialNotes ?? "").toLowerCase();
  if (notes && song.genres.some((genre) => genre.length > 2 && notes.includes(genre))) fit += 1;
  return fit;
};

/**
 * How far the seed may move a song's score (uniform in [0, SEED_JITTER)): enough that regenerating
 * gives a fresh setlist, small enough that it only reorders songs that fit about equally well.
 */
export const SEED_JITTER = 2;

/**
 * What audience feedback is worth in fit points, per unit of insight score ([-1, 1]): twice the seed
 * jitter. A song the context's audiences fully loved (score 1) gains 4 points: it climbs past every
 * song it was level with, plus the width of the jitter again, so no seed takes the gain back; a fully
 * disliked one (score -1) drops 4 points, out of reach of the jitter unless it fits the brief far
 * better than its neighbours (an act's speciality). For a wedding over the real catalog 4 points are
 * more than the spread from the best fit (3.3) to the 1000th (1.0), so a strong insight decides; a weak one (score 0.1,
 * a few ratings shrunk toward the average) moves a song 0.4, a fifth of the jitter, and mostly
 * reorders near-equals. Linear in the score because analytics already shrinks scores by how much
 * evidence there is; the composer does not shrink twice.
 */
export const INSIGHT_WEIGHT = 2 * SEED_JITTER;

/**
 * What a song loses for having been played at this venue last time: the seed jitter. Most of last
 * time's songs give way to others that fit about as well; a song that fits far better (an act's
 * speciality, or one this venue's audiences loved, which insights lift by up to twice as much) still
 * comes back. Must-haves and requests are played whatever the venue heard.
 */
export const VENUE_REPEAT_FIT = -SEED_JITTER;

/** The fit points feedback adds (or takes): the score clamped to [-1, 1] times INSIGHT_WEIGHT. */
export const learnedFit = (insight: SongInsight | undefined): number => {
  if (insight === undefined || !Number.isFinite(insight.score)) return 0;
  return INSIGHT_WEIGHT * Math.max(-1, Math.min(1, insight.score));
};

/**
 * Feedback moved the song into the setlist when it added at least half the seed jitter (score ≥ 0.25):
 * more than a reshuffle among near-equals could; then its reason quotes the evidence.
 */
export const movedByFeedback = (insight: SongInsight | undefined): insight is SongInsight =>
  insight !== undefined && learnedFit(insight) >= SEED_JITTER / 2 && insight.evidence.trim().length > 0;

/** The whole soft score of a playable song; -Infinity when excluded. */
export const fitScore = (song: CatalogSong, brief: GenerationBrief, insight?: SongInsight): number => {
  if (isExcluded(song, brief)) return Number.NEGATIVE_INFINITY;
  const horns = brief.hornSection && has(song, "horns", "big-band") ? 1.5 : 0;
  const flow = brief.energyFlow === "high" ? (song.energy - 5) * 0.25 : 0;
  const learned = learnedFit(insight);
  const crowdPleaser = has(song, "singalong", "anthem", "feel-good") ? 0.3 : 0;
  return (
    actFit(song, brief.actType) +
    eventFit(song, brief) +
    audienceFit(song, brief) +
    placeFit(song, brief) +
    horns +
    flow +
    learned +
    crowdPleaser
  );
};
