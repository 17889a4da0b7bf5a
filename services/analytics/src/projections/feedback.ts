/**
 * `analytics.feedback`: the feedback read models of spec section 3 (enhanced_setlist_feedback,
 * song_performance_by_location, master_feedback_analytics) and what insights read besides them
 * (song_country_stats; the location table is the city level, master the everywhere level), from
 * FeedbackGiven, SetlistGenerated, SetlistEdited, SongDetectionRequested and SongDetected. One projection, so that a feedback that
 * replaces an earlier one on the same setlist takes the earlier one's contribution back in the same
 * transaction. Every aggregate is a sum of integers: the rows do not depend on page boundaries,
 * and applying an event a second time changes nothing (each setlist row remembers its event).
 */
import { EVENT_TYPES } from "@encore/contracts";
import {
  comparePositions,
  type Position,
  type Projection,
  parsePosition,
  type RecordedEvent,
  type Transaction,
} from "@encore/eventstore";
import { CompiledQuery, sql } from "kysely";
import {
  type AnalyticsFacts,
  type FeedbackFacts,
  occurredAt,
  readAnalyticsEvent,
  type SongRef,
} from "../events/read-events.ts";
import { feedbackSignals, songKey } from "../scoring/signals.ts";
import {
  type Contribution,
  EVENT_TYPE_COLUMNS,
  eventTypeColumn,
  LIST_CAP,
  PageDeltas,
} from "./feedback-deltas.ts";
import { venueKey } from "./venues.ts";

export const FEEDBACK_PROJECTION = "analytics.feedback";

const eventTypeCounts = EVENT_TYPE_COLUMNS.map((column) => `  ${column} integer NOT NULL DEFAULT 0,`).join(
  "\n",
);
const eventTypesExpression = `array_remove(ARRAY[${EVENT_TYPES.map(
  (type) => `CASE WHEN ${eventTypeColumn(type)} > 0 THEN '${type}' END`,
).join(", ")}], NULL)`;
const SUM_COLUMNS_DDL = `
  rated integer NOT NULL,
  quick integer NOT NULL,
  sum_rating integer NOT NULL,
  sum_quick_rating integer NOT NULL,
  loved integer NOT NULL,
  liked integer NOT NULL,
  neutral integer NOT NULL,
  disliked integer NOT NULL,
  quick_positive integer NOT NULL,
  weight_units numeric NOT NULL,
  weighted_value2 numeric NOT NULL,`;

