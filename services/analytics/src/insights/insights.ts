/**
 * Reading the insight read models: scores for a brief's candidate songs (every musician's feedback,
 * for the composer) and a signed-in musician's best and worst songs for a context (their own).
 */
import type {
  InsightContext,
  InsightsForBriefRequest,
  InsightsForBriefResponse,
  SongInsightAnswer,
} from "@encore/contracts";
import type { SqlDatabase } from "@encore/eventstore";
import { sql } from "kysely";
import { contributionOf, type StoredFeedback } from "../projections/feedback.ts";
import {
  addSums,
  averageRating,
  emptySums,
  eventTypePrior,
  evidenceText,
  type LevelSums,
  performances,
  priorMean,
  recommend,
  successRate,
} from "../scoring/recommendation.ts";
import { isPositive, placeKey, type SongSignal, songKey } from "../scoring/signals.ts";

interface SumsRow {
  readonly rated: number;
  readonly quick: number;
  readonly sum_rating: number;
  readonly sum_quick_rating: number;
  readonly loved: number;
  readonly liked: number;
  readonly neutral: number;
  readonly disliked: number;
  readonly quick_positive: number;
  readonly weight_units: number;
  readonly weighted_value2: number;
}

/** The level's sums of each song, added up in the database: one row per song crosses the wire. */
const SUMMED = sql`sum(rated)::float8 AS rated, sum(quick)::float8 AS quick,
  sum(sum_rating)::float8 AS sum_rating, sum(sum_quick_rating)::float8 AS sum_quick_rating,
  sum(loved)::float8 AS loved, sum(liked)::float8 AS liked, sum(neutral)::float8 AS neutral,
  sum(disliked)::float8 AS disliked, sum(quick_positive)::float8 AS quick_positive,
  sum(weight_units)::float8 AS weight_units, sum(weighted_value2)::float8 AS weighted_value2`;

/** One row's sums, for tables with one row per song at the level asked. */
const PLAIN = sql`rated, quick, sum_rating, sum_quick_rating, loved, liked, neutral, disliked, quick_positive,
  weight_units::float8 AS weight_units, weighted_value2::float8 AS weighted_value2`;

/** How long the global prior (a sum over every song) is reused: it moves slowly. */
const PRIOR_TTL_MS = 60_000;

const sumsOf = (row: SumsRow): LevelSums => ({
  rated: Number(row.rated),
  quick: Number(row.quick),
  sumRating: Number(row.sum_rating),
  sumQuickRating: Number(row.sum_quick_rating),
  loved: Number(row.loved),
  liked: Number(row.liked),
  neutral: Number(row.neutral),
  disliked: Number(row.disliked),
  quickPositive: Number(row.quick_positive),
  weightUnits: Number(row.weight_units),
  weightedValue2: Number(row.weighted_value2),
});

const given = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

const round = (value: number, digits: number) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

export interface SongInsightSummary {
  readonly title: string;
  readonly artist: string;
  readonly averageRating: number;
  readonly performances: number;
  readonly successRate: number;
  readonly recommendationScore: number;
  readonly evidence: string;
}

export interface UserInsights {
  readonly context: InsightContext;
  readonly best: readonly SongInsightSummary[];
  readonly worst: readonly SongInsightSummary[];
}

/** How many songs each of `best` and `worst` lists. */
export const INSIGHT_LIST_SIZE = 10;

export interface Insights {
  /** Every musician's feedback about a brief's candidates; only candidates with feedback are answered. */
  forBrief(request: InsightsForBriefRequest, now: Date): Promise<InsightsForBriefResponse>;
  /** One musician's own best and worst songs for a context. */
  forUser(userId: string, context: InsightContext, now: Date): Promise<UserInsights>;
}

const add = <K>(map: Map<K, LevelSums>, key: K, sums: LevelSums) =>
  map.set(key, addSums(map.get(key) ?? emptySums, sums));

