/**
 * The feedback projection on PGlite, page by page: duplicate delivery changes nothing, feedback
 * given again replaces the first, song identity is normalised, the quick form counts for the
 * setlist's songs as a weaker signal, and an event that does not decode stops the page.
 */
import {
  createPostgresEventStore,
  type EventStore,
  openPglite,
  type RecordedEvent,
  type SqlDatabase,
  START,
} from "@encore/eventstore";
import { sql } from "kysely";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { analyticsProjections } from "../service.ts";
import { feedbackGiven, setlistGenerated } from "../testing/feedback-events.ts";
import { gigHistory } from "../testing/gig-history.ts";
import { FEEDBACK_TABLES, feedbackProjection } from "./feedback.ts";

let database: SqlDatabase;
let store: EventStore;
afterAll(async () => {
  await store?.close();
  await database?.close();
});

beforeEach(async () => {
  await store?.close();
  await database?.close();
  database = await openPglite();
  store = await createPostgresEventStore({ database });
  await sql`CREATE SCHEMA IF NOT EXISTS analytics`.execute(database.db);
  for (const projection of analyticsProjections)
    await database.db.transaction().execute((trx) => projection.setup(trx));
});

const allEvents = async (): Promise<RecordedEvent[]> => {
  const page = await store.readAll({ from: START, maxCount: 100_000 });
  return [...page.events];
};

const applyAll = async (pages: readonly (readonly RecordedEvent[])[]) => {
  for (const page of pages)
    for (const projection of analyticsProjections)
      await database.db.transaction().execute((trx) => projection.apply(trx, page));
};

const chunk = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

const snapshot = async () => {
  const tables: Record<string, string[]> = {};
  for (const table of ["venues", ...FEEDBACK_TABLES]) {
    const { rows } = await sql<{ row: string }>`
      SELECT (to_jsonb(t) - 'id')::text AS row FROM ${sql.raw(`analytics.${table}`)} t ORDER BY 1`.execute(
      database.db,
    );
    tables[table] = rows.map((row) => row.row);
  }
  return tables;
};

const resetTables = async () => {
  for (const projection of analyticsProjections)
    await database.db.transaction().execute(async (trx) => {
      await projection.teardown(trx);
      await projection.setup(trx);
    });
};

const location = async (title: string) => {
  const { rows } = await sql<{
    title: string;
    total_performances: number;
    avg_rating: string;
    positive_reactions: number;
    negative_reactions: number;
    success_rate: string;
    event_types: string[];
  }>`SELECT title, total_performances, avg_rating, positive_reactions, negative_reactions, success_rate, event_types
     FROM analytics.song_performance_by_location WHERE song_key = ${title}`.execute(database.db);
  return rows;
};