const DDL = `
CREATE OR REPLACE FUNCTION analytics.union_capped(a text[], b text[], cap int) RETURNS text[]
  LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(v ORDER BY o), '{}'::text[])
  FROM (SELECT v, min(o) AS o FROM unnest(a || b) WITH ORDINALITY u(v, o) GROUP BY v ORDER BY min(o) LIMIT cap) s $$;

CREATE TABLE IF NOT EXISTS analytics.setlist_songs (
  setlist_id integer PRIMARY KEY,
  songs jsonb NOT NULL,
  pos_a bigint NOT NULL,
  pos_b bigint NOT NULL
);
CREATE TABLE IF NOT EXISTS analytics.detection_songs (
  repertoire_id integer NOT NULL,
  song_id integer NOT NULL,
  song_key text NOT NULL,
  pos_a bigint NOT NULL,
  pos_b bigint NOT NULL,
  PRIMARY KEY (repertoire_id, song_id)
);
CREATE TABLE IF NOT EXISTS analytics.song_genres (
  song_key text PRIMARY KEY,
  genre text NOT NULL,
  pos_a bigint NOT NULL,
  pos_b bigint NOT NULL
);
CREATE TABLE IF NOT EXISTS analytics.enhanced_setlist_feedback (
  id uuid NOT NULL,
  setlist_id integer PRIMARY KEY,
  user_id text NOT NULL,
  overall_rating integer NOT NULL,
  audience_response integer,
  energy_level integer,
  flow_rating integer,
  what_worked text,
  what_didnt_work text,
  venue_notes text,
  suggestions text,
  song_feedback jsonb NOT NULL,
  venue_key text,
  venue_name text,
  venue_city text NOT NULL,
  venue_country text NOT NULL,
  venue_type text NOT NULL,
  event_date date,
  audience_size integer,
  event_type text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  event_id text NOT NULL,
  event_position text NOT NULL,
  gig_at timestamptz NOT NULL,
  quick_songs jsonb
);
CREATE INDEX IF NOT EXISTS enhanced_setlist_feedback_user ON analytics.enhanced_setlist_feedback (user_id);
CREATE TABLE IF NOT EXISTS analytics.song_performance_by_location (
  id uuid NOT NULL,
  song_key text NOT NULL,
  country_key text NOT NULL,
  city_key text NOT NULL,
  title text NOT NULL,
  artist text NOT NULL,
  country text NOT NULL,
  city text NOT NULL,
  venue_type text NOT NULL,${SUM_COLUMNS_DDL}
  sum_value2 integer NOT NULL,
  audience_sum bigint NOT NULL,
  audience_n integer NOT NULL,
${eventTypeCounts}
  total_performances integer GENERATED ALWAYS AS (rated) STORED,
  positive_reactions integer GENERATED ALWAYS AS (loved + liked) STORED,
  neutral_reactions integer GENERATED ALWAYS AS (neutral) STORED,
  negative_reactions integer GENERATED ALWAYS AS (disliked) STORED,
  avg_rating numeric(3, 2) GENERATED ALWAYS AS
    (CASE WHEN rated > 0 THEN round(sum_rating::numeric / rated, 2) END) STORED,
  success_rate numeric(5, 4) GENERATED ALWAYS AS
    (CASE WHEN rated > 0 THEN round((loved + liked)::numeric / rated, 4) END) STORED,
  recommendation_score numeric(5, 4) GENERATED ALWAYS AS
    (round(((sum_value2::numeric / 2 - 3 * rated) / 2) / (rated + 3), 4)) STORED,
  event_types text[] GENERATED ALWAYS AS (${eventTypesExpression}) STORED,
  average_audience_size numeric(10, 2) GENERATED ALWAYS AS
    (CASE WHEN audience_n > 0 THEN round(audience_sum::numeric / audience_n, 2) END) STORED,
  last_updated timestamptz NOT NULL,
  PRIMARY KEY (country_key, city_key, song_key, venue_type)
);
CREATE TABLE IF NOT EXISTS analytics.song_country_stats (
  song_key text NOT NULL,
  event_type text NOT NULL,
  country_key text NOT NULL,
  country text NOT NULL,${SUM_COLUMNS_DDL}
  PRIMARY KEY (song_key, event_type, country_key)
);
CREATE TABLE IF NOT EXISTS analytics.master_feedback_analytics (
  id uuid NOT NULL,
  song_key text NOT NULL,
  song_title text NOT NULL,
  song_artist text NOT NULL,
  genre text,
  event_type text NOT NULL,${SUM_COLUMNS_DDL}
  total_performances integer GENERATED ALWAYS AS (rated) STORED,
  average_rating numeric(3, 2) GENERATED ALWAYS AS
    (CASE WHEN rated > 0 THEN round(sum_rating::numeric / rated, 2) END) STORED,
  loved_count integer GENERATED ALWAYS AS (loved) STORED,
  liked_count integer GENERATED ALWAYS AS (liked) STORED,
  neutral_count integer GENERATED ALWAYS AS (neutral) STORED,
  disliked_count integer GENERATED ALWAYS AS (disliked) STORED,
  skipped_count integer NOT NULL DEFAULT 0,
  successful_venues text[] NOT NULL,
  common_tags text[] NOT NULL,
  best_following_songs text[] NOT NULL,
  last_updated timestamptz NOT NULL,
  PRIMARY KEY (song_key, event_type)
);`;

const DROP = `
DROP TABLE IF EXISTS analytics.song_country_stats, analytics.master_feedback_analytics,
  analytics.song_performance_by_location, analytics.enhanced_setlist_feedback, analytics.song_genres,
  analytics.detection_songs, analytics.setlist_songs;
DROP FUNCTION IF EXISTS analytics.union_capped(text[], text[], integer);`;

