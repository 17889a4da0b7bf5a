/** Events of the setlists service's `setlist-<id>` streams. */
import { Effect, Schema } from "effect";
import { AudienceReaction, EventType, SongKey, VenueType } from "../enums.ts";
import { GenerationBrief } from "../generation-brief.ts";
import { MAX_SET_MINUTES, UNKNOWN_PLACE } from "../limits.ts";
import {
  Bpm,
  Energy,
  IsoDate,
  IsoDateTime,
  intAtLeast,
  intBetween,
  NonBlankString,
  Rating,
  SetlistId,
  SongDurationSeconds,
  UserId,
  Uuid,
} from "../values.ts";
import { defineEvent, upcaster } from "./define.ts";

export const SETLIST_STREAM_CATEGORY = "setlist";
export const setlistStreamId = (setlistId: number): string => `${SETLIST_STREAM_CATEGORY}-${setlistId}`;

/** Which composer produced a setlist: the local engine, or the OpenAI adapter behind the same checks. */
export const SETLIST_COMPOSERS = ["local", "openai"] as const;
export const SetlistComposer = Schema.Literals(SETLIST_COMPOSERS);
export type SetlistComposer = typeof SetlistComposer.Type;

export const SetlistSong = Schema.Struct({
  title: NonBlankString,
  artist: NonBlankString,
  /** Lead vocalist's name, one of the brief's vocalists. */
  vocalist: Schema.optionalKey(NonBlankString),
  durationSeconds: SongDurationSeconds,
  key: Schema.optionalKey(SongKey),
  bpm: Schema.optionalKey(Bpm),
  energy: Schema.optionalKey(Energy),
  /** Why the engine placed this song here, in one short line. */
  reason: Schema.String,
  /** False when a requested song is not in the catalog: kept as typed, with an estimated duration. */
  known: Schema.Boolean,
});
export type SetlistSong = typeof SetlistSong.Type;

export const SetlistSection = Schema.Struct({
  /** "Set 1", "Set 2"... */
  name: NonBlankString,
  /** The brief's duration of this set. */
  targetSeconds: intBetween(1, MAX_SET_MINUTES * 60),
  /** Sum of the songs' durations. */
  durationSeconds: intAtLeast(0),
  songs: Schema.Array(SetlistSong),
});
export type SetlistSection = typeof SetlistSection.Type;

export const SetlistGenerated = Schema.Struct({
  setlistId: SetlistId,
  userId: UserId,
  brief: GenerationBrief,
  /** Replaying the brief with this seed and the same candidates gives the same setlist. */
  seed: Schema.Number.check(Schema.isInt({ message: "must be a whole number" })),
  composer: SetlistComposer,
  name: NonBlankString,
  /** Total of the sections' durations, rounded to whole minutes. */
  durationMinutes: intAtLeast(0),
  sections: Schema.Array(SetlistSection),
  /**
   * The billing reservation this generation used (billing.reserve-generation), so billing can tell a
   * used reservation from an abandoned one. Optional, added after version 1: older events lack it.
   */
  reservationId: Schema.optionalKey(Uuid),
});
export type SetlistGenerated = typeof SetlistGenerated.Type;

export const SongFeedback = Schema.Struct({
  /** 0-based position of the song in the setlist. */
  songIndex: intAtLeast(0),
  title: NonBlankString,
  artist: NonBlankString,
  rating: Rating,
  notes: Schema.String,
  audienceReaction: AudienceReaction,
});
export type SongFeedback = typeof SongFeedback.Type;

/** The spec's required messages for the location of feedback. */
const place = (message: string) =>
  Schema.String.check(Schema.isPattern(/\S/, { message })).pipe(
    Schema.withDecodingDefaultKey(Effect.succeed(UNKNOWN_PLACE)),
  );

/** Where the gig was. City and country read 'Unknown' when not given (the quick feedback form hides them). */
export const FeedbackVenue = Schema.Struct({
  country: place("Country is required for location insights"),
  city: place("City is required for location insights"),
  name: Schema.optionalKey(Schema.String),
  venueType: VenueType.pipe(Schema.withDecodingDefaultKey(Effect.succeed("other" as const))),
});
export type FeedbackVenue = typeof FeedbackVenue.Type;

const feedbackRatings = {
  setlistId: SetlistId,
  userId: UserId,
  overallRating: Rating,
  audienceResponse: Schema.optionalKey(Rating),
  energyLevel: Schema.optionalKey(Rating),
  flowRating: Schema.optionalKey(Rating),
  whatWorked: Schema.optionalKey(Schema.String),
  whatDidntWork: Schema.optionalKey(Schema.String),
  venueNotes: Schema.optionalKey(Schema.String),
  suggestions: Schema.optionalKey(Schema.String),
  songFeedback: Schema.Array(SongFeedback),
  eventType: EventType,
  eventDate: Schema.optionalKey(IsoDate),
  audienceSize: Schema.optionalKey(intAtLeast(1)),
};

