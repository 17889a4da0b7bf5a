/** Why a repertoire command is refused; the API maps each to one status and message. */
import { Data } from "effect";

/** Absent, deleted, or someone else's: the answer is the same, so ids cannot be probed. */
export class RepertoireNotFound extends Data.TaggedError("RepertoireNotFound")<{
  readonly repertoireId: number;
}> {}

/** Not a song of this repertoire (or removed). */
export class SongNotFound extends Data.TaggedError("SongNotFound")<{ readonly songId: number }> {}

/** The repertoire id was already used by a stream (a sequence reset over existing events). */
export class RepertoireIdTaken extends Data.TaggedError("RepertoireIdTaken")<{
  readonly repertoireId: number;
}> {}

/** A song names a vocalist the repertoire does not have. */
export class UnknownVocalist extends Data.TaggedError("UnknownVocalist")<{
  readonly vocalist: string;
  readonly vocalists: readonly string[];
  /** 1-based row of a bulk add, when it came from one. */
  readonly row?: number;
}> {}

/** Another request changed the repertoire at the same moment, more often than we retry. */
export class ConcurrentChange extends Data.TaggedError("ConcurrentChange")<{ readonly streamId: string }> {}

export type RepertoireError =
  | RepertoireNotFound
  | SongNotFound
  | RepertoireIdTaken
  | UnknownVocalist
  | ConcurrentChange;
