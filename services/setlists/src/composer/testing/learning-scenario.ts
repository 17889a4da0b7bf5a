/**
 * The learning scenario of issue 7, shared by the learning test and `npm run bench:learning`:
 * 200 simulated gigs whose feedback loves two songs and dislikes two at weddings in Lisbon; their
 * SetlistGenerated and FeedbackGiven events go into an event store; something answers
 * `analytics.insights-for-brief` on a bus (analytics' real handler, or a stand-in); generation for a
 * wedding in Lisbon and a corporate event in Oslo is then counted over 100 seeds, before and after.
 */
import { randomUUID } from "node:crypto";
import type { CatalogSong } from "@encore/catalog";
import {
  type AudienceReaction,
  encodeEvent,
  type FeedbackGiven,
  type GenerationBrief,
  makeMetadata,
  type SetlistGenerated,
  type SongFeedback,
  setlistStreamId,
  type VenueType,
} from "@encore/contracts";
import type { EventStore, Position } from "@encore/eventstore";
import { Result } from "effect";
import type { SongInsightsProvider } from "../../domain/song-insights.ts";
import type { SongInsight } from "../composer-port.ts";
import { INSIGHT_WEIGHT, SEED_JITTER } from "../fit-scoring.ts";
import { composeSetlist } from "../local-composer.ts";
import { type Random, seededRandom } from "../seeded-random.ts";
import { weddingBrief } from "./random-brief.ts";

/**
 * Two songs seldom chosen for a Lisbon wedding (about 1 seed in 15) but often for an Oslo corporate
 * event, loved at Lisbon weddings; two often chosen for a Lisbon wedding (more than half the seeds),
 * disliked there (Sweet Caroline, and La Bamba, a Latin song the Portuguese venue favours).
 */
export const LOVED_SONG_IDS = ["abba-dancing-queen", "earth-wind-and-fire-september"] as const;
export const DISLIKED_SONG_IDS = ["neil-diamond-sweet-caroline", "ritchie-valens-la-bamba"] as const;
export const LEARNING_SONG_IDS = [...LOVED_SONG_IDS, ...DISLIKED_SONG_IDS] as const;

export const GIG_COUNT = 200;
export const SEED_COUNT = 100;

export const lisbonWedding: GenerationBrief = weddingBrief({
  venueCountry: "Portugal",
  venueCity: "Lisbon",
  venueType: "hotel",
});
export const osloCorporate: GenerationBrief = weddingBrief({
  eventType: "corporate",
  venueCountry: "Norway",
  venueCity: "Oslo",
  venueType: "hotel",
});

interface GigPlace {
  readonly country: string;
  readonly city: string;
  readonly venueType: VenueType;
  readonly eventType: GenerationBrief["eventType"];
  /** Out of 200 gigs. */
  readonly gigs: number;
}

/** Where the 200 gigs were: 80 weddings in Lisbon, the rest elsewhere in Portugal and Europe; none in Norway. */
export const GIG_PLACES: readonly GigPlace[] = [
  { country: "Portugal", city: "Lisbon", venueType: "hotel", eventType: "wedding", gigs: 80 },
  { country: "Portugal", city: "Porto", venueType: "outdoor", eventType: "wedding", gigs: 30 },
  { country: "Portugal", city: "Lisbon", venueType: "corporate", eventType: "corporate", gigs: 15 },
  { country: "United Kingdom", city: "London", venueType: "hotel", eventType: "corporate", gigs: 25 },
  { country: "Spain", city: "Madrid", venueType: "private_party", eventType: "private", gigs: 20 },
  { country: "Ireland", city: "Dublin", venueType: "club", eventType: "club", gigs: 15 },
  { country: "Germany", city: "Berlin", venueType: "restaurant", eventType: "restaurant", gigs: 15 },
];

const DAY_MS = 86_400_000;

export interface SimulatedGig {
  readonly generated: SetlistGenerated;
  readonly feedback: FeedbackGiven;
  readonly occurredAt: Date;
}

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** An ordinary rating: mostly 3–4, sometimes 5, with the reaction a musician would tick. */
const ordinaryFeedback = (random: Random): { rating: number; audienceReaction: AudienceReaction } => {
  const roll = random();
  if (roll < 0.3) return { rating: 3, audienceReaction: "neutral" };
  if (roll < 0.85) return { rating: 4, audienceReaction: "liked" };
  return { rating: 5, audienceReaction: "liked" };
};

