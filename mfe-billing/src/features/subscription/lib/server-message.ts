import { ApiError } from "@encore/shell/api-client";

/**
 * The server's own words from a failed call: the `error` (or `message`) of a JSON body, else the
 * body text; for other failures the error's message. Null when there is nothing to say.
 */
export const serverMessage = (error: unknown): string | null => {
  if (error instanceof ApiError) {
    const prefix = `${error.status}: `;
    const text = (
      error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message
    ).trim();
    try {
      const body: unknown = JSON.parse(text);
      if (body && typeof body === "object") {
        const said = (body as Record<string, unknown>).error ?? (body as Record<string, unknown>).message;
        if (typeof said === "string" && said.trim()) return said.trim();
      }
    } catch {
      // not JSON: the text itself is the message
    }
    return text || null;
  }
  if (error instanceof Error && error.message.trim()) return error.message.trim();
  return null;
};
