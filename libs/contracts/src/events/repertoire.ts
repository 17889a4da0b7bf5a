/** Events of the repertoire service's `repertoire-<id>` streams. */
import { Schema } from "effect";
import { AiStatus, DetectionSource, RepertoireType, SongKey } from "../enums.ts";
import {
  Bpm,
  Confidence,
  Energy,
  intBetween,
  NonBlankString,
  RepertoireId,
  SongDurationSeconds,
  SongId,
  UserId,
  Uuid,
  Year,
} from "../values.ts";
import { Vocalists } from "../vocalists.ts";
import { defineEvent } from "./define.ts";

export const REPERTOIRE_STREAM_CATEGORY = "repertoire";
export const repertoireStreamId = (repertoireId: number): string =>
  `${REPERTOIRE_STREAM_CATEGORY}-${repertoireId}`;

/** A detected song detail, with where it came from and how sure the source is. */
export const Detected = <S extends Schema.Top>(value: S) =>
  Schema.Struct({ value, source: DetectionSource, confidence: Confidence });

export const SongDetectionRequested = Schema.Struct({
  repertoireId: RepertoireId,
  songId: SongId,
  title: NonBlankString,
  artist: NonBlankString,
});
export type SongDetectionRequested = typeof SongDetectionRequested.Type;

/** Only the details found are present; `source: "user"` marks a value the musician typed. */
export const SongDetected = Schema.Struct({
  repertoireId: RepertoireId,
  songId: SongId,
  genre: Schema.optionalKey(Detected(NonBlankString)),
  key: Schema.optionalKey(Detected(SongKey)),
  bpm: Schema.optionalKey(Detected(Bpm)),
  energy: Schema.optionalKey(Detected(Energy)),
  durationSeconds: Schema.optionalKey(Detected(SongDurationSeconds)),
  year: Schema.optionalKey(Detected(Year)),
});
export type SongDetected = typeof SongDetected.Type;

export const SongDetectionFailed = Schema.Struct({
  repertoireId: RepertoireId,
  songId: SongId,
  /** Shown to the musician: "No match in the catalog and OpenAI is not configured". */
  reason: NonBlankString,
});
export type SongDetectionFailed = typeof SongDetectionFailed.Type;

export const SongDetectionRequestedEvent = defineEvent("SongDetectionRequested", SongDetectionRequested);
export const SongDetectedEvent = defineEvent("SongDetected", SongDetected);
export const SongDetectionFailedEvent = defineEvent("SongDetectionFailed", SongDetectionFailed);

/** A repertoire's default energy is on the shared page's 1-5 scale (songs use 1-10). */
export const DefaultEnergy = intBetween(1, 5);

/** Song details that detection may fill in; the musician's own values always win. */
export const DETECTABLE_FIELDS = ["genre", "key", "bpm", "energy", "durationSeconds", "year"] as const;
export type DetectableField = (typeof DETECTABLE_FIELDS)[number];

/** Where a copied song detail came from (kept by a clone, so a copy stays marked as detected). */
export const FieldSource = Schema.Struct({ source: DetectionSource, confidence: Confidence });
export type FieldSource = typeof FieldSource.Type;

export const FieldSources = Schema.Struct({
  genre: Schema.optionalKey(FieldSource),
  key: Schema.optionalKey(FieldSource),
  bpm: Schema.optionalKey(FieldSource),
  energy: Schema.optionalKey(FieldSource),
  durationSeconds: Schema.optionalKey(FieldSource),
  year: Schema.optionalKey(FieldSource),
});
export type FieldSources = typeof FieldSources.Type;

export const RepertoireCreated = Schema.Struct({
  repertoireId: RepertoireId,
  userId: UserId,
  name: NonBlankString,
  type: RepertoireType,
  description: Schema.NullOr(Schema.String),
  vocalists: Vocalists,
  tags: Schema.Array(Schema.String),
  defaultKey: Schema.NullOr(SongKey),
  defaultEnergy: Schema.NullOr(DefaultEnergy),
  /** Set when the repertoire is a copy of a shared one (its songs follow in SongsImported). */
  clonedFrom: Schema.optionalKey(RepertoireId),
});
export type RepertoireCreated = typeof RepertoireCreated.Type;

/** Only the fields that changed are present; null clears an optional field. */
export const RepertoireUpdated = Schema.Struct({
  repertoireId: RepertoireId,
  name: Schema.optionalKey(NonBlankString),
  type: Schema.optionalKey(RepertoireType),
  description: Schema.optionalKey(Schema.NullOr(Schema.String)),
  vocalists: Schema.optionalKey(Vocalists),
  tags: Schema.optionalKey(Schema.Array(Schema.String)),
  defaultKey: Schema.optionalKey(Schema.NullOr(SongKey)),
  defaultEnergy: Schema.optionalKey(Schema.NullOr(DefaultEnergy)),
});
export type RepertoireUpdated = typeof RepertoireUpdated.Type;