/** Every table this projection owns, for tools and tests that compare read models. */
export const FEEDBACK_TABLES = [
  "setlist_songs",
  "detection_songs",
  "song_genres",
  "enhanced_setlist_feedback",
  "song_performance_by_location",
  "master_feedback_analytics",
  "song_country_stats",
] as const;

interface FeedbackState {
  readonly eventId: string;
  readonly position: string;
  readonly createdAt: string;
  readonly contribution: Contribution;
}

/** An enhanced_setlist_feedback row: the spec's fields plus what it takes to take its contribution back. */
interface FeedbackRow {
  readonly id_source: string;
  readonly setlist_id: number;
  readonly user_id: string;
  readonly overall_rating: number;
  readonly audience_response: number | null;
  readonly energy_level: number | null;
  readonly flow_rating: number | null;
  readonly what_worked: string | null;
  readonly what_didnt_work: string | null;
  readonly venue_notes: string | null;
  readonly suggestions: string | null;
  readonly song_feedback: FeedbackFacts["songFeedback"];
  readonly venue_key: string | null;
  readonly venue_name: string | null;
  readonly venue_city: string;
  readonly venue_country: string;
  readonly venue_type: string;
  readonly event_date: string | null;
  readonly audience_size: number | null;
  readonly event_type: string;
  readonly created_at: string;
  readonly updated_at: string;
  readonly event_id: string;
  readonly event_position: string;
  readonly gig_at: string;
  /** The setlist's songs a quick-form feedback counted for (null for the full form). */
  readonly quick_songs: ReadonlyArray<readonly [string, string]> | null;
}

/** The columns a stored feedback's contribution is rebuilt from (also what the user's insights read). */
export interface StoredFeedback {
  readonly user_id: string;
  readonly overall_rating: number;
  readonly song_feedback: FeedbackFacts["songFeedback"];
  readonly venue_name: string | null;
  readonly venue_city: string;
  readonly venue_country: string;
  readonly venue_type: string;
  readonly audience_size: number | null;
  readonly event_type: string;
  readonly gig_at: string | Date;
  readonly quick_songs: ReadonlyArray<readonly [string, string]> | null;
}

/** A feedback's contribution, the same whether computed when it arrives or rebuilt from its row. */
export const contributionOf = (stored: StoredFeedback): Contribution => ({
  userId: stored.user_id,
  country: stored.venue_country.trim(),
  city: stored.venue_city.trim(),
  venueName: stored.venue_name?.trim() || stored.venue_city,
  venueType: stored.venue_type,
  eventType: stored.event_type,
  audienceSize: stored.audience_size ?? undefined,
  signals: feedbackSignals(
    { overallRating: stored.overall_rating, songFeedback: stored.song_feedback },
    (stored.quick_songs ?? []).map(([title, artist]) => ({ title, artist })),
    new Date(stored.gig_at),
  ),
});

/** The day of the gig, when the form gave one no later than the feedback itself; else the feedback's time. */
const gigTime = (facts: FeedbackFacts, at: Date): Date => {
  if (facts.eventDate) {
    const day = new Date(`${facts.eventDate}T12:00:00.000Z`);
    if (!Number.isNaN(day.getTime()) && day.getTime() <= at.getTime()) return day;
  }
  return at;
};

const json = (value: unknown) => JSON.stringify(value);

/** One statement at a time: PGlite's extended protocol takes no multi-statement strings. */
const statements = (script: string) =>
  script
    .split(/;\s*\n(?=CREATE|DROP)/)
    .map((statement) => statement.trim().replace(/;$/, ""))
    .filter((statement) => statement.length > 0);