/**
 * The 200 gigs, oldest first, one every two days up to `now`: each a setlist the local composer made for
 * the gig (a Lisbon wedding's includes the four songs, as the band played them) and its feedback.
 */
export const simulateGigs = (catalog: readonly CatalogSong[], now = new Date()): SimulatedGig[] => {
  const random = seededRandom(20261121);
  const byId = new Map(catalog.map((song) => [song.id, song]));
  const named = (id: string) => {
    const song = byId.get(id);
    if (!song) throw new Error(`the learning scenario's song ${id} is not in the catalog`);
    return `${song.title} - ${song.artist}`;
  };
  const users = Array.from({ length: 5 }, () => randomUUID());
  const places = GIG_PLACES.flatMap((place) => Array.from({ length: place.gigs }, () => place));
  // A fixed shuffle, so Lisbon weddings are spread over the whole period.
  for (let i = places.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [places[i], places[j]] = [places[j]!, places[i]!];
  }
  return places.map((place, gig) => {
    const lisbonWedding = place.city === "Lisbon" && place.eventType === "wedding";
    const brief: GenerationBrief = weddingBrief({
      eventType: place.eventType,
      venueCountry: place.country,
      venueCity: place.city,
      venueType: place.venueType,
      mustHaveSongs: lisbonWedding ? LEARNING_SONG_IDS.map(named) : [],
    });
    const composition = composeSetlist({ brief, candidates: catalog, seed: 10_000 + gig });
    const setlistId = 900_000 + gig;
    const userId = pick(random, users);
    const occurredAt = new Date(now.getTime() - (places.length - gig) * 2 * DAY_MS);
    const songs = composition.sections.flatMap((section) => section.songs);
    const idOf = new Map(catalog.map((song) => [`${song.title}|${song.artist}`, song.id]));
    const songFeedback = songs.map((song, songIndex): SongFeedback => {
      const id = idOf.get(`${song.title}|${song.artist}`) ?? "";
      const rated = !lisbonWedding
        ? ordinaryFeedback(random)
        : (LOVED_SONG_IDS as readonly string[]).includes(id)
          ? { rating: 5, audienceReaction: "loved" as const }
          : (DISLIKED_SONG_IDS as readonly string[]).includes(id)
            ? { rating: random() < 0.5 ? 1 : 2, audienceReaction: "disliked" as const }
            : ordinaryFeedback(random);
      return { songIndex, title: song.title, artist: song.artist, notes: "", ...rated };
    });
    const durationSeconds = composition.sections.reduce((sum, section) => sum + section.durationSeconds, 0);
    return {
      occurredAt,
      generated: {
        setlistId,
        userId,
        brief,
        seed: 10_000 + gig,
        composer: "local",
        name: composition.name,
        durationMinutes: Math.round(durationSeconds / 60),
        sections: composition.sections,
      },
      feedback: {
        setlistId,
        userId,
        overallRating: 4,
        songFeedback,
        eventType: place.eventType,
        eventDate: occurredAt.toISOString().slice(0, 10),
        venue: { country: place.country, city: place.city, venueType: place.venueType },
      },
    };
  });
};

/** Appends each gig's SetlistGenerated and FeedbackGiven to its setlist stream; the last position. */
export const appendGigs = async (store: EventStore, gigs: readonly SimulatedGig[]): Promise<Position> => {
  let last: Position | undefined;
  for (const gig of gigs) {
    const stamped = (occurredAt: Date) => {
      const eventId = randomUUID();
      return { eventId, metadata: makeMetadata({ eventId, userId: gig.generated.userId, occurredAt }) };
    };
    const events = [
      {
        ...stamped(new Date(gig.occurredAt.getTime() - DAY_MS)),
        ...Result.getOrThrow(encodeEvent("SetlistGenerated", gig.generated)),
      },
      { ...stamped(gig.occurredAt), ...Result.getOrThrow(encodeEvent("FeedbackGiven", gig.feedback)) },
    ];
    last = (
      await store.append(setlistStreamId(gig.generated.setlistId), events, { expectedRevision: "no_stream" })
    ).position;
  }
  if (last === undefined) throw new Error("no gigs to append");
  return last;
};

