import type { ExpectedRevision } from "../port.ts";

export type RevisionCheck = { readonly ok: true; readonly firstRevision: number } | { readonly ok: false };

/** Whether an append may proceed given the stream's current revision, and the revision it starts at. */
export const decideRevisionCheck = (
  expected: ExpectedRevision,
  actual: number | "no_stream",
): RevisionCheck => {
  const firstRevision = actual === "no_stream" ? 0 : actual + 1;
  const ok =
    expected === "any" ||
    (expected === "no_stream" && actual === "no_stream") ||
    (expected === "stream_exists" && actual !== "no_stream") ||
    (typeof expected === "number" && expected === actual);
  return ok ? { ok, firstRevision } : { ok: false };
};