/** Applies one page: reads what it needs, folds the events in order in memory, writes each table once. */
const applyPage = async (trx: Transaction, events: readonly RecordedEvent[]) => {
  const facts: Array<{ recorded: RecordedEvent; facts: AnalyticsFacts }> = [];
  for (const recorded of events) {
    const read = readAnalyticsEvent(recorded);
    if (read) facts.push({ recorded, facts: read });
  }
  if (facts.length === 0) return;

  // What the page's events need from earlier pages.
  const feedbackSetlists = new Set<number>();
  const quickSetlists = new Set<number>();
  const detections: Array<{ repertoire_id: number; song_id: number }> = [];
  for (const { facts: f } of facts) {
    if (f.type === "FeedbackGiven") {
      feedbackSetlists.add(f.setlistId);
      if (f.songFeedback.length === 0) quickSetlists.add(f.setlistId);
    } else if (f.type === "SongDetected" && f.genre !== undefined) {
      detections.push({ repertoire_id: f.repertoireId, song_id: f.songId });
    }
  }
  const feedbackState = new Map<number, FeedbackState>();
  if (feedbackSetlists.size > 0) {
    const { rows } = await sql<
      StoredFeedback & { setlist_id: number; event_id: string; event_position: string; created_at: string }
    >`SELECT setlist_id, event_id, event_position, to_json(created_at)#>>'{}' AS created_at,
         to_json(gig_at)#>>'{}' AS gig_at, user_id, overall_rating, song_feedback, venue_name, venue_city,
         venue_country, venue_type, audience_size, event_type, quick_songs
       FROM analytics.enhanced_setlist_feedback
       WHERE setlist_id = ANY(${[...feedbackSetlists]}::int[])`.execute(trx);
    for (const row of rows) {
      feedbackState.set(row.setlist_id, {
        eventId: row.event_id,
        position: row.event_position,
        createdAt: new Date(row.created_at).toISOString(),
        contribution: contributionOf(row),
      });
    }
  }
  const setlistSongs = new Map<number, readonly SongRef[]>();
  if (quickSetlists.size > 0) {
    const { rows } = await sql<{ setlist_id: number; songs: Array<[string, string]> }>`
      SELECT setlist_id, songs FROM analytics.setlist_songs
      WHERE setlist_id = ANY(${[...quickSetlists]}::int[])`.execute(trx);
    for (const row of rows)
      setlistSongs.set(
        row.setlist_id,
        row.songs.map(([title, artist]) => ({ title, artist })),
      );
  }
  const detectionKeys = new Map<string, string>();
  if (detections.length > 0) {
    const { rows } = await sql<{ repertoire_id: number; song_id: number; song_key: string }>`
      SELECT d.repertoire_id, d.song_id, d.song_key FROM analytics.detection_songs d
      JOIN jsonb_to_recordset(${json(detections)}::jsonb) AS r(repertoire_id int, song_id int)
        ON d.repertoire_id = r.repertoire_id AND d.song_id = r.song_id`.execute(trx);
    for (const row of rows) detectionKeys.set(`${row.repertoire_id}/${row.song_id}`, row.song_key);
  }

  // Fold the page in event order.
  const deltas = new PageDeltas();
  const songsToWrite = new Map<number, { songs: readonly SongRef[]; at: readonly [string, string] }>();
  const detectionsToWrite = new Map<
    string,
    { repertoire_id: number; song_id: number; song_key: string; pos_a: string; pos_b: string }
  >();
  const genres = new Map<string, { genre: string; at: readonly [string, string] }>();
  const feedbackRows = new Map<number, FeedbackRow>();
  for (const { recorded, facts: f } of facts) {
    const [a, b] = parsePosition(recorded.position);
    const at = [a.toString(), b.toString()] as const;
    switch (f.type) {
      case "SetlistSongs":
        setlistSongs.set(f.setlistId, f.songs);
        songsToWrite.set(f.setlistId, { songs: f.songs, at });
        break;
      case "SongDetectionRequested": {
        const id = `${f.repertoireId}/${f.songId}`;
        const key = songKey(f.title, f.artist);
        detectionKeys.set(id, key);
        detectionsToWrite.set(id, {
          repertoire_id: f.repertoireId,
          song_id: f.songId,
          song_key: key,
          pos_a: at[0],
          pos_b: at[1],
        });
        break;
      }
      case "SongDetected": {
        const key = detectionKeys.get(`${f.repertoireId}/${f.songId}`);
        if (key !== undefined && f.genre !== undefined) genres.set(key, { genre: f.genre, at });
        break;
      }
      case "FeedbackGiven": {
        const current = feedbackState.get(f.setlistId);
        if (
          current &&
          (current.eventId === recorded.eventId ||
            comparePositions(recorded.position, current.position as Position) <= 0)
        )
          break; // delivered again: already counted
        const given = occurredAt(recorded);
        const atIso = given.toISOString();
        if (current) deltas.apply(current.contribution, -1, atIso);
        const quickSongs =
          f.songFeedback.length === 0
            ? (setlistSongs.get(f.setlistId) ?? []).map((song) => [song.title, song.artist] as const)
            : null;
        const row: FeedbackRow = {
          id_source: `setlist:${f.setlistId}`,
          setlist_id: f.setlistId,
          user_id: f.userId,
          overall_rating: f.overallRating,
          audience_response: f.audienceResponse ?? null,
          energy_level: f.energyLevel ?? null,
          flow_rating: f.flowRating ?? null,
          what_worked: f.whatWorked ?? null,
          what_didnt_work: f.whatDidntWork ?? null,
          venue_notes: f.venueNotes ?? null,
          suggestions: f.suggestions ?? null,
          song_feedback: f.songFeedback,
          venue_key: venueKey(f.venue.country, f.venue.city, f.venue.name?.trim() || f.venue.city),
          venue_name: f.venue.name?.trim() || null,
          venue_city: f.venue.city,
          venue_country: f.venue.country,
          venue_type: f.venue.venueType,
          event_date: f.eventDate ?? null,
          audience_size: f.audienceSize ?? null,
          event_type: f.eventType,
          created_at: current?.createdAt ?? atIso,
          updated_at: atIso,
          event_id: recorded.eventId,
          event_position: recorded.position,
          gig_at: gigTime(f, given).toISOString(),
          quick_songs: quickSongs,
        };
        const contribution = contributionOf(row);
        deltas.apply(contribution, 1, atIso);
        feedbackState.set(f.setlistId, {
          eventId: recorded.eventId,
          position: recorded.position,
          createdAt: row.created_at,
          contribution,
        });
        feedbackRows.set(f.setlistId, row);
        break;
      }
    }
  }

  // Write each table once.
  if (songsToWrite.size > 0) {
    const rows = [...songsToWrite].map(([setlist_id, { songs, at }]) => ({
      setlist_id,
      songs: songs.map((song) => [song.title, song.artist]),
      pos_a: at[0],
      pos_b: at[1],
    }));
    await sql`
      INSERT INTO analytics.setlist_songs AS t (setlist_id, songs, pos_a, pos_b)
      SELECT setlist_id, songs::jsonb, pos_a::bigint, pos_b::bigint
      FROM json_to_recordset(${json(rows)}::json) AS r(setlist_id int, songs json, pos_a text, pos_b text)
      ON CONFLICT (setlist_id) DO UPDATE SET songs = excluded.songs, pos_a = excluded.pos_a, pos_b = excluded.pos_b
      WHERE (t.pos_a, t.pos_b) < (excluded.pos_a, excluded.pos_b)`.execute(trx);
  }
  if (detectionsToWrite.size > 0) {
    await sql`
      INSERT INTO analytics.detection_songs AS t (repertoire_id, song_id, song_key, pos_a, pos_b)
      SELECT repertoire_id, song_id, song_key, pos_a::bigint, pos_b::bigint
      FROM jsonb_to_recordset(${json([...detectionsToWrite.values()])}::jsonb)
        AS r(repertoire_id int, song_id int, song_key text, pos_a text, pos_b text)
      ON CONFLICT (repertoire_id, song_id) DO UPDATE SET
        song_key = excluded.song_key, pos_a = excluded.pos_a, pos_b = excluded.pos_b
      WHERE (t.pos_a, t.pos_b) < (excluded.pos_a, excluded.pos_b)`.execute(trx);
  }
  if (genres.size > 0) {
    const rows = [...genres].map(([song_key, { genre, at }]) => ({
      song_key,
      genre,
      pos_a: at[0],
      pos_b: at[1],
    }));
    await sql`
      INSERT INTO analytics.song_genres AS t (song_key, genre, pos_a, pos_b)
      SELECT song_key, genre, pos_a::bigint, pos_b::bigint
      FROM jsonb_to_recordset(${json(rows)}::jsonb) AS r(song_key text, genre text, pos_a text, pos_b text)
      ON CONFLICT (song_key) DO UPDATE SET genre = excluded.genre, pos_a = excluded.pos_a, pos_b = excluded.pos_b
      WHERE (t.pos_a, t.pos_b) < (excluded.pos_a, excluded.pos_b)`.execute(trx);
  }
  if (feedbackRows.size > 0) {
    await sql`
      INSERT INTO analytics.enhanced_setlist_feedback AS t (
        id, setlist_id, user_id, overall_rating, audience_response, energy_level, flow_rating,
        what_worked, what_didnt_work, venue_notes, suggestions, song_feedback, venue_key, venue_name,
        venue_city, venue_country, venue_type, event_date, audience_size, event_type, created_at,
        updated_at, event_id, event_position, gig_at, quick_songs)
      SELECT md5(id_source)::uuid, setlist_id, user_id, overall_rating, audience_response, energy_level,
        flow_rating, what_worked, what_didnt_work, venue_notes, suggestions, song_feedback::jsonb, venue_key,
        venue_name, venue_city, venue_country, venue_type, event_date::date, audience_size, event_type,
        created_at::timestamptz, updated_at::timestamptz, event_id, event_position, gig_at::timestamptz,
        quick_songs::jsonb
      FROM json_to_recordset(${json([...feedbackRows.values()])}::json) AS r(
        id_source text, setlist_id int, user_id text, overall_rating int, audience_response int,
        energy_level int, flow_rating int, what_worked text, what_didnt_work text, venue_notes text,
        suggestions text, song_feedback json, venue_key text, venue_name text, venue_city text,
        venue_country text, venue_type text, event_date text, audience_size int, event_type text,
        created_at text, updated_at text, event_id text, event_position text, gig_at text, quick_songs json)
      ON CONFLICT (setlist_id) DO UPDATE SET
        user_id = excluded.user_id, overall_rating = excluded.overall_rating,
        audience_response = excluded.audience_response, energy_level = excluded.energy_level,
        flow_rating = excluded.flow_rating, what_worked = excluded.what_worked,
        what_didnt_work = excluded.what_didnt_work, venue_notes = excluded.venue_notes,
        suggestions = excluded.suggestions, song_feedback = excluded.song_feedback,
        venue_key = excluded.venue_key, venue_name = excluded.venue_name, venue_city = excluded.venue_city,
        venue_country = excluded.venue_country, venue_type = excluded.venue_type,
        event_date = excluded.event_date, audience_size = excluded.audience_size,
        event_type = excluded.event_type, updated_at = excluded.updated_at, event_id = excluded.event_id,
        event_position = excluded.event_position, gig_at = excluded.gig_at,
        quick_songs = excluded.quick_songs`.execute(trx);
  }
  await writeDeltas(trx, deltas, [...genres.keys()]);
};

