/**
 * The enumerations of spec section 3 as plain values: each one's values (for selects and tests), its type,
 * default and labels. No Effect here, so a browser remote can import them (`@encore/contracts/enum-values`)
 * without carrying Effect Schema; `enums.ts` builds the Schemas from these lists.
 * Label maps use the spec's wording where it gives one and plain title case otherwise.
 */

export const ACT_TYPES = [
  "dj",
  "solo_backing",
  "duo",
  "trio",
  "band_4plus",
  "band_no_keys",
  "band_no_guitar",
  "big_band",
  "orchestra",
  "choir",
  "roaming_acoustic",
] as const;
export type ActType = (typeof ACT_TYPES)[number];
export const ACT_TYPE_LABELS: Readonly<Record<ActType, string>> = {
  dj: "DJ",
  solo_backing: "Solo with Backing Tracks",
  duo: "Duo",
  trio: "Trio",
  band_4plus: "Band (4+ members)",
  band_no_keys: "Band without Keys",
  band_no_guitar: "Band without Guitar",
  big_band: "Big Band",
  orchestra: "Orchestra",
  choir: "Choir",
  roaming_acoustic: "Roaming Acoustic",
};

/** The generator's event types: the union of the desktop and mobile forms' lists. */
export const EVENT_TYPES = [
  "wedding",
  "corporate",
  "club",
  "restaurant",
  "festival",
  "private",
  "concert",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const DESKTOP_EVENT_TYPES = [
  "club",
  "festival",
  "wedding",
  "corporate",
  "private",
] as const satisfies readonly EventType[];
export const MOBILE_EVENT_TYPES = [
  "wedding",
  "corporate",
  "club",
  "restaurant",
  "festival",
  "private",
  "concert",
] as const satisfies readonly EventType[];
export const DEFAULT_EVENT_TYPE: EventType = "wedding";
export const EVENT_TYPE_LABELS: Readonly<Record<EventType, string>> = {
  wedding: "Wedding",
  corporate: "Corporate",
  club: "Club",
  restaurant: "Restaurant",
  festival: "Festival",
  private: "Private Party",
  concert: "Concert",
};

export const AUDIENCE_TYPES = ["mixed", "young", "mature", "family"] as const;
export type AudienceType = (typeof AUDIENCE_TYPES)[number];
export const DEFAULT_AUDIENCE_TYPE: AudienceType = "mixed";
export const AUDIENCE_TYPE_LABELS: Readonly<Record<AudienceType, string>> = {
  mixed: "Mixed",
  young: "Young",
  mature: "Mature",
  family: "Family",
};

export const ENERGY_FLOWS = ["build", "wave", "high"] as const;
export type EnergyFlow = (typeof ENERGY_FLOWS)[number];
/** Desktop wording. */
export const ENERGY_FLOW_LABELS: Readonly<Record<EnergyFlow, string>> = {
  build: "Build Gradually",
  wave: "Wave Pattern",
  high: "High Energy",
};
/** Mobile wording. */
export const ENERGY_FLOW_SHORT_LABELS: Readonly<Record<EnergyFlow, string>> = {
  build: "Build Up Energy",
  wave: "Wave Pattern",
  high: "Keep High Energy",
};

export const VENUE_TYPES = [
  "club",
  "concert_hall",
  "festival",
  "wedding",
  "corporate",
  "restaurant",
  "hotel",
  "private_party",
  "theater",
  "outdoor",
  "other",
] as const;
export type VenueType = (typeof VENUE_TYPES)[number];
export const VENUE_TYPE_LABELS: Readonly<Record<VenueType, string>> = {
  club: "Club",
  concert_hall: "Concert Hall",
  festival: "Festival",
  wedding: "Wedding",
  corporate: "Corporate",
  restaurant: "Restaurant",
  hotel: "Hotel",
  private_party: "Private Party",
  theater: "Theater",
  outdoor: "Outdoor",
  other: "Other",
};

export const VOCALIST_GENDERS = ["male", "female"] as const;
export type VocalistGender = (typeof VOCALIST_GENDERS)[number];
/** A new vocalist row starts as male (spec section 5). */
export const DEFAULT_VOCALIST_GENDER: VocalistGender = "male";
export const VOCALIST_GENDER_LABELS: Readonly<Record<VocalistGender, string>> = {
  male: "Male",
  female: "Female",
};

/** Event types of the Submit Your Setlist form and the inspiration library. */
export const SUBMIT_EVENT_TYPES = [
  "wedding",
  "club",
  "festival",
  "concert",
  "party",
  "coffee shop",
  "restaurant",
  "corporate",
  "other",
] as const;
export type SubmitEventType = (typeof SUBMIT_EVENT_TYPES)[number];
export const SUBMIT_EVENT_TYPE_LABELS: Readonly<Record<SubmitEventType, string>> = {
  wedding: "Wedding",
  club: "Club/Bar",
  festival: "Festival",
  concert: "Concert",
  party: "Private Party",
  "coffee shop": "Coffee Shop",
  restaurant: "Restaurant",
  corporate: "Corporate Event",
  other: "Other",
};
/** The inspiration page's event filter (besides 'All Events'). */
export const INSPIRATION_EVENT_FILTERS = [
  "wedding",
  "club",
  "festival",
  "coffee shop",
  "party",
  "concert",
] as const satisfies readonly SubmitEventType[];

export const SUBMIT_GENRES = [
  "rock",
  "pop",
  "jazz",
  "blues",
  "folk",
  "electronic",
  "hip-hop",
  "country",
  "r&b",
  "indie",
  "mixed",
] as const;
export type SubmitGenre = (typeof SUBMIT_GENRES)[number];
export const SUBMIT_GENRE_LABELS: Readonly<Record<SubmitGenre, string>> = {
  rock: "Rock",
  pop: "Pop",
  jazz: "Jazz",
  blues: "Blues",
  folk: "Folk/Acoustic",
  electronic: "Electronic",
  "hip-hop": "Hip-Hop",
  country: "Country",
  "r&b": "R&B/Soul",
  indie: "Indie",
  mixed: "Mixed/Various",
};
/** The inspiration page's genre filter (besides 'All Genres'). */
export const INSPIRATION_GENRE_FILTERS = [
  "rock",
  "jazz",
  "electronic",
  "folk",
  "hip-hop",
  "pop",
] as const satisfies readonly SubmitGenre[];

export const REPERTOIRE_TYPES = [
  "band",
  "vocalist",
  "singer",
  "duo",
  "trio",
  "quartet",
  "event",
  "genre",
  "other",
] as const;
export type RepertoireType = (typeof REPERTOIRE_TYPES)[number];
export const DEFAULT_REPERTOIRE_TYPE: RepertoireType = "band";
export const REPERTOIRE_TYPE_LABELS: Readonly<Record<RepertoireType, string>> = {
  band: "Band",
  vocalist: "Vocalist",
  singer: "Singer",
  duo: "Duo",
  trio: "Trio",
  quartet: "Quartet",
  event: "Event",
  genre: "Genre",
  other: "Other",
};

/** The 12 pitch classes as the edit screen lists them (sharps only). */
export const PITCH_CLASSES = ["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"] as const;

/** Major keys: the 12 pitch classes, black keys spelled both ways. */
export const MAJOR_KEYS = [
  "C",
  "C#",
  "Db",
  "D",
  "D#",
  "Eb",
  "E",
  "F",
  "F#",
  "Gb",
  "G",
  "G#",
  "Ab",
  "A",
  "A#",
  "Bb",
  "B",
] as const;
/** Minor keys, spelled like the majors with an 'm' suffix. */
export const MINOR_KEYS = [
  "Cm",
  "C#m",
  "Dbm",
  "Dm",
  "D#m",
  "Ebm",
  "Em",
  "Fm",
  "F#m",
  "Gbm",
  "Gm",
  "G#m",
  "Abm",
  "Am",
  "A#m",
  "Bbm",
  "Bm",
] as const;
/** A song's key; 'none' is the absence of the field, not a value. */
export const SONG_KEYS = [...MAJOR_KEYS, ...MINOR_KEYS] as const;
export type SongKey = (typeof SONG_KEYS)[number];

export const PLANS = ["monthly", "yearly"] as const;
export type Plan = (typeof PLANS)[number];
export const PLAN_LABELS: Readonly<Record<Plan, string>> = { monthly: "Monthly", yearly: "Yearly" };

export const CLOUD_PROVIDERS = ["dropbox", "google_drive"] as const;
export type CloudProvider = (typeof CLOUD_PROVIDERS)[number];
export const CLOUD_PROVIDER_LABELS: Readonly<Record<CloudProvider, string>> = {
  dropbox: "Dropbox",
  google_drive: "Google Drive",
};

export const AUDIENCE_REACTIONS = ["loved", "liked", "neutral", "disliked"] as const;
export type AudienceReaction = (typeof AUDIENCE_REACTIONS)[number];
export const DEFAULT_AUDIENCE_REACTION: AudienceReaction = "liked";
export const AUDIENCE_REACTION_LABELS: Readonly<Record<AudienceReaction, string>> = {
  loved: "Loved",
  liked: "Liked",
  neutral: "Neutral",
  disliked: "Disliked",
};

/** Quick feedback buttons (spec section 2, edit screen). */
export const RATING_LABELS: Readonly<Record<1 | 2 | 3 | 4 | 5, string>> = {
  5: "Amazing!",
  4: "Really Good",
  3: "Good",
  2: "Okay",
  1: "Could Be Better",
};

/** Song-detail detection of a repertoire song. */
export const AI_STATUSES = ["idle", "pending", "processing", "complete", "failed"] as const;
export type AiStatus = (typeof AI_STATUSES)[number];
export const DEFAULT_AI_STATUS: AiStatus = "idle";
/** The badge a song row shows; null shows nothing. */
export const AI_STATUS_BADGES: Readonly<Record<AiStatus, string | null>> = {
  idle: null,
  pending: "Detecting...",
  processing: "Detecting...",
  complete: null,
  failed: "Detection Failed",
};

/** Where a detected song detail came from. */
export const DETECTION_SOURCES = ["catalog", "openai", "user"] as const;
export type DetectionSource = (typeof DETECTION_SOURCES)[number];

/**
 * The spec shows only 'free' (default) and 'trial'. We add Stripe's paid-life states, spelled as Stripe
 * spells them: active (paying), past_due (a renewal failed, still premium while Stripe retries),
 * canceled (ended). Stripe's other states (incomplete, unpaid, ...) are mapped onto these by billing.
 */
export const SUBSCRIPTION_STATUSES = ["free", "trial", "active", "past_due", "canceled"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const DEFAULT_SUBSCRIPTION_STATUS: SubscriptionStatus = "free";
export const SUBSCRIPTION_STATUS_LABELS: Readonly<Record<SubscriptionStatus, string>> = {
  free: "Free",
  trial: "Trial",
  active: "Premium",
  past_due: "Payment Overdue",
  canceled: "Canceled",
};

export const THEMES = ["dark", "light", "system"] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = "dark";