/** The repertoire and all its songs are gone. */
export const RepertoireDeleted = Schema.Struct({ repertoireId: RepertoireId });
export type RepertoireDeleted = typeof RepertoireDeleted.Type;

export const RepertoireShared = Schema.Struct({ repertoireId: RepertoireId, shareableId: Uuid });
export type RepertoireShared = typeof RepertoireShared.Type;

/** A song as added: what the musician typed (or a clone copied); absent details are unknown. */
export const RepertoireSong = Schema.Struct({
  songId: SongId,
  title: NonBlankString,
  artist: NonBlankString,
  key: Schema.optionalKey(SongKey),
  durationSeconds: Schema.optionalKey(SongDurationSeconds),
  genre: Schema.optionalKey(NonBlankString),
  energy: Schema.optionalKey(Energy),
  bpm: Schema.optionalKey(Bpm),
  year: Schema.optionalKey(Year),
  popularity: Schema.optionalKey(intBetween(0, 100)),
  vocalist: Schema.optionalKey(NonBlankString),
  notes: Schema.optionalKey(Schema.String),
  tags: Schema.optionalKey(Schema.Array(Schema.String)),
  isActive: Schema.optionalKey(Schema.Boolean),
  /** Sources of copied details; a detail present without a source was typed by the musician. */
  sources: Schema.optionalKey(FieldSources),
  /** A clone keeps the original's detection state. */
  aiStatus: Schema.optionalKey(AiStatus),
  aiConfidence: Schema.optionalKey(Confidence),
  aiError: Schema.optionalKey(Schema.String),
});
export type RepertoireSong = typeof RepertoireSong.Type;

export const SongAdded = Schema.Struct({ repertoireId: RepertoireId, song: RepertoireSong });
export type SongAdded = typeof SongAdded.Type;

/** A bulk add: every song of it, or none. */
export const SongsImported = Schema.Struct({
  repertoireId: RepertoireId,
  songs: Schema.Array(RepertoireSong).check(
    Schema.isMinLength(1, { message: "must hold at least one song" }),
  ),
});
export type SongsImported = typeof SongsImported.Type;

/** The musician's changes to a song; null clears a detail. Only what changed is present. */
export const SongChanges = Schema.Struct({
  title: Schema.optionalKey(NonBlankString),
  artist: Schema.optionalKey(NonBlankString),
  key: Schema.optionalKey(Schema.NullOr(SongKey)),
  durationSeconds: Schema.optionalKey(Schema.NullOr(SongDurationSeconds)),
  genre: Schema.optionalKey(Schema.NullOr(NonBlankString)),
  energy: Schema.optionalKey(Schema.NullOr(Energy)),
  bpm: Schema.optionalKey(Schema.NullOr(Bpm)),
  year: Schema.optionalKey(Schema.NullOr(Year)),
  vocalist: Schema.optionalKey(Schema.NullOr(NonBlankString)),
  notes: Schema.optionalKey(Schema.NullOr(Schema.String)),
});
export type SongChanges = typeof SongChanges.Type;

export const SongUpdated = Schema.Struct({
  repertoireId: RepertoireId,
  songId: SongId,
  changes: SongChanges,
});
export type SongUpdated = typeof SongUpdated.Type;

export const SongRemoved = Schema.Struct({ repertoireId: RepertoireId, songId: SongId });
export type SongRemoved = typeof SongRemoved.Type;

/** A vocalist left the act: the songs that were theirs have no vocalist now. */
export const VocalistAssignmentsCleared = Schema.Struct({
  repertoireId: RepertoireId,
  vocalistName: NonBlankString,
  songIds: Schema.Array(SongId),
});
export type VocalistAssignmentsCleared = typeof VocalistAssignmentsCleared.Type;

/** The detection worker took the request ('processing'). */
export const SongDetectionStarted = Schema.Struct({ repertoireId: RepertoireId, songId: SongId });
export type SongDetectionStarted = typeof SongDetectionStarted.Type;

export const RepertoireCreatedEvent = defineEvent("RepertoireCreated", RepertoireCreated);
export const RepertoireUpdatedEvent = defineEvent("RepertoireUpdated", RepertoireUpdated);
export const RepertoireDeletedEvent = defineEvent("RepertoireDeleted", RepertoireDeleted);
export const RepertoireSharedEvent = defineEvent("RepertoireShared", RepertoireShared);
export const SongAddedEvent = defineEvent("SongAdded", SongAdded);
export const SongsImportedEvent = defineEvent("SongsImported", SongsImported);
export const SongUpdatedEvent = defineEvent("SongUpdated", SongUpdated);
export const SongRemovedEvent = defineEvent("SongRemoved", SongRemoved);
export const VocalistAssignmentsClearedEvent = defineEvent(
  "VocalistAssignmentsCleared",
  VocalistAssignmentsCleared,
);
export const SongDetectionStartedEvent = defineEvent("SongDetectionStarted", SongDetectionStarted);
