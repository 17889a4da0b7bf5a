import { apiGet } from "@encore/shell/api-client";
import { queryOptions } from "@tanstack/react-query";
import { type InsightContext, searchFromContext } from "../lib/context.ts";

export const INSIGHTS_URL = "/api/insights/songs";

/** One song as the musician's own feedback rates it for the context. */
export interface SongInsight {
  readonly title: string;
  readonly artist: string;
  readonly averageRating: number;
  readonly performances: number;
  /** Share of ratings that were loved or liked, 0–1. */
  readonly successRate: number;
  /** -1 (drop it) to 1 (play it): the rating shrunk toward the broader average and aged. */
  readonly recommendationScore: number;
  /** e.g. "loved at 3 weddings in Lisbon". */
  readonly evidence: string;
}

export interface SongInsights {
  readonly best: readonly SongInsight[];
  readonly worst: readonly SongInsight[];
}

/** GET /api/insights/songs?country=&city=&venueType=&eventType= (analytics): the signed-in musician's songs. */
export const songInsightsQuery = (context: InsightContext) => {
  const query = searchFromContext(context);
  const url = query ? `${INSIGHTS_URL}?${query}` : INSIGHTS_URL;
  return queryOptions({
    queryKey: [INSIGHTS_URL, context],
    queryFn: async ({ signal }) => {
      const body = await apiGet<Partial<SongInsights>>(url, { signal });
      return { best: body.best ?? [], worst: body.worst ?? [] } satisfies SongInsights;
    },
  });
};
