/**
 * Value schemas shared by events, commands and API bodies: ids, ratings, durations, dates.
 * Their messages are phrased to follow a field path: "numberOfSets: must be between 1 and 5".
 */
import { Schema } from "effect";
import {
  MAX_ENERGY,
  MAX_RATING,
  MAX_SONG_SECONDS,
  MIN_ENERGY,
  MIN_RATING,
  MIN_SONG_SECONDS,
} from "./limits.ts";

/** Text with at least one non-space character. */
export const NonBlankString = Schema.String.check(Schema.isPattern(/\S/, { message: "must not be blank" }));

/** A whole number between `minimum` and `maximum`, both included. */
export const intBetween = (minimum: number, maximum: number) =>
  Schema.Number.check(
    Schema.isInt({ message: "must be a whole number" }),
    Schema.isBetween({ minimum, maximum }, { message: `must be between ${minimum} and ${maximum}` }),
  );

/** A whole number of at least `minimum`. */
export const intAtLeast = (minimum: number) =>
  Schema.Number.check(
    Schema.isInt({ message: "must be a whole number" }),
    Schema.isGreaterThanOrEqualTo(minimum, { message: `must be at least ${minimum}` }),
  );

/** Ratings of feedback: 1 (Could Be Better) to 5 (Amazing!). */
export const Rating = intBetween(MIN_RATING, MAX_RATING);

/** Song energy, 1 (calm) to 10 (peak). */
export const Energy = intBetween(MIN_ENERGY, MAX_ENERGY);

/** A song's length in whole seconds. */
export const SongDurationSeconds = intBetween(MIN_SONG_SECONDS, MAX_SONG_SECONDS);

/** Tempo in beats per minute. */
export const Bpm = Schema.Number.check(
  Schema.isFinite({ message: "must be a number" }),
  Schema.isBetween({ minimum: 20, maximum: 400 }, { message: "must be between 20 and 400 BPM" }),
);

/** Release year of a recording or composition. */
export const Year = intBetween(1000, 2100);

/** How sure a detector is of a value, from 0 (guess) to 1 (certain). */
export const Confidence = Schema.Number.check(
  Schema.isFinite({ message: "must be a number" }),
  Schema.isBetween({ minimum: 0, maximum: 1 }, { message: "must be between 0 and 1" }),
);

export const Uuid = Schema.String.check(Schema.isUUID(undefined, { message: "must be a UUID" }));

/** Setlists, repertoires and songs have numeric ids (the spec's routes and repertoire list use numbers). */
export const EntityId = intAtLeast(1);
export const SetlistId = EntityId;
export const RepertoireId = EntityId;
export const SongId = EntityId;

/** Users are identified by an opaque string issued by the gateway. */
export const UserId = NonBlankString;

const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const isCalendarDate = (year: number, month: number, day: number): boolean => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** `2025-01-05T20:30:00.000Z` or with an offset; a real calendar date and time of day. */
export const isIsoDateTime = (text: string): boolean => {
  const match = ISO_DATE_TIME.exec(text);
  if (match === null) return false;
  const [, year, month, day, hours, minutes, seconds] = match.map(Number);
  return (
    isCalendarDate(year!, month!, day!) &&
    hours! <= 23 &&
    minutes! <= 59 &&
    seconds! <= 59 &&
    !Number.isNaN(Date.parse(text))
  );
};

/** `2025-01-05`: a real calendar date. */
export const isIsoDate = (text: string): boolean => {
  const match = ISO_DATE.exec(text);
  if (match === null) return false;
  const [, year, month, day] = match.map(Number);
  return isCalendarDate(year!, month!, day!);
};

/** An instant as ISO-8601 text (JSON has no date type; `Schema.Date` would mean a Date object). */
export const IsoDateTime = Schema.String.check(
  Schema.makeFilter(isIsoDateTime, {
    message: "must be an ISO-8601 date and time like 2025-01-05T20:30:00.000Z",
  }),
);

/** A calendar date as ISO-8601 text, e.g. the day of a gig. */
export const IsoDate = Schema.String.check(
  Schema.makeFilter(isIsoDate, { message: "must be a date like 2025-01-05" }),
);
