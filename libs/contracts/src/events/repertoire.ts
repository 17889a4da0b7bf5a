/** Events of the repertoire service's `repertoire-<id>` streams. */
import { Schema } from "effect";
import { DetectionSource, SongKey } from "../enums.ts";
import {
  Bpm,
  Confidence,
  Energy,
  NonBlankString,
  RepertoireId,
  SongDurationSeconds,
  SongId,
  Year,
} from "../values.ts";
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
