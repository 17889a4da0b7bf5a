/**
 * Bodies of the repertoire calls (docs/repertoire API), decoded with the spec's messages (section 5).
 * A refusal names the field: `durationSeconds: Duration must be a whole number of seconds from 1 to 1800`.
 */
import {
  Energy,
  MAX_SONG_SECONDS,
  MAX_VOCALISTS,
  MIN_SONG_SECONDS,
  REPERTOIRE_TYPES,
  type RepertoireType,
  VocalistGender,
  Year,
} from "@encore/contracts";
import { Schema } from "effect";
import { normaliseKey } from "../songs/song-values.ts";

export const REPERTOIRE_NAME_REQUIRED = "Repertoire name is required";
export const TYPE_REQUIRED = "Type is required";
export const TYPE_UNKNOWN = `Type must be one of ${REPERTOIRE_TYPES.join(", ")}`;
export const VOCALIST_NAME_REQUIRED = "Vocalist name is required";
export const MAX_VOCALISTS_MESSAGE = `Maximum ${MAX_VOCALISTS} vocalists allowed`;
export const SONG_TITLE_REQUIRED = "Song title is required";
export const ARTIST_REQUIRED = "Artist is required";
export const DURATION_MESSAGE = `Duration must be a whole number of seconds from ${MIN_SONG_SECONDS} to ${MAX_SONG_SECONDS}`;
export const KEY_MESSAGE = "Key must be a key like C, F#, Bb, Am or C#m, or empty";
export const ENERGY_MESSAGE = "Energy must be a whole number from 1 to 10";
export const DEFAULT_ENERGY_MESSAGE = "Default energy must be a whole number from 1 to 5";
export const BPM_MESSAGE = "BPM must be a number from 20 to 400";
export const NO_SONGS_TO_PARSE = "No songs to parse";
export const MAX_SONG_LIST_CHARACTERS = 500_000;
export const SONG_LIST_TOO_LONG = `The song list is too long: paste at most ${MAX_SONG_LIST_CHARACTERS.toLocaleString("en-US")} characters at a time`;
export const MAX_BULK_SONGS = 2000;
export const BULK_SONGS_COUNT = `Send between 1 and ${MAX_BULK_SONGS.toLocaleString("en-US")} songs`;

const optional = <S extends Schema.Top>(schema: S) => Schema.optionalKey(Schema.NullOr(schema));

/** Text of at most `max` characters: "Song title must be at most 200 characters". */
const textUpTo = (max: number, what: string) =>
  Schema.String.check(Schema.isMaxLength(max, { message: `${what} must be at most ${max} characters` }));

export const MAX_NAME_LENGTH = 100;
export const MAX_TITLE_LENGTH = 200;
export const MAX_TEXT_LENGTH = 2000;

const required = (message: string, max = MAX_TITLE_LENGTH, what = "It") =>
  Schema.String.check(
    Schema.isPattern(/\S/, { message }),
    Schema.isMaxLength(max, { message: `${what} must be at most ${max} characters` }),
  ).annotateKey({ messageMissingKey: message });

const Tags = Schema.Array(textUpTo(50, "A tag")).check(
  Schema.isMaxLength(30, { message: "At most 30 tags are allowed" }),
);

const RepertoireTypeInput = Schema.String.check(
  Schema.makeFilter((text: string) =>
    text.trim() === ""
      ? TYPE_REQUIRED
      : (REPERTOIRE_TYPES as readonly string[]).includes(text.trim().toLowerCase())
        ? undefined
        : TYPE_UNKNOWN,
  ),
);

/** `{name, gender}`; blank names are dropped before the count is checked (spec §5). */
export const VocalistInput = Schema.Struct({
  name: textUpTo(MAX_NAME_LENGTH, "A vocalist's name").annotateKey({
    messageMissingKey: VOCALIST_NAME_REQUIRED,
  }),
  gender: VocalistGender,
});

const VocalistsInput = Schema.Array(VocalistInput);

export const KeyInput = Schema.String.check(
  Schema.makeFilter((text: string) => (text.trim() === "" || normaliseKey(text) ? undefined : KEY_MESSAGE)),
);

export const DurationInput = Schema.Number.check(
  Schema.makeFilter((value: number) =>
    Number.isInteger(value) && value >= MIN_SONG_SECONDS && value <= MAX_SONG_SECONDS
      ? undefined
      : DURATION_MESSAGE,
  ),
);

