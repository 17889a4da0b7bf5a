/**
 * What the analytics service answers over request/reply (NATS, or the in-process bus when embedded).
 * Each subject is `{name, request, response}`: wrap it with `requestSubject(x.name, x.request, x.response)`
 * from @encore/messaging.
 */
import { Schema } from "effect";
import { intAtLeast, NonBlankString } from "../values.ts";

/** The place and occasion a setlist is for; null when the brief does not say. */
export const InsightContext = Schema.Struct({
  country: Schema.NullOr(Schema.String),
  city: Schema.NullOr(Schema.String),
  venueType: Schema.NullOr(Schema.String),
  eventType: Schema.NullOr(Schema.String),
});
export type InsightContext = typeof InsightContext.Type;

export const MAX_INSIGHT_CANDIDATES = 10_000;

export const InsightsForBriefRequest = Schema.Struct({
  context: InsightContext,
  /** The candidate songs, as the composer knows them; answers refer to them by index. */
  songs: Schema.Array(Schema.Struct({ title: NonBlankString, artist: NonBlankString })).check(
    Schema.isMaxLength(MAX_INSIGHT_CANDIDATES),
  ),
});
export type InsightsForBriefRequest = typeof InsightsForBriefRequest.Type;

/** What feedback says about one candidate for this context. Only candidates with feedback are answered. */
export const SongInsightAnswer = Schema.Struct({
  /** Index of the song in the request's `songs`. */
  index: intAtLeast(0),
  /** The recommendation score mapped to [-1, 1]: above 0 raises the song, below 0 lowers it. */
  score: Schema.Number.check(Schema.isBetween({ minimum: -1, maximum: 1 })),
  /** Where the evidence comes from: the brief's city, its country, or everywhere. */
  level: Schema.Literals(["city", "country", "everywhere"]),
  performances: intAtLeast(0),
  averageRating: Schema.Number,
  /** A short reason a musician reads, e.g. "loved at 3 weddings in Lisbon". */
  evidence: NonBlankString,
});
export type SongInsightAnswer = typeof SongInsightAnswer.Type;

export const InsightsForBriefResponse = Schema.Struct({ insights: Schema.Array(SongInsightAnswer) });
export type InsightsForBriefResponse = typeof InsightsForBriefResponse.Type;

/** Scores from audience feedback for a brief's candidates, for the composer to weigh. */
export const InsightsForBrief = {
  name: "analytics.insights-for-brief",
  request: InsightsForBriefRequest,
  response: InsightsForBriefResponse,
} as const;