describe("analytics.feedback projection", () => {
  it("changes nothing when the same page, or the same event, is delivered again", async () => {
    for (const batch of gigHistory(5, 16)) await store.append(batch.streamId, batch.events);
    const events = await allEvents();
    await applyAll(chunk(events, 9));
    const once = await snapshot();
    expect(once.enhanced_setlist_feedback!.length).toBe(17);

    await resetTables();
    // every page applied twice, and every event twice within its page
    for (const page of chunk(events, 9)) {
      await applyAll([page, page]);
      await applyAll([page.flatMap((event) => [event, event])]);
    }
    expect(await snapshot()).toEqual(once);

    // the same page again after later pages (a runner resuming from an older checkpoint)
    await applyAll([events.slice(0, 20)]);
    expect(await snapshot()).toEqual(once);
  });

  it("gives the same rows whatever the page size", async () => {
    for (const batch of gigHistory(8, 16)) await store.append(batch.streamId, batch.events);
    const events = await allEvents();
    await applyAll([events]);
    const onePage = await snapshot();
    for (const size of [1, 5]) {
      await resetTables();
      await applyAll(chunk(events, size));
      expect(await snapshot()).toEqual(onePage);
    }
  });

  it("counts one song however it is typed, and feedback given again replaces the first", async () => {
    const at = new Date("2026-05-01T20:00:00Z");
    const place = {
      country: "Portugal",
      city: "Lisbon",
      venueType: "wedding" as const,
      eventType: "wedding" as const,
    };
    await store.append("setlist-1", [
      setlistGenerated(1, "user-a", [{ title: "Uptown Funk", artist: "Mark Ronson" }], at),
      feedbackGiven({
        setlistId: 1,
        userId: "user-a",
        at,
        ...place,
        songs: [
          {
            title: "Uptown Funk (feat. Bruno Mars)",
            artist: "Mark Ronson feat. Bruno Mars",
            rating: 2,
            reaction: "disliked",
          },
        ],
      }),
    ]);
    await store.append("setlist-2", [
      setlistGenerated(2, "user-b", [{ title: "UPTOWN FUNK!", artist: "mark ronson" }], at),
      feedbackGiven({
        setlistId: 2,
        userId: "user-b",
        at,
        ...place,
        songs: [{ title: "UPTOWN FUNK!", artist: "mark ronson", rating: 5, reaction: "loved" }],
      }),
    ]);
    await applyAll([await allEvents()]);
    expect(await location("uptown funk|mark ronson")).toEqual([
      {
        title: "Uptown Funk (feat. Bruno Mars)",
        total_performances: 2,
        avg_rating: "3.50",
        positive_reactions: 1,
        negative_reactions: 1,
        success_rate: "0.5000",
        event_types: ["wedding"],
      },
    ]);

    // user-a thinks again: the gig went well after all
    await store.append("setlist-1", [
      feedbackGiven({
        setlistId: 1,
        userId: "user-a",
        at: new Date("2026-05-02T10:00:00Z"),
        ...place,
        songs: [{ title: "Uptown Funk", artist: "Mark Ronson", rating: 4, reaction: "liked" }],
      }),
    ]);
    const events = await allEvents();
    await applyAll([events.slice(-1)]);
    expect(await location("uptown funk|mark ronson")).toMatchObject([
      {
        total_performances: 2,
        avg_rating: "4.50",
        positive_reactions: 2,
        negative_reactions: 0,
        success_rate: "1.0000",
      },
    ]);
    const { rows } = await sql<{ setlist_id: number; overall_rating: number; song_feedback: unknown[] }>`
      SELECT setlist_id, overall_rating, song_feedback FROM analytics.enhanced_setlist_feedback ORDER BY setlist_id`.execute(
      database.db,
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]?.song_feedback).toMatchObject([
      { title: "Uptown Funk", rating: 4, audienceReaction: "liked" },
    ]);
    const master = await sql<{
      total_performances: number;
      average_rating: string;
      loved_count: number;
      disliked_count: number;
    }>`
      SELECT total_performances, average_rating, loved_count, disliked_count FROM analytics.master_feedback_analytics`.execute(
      database.db,
    );
    expect(master.rows).toEqual([
      { total_performances: 2, average_rating: "4.50", loved_count: 1, disliked_count: 0 },
    ]);
  });

  it("counts a quick feedback as a weaker signal for every song of the setlist, not in the song tables", async () => {
    const at = new Date("2026-05-01T20:00:00Z");
    const songs = [
      { title: "Valerie", artist: "Amy Winehouse" },
      { title: "At Last", artist: "Etta James" },
    ];
    await store.append("setlist-3", [
      setlistGenerated(3, "user-a", songs, at),
      feedbackGiven({ setlistId: 3, userId: "user-a", at, overallRating: 5 }),
    ]);
    await applyAll([await allEvents()]);
    const { rows } = await sql<{
      song_key: string;
      quick: number;
      rated: number;
      total_performances: number;
    }>`
      SELECT song_key, quick, rated, total_performances FROM analytics.master_feedback_analytics ORDER BY song_key`.execute(
      database.db,
    );
    // counted for the insights (quick), not as song performances of the spec's tables
    expect(rows).toEqual([
      { song_key: "at last|etta james", quick: 1, rated: 0, total_performances: 0 },
      { song_key: "valerie|amy winehouse", quick: 1, rated: 0, total_performances: 0 },
    ]);
    // the quick form says 'Unknown' for the place: no city or country level hears of it
    const countries = await sql`SELECT * FROM analytics.song_country_stats`.execute(database.db);
    expect(countries.rows).toEqual([]);
    expect(await location("valerie|amy winehouse")).toEqual([]);
  });

  it("stops the page on an event that does not decode, naming it", async () => {
    const event = feedbackGiven({
      setlistId: 9,
      userId: "user-a",
      at: new Date(),
      country: "Norway",
      city: "Oslo",
    });
    await store.append("setlist-9", [{ ...event, data: { ...(event.data as object), overallRating: 6 } }]);
    await expect(applyAll([await allEvents()])).rejects.toThrow(/FeedbackGiven .*overallRating/);
    expect(feedbackProjection.name).toBe("analytics.feedback");
  });
});
