/**
 * The body of POST /api/setlists/generate (spec section 3's generation request), decoded with the
 * rules and messages of section 5 into a GenerationBrief:
 * - eventType defaults to 'wedding', audienceType to 'mixed', numberOfSets (1-5) to 1;
 * - setDurations: minutes per set, each 1-180, one per set; absent, every set lasts 60 minutes
 *   (the form clamps on blur; the server refuses 0 and 181 rather than guess);
 * - vocalists: blank-named entries dropped, then at most 5 ('Maximum 5 vocalists allowed'), each
 *   named ('Vocalist name is required') and male or female;
 * - mustHaveSongs: multi-line text or a list, one song per line, blanks dropped;
 * - songRequests and selectedRepertoireIds default to empty lists;
 * - optional text is trimmed, and empty text (an unselected select) counts as absent.
 */
import {
  ActType,
  AudienceType,
  DEFAULT_AUDIENCE_TYPE,
  DEFAULT_EVENT_TYPE,
  DEFAULT_NUMBER_OF_SETS,
  DEFAULT_SET_MINUTES,
  EnergyFlow,
  EventType,
  GenerationBrief,
  intBetween,
  MAX_SETS,
  MAX_VOCALISTS,
  MIN_SETS,
  SetMinutes,
  VenueType,
  VocalistGender,
} from "@encore/contracts";
import { Effect, Schema, SchemaTransformation } from "effect";

/** The default flow of the form: start gently, end at the peak. */
export const DEFAULT_ENERGY_FLOW: EnergyFlow = "build";

/** More than a musician keeps; bounds the question to the repertoire service. */
export const MAX_SELECTED_REPERTOIRES = 50;

export const VOCALIST_NAME_REQUIRED = "Vocalist name is required";
export const TOO_MANY_VOCALISTS = `Maximum ${MAX_VOCALISTS} vocalists allowed`;

const withDefault = <S extends Schema.Top>(schema: S, value: S["Type"]) =>
  schema.pipe(Schema.withDecodingDefaultKey(Effect.succeed(value)));

const isBlank = (text: string) => !/\S/.test(text);

/** Trimmed text; empty counts as absent. */
const optionalText = Schema.optionalKey(
  Schema.String.pipe(
    Schema.decodeTo(
      Schema.String,
      SchemaTransformation.transform({ decode: (text) => text.trim(), encode: (text) => text }),
    ),
  ),
);

/** An optional choice from a select: "" (nothing chosen) counts as absent. */
const optionalChoice = <S extends Schema.Top>(choice: S) =>
  Schema.optionalKey(Schema.Union([choice, Schema.Literal("")]));

const RequestVocalist = Schema.Struct({
  name: Schema.String.annotate({ message: VOCALIST_NAME_REQUIRED })
    .check(Schema.isPattern(/\S/, { message: VOCALIST_NAME_REQUIRED }))
    .pipe(
      Schema.decodeTo(
        Schema.String,
        SchemaTransformation.transform({ decode: (name) => name.trim(), encode: (name) => name }),
      ),
    )
    .annotateKey({ messageMissingKey: VOCALIST_NAME_REQUIRED }),
  gender: VocalistGender,
});

const hasBlankName = (entry: unknown): boolean =>
  typeof entry === "object" &&
  entry !== null &&
  "name" in entry &&
  typeof entry.name === "string" &&
  isBlank(entry.name);

/** Entries with a blank name are the form's empty rows: dropped before the rules apply. */
const RequestVocalists = Schema.Array(Schema.Unknown).pipe(
  Schema.decodeTo(
    Schema.Array(RequestVocalist).check(Schema.isMaxLength(MAX_VOCALISTS, { message: TOO_MANY_VOCALISTS })),
    SchemaTransformation.transform({
      // The target schema checks every remaining entry: the cast only says what it will check.
      decode: (entries) =>
        entries.filter((entry) => !hasBlankName(entry)) as ReadonlyArray<typeof RequestVocalist.Encoded>,
      encode: (entries): ReadonlyArray<unknown> => entries,
    }),
  ),
);

