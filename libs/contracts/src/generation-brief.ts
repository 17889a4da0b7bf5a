/** The 'Generation request' of spec section 3, validated as section 5 says. */
import { Schema } from "effect";
import { ActType, AudienceType, EnergyFlow, EventType, VenueType } from "./enums.ts";
import { MAX_SET_MINUTES, MAX_SETS, MIN_SET_MINUTES, MIN_SETS } from "./limits.ts";
import { intBetween, NonBlankString, RepertoireId } from "./values.ts";
import { Vocalists } from "./vocalists.ts";

/** Minutes of one set; see MIN_SET_MINUTES for why 1-180 and not 15-180. */
export const SetMinutes = intBetween(MIN_SET_MINUTES, MAX_SET_MINUTES);

export const GenerationBrief = Schema.Struct({
  actName: Schema.optionalKey(Schema.String),
  actType: Schema.optionalKey(ActType),
  eventType: EventType,
  audienceType: AudienceType,
  numberOfSets: intBetween(MIN_SETS, MAX_SETS),
  /** Minutes per set, one entry per set. */
  setDurations: Schema.Array(SetMinutes).check(
    Schema.isBetweenLength(MIN_SETS, MAX_SETS, {
      message: `must list between ${MIN_SETS} and ${MAX_SETS} set durations`,
    }),
  ),
  vocalists: Vocalists,
  hornSection: Schema.Boolean,
  energyFlow: EnergyFlow,
  /** Songs that must be played, one per entry as typed ("Title - Artist" or just a title). */
  mustHaveSongs: Schema.Array(NonBlankString),
  /** Requests from the client or audience, honoured when the catalog or repertoire has them. */
  songRequests: Schema.Array(NonBlankString),
  specialNotes: Schema.optionalKey(Schema.String),
  venueCountry: Schema.optionalKey(Schema.String),
  venueCity: Schema.optionalKey(Schema.String),
  venueName: Schema.optionalKey(Schema.String),
  venueType: Schema.optionalKey(VenueType),
  /** Empty: choose from all music (Encore's catalog). */
  selectedRepertoireIds: Schema.Array(RepertoireId),
}).check(
  Schema.makeFilter((brief) =>
    brief.setDurations.length === brief.numberOfSets
      ? undefined
      : {
          path: ["setDurations"],
          issue: `must have one entry per set (numberOfSets is ${brief.numberOfSets})`,
        },
  ),
);
export type GenerationBrief = typeof GenerationBrief.Type;
