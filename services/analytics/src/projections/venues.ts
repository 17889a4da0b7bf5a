import { UNKNOWN_PLACE } from "@encore/contracts";
import type { Projection, RecordedEvent } from "@encore/eventstore";
import { sql } from "kysely";
import { readAnalyticsEvent } from "../events/read-events.ts";

export interface VenueRow {
  readonly name: string;
  readonly city: string;
  readonly country: string;
  readonly venueType: string;
  readonly createdAt: string;
}

/** One venue however its name is typed: case, spacing and punctuation do not make a second venue. */
export const venueKey = (country: string, city: string, name: string) =>
  [country, city, name]
    .map((part) =>
      part
        .normalize("NFKD")
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, " ")
        .trim(),
    )
    .join("|");

/** The venues a page of feedback tells about, first sighting first; places given as 'Unknown' are no venue. */
export const venuesFromFeedback = (events: readonly RecordedEvent[]): Map<string, VenueRow> => {
  const venues = new Map<string, VenueRow>();
  for (const recorded of events) {
    const event = readAnalyticsEvent(recorded);
    if (event?.type !== "FeedbackGiven") continue;
    const { country, city, name, venueType } = event.venue;
    if (country === UNKNOWN_PLACE || city === UNKNOWN_PLACE) continue;
    const venueName = name?.trim() || city;
    const key = venueKey(country, city, venueName);
    if (!venues.has(key)) {
      venues.set(key, {
        name: venueName,
        city,
        country,
        venueType,
        createdAt: recorded.createdAt.toISOString(),
      });
    }
  }
  return venues;
};

/**
 * `venues` of spec section 3: every place musicians have played and given feedback about. Ids are
 * handed out in order of first sighting and only to new venues (an `ON CONFLICT DO NOTHING` alone
 * would burn a sequence number per known venue, so ids would depend on page boundaries).
 */
export const venuesProjection: Projection = {
  name: "analytics.venues",
  version: 2,
  filter: { eventTypes: ["FeedbackGiven"] },
  setup: async (trx) => {
    await sql`CREATE TABLE IF NOT EXISTS analytics.venues (
      id serial PRIMARY KEY,
      venue_key text NOT NULL UNIQUE,
      name text NOT NULL,
      city text NOT NULL,
      country text NOT NULL,
      venue_type text,
      capacity integer,
      created_at timestamptz NOT NULL
    )`.execute(trx);
  },
  teardown: async (trx) => {
    await sql`DROP TABLE IF EXISTS analytics.venues`.execute(trx);
  },
  apply: async (trx, events) => {
    const venues = venuesFromFeedback(events);
    if (venues.size === 0) return;
    const rows = JSON.stringify([...venues].map(([key, venue], n) => ({ n, venue_key: key, ...venue })));
    await sql`
      INSERT INTO analytics.venues (venue_key, name, city, country, venue_type, created_at)
      SELECT venue_key, name, city, country, "venueType", "createdAt"::timestamptz
      FROM jsonb_to_recordset(${rows}::jsonb)
        AS r(n int, venue_key text, name text, city text, country text, "venueType" text, "createdAt" text)
      WHERE NOT EXISTS (SELECT 1 FROM analytics.venues v WHERE v.venue_key = r.venue_key)
      ORDER BY n
      ON CONFLICT (venue_key) DO NOTHING`.execute(trx);
  },
};
