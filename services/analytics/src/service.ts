import type { ServiceDefinition, ServiceDependencies } from "@encore/runtime";
import { insightsApi } from "./api/insights-api.ts";
import { createInsights, type Insights } from "./insights/insights.ts";
import { serveInsightMessages } from "./messaging/insights-messages.ts";
import { feedbackProjection } from "./projections/feedback.ts";
import { venuesProjection } from "./projections/venues.ts";

export const ANALYTICS_SCHEMA = "analytics";

/** Every analytics read model, in the order `npm run replay -- analytics` rebuilds them. */
export const analyticsProjections = [venuesProjection, feedbackProjection] as const;

/**
 * Feedback analytics: read models built from FeedbackGiven, SetlistGenerated/SetlistEdited and
 * SongDetected; insights for the composer over messaging and for musicians over HTTP.
 */
export const createAnalyticsService = (): ServiceDefinition => {
  const started = new WeakMap<ServiceDependencies, Insights>();
  const insightsOf = (dependencies: ServiceDependencies) => {
    let insights = started.get(dependencies);
    if (!insights) {
      insights = createInsights(dependencies.database);
      started.set(dependencies, insights);
    }
    return insights;
  };
  return {
    name: "analytics",
    schema: ANALYTICS_SCHEMA,
    projections: analyticsProjections,
    routes: (dependencies) => insightsApi(insightsOf(dependencies), dependencies.now),
    serveMessages: (dependencies) =>
      serveInsightMessages(dependencies.bus, insightsOf(dependencies), dependencies.now),
  };
};

export const analyticsService: ServiceDefinition = createAnalyticsService();