/** Version 1: venue fields flat, as the spec's setlist_feedback form sends them. */
export const FeedbackGivenV1 = Schema.Struct({
  ...feedbackRatings,
  venueCountry: NonBlankString,
  venueCity: NonBlankString,
  venueName: Schema.optionalKey(Schema.String),
  venueType: Schema.optionalKey(VenueType),
});
export type FeedbackGivenV1 = typeof FeedbackGivenV1.Type;

/** Version 2 (current): the venue nested, so analytics can key venues on one value. */
export const FeedbackGiven = Schema.Struct({ ...feedbackRatings, venue: FeedbackVenue });
export type FeedbackGiven = typeof FeedbackGiven.Type;

export const upcastFeedbackGivenV1 = (v1: FeedbackGivenV1): typeof FeedbackGiven.Encoded => {
  const { venueCountry, venueCity, venueName, venueType, ...rest } = v1;
  return {
    ...rest,
    venue: {
      country: venueCountry,
      city: venueCity,
      ...(venueName === undefined ? {} : { name: venueName }),
      ...(venueType === undefined ? {} : { venueType }),
    },
  };
};

export const SetlistSaved = Schema.Struct({
  setlistId: SetlistId,
  /** The custom name, or the generated name when none was given. */
  name: NonBlankString,
  savedAt: IsoDateTime,
});
export type SetlistSaved = typeof SetlistSaved.Type;

export const SetlistRenamed = Schema.Struct({ setlistId: SetlistId, name: NonBlankString });
export type SetlistRenamed = typeof SetlistRenamed.Type;

/** Folders exist only as this field of setlists; a setlist never moved is in DEFAULT_FOLDER ('General'). */
export const SetlistMovedToFolder = Schema.Struct({
  setlistId: SetlistId,
  folder: NonBlankString,
});
export type SetlistMovedToFolder = typeof SetlistMovedToFolder.Type;

export const SetlistDeleted = Schema.Struct({ setlistId: SetlistId });
export type SetlistDeleted = typeof SetlistDeleted.Type;

/** A song of an edited setlist: as the edit screen sends it, with what the service knew of it kept. */
export const EditedSong = Schema.Struct({
  title: NonBlankString,
  artist: NonBlankString,
  vocalist: Schema.optionalKey(NonBlankString),
  /** Given by the musician, else kept from before, else the catalog's, else an estimate. */
  durationSeconds: SongDurationSeconds,
  key: Schema.optionalKey(SongKey),
  bpm: Schema.optionalKey(Bpm),
  energy: Schema.optionalKey(Energy),
  /** The engine's reason, kept while the song stays in the setlist. */
  reason: Schema.optionalKey(Schema.String),
});
export type EditedSong = typeof EditedSong.Type;

export const EditedSection = Schema.Struct({
  name: NonBlankString,
  targetSeconds: intBetween(1, MAX_SET_MINUTES * 60),
  songs: Schema.Array(EditedSong),
});
export type EditedSection = typeof EditedSection.Type;

/**
 * The edit screen saved (PUT /api/setlists/{id}): the name and the whole song list, in order. The
 * screen edits one flat list; the service keeps each song in the set it was in (a new song joins the
 * set of the song before it), so `sections` flattened is exactly the list the musician saved.
 */
export const SetlistEdited = Schema.Struct({
  setlistId: SetlistId,
  name: NonBlankString,
  sections: Schema.Array(EditedSection),
  editedAt: IsoDateTime,
});
export type SetlistEdited = typeof SetlistEdited.Type;

/** The owner made a public link; the id is a random UUID, the same for every later share. */
export const SetlistShared = Schema.Struct({
  setlistId: SetlistId,
  shareableId: Uuid,
  sharedAt: IsoDateTime,
});
export type SetlistShared = typeof SetlistShared.Type;

export const SetlistGeneratedEvent = defineEvent("SetlistGenerated", SetlistGenerated);
export const FeedbackGivenEvent = defineEvent("FeedbackGiven", FeedbackGiven, [
  upcaster(1, FeedbackGivenV1, upcastFeedbackGivenV1),
]);
export const SetlistSavedEvent = defineEvent("SetlistSaved", SetlistSaved);
export const SetlistRenamedEvent = defineEvent("SetlistRenamed", SetlistRenamed);
export const SetlistMovedToFolderEvent = defineEvent("SetlistMovedToFolder", SetlistMovedToFolder);
export const SetlistDeletedEvent = defineEvent("SetlistDeleted", SetlistDeleted);
export const SetlistEditedEvent = defineEvent("SetlistEdited", SetlistEdited);
export const SetlistSharedEvent = defineEvent("SetlistShared", SetlistShared);
