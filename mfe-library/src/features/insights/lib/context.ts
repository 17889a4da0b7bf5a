/**
 * The place and occasion insights are for, as the /insights address carries it
 * (`?country=&city=&venueType=&eventType=`), and the link the setlist view opens it with.
 */

/** The spec's event types (brief 'eventType'), in the generator's order. */
export const EVENT_TYPE_OPTIONS = [
  { value: "wedding", label: "Wedding" },
  { value: "corporate", label: "Corporate" },
  { value: "club", label: "Club" },
  { value: "restaurant", label: "Restaurant" },
  { value: "festival", label: "Festival" },
  { value: "private", label: "Private Party" },
  { value: "concert", label: "Concert" },
] as const;

/** The spec's venue types (venues.venueType). */
export const VENUE_TYPE_OPTIONS = [
  { value: "club", label: "Club" },
  { value: "concert_hall", label: "Concert Hall" },
  { value: "festival", label: "Festival" },
  { value: "wedding", label: "Wedding" },
  { value: "corporate", label: "Corporate" },
  { value: "restaurant", label: "Restaurant" },
  { value: "hotel", label: "Hotel" },
  { value: "private_party", label: "Private Party" },
  { value: "theater", label: "Theater" },
  { value: "outdoor", label: "Outdoor" },
  { value: "other", label: "Other" },
] as const;

/** Longest place name the API takes. */
export const MAX_PLACE_LENGTH = 100;

export interface InsightContext {
  readonly country: string;
  readonly city: string;
  /** "" for any. */
  readonly venueType: string;
  /** "" for any. */
  readonly eventType: string;
}

export const ANY_CONTEXT: InsightContext = { country: "", city: "", venueType: "", eventType: "" };

const known = (value: string, options: readonly { readonly value: string }[]) =>
  options.some((option) => option.value === value) ? value : "";

/** Feedback says 'Unknown' when the quick form hid the place: that is no place to filter on. */
const place = (value: string | null | undefined): string => {
  const trimmed = (value ?? "").trim().slice(0, MAX_PLACE_LENGTH);
  return trimmed.toLowerCase() === "unknown" ? "" : trimmed;
};

/** The context an address names; unknown venue or event types read as "any". */
export const contextFromSearch = (search: URLSearchParams): InsightContext => ({
  country: place(search.get("country")),
  city: place(search.get("city")),
  venueType: known(search.get("venueType") ?? "", VENUE_TYPE_OPTIONS),
  eventType: known(search.get("eventType") ?? "", EVENT_TYPE_OPTIONS),
});

/** The query string for a context: only what is said, trimmed. */
export const searchFromContext = (context: InsightContext, extra: Record<string, string> = {}): string => {
  const search = new URLSearchParams();
  for (const key of ["country", "city", "venueType", "eventType"] as const) {
    const value = place(context[key]);
    if (value) search.set(key, value);
  }
  for (const [key, value] of Object.entries(extra)) if (value) search.set(key, value);
  return search.toString();
};

/** What a saved setlist knows of its gig. */
export interface SetlistPlace {
  readonly id: number | string;
  readonly eventType?: string | null;
  readonly venueCountry?: string | null;
  readonly venueCity?: string | null;
  readonly venueType?: string | null;
}

/** /insights for the setlist's venue and event, remembering which setlist to go back to. */
export const insightsLinkFor = (setlist: SetlistPlace): string => {
  const context: InsightContext = {
    country: place(setlist.venueCountry),
    city: place(setlist.venueCity),
    venueType: known(setlist.venueType ?? "", VENUE_TYPE_OPTIONS),
    eventType: known(setlist.eventType ?? "", EVENT_TYPE_OPTIONS),
  };
  const query = searchFromContext(context, { from: String(setlist.id) });
  return `/insights?${query}`;
};

/** "a wedding in Lisbon, Portugal (hotel)" — the heading of the results, in a musician's words. */
export const describeContext = (context: InsightContext): string => {
  const event = EVENT_TYPE_OPTIONS.find((option) => option.value === context.eventType)?.label;
  const venue = VENUE_TYPE_OPTIONS.find((option) => option.value === context.venueType)?.label;
  const where = [context.city, context.country].filter(Boolean).join(", ");
  const parts = [event ? `${event} gigs` : "All gigs", where ? `in ${where}` : "everywhere"];
  return venue ? `${parts.join(" ")} · ${venue} venues` : parts.join(" ");
};

export const formatPercent = (share: number): string => `${Math.round(share * 100)} %`;
export const formatRating = (rating: number): string => rating.toFixed(1);
/** The recommendation score, signed: "+0.62", "−0.40", "0.00". */
export const formatScore = (score: number): string => {
  const fixed = Math.abs(score).toFixed(2);
  if (fixed === "0.00") return "0.00";
  return `${score > 0 ? "+" : "−"}${fixed}`;
};
export const performancesLabel = (count: number): string => `${count} ${count === 1 ? "gig" : "gigs"}`;
