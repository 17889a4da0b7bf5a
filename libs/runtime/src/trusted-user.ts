/**
 * The signed-in user as the gateway vouches for it. The gateway authenticates each /api request
 * (bearer token or session cookie) and forwards it with `x-encore-user: <payload>.<signature>`,
 * where payload is base64url(JSON {id, email, exp}) and signature base64url(HMAC-SHA256(secret,
 * payload)). Services trust nothing else: the gateway strips every incoming `x-encore-*` header.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { Schema } from "effect";
import type { Context, MiddlewareHandler } from "hono";

export const USER_ASSERTION_HEADER = "x-encore-user";

/** How long an assertion stays valid: one request, with room for clock skew between processes. */
export const USER_ASSERTION_TTL_SECONDS = 300;

export const MIN_INTERNAL_SECRET_LENGTH = 32;

export interface TrustedUser {
  readonly id: string;
  readonly email: string;
}

const AssertionPayload = Schema.Struct({
  id: Schema.String.check(Schema.isNonEmpty()),
  email: Schema.String,
  /** Unix seconds. */
  exp: Schema.Number.check(Schema.isInt()),
});
const decodePayload = Schema.decodeUnknownOption(AssertionPayload);

const signature = (payload: string, secret: string) =>
  createHmac("sha256", secret).update(payload).digest("base64url");

/** A random secret for a process that signs and verifies its own assertions (embedded mode). */
export const generateInternalSecret = (): string => randomBytes(48).toString("base64url");

export const signUserAssertion = (
  user: TrustedUser,
  secret: string,
  now: Date = new Date(),
  ttlSeconds: number = USER_ASSERTION_TTL_SECONDS,
): string => {
  const exp = Math.floor(now.getTime() / 1000) + ttlSeconds;
  const payload = Buffer.from(JSON.stringify({ id: user.id, email: user.email, exp })).toString("base64url");
  return `${payload}.${signature(payload, secret)}`;
};

/** The user an `x-encore-user` header vouches for, or undefined if it is absent, forged or expired. */
export const verifyUserAssertion = (
  header: string | null | undefined,
  secret: string,
  now: Date = new Date(),
): TrustedUser | undefined => {
  if (!header) return undefined;
  const [payload, signed, ...rest] = header.split(".");
  if (!payload || !signed || rest.length > 0) return undefined;
  const expected = Buffer.from(signature(payload, secret));
  const given = Buffer.from(signed);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
  const decoded = decodePayload(json);
  if (decoded._tag === "None") return undefined;
  const { id, email, exp } = decoded.value;
  if (exp * 1000 <= now.getTime()) return undefined;
  return { id, email };
};

declare module "hono" {
  interface ContextVariableMap {
    /** Set by `trustedUser`: the user the gateway vouched for, if any. */
    encoreUser: TrustedUser | undefined;
  }
}

/** Reads `x-encore-user` once per request; `currentUser(c)` and `requireUser` use what it found. */
export const trustedUser =
  (secret: string, now: () => Date = () => new Date()): MiddlewareHandler =>
  async (c, next) => {
    c.set("encoreUser", verifyUserAssertion(c.req.header(USER_ASSERTION_HEADER), secret, now()));
    await next();
  };

/** The signed-in user of this request, or undefined for a visitor. */
export const currentUser = (c: Context): TrustedUser | undefined => c.get("encoreUser");

/** 401 `{error: "Unauthorized"}` unless the gateway vouched for a user. */
export const requireUser: MiddlewareHandler = async (c, next) => {
  if (!currentUser(c)) return c.json({ error: "Unauthorized" }, 401);
  await next();
};
