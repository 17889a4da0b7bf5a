import { ApiError, apiGet, apiRequest } from "@encore/shell/api-client";
import { queryOptions } from "@tanstack/react-query";
import type { SongFeedbackEntry } from "../lib/feedback-entries.ts";

export interface SavedFeedback {
  readonly overallRating?: number;
  readonly whatWorked?: string | null;
  readonly songFeedback?: readonly Partial<SongFeedbackEntry>[] | null;
}

export interface FeedbackPayload {
  readonly overallRating: number;
  readonly whatWorked: string;
  readonly venueCity: string;
  readonly venueCountry: string;
  readonly venueName?: string;
  readonly venueType?: string;
  readonly songFeedback: readonly SongFeedbackEntry[];
}

const feedbackUrl = (id: number) => `/api/setlists/${encodeURIComponent(String(id))}/feedback`;

/** GET /api/setlists/{id}/feedback: the saved record, or null when none was given yet. */
export const feedbackQuery = (id: number) =>
  queryOptions({
    queryKey: [feedbackUrl(id)],
    queryFn: async ({ signal }) => {
      try {
        const body = await apiGet<SavedFeedback | { feedback: SavedFeedback | null } | null>(
          feedbackUrl(id),
          {
            signal,
          },
        );
        if (body && "feedback" in body) return body.feedback ?? null;
        return body ?? null;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

/** POST /api/setlists/{id}/feedback. */
export const saveFeedback = async (id: number, payload: FeedbackPayload) => {
  await apiRequest("POST", feedbackUrl(id), payload);
};
