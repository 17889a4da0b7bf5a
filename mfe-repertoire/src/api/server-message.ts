import { ApiError } from "@encore/shell/api-client";

/** The server's own words from an ApiError ("400: {\"error\":\"…\"}" → "…"), else null. */
export const serverMessage = (error: unknown): string | null => {
  if (!(error instanceof ApiError)) return null;
  const body = error.message.replace(/^\d{3}:\s*/, "");
  try {
    const parsed = JSON.parse(body) as { error?: unknown; message?: unknown };
    if (typeof parsed.error === "string") return parsed.error;
    if (typeof parsed.message === "string") return parsed.message;
  } catch {
    // plain text
  }
  return body || null;
};