export const createInsights = (database: SqlDatabase): Insights => {
  const priors = new Map<string, { readonly at: number; readonly sums: Promise<LevelSums> }>();
  const priorSums = (eventType: string | null, now: Date) => {
    const cached = priors.get(eventType ?? "");
    const age = cached ? now.getTime() - cached.at : Number.POSITIVE_INFINITY;
    if (cached && age >= 0 && age < PRIOR_TTL_MS) return cached.sums;
    const sums = everywhereSums(database, eventType);
    sums.catch(() => priors.delete(eventType ?? ""));
    priors.set(eventType ?? "", { at: now.getTime(), sums });
    return sums;
  };
  return {
    forBrief: async ({ context, songs }, now) => {
      if (songs.length === 0) return { insights: [] };
      const eventType = given(context.eventType) ?? null;
      const venueType = given(context.venueType) ?? null;
      const country = given(context.country);
      const city = country === undefined ? undefined : given(context.city);
      const countryKey = country === undefined ? null : placeKey(country);
      const cityKey = city === undefined ? null : placeKey(city);
      const keys = songs.map((song) => songKey(song.title, song.artist));
      const distinct = [...new Set(keys)];
      type Row = SumsRow & { song_key: string; place: string };
      // everywhere: master_feedback_analytics (song × event type)
      // (with an event type, master and country stats hold one row per song: no grouping needed)
      const everywhereQuery =
        eventType === null
          ? sql<Row>`
      SELECT song_key, '' AS place, ${SUMMED} FROM analytics.master_feedback_analytics
      WHERE song_key = ANY(${distinct}::text[]) GROUP BY song_key`.execute(database.db)
          : sql<Row>`
      SELECT song_key, '' AS place, ${PLAIN} FROM analytics.master_feedback_analytics
      WHERE song_key = ANY(${distinct}::text[]) AND event_type = ${eventType}`.execute(database.db);
      // country: song_country_stats (song × event type × country)
      const countryQuery =
        countryKey === null
          ? Promise.resolve({ rows: [] as Row[] })
          : eventType === null
            ? sql<Row>`
      SELECT song_key, min(country) AS place, ${SUMMED} FROM analytics.song_country_stats
      WHERE song_key = ANY(${distinct}::text[]) AND country_key = ${countryKey}
      GROUP BY song_key`.execute(database.db)
            : sql<Row>`
      SELECT song_key, country AS place, ${PLAIN} FROM analytics.song_country_stats
      WHERE song_key = ANY(${distinct}::text[]) AND country_key = ${countryKey} AND event_type = ${eventType}`.execute(
                database.db,
              );
      // city: song_performance_by_location (song × city × venue type), any event type
      const cityQuery =
        countryKey === null || cityKey === null
          ? Promise.resolve({ rows: [] as Row[] })
          : sql<Row>`
      SELECT song_key, min(city) AS place, ${SUMMED} FROM analytics.song_performance_by_location
      WHERE country_key = ${countryKey} AND city_key = ${cityKey} AND song_key = ANY(${distinct}::text[])
        AND (${venueType}::text IS NULL OR venue_type = ${venueType}::text)
      GROUP BY song_key`.execute(database.db);
      // Side by side on a server's pool (PGlite runs them one after another).
      const [everywhere, inCountry, inCity, all, allEvents] = await Promise.all([
        everywhereQuery,
        countryQuery,
        cityQuery,
        priorSums(eventType, now),
        priorSums(null, now),
      ]);
      if (everywhere.rows.length === 0) return { insights: [] };
      const levels = {
        everywhere: new Map<string, LevelSums>(),
        country: new Map<string, LevelSums>(),
        city: new Map<string, LevelSums>(),
      };
      const places = new Map<string, string>();
      for (const row of everywhere.rows) add(levels.everywhere, row.song_key, sumsOf(row));
      for (const row of inCountry.rows) {
        add(levels.country, row.song_key, sumsOf(row));
        places.set(`country:${row.song_key}`, places.get(`country:${row.song_key}`) ?? row.place);
      }
      for (const row of inCity.rows) {
        add(levels.city, row.song_key, sumsOf(row));
        places.set(`city:${row.song_key}`, places.get(`city:${row.song_key}`) ?? row.place);
      }
      const prior = eventTypePrior(all, allEvents, now);
      const insights: SongInsightAnswer[] = [];
      keys.forEach((key, index) => {
        const found = recommend(
          {
            everywhere: levels.everywhere.get(key) ?? emptySums,
            country: levels.country.get(key),
            city: levels.city.get(key),
          },
          prior,
          now,
        );
        if (!found) return;
        const place = found.level === "everywhere" ? undefined : places.get(`${found.level}:${key}`);
        // the city level counts every event at the brief's kind of venue; the others the brief's event type
        const kind = found.level === "city" ? venueType : eventType;
        insights.push({
          index,
          score: round(found.score, 4),
          level: found.level,
          performances: performances(found.sums),
          averageRating: round(averageRating(found.sums), 2),
          evidence: evidenceText(found.sums, kind, place),
        });
      });
      return { insights };
    },

    forUser: async (userId, context, now) => {
      const country = given(context.country);
      const city = given(context.city);
      const countryKey = country === undefined ? undefined : placeKey(country);
      const cityKey = city === undefined ? undefined : placeKey(city);
      const { rows } = await sql<StoredFeedback>`
      SELECT user_id, overall_rating, song_feedback, venue_name, venue_city, venue_country, venue_type,
        audience_size, event_type, to_json(gig_at)#>>'{}' AS gig_at, quick_songs
      FROM analytics.enhanced_setlist_feedback
      WHERE user_id = ${userId}
        AND (${context.venueType}::text IS NULL OR venue_type = ${context.venueType}::text)
        AND (${context.eventType}::text IS NULL OR event_type = ${context.eventType}::text)
      ORDER BY setlist_id`.execute(database.db);
      const songs = new Map<string, { title: string; artist: string; sums: LevelSums; place?: string }>();
      let all = emptySums;
      for (const row of rows) {
        const contribution = contributionOf(row);
        if (countryKey !== undefined && placeKey(contribution.country) !== countryKey) continue;
        if (cityKey !== undefined && placeKey(contribution.city) !== cityKey) continue;
        for (const signal of contribution.signals) {
          const sums = signalSums(signal);
          all = addSums(all, sums);
          const entry = songs.get(signal.key) ?? {
            title: signal.title,
            artist: signal.artist,
            sums: emptySums,
          };
          entry.sums = addSums(entry.sums, sums);
          entry.place ??=
            city !== undefined ? contribution.city : country !== undefined ? contribution.country : undefined;
          songs.set(signal.key, entry);
        }
      }
      const prior = priorMean(all, now);
      const scored: Array<SongInsightSummary & { readonly key: string }> = [];
      for (const [key, song] of songs) {
        const found = recommend({ everywhere: song.sums }, prior, now);
        if (!found) continue;
        scored.push({
          key,
          title: song.title,
          artist: song.artist,
          averageRating: round(averageRating(song.sums), 2),
          performances: performances(song.sums),
          successRate: round(successRate(song.sums), 4),
          recommendationScore: round(found.score, 4),
          evidence: evidenceText(song.sums, context.eventType, song.place),
        });
      }
      const byScore = [...scored].sort(
        (a, b) =>
          b.recommendationScore - a.recommendationScore ||
          b.performances - a.performances ||
          a.key.localeCompare(b.key),
      );
      // Scores are relative to the musician's own average in this context: the best are the songs at or
      // above it, the worst (worst first) only the songs below it, so a song rated 4 with every
      // audience happy is never listed as one that "went down least well".
      const best = byScore.filter((song) => song.recommendationScore >= 0).slice(0, INSIGHT_LIST_SIZE);
      const worst = byScore
        .filter((song) => song.recommendationScore < 0)
        .reverse()
        .slice(0, INSIGHT_LIST_SIZE);
      const strip = ({ key: _key, ...summary }: SongInsightSummary & { readonly key: string }) => summary;
      return { context, best: best.map(strip), worst: worst.map(strip) };
    },
  };
};