/** How often each song is in the setlist over `seeds` seeds (0 … seeds-1), as a share in [0, 1]. */
export const inclusionRates = (
  brief: GenerationBrief,
  catalog: readonly CatalogSong[],
  insights: readonly SongInsight[],
  songIds: readonly string[],
  seeds = SEED_COUNT,
): Map<string, number> => {
  const byKey = new Map(catalog.map((song) => [`${song.title}|${song.artist}`, song.id]));
  const counts = new Map(songIds.map((id) => [id, 0]));
  for (let seed = 0; seed < seeds; seed++) {
    const composition = composeSetlist({ brief, candidates: catalog, insights, seed });
    for (const section of composition.sections)
      for (const song of section.songs) {
        const id = byKey.get(`${song.title}|${song.artist}`);
        if (id !== undefined && counts.has(id)) counts.set(id, counts.get(id)! + 1);
      }
  }
  return new Map([...counts].map(([id, count]) => [id, count / seeds]));
};

export interface SongFigures {
  readonly songId: string;
  readonly title: string;
  readonly before: number;
  readonly after: number;
  /** The insight the composer got for this brief after the feedback, if any. */
  readonly insight: SongInsight | undefined;
}

export interface LearningFigures {
  readonly lisbon: readonly SongFigures[];
  readonly oslo: readonly SongFigures[];
  readonly lisbonInsights: readonly SongInsight[];
  readonly osloInsights: readonly SongInsight[];
}

/** Before (no insights) and after (the provider's insights) inclusion rates of the four songs. */
export const measureLearning = async (
  catalog: readonly CatalogSong[],
  insightsFor: SongInsightsProvider,
  seeds = SEED_COUNT,
): Promise<LearningFigures> => {
  const titleOf = new Map(catalog.map((song) => [song.id, `${song.title} (${song.artist})`]));
  const figures = async (brief: GenerationBrief) => {
    const insights = await insightsFor(brief, catalog);
    const before = inclusionRates(brief, catalog, [], LEARNING_SONG_IDS, seeds);
    const after = inclusionRates(brief, catalog, insights, LEARNING_SONG_IDS, seeds);
    const songs = LEARNING_SONG_IDS.map(
      (songId): SongFigures => ({
        songId,
        title: titleOf.get(songId) ?? songId,
        before: before.get(songId)!,
        after: after.get(songId)!,
        insight: insights.find((insight) => insight.songId === songId),
      }),
    );
    return { songs, insights };
  };
  const lisbon = await figures(lisbonWedding);
  const oslo = await figures(osloCorporate);
  return {
    lisbon: lisbon.songs,
    oslo: oslo.songs,
    lisbonInsights: lisbon.insights,
    osloInsights: oslo.insights,
  };
};

/**
 * The margin a loved song must gain and a disliked one lose at a Lisbon wedding, in inclusion share:
 * 0.25. Over 100 seeds a share's binomial standard error is at most 0.05, so a difference of two
 * shares has one of at most ~0.07: 0.25 is more than three and a half of those, far beyond what the
 * seed alone moves, yet reachable by every song the feedback should move (the loved ones start near
 * 0.07, the disliked ones at 0.4 and 0.64).
 */
export const LEARNING_MARGIN = 0.25;

/** Two standard errors of the difference of two shares over `seeds` seeds, at least 0.03. */
export const samplingSlack = (before: number, after: number, seeds = SEED_COUNT): number =>
  Math.max(0.03, 2 * Math.sqrt((before * (1 - before) + after * (1 - after)) / seeds));

/**
 * How far a song's inclusion share may move where only the country-independent prior speaks: its
 * insight moves its fit by INSIGHT_WEIGHT × |score| points, and the seed spreads its fit uniformly over
 * SEED_JITTER points, so the chance it clears any cut-off moves by at most that shift over the jitter's
 * width (the density of a uniform jitter is 1 / SEED_JITTER), capped at 1; plus sampling slack.
 */
export const priorBound = (song: SongFigures, seeds = SEED_COUNT): number =>
  Math.min(1, (INSIGHT_WEIGHT * Math.abs(song.insight?.score ?? 0)) / SEED_JITTER) +
  samplingSlack(song.before, song.after, seeds);
