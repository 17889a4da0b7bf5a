/**
 * Insights end to end: feedback events in, the composer's InsightsForBrief answered over messaging
 * (the in-process bus always, NATS when NATS_URL is set), GET /api/insights/songs for a signed-in
 * musician (their own feedback only), and the analytics projections in the ops status.
 */
import { randomUUID } from "node:crypto";
import { type InsightContext, InsightsForBrief } from "@encore/contracts";
import { createPostgresEventStore, type EventStore, openPglite, type SqlDatabase } from "@encore/eventstore";
import {
  createInProcessBus,
  createInProcessNetwork,
  type MessageBus,
  requestSubject,
} from "@encore/messaging";
import { connectNatsTestBuses } from "@encore/messaging/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AnalyticsHarness, startAnalytics } from "../testing/analytics-harness.ts";
import { feedbackGiven, type SongVerdict, setlistGenerated } from "../testing/feedback-events.ts";

const NOW = new Date("2026-11-21T12:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

const UPTOWN = { title: "Uptown Funk", artist: "Mark Ronson" };
const VALERIE = { title: "Valerie", artist: "Amy Winehouse" };
const SEPTEMBER = { title: "September", artist: "Earth, Wind & Fire" };
const NEVER_PLAYED = { title: "Bohemian Rhapsody", artist: "Queen" };

const insightsSubject = requestSubject(
  InsightsForBrief.name,
  InsightsForBrief.request,
  InsightsForBrief.response,
);

let setlistId = 100;
const gig = async (
  analytics: AnalyticsHarness,
  userId: string,
  verdicts: readonly SongVerdict[],
  where: { country: string; city: string; eventType?: "wedding" | "corporate" | "club"; days?: number },
) => {
  const id = setlistId++;
  const at = daysAgo(where.days ?? 30);
  await analytics.append(`setlist-${id}`, [
    setlistGenerated(id, userId, verdicts, at),
    feedbackGiven({
      setlistId: id,
      userId,
      at,
      country: where.country,
      city: where.city,
      venueName: "The Hall",
      venueType: "wedding",
      eventType: where.eventType ?? "wedding",
      songs: verdicts,
    }),
  ]);
};

const describeInsights = (
  label: string,
  makeBuses: () => Promise<{ service: MessageBus; client: MessageBus }>,
) => {
  describe(label, () => {
    let database: SqlDatabase;
    let store: EventStore;
    let buses: Awaited<ReturnType<typeof makeBuses>>;
    let analytics: AnalyticsHarness;
    const ana = `user-${randomUUID()}`;
    const bo = `user-${randomUUID()}`;
    const cy = `user-${randomUUID()}`;

    beforeAll(async () => {
      database = await openPglite();
      store = await createPostgresEventStore({ database });
      buses = await makeBuses();
      analytics = await startAnalytics({ database, store, bus: buses.service, now: () => NOW });
      const loved = { ...UPTOWN, rating: 5, reaction: "loved" as const };
      for (let i = 0; i < 3; i++)
        await gig(analytics, ana, [loved, { ...VALERIE, rating: 4, reaction: "liked" }], {
          country: "Portugal",
          city: "Lisbon",
        });
      await gig(analytics, ana, [{ ...SEPTEMBER, rating: 2, reaction: "neutral" }], {
        country: "Portugal",
        city: "Porto",
      });
      for (let i = 0; i < 2; i++)
        await gig(
          analytics,
          bo,
          [
            { ...VALERIE, rating: 1, reaction: "disliked" },
            { ...SEPTEMBER, rating: 1, reaction: "disliked" },
          ],
          {
            country: "Norway",
            city: "Oslo",
            eventType: "corporate",
          },
        );
      const liked = (song: typeof UPTOWN) => ({ ...song, rating: 4, reaction: "liked" as const });
      await gig(analytics, cy, [liked(UPTOWN), liked(VALERIE), liked(SEPTEMBER)], {
        country: "Ireland",
        city: "Cork",
      });
    }, 120_000);

    afterAll(async () => {
      await analytics?.stop();
      await buses?.client.close();
      await buses?.service.drain();
      await store?.close();
      await database?.close();
    });

    const ask = (context: Partial<InsightContext>, songs = [UPTOWN, VALERIE, SEPTEMBER, NEVER_PLAYED]) =>
      buses.client.request(insightsSubject, {
        context: { country: null, city: null, venueType: null, eventType: null, ...context },
        songs,
      });

    it("answers the composer with scores and evidence from the brief's city", async () => {
      const { insights } = await ask({
        country: "Portugal",
        city: "lisbon",
        venueType: "wedding",
        eventType: "wedding",
      });
      const uptown = insights.find((insight) => insight.index === 0);
      expect(uptown).toMatchObject({
        level: "city",
        performances: 3,
        averageRating: 5,
        evidence: "loved at 3 weddings in Lisbon",
      });
      expect(uptown!.score).toBeGreaterThan(0.3);
      expect(insights.find((insight) => insight.index === 3)).toBeUndefined();
      // without a venue type, the city level counts every kind of gig there
      const anyVenue = await ask({ country: "Portugal", city: "Lisbon", eventType: "wedding" });
      expect(anyVenue.insights.find((insight) => insight.index === 0)?.evidence).toBe(
        "loved at 3 gigs in Lisbon",
      );
      // the brief's kind of venue has no feedback in Lisbon: the country level answers
      const hotel = await ask({
        country: "Portugal",
        city: "Lisbon",
        venueType: "hotel",
        eventType: "wedding",
      });
      expect(hotel.insights.find((insight) => insight.index === 0)).toMatchObject({
        level: "country",
        evidence: "loved at 3 weddings in Portugal",
      });
      // September was only played in Porto: Lisbon falls back to the country
      expect(insights.find((insight) => insight.index === 2)).toMatchObject({
        level: "country",
        evidence: "rated 2.0 at 1 wedding in Portugal",
      });
    });

    it("falls back to everywhere for a place without feedback, and weighs the event type", async () => {
      const { insights } = await ask({ country: "Norway", city: "Bergen", eventType: "corporate" });
      const valerie = insights.find((insight) => insight.index === 1);
      expect(valerie).toMatchObject({
        level: "country",
        evidence: "disliked at 2 corporate events in Norway",
      });
      expect(valerie!.score).toBeLessThan(0);
      const inSpain = await ask({ country: "Spain", city: "Madrid", eventType: "wedding" });
      expect(inSpain.insights.find((insight) => insight.index === 0)).toMatchObject({
        level: "everywhere",
        evidence: "loved at 3 weddings",
      });
    });

    it("answers 2,600 candidates quickly", async () => {
      const songs = Array.from({ length: 2600 }, (_, index) =>
        index % 100 === 0 ? UPTOWN : { title: `Song ${index}`, artist: `Artist ${index % 300}` },
      );
      await ask({ country: "Portugal", city: "Lisbon", eventType: "wedding" }, songs);
      const started = performance.now();
      const { insights } = await ask({ country: "Portugal", city: "Lisbon", eventType: "wedding" }, songs);
      const elapsed = performance.now() - started;
      expect(insights).toHaveLength(26);
      expect(elapsed).toBeLessThan(1000);
    });

    it("shows a musician their own best and worst songs, never another's", async () => {
      const mine = await analytics.get("/api/insights/songs?country=Portugal", ana);
      expect(mine.status).toBe(200);
      const body = mine.body as {
        context: unknown;
        best: Array<Record<string, unknown>>;
        worst: Array<Record<string, unknown>>;
      };
      expect(body.context).toEqual({ country: "Portugal", city: null, venueType: null, eventType: null });
      expect(body.best[0]).toMatchObject({
        title: "Uptown Funk",
        artist: "Mark Ronson",
        averageRating: 5,
        performances: 3,
        successRate: 1,
      });
      expect(body.best[0]!.recommendationScore).toBeGreaterThan(0);
      expect(body.worst[0]).toMatchObject({
        title: "September",
        averageRating: 2,
        performances: 1,
        successRate: 0,
      });
      // Best at or above the musician's own average, worst only below it.
      for (const song of body.best) expect(song.recommendationScore).toBeGreaterThanOrEqual(0);
      for (const song of body.worst) expect(song.recommendationScore).toBeLessThan(0);
      // bo disliked Valerie in Oslo: ana's answer knows nothing of it
      const anywhere = (await analytics.get("/api/insights/songs", ana)).body as typeof body;
      const valerie = [...anywhere.best, ...anywhere.worst].find((song) => song.title === "Valerie");
      expect(valerie).toMatchObject({ averageRating: 4, performances: 3, successRate: 1 });
      const boSees = (await analytics.get("/api/insights/songs?eventType=corporate", bo)).body as typeof body;
      expect([...boSees.best, ...boSees.worst].map((song) => song.title).sort()).toEqual([
        "September",
        "Valerie",
      ]);
      const nothing = (await analytics.get("/api/insights/songs?country=Portugal", bo)).body as typeof body;
      expect(nothing).toMatchObject({ best: [], worst: [] });
    });

    it("lists no song among the least loved when every audience liked them all", async () => {
      const answer = await analytics.get("/api/insights/songs?city=Cork", cy);
      expect(answer.status).toBe(200);
      const body = answer.body as { best: Array<{ title: string }>; worst: unknown[] };
      expect(body.best.map((song) => song.title).sort()).toEqual(["September", "Uptown Funk", "Valerie"]);
      expect(body.worst).toEqual([]);
    });

    it("refuses a bad parameter with 400 naming it, and a signed-out caller with 401", async () => {
      const badVenue = await analytics.get("/api/insights/songs?venueType=spaceship", ana);
      expect(badVenue.status).toBe(400);
      expect((badVenue.body as { error: string }).error).toMatch(/^venueType: must be one of club, /);
      const badEvent = await analytics.get("/api/insights/songs?eventType=funeral", ana);
      expect(badEvent.status).toBe(400);
      expect((badEvent.body as { error: string }).error).toMatch(/^eventType: /);
      const longCity = await analytics.get(`/api/insights/songs?city=${"x".repeat(101)}`, ana);
      expect(longCity.status).toBe(400);
      expect((longCity.body as { error: string }).error).toMatch(/^city: /);
      expect((await analytics.get("/api/insights/songs")).status).toBe(401);
    });

    it("shows the analytics projections with position and lag in the ops status", async () => {
      const response = await analytics.service.app.request("/ops/status");
      const status = (await response.json()) as {
        service: string;
        projections: Array<Record<string, unknown>>;
      };
      expect(status.service).toBe("analytics");
      expect(status.projections.map((projection) => projection.name)).toEqual([
        "analytics.venues",
        "analytics.feedback",
      ]);
      for (const projection of status.projections) {
        expect(projection).toMatchObject({ state: "live", caughtUp: true, lagEvents: 0, lastError: null });
        expect(projection.position).toMatch(/^\d+\/\d+$/);
      }
    });
  });
};

describeInsights("insights over the in-process bus", async () => {
  const network = createInProcessNetwork();
  const service = createInProcessBus({ network });
  const client = createInProcessBus({ network, requestTimeoutMs: 20_000 });
  return { service, client };
});

const natsUrl = process.env.NATS_URL;
describe.skipIf(!natsUrl)(natsUrl ? "NATS" : "NATS (set NATS_URL to run)", () => {
  describeInsights("insights over NATS", async () => {
    const { serviceBus, callerBus } = await connectNatsTestBuses({
      url: natsUrl!,
      service: "analytics",
      caller: "composer",
    });
    return { service: serviceBus, client: callerBus };
  });
});
