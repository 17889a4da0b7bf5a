/**
 * Analytics' request/reply subject (libs/contracts/src/messages/analytics.ts): scores from every
 * musician's feedback for a brief's candidates, answered in queue group `analytics` so that each
 * request reaches one analytics instance.
 */
import { InsightsForBrief } from "@encore/contracts";
import { type MessageBus, requestSubject, type Subscription } from "@encore/messaging";
import type { Insights } from "../insights/insights.ts";

export const ANALYTICS_QUEUE = "analytics";

export const insightsForBriefSubject = requestSubject(
  InsightsForBrief.name,
  InsightsForBrief.request,
  InsightsForBrief.response,
);

export const serveInsightMessages = (
  bus: MessageBus,
  insights: Insights,
  now: () => Date,
): Promise<Subscription[]> =>
  Promise.all([
    bus.serve(insightsForBriefSubject, (request) => insights.forBrief(request, now()), {
      queue: ANALYTICS_QUEUE,
    }),
  ]);