const SUMS = [
  "rated",
  "quick",
  "sum_rating",
  "sum_quick_rating",
  "loved",
  "liked",
  "neutral",
  "disliked",
  "quick_positive",
];
const WEIGHTS = ["weight_units", "weighted_value2"];
const recordColumns = (columns: readonly string[], type: string) =>
  columns.map((column) => `${column} ${type}`);
const addAll = (columns: readonly string[]) =>
  columns.map((column) => `${column} = t.${column} + excluded.${column}`).join(",\n        ");

const LOCATION_SUMS = [...SUMS, "sum_value2", "audience_n", ...EVENT_TYPE_COLUMNS];
const LOCATION_SQL = `
  INSERT INTO analytics.song_performance_by_location AS t (
    id, song_key, country_key, city_key, venue_type, title, artist, country, city,
    ${[...LOCATION_SUMS, "audience_sum", ...WEIGHTS].join(", ")}, last_updated)
  SELECT md5(song_key || '|' || country_key || '|' || city_key || '|' || venue_type)::uuid, song_key, country_key,
    city_key, venue_type, title, artist, country, city,
    ${[...LOCATION_SUMS, "audience_sum", ...WEIGHTS].join(", ")}, last_updated::timestamptz
  FROM json_to_recordset($1::json) AS r(
    song_key text, country_key text, city_key text, venue_type text, title text, artist text, country text,
    city text, ${[...recordColumns(LOCATION_SUMS, "int"), "audience_sum bigint", ...recordColumns(WEIGHTS, "numeric")].join(", ")},
    last_updated text)
  ON CONFLICT (country_key, city_key, song_key, venue_type) DO UPDATE SET
    ${addAll([...LOCATION_SUMS, "audience_sum", ...WEIGHTS])},
    last_updated = excluded.last_updated`;

