/**
 * What the repertoire service answers over request/reply (NATS, or the in-process bus when embedded).
 * Each subject is `{name, request, response}`: wrap it with `requestSubject(x.name, x.request, x.response)`
 * from @encore/messaging.
 */
import { Schema } from "effect";
import { SongKey } from "../enums.ts";
import {
  Bpm,
  Energy,
  NonBlankString,
  RepertoireId,
  SongDurationSeconds,
  SongId,
  UserId,
  Year,
} from "../values.ts";

/** A repertoire song as generation needs it: what the musician typed, completed by detection. */
export const SongForGeneration = Schema.Struct({
  repertoireId: RepertoireId,
  songId: SongId,
  title: NonBlankString,
  artist: NonBlankString,
  key: Schema.NullOr(SongKey),
  durationSeconds: Schema.NullOr(SongDurationSeconds),
  bpm: Schema.NullOr(Bpm),
  /** 1 (hushed) to 10 (peak of the night). */
  energy: Schema.NullOr(Energy),
  genre: Schema.NullOr(Schema.String),
  year: Schema.NullOr(Year),
  /** The vocalist the musician assigned (a name of the repertoire's vocalists), or null. */
  vocalist: Schema.NullOr(Schema.String),
  tags: Schema.Array(Schema.String),
});
export type SongForGeneration = typeof SongForGeneration.Type;

export const SongsForGenerationRequest = Schema.Struct({
  userId: UserId,
  repertoireIds: Schema.Array(RepertoireId),
});
export type SongsForGenerationRequest = typeof SongsForGenerationRequest.Type;

/**
 * Every active song of the repertoires, when all of them exist and belong to the user; otherwise the
 * ids that do not (deleted, never existed or someone else's: not told apart, so nothing leaks).
 */
export const SongsForGenerationResponse = Schema.Union([
  Schema.Struct({ found: Schema.Literal(true), songs: Schema.Array(SongForGeneration) }),
  Schema.Struct({ found: Schema.Literal(false), missingIds: Schema.Array(RepertoireId) }),
]);
export type SongsForGenerationResponse = typeof SongsForGenerationResponse.Type;

/** The songs generation may choose from when the musician selected repertoires. */
export const SongsForGeneration = {
  name: "repertoire.songs-for-generation",
  request: SongsForGenerationRequest,
  response: SongsForGenerationResponse,
} as const;
