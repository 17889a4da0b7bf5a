/**
 * The generator form's choices (spec §3 'Enumerations'). The values match @encore/contracts; they
 * are repeated here so the browser bundle does not carry Effect Schema (platform notes: ~100 KB).
 */
export const ACT_TYPES = [
  ["dj", "DJ"],
  ["solo_backing", "Solo with Backing Tracks"],
  ["duo", "Duo"],
  ["trio", "Trio"],
  ["band_4plus", "Band (4+ members)"],
  ["band_no_keys", "Band without Keys"],
  ["band_no_guitar", "Band without Guitar"],
  ["big_band", "Big Band"],
  ["orchestra", "Orchestra"],
  ["choir", "Choir"],
  ["roaming_acoustic", "Roaming Acoustic"],
] as const;
export type ActType = (typeof ACT_TYPES)[number][0];

export const EVENT_TYPE_LABELS = {
  wedding: "Wedding",
  corporate: "Corporate",
  club: "Club",
  restaurant: "Restaurant",
  festival: "Festival",
  private: "Private Party",
  concert: "Concert",
} as const;
export type EventType = keyof typeof EVENT_TYPE_LABELS;
/** Spec §3: the desktop form lists five event types, the mobile form seven, in these orders. */
export const DESKTOP_EVENT_TYPES: readonly EventType[] = [
  "club",
  "festival",
  "wedding",
  "corporate",
  "private",
];
export const MOBILE_EVENT_TYPES: readonly EventType[] = [
  "wedding",
  "corporate",
  "club",
  "restaurant",
  "festival",
  "private",
  "concert",
];

export const AUDIENCE_TYPES = [
  ["mixed", "Mixed"],
  ["young", "Young"],
  ["mature", "Mature"],
  ["family", "Family"],
] as const;
export type AudienceType = (typeof AUDIENCE_TYPES)[number][0];

export const ENERGY_FLOWS = ["build", "wave", "high"] as const;
export type EnergyFlow = (typeof ENERGY_FLOWS)[number];
/** Desktop wording, then the mobile form's shorter wording (spec §3). */
export const ENERGY_FLOW_LABELS: Record<EnergyFlow, { desktop: string; mobile: string; hint: string }> = {
  build: { desktop: "Build Gradually", mobile: "Build Up Energy", hint: "Start relaxed, finish on a high" },
  wave: { desktop: "Wave Pattern", mobile: "Wave Pattern", hint: "Peaks and breathers in turn" },
  high: { desktop: "High Energy", mobile: "Keep High Energy", hint: "Dance floor from the first song" },
};

export const VENUE_TYPES = [
  ["club", "Club"],
  ["concert_hall", "Concert Hall"],
  ["festival", "Festival"],
  ["wedding", "Wedding"],
  ["corporate", "Corporate"],
  ["restaurant", "Restaurant"],
  ["hotel", "Hotel"],
  ["private_party", "Private Party"],
  ["theater", "Theater"],
  ["outdoor", "Outdoor"],
  ["other", "Other"],
] as const;
export type VenueType = (typeof VENUE_TYPES)[number][0];

export type VocalistGender = "male" | "female";