const COUNTRY_SQL = `
  INSERT INTO analytics.song_country_stats AS t (song_key, event_type, country_key, country, ${[...SUMS, ...WEIGHTS].join(", ")})
  SELECT song_key, event_type, country_key, country, ${[...SUMS, ...WEIGHTS].join(", ")}
  FROM json_to_recordset($1::json) AS r(
    song_key text, event_type text, country_key text, country text,
    ${[...recordColumns(SUMS, "int"), ...recordColumns(WEIGHTS, "numeric")].join(", ")})
  ON CONFLICT (song_key, event_type, country_key) DO UPDATE SET
    ${addAll([...SUMS, ...WEIGHTS])}`;

/** Lists keep their first LIST_CAP names: a full list is left alone (no function call per row). */
const unionList = (column: string) =>
  `${column} = CASE WHEN cardinality(t.${column}) >= ${LIST_CAP} OR cardinality(excluded.${column}) = 0 THEN t.${column}
      ELSE analytics.union_capped(t.${column}, excluded.${column}, ${LIST_CAP}) END`;

const MASTER_SQL = `
  INSERT INTO analytics.master_feedback_analytics AS t (
    id, song_key, event_type, song_title, song_artist, genre, ${[...SUMS, ...WEIGHTS].join(", ")},
    successful_venues, common_tags, best_following_songs, last_updated)
  SELECT md5(r.song_key || '|' || r.event_type)::uuid, r.song_key, r.event_type, r.title, r.artist, g.genre,
    ${[...SUMS, ...WEIGHTS].map((column) => `r.${column}`).join(", ")},
    r.successful_venues, r.common_tags, r.best_following_songs, r.last_updated::timestamptz
  FROM json_to_recordset($1::json) AS r(
    song_key text, event_type text, title text, artist text,
    ${[...recordColumns(SUMS, "int"), ...recordColumns(WEIGHTS, "numeric")].join(", ")},
    successful_venues text[], common_tags text[], best_following_songs text[], last_updated text)
  LEFT JOIN analytics.song_genres g ON g.song_key = r.song_key
  ON CONFLICT (song_key, event_type) DO UPDATE SET
    ${addAll([...SUMS, ...WEIGHTS])},
    genre = excluded.genre,
    ${unionList("successful_venues")},
    ${unionList("common_tags")},
    ${unionList("best_following_songs")},
    last_updated = excluded.last_updated`;

