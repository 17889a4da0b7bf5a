import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

/** Largest request body any /api call takes: a 500-song bulk import is ~50 KB. */
export const API_BODY_LIMIT_BYTES = 1024 * 1024;

const standardBodyLimit: MiddlewareHandler = bodyLimit({
  maxSize: API_BODY_LIMIT_BYTES,
  onError: (c) => c.json({ error: "The request body is too large (the limit is 1 MB)." }, 413),
});

/**
 * The bulk song import takes pasted lists: its two calls get a larger body limit so that the
 * repertoire service itself can refuse an over-long list with a 400 that names its own limit.
 */
export const BULK_SONGS_BODY_LIMIT_BYTES = 4 * 1024 * 1024;
const BULK_SONG_PATHS = /^\/api\/repertoires\/(?:parse-bulk-songs|\d+\/songs\/bulk)\/?$/;

const bulkSongsBodyLimit: MiddlewareHandler = bodyLimit({
  maxSize: BULK_SONGS_BODY_LIMIT_BYTES,
  onError: (c) => c.json({ error: "The request body is too large (the limit is 4 MB)." }, 413),
});

export const limitBodySize: MiddlewareHandler = (c, next) =>
  c.req.method === "POST" && BULK_SONG_PATHS.test(c.req.path)
    ? bulkSongsBodyLimit(c, next)
    : standardBodyLimit(c, next);

const hasJsonBody = (contentType: string | undefined) =>
  /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType ?? "");

/**
 * A body that says it is JSON must be JSON: answered here with a 400 that says so, before any
 * service sees it. The body is read once and handed on unchanged.
 */
export const requireWellFormedJson: MiddlewareHandler = async (c, next) => {
  if (c.req.method === "GET" || c.req.method === "HEAD" || !hasJsonBody(c.req.header("content-type")))
    return next();
  const text = await c.req.raw.clone().text();
  if (text.trim() === "") return next();
  try {
    JSON.parse(text);
  } catch (error) {
    const reason = error instanceof SyntaxError ? `: ${error.message}` : "";
    return c.json({ error: `The request body is not valid JSON${reason}` }, 400);
  }
  return next();
};
