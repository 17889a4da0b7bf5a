/**
 * Bodies of the saved-setlist calls (spec section 7), decoded with the spec's messages (section 5).
 * A refusal names the field: `songs[2].key: must be a key like C, F#, Bb, Am or C#m`.
 */
import {
  AudienceReaction,
  IsoDate,
  intAtLeast,
  MAX_SONG_SECONDS,
  MIN_SONG_SECONDS,
  NonBlankString,
  normaliseKey,
  Rating,
  SongDurationSeconds,
  VenueType,
} from "@encore/contracts";
import { Schema } from "effect";

const required = (message: string) =>
  Schema.String.check(Schema.isPattern(/\S/, { message })).annotateKey({ messageMissingKey: message });

const optional = <S extends Schema.Top>(schema: S) => Schema.optionalKey(Schema.NullOr(schema));

export const SETLIST_NAME_REQUIRED = "Setlist name is required";
export const SONGS_REQUIRED = "At least one song is required";
export const SONG_TITLE_REQUIRED = "Song title is required";
export const ARTIST_REQUIRED = "Artist is required";
export const CITY_REQUIRED = "City is required for location insights";
export const COUNTRY_REQUIRED = "Country is required for location insights";
export const BAD_KEY = "must be a key like C, F#, Bb, Am or C#m";

/** PATCH /api/setlists/{id}: rename and/or move to a folder. */
export const PatchRequest = Schema.Struct({
  name: optional(Schema.String.check(Schema.isPattern(/\S/, { message: SETLIST_NAME_REQUIRED }))),
  folder: optional(Schema.String),
});

const KeyInput = Schema.String.check(
  Schema.makeFilter((text: string) => (text.trim() === "" || normaliseKey(text) ? undefined : BAD_KEY)),
);

/** "3:45" → 225; undefined when not m:ss. */
export const parseMinutesSeconds = (text: string): number | undefined => {
  const match = /^\s*(\d{1,2}):([0-5]\d)\s*$/.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
};

const DURATION_MESSAGE = "must be m:ss between 0:01 and 30:00, like 3:45";
const DurationText = Schema.String.check(
  Schema.makeFilter((text: string) => {
    if (text.trim() === "") return undefined;
    const seconds = parseMinutesSeconds(text);
    return seconds !== undefined && seconds >= MIN_SONG_SECONDS && seconds <= MAX_SONG_SECONDS
      ? undefined
      : DURATION_MESSAGE;
  }),
);

export const EditSongInput = Schema.Struct({
  title: required(SONG_TITLE_REQUIRED),
  artist: required(ARTIST_REQUIRED),
  durationSeconds: optional(SongDurationSeconds),
  /** "m:ss", as the edit screen's time editor shows it. */
  duration: optional(DurationText),
  durationMinutes: optional(Schema.Number.check(Schema.isGreaterThan(0, { message: "must be above 0" }))),
  key: optional(KeyInput),
  /** '' is the 'No vocalist' choice. */
  vocalist: optional(Schema.String),
});
export type EditSongInput = typeof EditSongInput.Type;

/** PUT /api/setlists/{id}: the edit screen's save. `version` is the setlist's version the edit started from. */
export const EditRequest = Schema.Struct({
  name: required(SETLIST_NAME_REQUIRED),
  songs: Schema.Array(EditSongInput)
    .check(Schema.isMinLength(1, { message: SONGS_REQUIRED }))
    .annotateKey({ messageMissingKey: SONGS_REQUIRED }),
  version: optional(intAtLeast(0)),
});

/** The seconds an edited song gives, if it gives any. */
export const durationOf = (song: EditSongInput): number | undefined => {
  if (song.durationSeconds != null) return song.durationSeconds;
  if (song.duration != null && song.duration.trim() !== "") return parseMinutesSeconds(song.duration);
  if (song.durationMinutes != null)
    return Math.min(MAX_SONG_SECONDS, Math.max(MIN_SONG_SECONDS, Math.round(song.durationMinutes * 60)));
  return undefined;
};

export const SongFeedbackInput = Schema.Struct({
  songIndex: intAtLeast(0),
  title: NonBlankString,
  artist: NonBlankString,
  rating: optional(Rating),
  notes: optional(Schema.String),
  audienceReaction: optional(AudienceReaction),
});

/** POST /api/setlists/{id}/feedback: spec section 5's feedback schema. */
export const FeedbackRequest = Schema.Struct({
  overallRating: Rating.annotateKey({ messageMissingKey: "is required" }),
  audienceResponse: optional(Rating),
  energyLevel: optional(Rating),
  flowRating: optional(Rating),
  whatWorked: optional(Schema.String),
  whatDidntWork: optional(Schema.String),
  venueNotes: optional(Schema.String),
  suggestions: optional(Schema.String),
  // Spec §5: required. The quick form sends 'Unknown' for both; the setlist's own place is used then.
  venueCity: required(CITY_REQUIRED),
  venueCountry: required(COUNTRY_REQUIRED),
  venueName: optional(Schema.String),
  venueType: optional(VenueType),
  eventDate: optional(IsoDate),
  audienceSize: optional(intAtLeast(1)),
  songFeedback: optional(Schema.Array(SongFeedbackInput)),
});
export type FeedbackRequest = typeof FeedbackRequest.Type;
