/** Why a setlist command is refused; the API maps each to one status and message. */
import { Data } from "effect";

/** Absent, deleted, or someone else's: the answer is the same, so ids cannot be probed. */
export class SetlistNotFound extends Data.TaggedError("SetlistNotFound")<{ readonly setlistId: number }> {}

/** Another request changed the setlist at the same moment, more often than we retry. */
export class ConcurrentChange extends Data.TaggedError("ConcurrentChange")<{ readonly streamId: string }> {}

/** The setlist id was already used by a stream (a sequence reset over existing events). */
export class SetlistIdTaken extends Data.TaggedError("SetlistIdTaken")<{ readonly setlistId: number }> {}

export type SetlistError = SetlistNotFound | ConcurrentChange | SetlistIdTaken | EditConflict;

/** The edit was made on an older version of the setlist than the one stored now. */
export class EditConflict extends Data.TaggedError("EditConflict")<{
  readonly setlistId: number;
  readonly expectedVersion: number;
  readonly actualVersion: number;
}> {}