/** One signal as level sums. */
const signalSums = (signal: SongSignal): LevelSums => ({
  ...emptySums,
  rated: signal.rated,
  quick: 1 - signal.rated,
  sumRating: signal.rated === 1 ? signal.rating : 0,
  sumQuickRating: signal.rated === 1 ? 0 : signal.rating,
  loved: signal.reaction === "loved" ? 1 : 0,
  liked: signal.reaction === "liked" ? 1 : 0,
  neutral: signal.reaction === "neutral" ? 1 : 0,
  disliked: signal.reaction === "disliked" ? 1 : 0,
  quickPositive: signal.rated === 0 && isPositive(signal) ? 1 : 0,
  weightUnits: signal.weightUnits,
  weightedValue2: signal.weightUnits * signal.value2,
});

/** Every song's signals everywhere, for the prior: the brief's event type, else all of them. */
const everywhereSums = async (database: SqlDatabase, eventType: string | null): Promise<LevelSums> => {
  const read = async (type: string | null) => {
    const { rows } = await sql<SumsRow>`
      SELECT coalesce(sum(rated), 0)::float8 AS rated, coalesce(sum(quick), 0)::float8 AS quick,
        0 AS sum_rating, 0 AS sum_quick_rating, 0 AS loved, 0 AS liked, 0 AS neutral, 0 AS disliked,
        0 AS quick_positive, coalesce(sum(weight_units), 0)::float8 AS weight_units,
        coalesce(sum(weighted_value2), 0)::float8 AS weighted_value2
      FROM analytics.master_feedback_analytics
      WHERE ${type}::text IS NULL OR event_type = ${type}::text`.execute(database.db);
    return rows[0] ? sumsOf(rows[0]) : emptySums;
  };
  const forType = await read(eventType);
  if (eventType === null || forType.weightUnits > 0) return forType;
  return read(null);
};
