/**
 * Generation learns from feedback (issue 7): 200 simulated gigs' SetlistGenerated and FeedbackGiven in
 * a PGlite event store, in which two songs are loved and two disliked at weddings in Lisbon; analytics'
 * projections run to the head and its real `analytics.insights-for-brief` handler answers on the
 * in-process bus, asked as generation asks it; 100 seeds of a Lisbon wedding and an Oslo corporate
 * event composed by the local composer over the whole catalog, before and after the feedback.
 * The figures are written to docs/benchmarks.md by `npm run bench:learning`.
 */
import { catalog } from "@encore/catalog";
import { createPostgresEventStore, type EventStore, openPglite, type SqlDatabase } from "@encore/eventstore";
import { createInProcessBus, type MessageBus } from "@encore/messaging";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insightContextOf, insightsForBriefSubject, songInsightsOverBus } from "../domain/song-insights.ts";
import { type ServedInsights, serveAnalyticsInsights } from "./testing/learning-insights.ts";
import {
  DISLIKED_SONG_IDS,
  GIG_COUNT,
  LEARNING_MARGIN,
  LEARNING_SONG_IDS,
  LOVED_SONG_IDS,
  lisbonWedding,
  measureLearning,
  osloCorporate,
  priorBound,
} from "./testing/learning-scenario.ts";

let database: SqlDatabase;
let store: EventStore;
let bus: MessageBus;
let analytics: ServedInsights;

beforeAll(async () => {
  database = await openPglite();
  store = await createPostgresEventStore({ database });
  bus = createInProcessBus();
  analytics = await serveAnalyticsInsights({ store, database, bus, catalog });
}, 180_000);
afterAll(async () => {
  await analytics?.stop();
  await bus?.close();
  await store?.close();
  await database?.close();
});

const learningSongs = LEARNING_SONG_IDS.map((id) => catalog.find((song) => song.id === id)!);

describe(`generation after ${GIG_COUNT} gigs of feedback`, () => {
  it("hears from analytics about Lisbon from Lisbon, and about Oslo only from everywhere", async () => {
    expect(analytics.feedbackCount).toBe(GIG_COUNT);
    const ask = (brief: typeof lisbonWedding) =>
      bus.request(insightsForBriefSubject, {
        context: insightContextOf(brief),
        songs: learningSongs.map(({ title, artist }) => ({ title, artist })),
      });
    const lisbon = await ask(lisbonWedding);
    expect(lisbon.insights.map((insight) => [insight.index, insight.level])).toEqual([
      [0, "city"],
      [1, "city"],
      [2, "city"],
      [3, "city"],
    ]);
    const oslo = await ask(osloCorporate);
    expect(oslo.insights.every((insight) => insight.level === "everywhere")).toBe(true);
  });

  it("includes the songs loved at Lisbon weddings far more often there, the disliked ones far less, " +
    "and moves an Oslo corporate event no more than the country-independent prior allows", async () => {
    const lines: string[] = [];
    const figures = await measureLearning(
      catalog,
      songInsightsOverBus(bus, (line) => lines.push(line), 30_000),
    );
    expect(lines).toEqual([]);
    const lisbon = new Map(figures.lisbon.map((song) => [song.songId, song]));
    for (const id of LOVED_SONG_IDS) {
      const song = lisbon.get(id)!;
      expect(song.insight?.score, song.title).toBeGreaterThan(0);
      expect(song.after - song.before, song.title).toBeGreaterThanOrEqual(LEARNING_MARGIN);
    }
    for (const id of DISLIKED_SONG_IDS) {
      const song = lisbon.get(id)!;
      expect(song.insight?.score, song.title).toBeLessThan(0);
      expect(song.before - song.after, song.title).toBeGreaterThanOrEqual(LEARNING_MARGIN);
    }
    for (const song of figures.oslo) {
      expect(Math.abs(song.after - song.before), song.title).toBeLessThanOrEqual(priorBound(song));
    }
  }, 180_000);
});
