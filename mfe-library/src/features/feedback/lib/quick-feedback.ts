import type { FeedbackPayload } from "../api/feedback.ts";

/** Spec §2: the five rating buttons, best first. */
export const RATINGS = [
  { value: 5, label: "Amazing!" },
  { value: 4, label: "Really Good" },
  { value: 3, label: "Good" },
  { value: 2, label: "Okay" },
  { value: 1, label: "Could Be Better" },
] as const;

export const UNKNOWN_PLACE = "Unknown";

interface SetlistVenue {
  readonly venueCity?: string | null;
  readonly venueCountry?: string | null;
  readonly venueName?: string | null;
  readonly venueType?: string | null;
}

/**
 * Spec §5: the quick form hides city and country: they are copied from the setlist when present,
 * else 'Unknown'; highlights go in whatWorked; the song feedback list is sent empty. The server
 * copies the event type from the setlist.
 */
export const quickFeedbackPayload = (
  rating: number,
  highlights: string,
  setlist: SetlistVenue,
): FeedbackPayload => ({
  overallRating: rating,
  whatWorked: highlights.trim(),
  venueCity: setlist.venueCity?.trim() || UNKNOWN_PLACE,
  venueCountry: setlist.venueCountry?.trim() || UNKNOWN_PLACE,
  ...(setlist.venueName?.trim() ? { venueName: setlist.venueName.trim() } : {}),
  ...(setlist.venueType?.trim() ? { venueType: setlist.venueType.trim() } : {}),
  songFeedback: [],
});
