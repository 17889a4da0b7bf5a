import type { CatalogSong } from "@encore/catalog";
import type { GenerationBrief, InsightsForBriefRequest, InsightsForBriefResponse } from "@encore/contracts";
import { createInProcessBus, type MessageBus } from "@encore/messaging";
import { afterEach, describe, expect, it } from "vitest";
import { weddingBrief } from "../composer/testing/random-brief.ts";
import { insightContextOf, insightsForBriefSubject, songInsightsOverBus } from "./song-insights.ts";

const song = (id: string, title: string, artist: string): CatalogSong => ({
  id,
  title,
  artist,
  year: 2000,
  genres: ["pop"],
  durationSeconds: 200,
  key: "C",
  bpm: 100,
  energy: 5,
  tags: [],
});
const candidates = [
  song("a", "Song A", "Artist A"),
  song("b", "Song B", "Artist B"),
  song("c", "Song C", "Artist C"),
];
const brief: GenerationBrief = weddingBrief({
  venueCountry: "Portugal",
  venueCity: " Lisbon ",
  venueType: "hotel",
});

const buses: MessageBus[] = [];
const bus = (timeoutMs = 1000) => {
  const created = createInProcessBus({ requestTimeoutMs: timeoutMs });
  buses.push(created);
  return created;
};
afterEach(async () => {
  await Promise.all(buses.splice(0).map((each) => each.close()));
});

describe("insightContextOf", () => {
  it("keys the brief's place and occasion, blanks as not said", () => {
    expect(insightContextOf(brief)).toEqual({
      country: "Portugal",
      city: "Lisbon",
      venueType: "hotel",
      eventType: "wedding",
    });
    expect(insightContextOf(weddingBrief({ venueCountry: "  " }))).toEqual({
      country: null,
      city: null,
      venueType: null,
      eventType: "wedding",
    });
  });
});

describe("songInsightsOverBus", () => {
  it("asks analytics about the candidates and maps the answers back by index", async () => {
    const onBus = bus();
    const asked: InsightsForBriefRequest[] = [];
    await onBus.serve(insightsForBriefSubject, (request): InsightsForBriefResponse => {
      asked.push(request);
      return {
        insights: [
          {
            index: 2,
            score: 0.8,
            level: "city",
            performances: 3,
            averageRating: 5,
            evidence: "loved at 3 weddings in Lisbon",
          },
          {
            index: 0,
            score: -0.5,
            level: "country",
            performances: 4,
            averageRating: 1.5,
            evidence: "disliked at 4 weddings in Portugal",
          },
          // Out of range and repeated answers are ignored.
          { index: 7, score: 1, level: "everywhere", performances: 1, averageRating: 5, evidence: "x" },
          { index: 2, score: -1, level: "everywhere", performances: 1, averageRating: 1, evidence: "y" },
        ],
      };
    });
    const insights = await songInsightsOverBus(onBus, () => undefined)(brief, candidates);
    expect(asked).toEqual([
      {
        context: { country: "Portugal", city: "Lisbon", venueType: "hotel", eventType: "wedding" },
        songs: candidates.map(({ title, artist }) => ({ title, artist })),
      },
    ]);
    expect(insights).toEqual([
      { songId: "c", score: 0.8, evidence: "loved at 3 weddings in Lisbon" },
      { songId: "a", score: -0.5, evidence: "disliked at 4 weddings in Portugal" },
    ]);
  });

  it("composes without insights, with one log line, when nobody answers", async () => {
    const lines: string[] = [];
    const insights = await songInsightsOverBus(bus(), (line) => lines.push(line), 100)(brief, candidates);
    expect(insights).toEqual([]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[setlists\] composing without audience insights/);
  });

  it("gives up after the timeout when analytics is too slow", async () => {
    const onBus = bus();
    await onBus.serve(
      insightsForBriefSubject,
      () => new Promise<{ insights: [] }>((resolve) => setTimeout(() => resolve({ insights: [] }), 1000)),
    );
    const lines: string[] = [];
    const started = Date.now();
    const insights = await songInsightsOverBus(onBus, (line) => lines.push(line), 100)(brief, candidates);
    expect(insights).toEqual([]);
    expect(Date.now() - started).toBeLessThan(900);
    expect(lines).toHaveLength(1);
  });

  it("composes without insights when analytics fails", async () => {
    const onBus = bus();
    await onBus.serve(insightsForBriefSubject, () => {
      throw new Error("projection unavailable");
    });
    const lines: string[] = [];
    expect(await songInsightsOverBus(onBus, (line) => lines.push(line))(brief, candidates)).toEqual([]);
    expect(lines).toHaveLength(1);
  });

  it("does not ask when there is nothing to ask about", async () => {
    const lines: string[] = [];
    expect(await songInsightsOverBus(bus(), (line) => lines.push(line))(brief, [])).toEqual([]);
    expect(lines).toEqual([]);
  });
});
