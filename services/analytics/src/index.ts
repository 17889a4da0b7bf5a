export { INSIGHTS_PATH, readInsightContext } from "./api/insights-api.ts";
export {
  createInsights,
  type Insights,
  type SongInsightSummary,
  type UserInsights,
} from "./insights/insights.ts";
export { ANALYTICS_QUEUE, insightsForBriefSubject } from "./messaging/insights-messages.ts";
export { FEEDBACK_PROJECTION, FEEDBACK_TABLES, feedbackProjection } from "./projections/feedback.ts";
export { venuesProjection } from "./projections/venues.ts";
export { recommend } from "./scoring/recommendation.ts";
export { songKey } from "./scoring/signals.ts";
export {
  ANALYTICS_SCHEMA,
  analyticsProjections,
  analyticsService,
  createAnalyticsService,
} from "./service.ts";
export { type AnalyticsHarness, startAnalytics } from "./testing/analytics-harness.ts";
export {
  type FeedbackOptions,
  feedbackGiven,
  type SongVerdict,
  setlistGenerated,
  type TestSong,
} from "./testing/feedback-events.ts";
