/**
 * Session and reset tokens: 32 random bytes, base64url. The client holds the token; Encore keeps
 * only its SHA-256 (in events and read models), so a leaked database opens no session.
 */
import { createHash, randomBytes } from "node:crypto";

export const newToken = (): string => randomBytes(32).toString("base64url");

export const sha256Hex = (text: string): string => createHash("sha256").update(text, "utf8").digest("hex");

/** A token as it may arrive: 43 base64url characters, nothing else worth hashing. */
export const looksLikeToken = (text: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(text);