const EnergyInput = Schema.Number.check(
  Schema.makeFilter((value: number) => (Schema.is(Energy)(value) ? undefined : ENERGY_MESSAGE)),
);
const DefaultEnergyInput = Schema.Number.check(
  Schema.makeFilter((value: number) =>
    Number.isInteger(value) && value >= 1 && value <= 5 ? undefined : DEFAULT_ENERGY_MESSAGE,
  ),
);
const BpmInput = Schema.Number.check(
  Schema.makeFilter((value: number) =>
    Number.isFinite(value) && value >= 20 && value <= 400 ? undefined : BPM_MESSAGE,
  ),
);

const repertoireName = required(REPERTOIRE_NAME_REQUIRED, MAX_NAME_LENGTH, "Repertoire name");

/** A repertoire's details after its name and type, alike on create and update: null or "" clears one. */
const repertoireDetails = {
  description: optional(textUpTo(MAX_TEXT_LENGTH, "Description")),
  vocalists: optional(VocalistsInput),
  tags: optional(Tags),
  defaultKey: optional(KeyInput),
  defaultEnergy: optional(DefaultEnergyInput),
};

export const CreateRepertoireRequest = Schema.Struct({
  name: repertoireName,
  type: RepertoireTypeInput.annotateKey({ messageMissingKey: TYPE_REQUIRED }),
  ...repertoireDetails,
});
export type CreateRepertoireRequest = typeof CreateRepertoireRequest.Type;

export const UpdateRepertoireRequest = Schema.Struct({
  name: Schema.optionalKey(repertoireName),
  type: Schema.optionalKey(RepertoireTypeInput),
  ...repertoireDetails,
});
export type UpdateRepertoireRequest = typeof UpdateRepertoireRequest.Type;

const songTitle = required(SONG_TITLE_REQUIRED, MAX_TITLE_LENGTH, "Song title");
const songArtist = required(ARTIST_REQUIRED, MAX_TITLE_LENGTH, "Artist");

/** A song's details after its title and artist, alike on add and update: null or "" clears one. */
const songDetails = {
  key: optional(KeyInput),
  durationSeconds: optional(DurationInput),
  genre: optional(textUpTo(60, "Genre")),
  energy: optional(EnergyInput),
  bpm: optional(BpmInput),
  year: optional(Year),
  vocalist: optional(textUpTo(MAX_NAME_LENGTH, "Vocalist")),
  notes: optional(textUpTo(MAX_TEXT_LENGTH, "Notes")),
};

export const SongInput = Schema.Struct({ title: songTitle, artist: songArtist, ...songDetails });
export type SongInput = typeof SongInput.Type;

/** PUT of a song: every field optional; null or "" clears a detail. */
export const SongUpdateRequest = Schema.Struct({
  title: Schema.optionalKey(songTitle),
  artist: Schema.optionalKey(songArtist),
  ...songDetails,
});
export type SongUpdateRequest = typeof SongUpdateRequest.Type;

export const BulkSongsRequest = Schema.Struct({
  songs: Schema.Array(SongInput)
    .check(
      Schema.isMinLength(1, { message: BULK_SONGS_COUNT }),
      Schema.isMaxLength(MAX_BULK_SONGS, { message: BULK_SONGS_COUNT }),
    )
    .annotateKey({ messageMissingKey: BULK_SONGS_COUNT }),
});

export const ParseSongsRequest = Schema.Struct({
  songListText: Schema.String.annotateKey({ messageMissingKey: NO_SONGS_TO_PARSE }),
  repertoireId: optional(Schema.Union([Schema.Number, Schema.String])),
});

export const ClearVocalistRequest = Schema.Struct({
  vocalistName: required(VOCALIST_NAME_REQUIRED, MAX_NAME_LENGTH, "A vocalist's name"),
});

export const CloneRequest = Schema.Struct({
  shareableId: required("Shareable id is required", 100, "Shareable id"),
  newName: required(REPERTOIRE_NAME_REQUIRED, MAX_NAME_LENGTH, "Repertoire name"),
});

/** Vocalists as stored: blank names dropped, names trimmed; undefined when over the limit. */
export const cleanVocalists = (
  vocalists: ReadonlyArray<typeof VocalistInput.Type>,
): Array<{ name: string; gender: "male" | "female" }> | undefined => {
  const kept = vocalists
    .map((vocalist) => ({ name: vocalist.name.trim(), gender: vocalist.gender }))
    .filter((vocalist) => vocalist.name !== "");
  return kept.length > MAX_VOCALISTS ? undefined : kept;
};

export const repertoireTypeOf = (text: string): RepertoireType => text.trim().toLowerCase() as RepertoireType;

/** Trimmed text, or null for blank. */
export const textOrNull = (text: string | null | undefined): string | null => {
  const trimmed = text?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
};