const run = (trx: Transaction, statement: string, rows: unknown[]) =>
  rows.length === 0 ? Promise.resolve() : trx.executeQuery(CompiledQuery.raw(statement, [json(rows)]));

const writeDeltas = async (trx: Transaction, deltas: PageDeltas, genreKeys: readonly string[]) => {
  await run(trx, LOCATION_SQL, [...deltas.locations.values()]);
  await run(trx, COUNTRY_SQL, [...deltas.countries.values()]);
  await run(trx, MASTER_SQL, [...deltas.masters.values()]);
  if (genreKeys.length > 0)
    await sql`
      UPDATE analytics.master_feedback_analytics m SET genre = g.genre
      FROM analytics.song_genres g
      WHERE m.song_key = g.song_key AND g.song_key = ANY(${genreKeys}::text[])`.execute(trx);
};

/** The feedback read models and what insights read (see the file comment). */
export const feedbackProjection: Projection = {
  name: FEEDBACK_PROJECTION,
  version: 1,
  filter: {
    eventTypes: [
      "FeedbackGiven",
      "SetlistGenerated",
      "SetlistEdited",
      "SongDetectionRequested",
      "SongDetected",
    ],
  },
  setup: async (trx) => {
    await sql`CREATE SCHEMA IF NOT EXISTS analytics`.execute(trx);
    for (const statement of statements(DDL)) await sql.raw(statement).execute(trx);
  },
  teardown: async (trx) => {
    for (const statement of statements(DROP)) await sql.raw(statement).execute(trx);
  },
  apply: applyPage,
};