const lines = (entries: readonly string[]): readonly string[] =>
  entries
    .flatMap((entry) => entry.split(/\r?\n/))
    .map((line) => line.trim())
    .filter((line) => line !== "");

/** Multi-line text or a list of text: one song per line, blank lines dropped. */
const SongLines = Schema.Union([Schema.String, Schema.Array(Schema.String)]).pipe(
  Schema.decodeTo(
    Schema.Array(Schema.String),
    SchemaTransformation.transform({
      decode: (value) => lines(typeof value === "string" ? [value] : value),
      encode: (songs): string | readonly string[] => songs,
    }),
  ),
);

/** Numbers, or digits as text (ids come back from some lists as strings). */
const RequestRepertoireId = Schema.Union([Schema.Number, Schema.String]).pipe(
  Schema.decodeTo(
    intBetween(1, Number.MAX_SAFE_INTEGER),
    SchemaTransformation.transform({
      decode: (id: number | string) =>
        typeof id === "number" ? id : /^\s*\d+\s*$/.test(id) ? Number(id) : Number.NaN,
      encode: (id: number): number | string => id,
    }),
  ),
);

const RequestFields = Schema.Struct({
  eventType: withDefault(EventType, DEFAULT_EVENT_TYPE),
  audienceType: withDefault(AudienceType, DEFAULT_AUDIENCE_TYPE),
  numberOfSets: withDefault(intBetween(MIN_SETS, MAX_SETS), DEFAULT_NUMBER_OF_SETS),
  setDurations: Schema.optionalKey(
    Schema.Array(SetMinutes).check(
      Schema.isBetweenLength(MIN_SETS, MAX_SETS, {
        message: `must list between ${MIN_SETS} and ${MAX_SETS} set durations`,
      }),
    ),
  ),
  vocalists: withDefault(RequestVocalists, []),
  hornSection: withDefault(Schema.Boolean, false),
  energyFlow: withDefault(EnergyFlow, DEFAULT_ENERGY_FLOW),
  mustHaveSongs: withDefault(SongLines, []),
  songRequests: withDefault(SongLines, []),
  specialNotes: optionalText,
  actName: optionalText,
  actType: optionalChoice(ActType),
  venueCountry: optionalText,
  venueCity: optionalText,
  venueName: optionalText,
  venueType: optionalChoice(VenueType),
  selectedRepertoireIds: withDefault(
    Schema.Array(RequestRepertoireId).check(
      Schema.isMaxLength(MAX_SELECTED_REPERTOIRES, {
        message: `select at most ${MAX_SELECTED_REPERTOIRES} repertoires`,
      }),
    ),
    [],
  ),
});
type RequestFields = typeof RequestFields.Type;

const present = <T>(value: T | "" | undefined): value is T => value !== undefined && value !== "";

const toBrief = (request: RequestFields): typeof GenerationBrief.Encoded => {
  const {
    setDurations,
    actType,
    venueType,
    specialNotes,
    actName,
    venueCountry,
    venueCity,
    venueName,
    ...rest
  } = request;
  const text = { specialNotes, actName, venueCountry, venueCity, venueName };
  return {
    ...rest,
    setDurations: setDurations ?? Array.from({ length: request.numberOfSets }, () => DEFAULT_SET_MINUTES),
    ...Object.fromEntries(Object.entries(text).filter(([, value]) => present(value))),
    ...(present(actType) ? { actType } : {}),
    ...(present(venueType) ? { venueType } : {}),
  };
};

/** The generation request as sent, decoded to the brief the composer and SetlistGenerated take. */
export const GenerationRequest = RequestFields.pipe(
  Schema.decodeTo(
    GenerationBrief,
    SchemaTransformation.transform({
      decode: toBrief,
      encode: (brief) => brief as RequestFields,
    }),
  ),
);
