import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The client's address, for rate limits and the sign-in history. Behind a proxy (TRUST_PROXY=true)
 * it is the last X-Forwarded-For entry, the one our proxy added; anything earlier the client could
 * have written itself. Otherwise the socket's address.
 */
export const clientAddress = (c: Context, trustProxy: boolean): string => {
  if (trustProxy) {
    const forwarded = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter((entry) => entry !== "");
    const nearest = forwarded.at(-1);
    if (nearest) return nearest.slice(0, 100);
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // Called without a Node server underneath (tests calling app.request).
    return "unknown";
  }
};

/** Whether the client reached us over HTTPS (so the cookie gets `Secure`). */
export const isHttps = (c: Context, trustProxy: boolean): boolean => {
  if (new URL(c.req.url).protocol === "https:") return true;
  if (!trustProxy) return false;
  return (c.req.header("x-forwarded-proto") ?? "").split(",")[0]?.trim().toLowerCase() === "https";
};
