/**
 * Events of the gateway's identity: `user-<userId>` streams (account, sessions, password resets) and
 * `useremail-<sha256(email)>` streams, whose first append (expected revision "no_stream") reserves an
 * email address, so two concurrent signups with one email cannot both win (docs/decisions/0010).
 * No event ever holds a password or a token in clear: only scrypt hashes and SHA-256 digests.
 */
import { Schema } from "effect";
import { MIN_PASSWORD_LENGTH } from "../limits.ts";
import { IsoDateTime, Uuid } from "../values.ts";
import { defineEvent } from "./define.ts";

export const USER_STREAM_CATEGORY = "user";
export const userStreamId = (userId: string): string => `${USER_STREAM_CATEGORY}-${userId}`;

export const USER_EMAIL_STREAM_CATEGORY = "useremail";
/** `emailHash` is the hex SHA-256 of the normalised (trimmed, lower-case) email. */
export const userEmailStreamId = (emailHash: string): string => `${USER_EMAIL_STREAM_CATEGORY}-${emailHash}`;

/** Spec section 5's message for a password under MIN_PASSWORD_LENGTH. */
export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`;

/** What an `<input type="email">` accepts (WHATWG "valid e-mail address"). */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
export const MAX_EMAIL_LENGTH = 254;

/** One account per address however it is typed: trimmed and lower-cased. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** An email address as stored: valid and already normalised. */
export const NormalisedEmail = Schema.String.check(
  Schema.isPattern(EMAIL_PATTERN, { message: "must be an email address" }),
  Schema.isMaxLength(MAX_EMAIL_LENGTH, { message: `must be at most ${MAX_EMAIL_LENGTH} characters` }),
  Schema.makeFilter((email: string) => email === normaliseEmail(email), {
    message: "must be trimmed and lower-case",
  }),
);

/** Hex SHA-256 of a session or reset token (or of an email, for reservation streams). */
export const Sha256Hex = Schema.String.check(
  Schema.isPattern(/^[0-9a-f]{64}$/, { message: "must be a hex SHA-256 digest" }),
);

/** A PHC-style scrypt hash with its parameters: `$scrypt$ln=15,r=8,p=1$<salt>$<hash>` (base64, unpadded). */
export const PasswordHash = Schema.String.check(
  Schema.isPattern(/^\$scrypt\$ln=\d+,r=\d+,p=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/, {
    message: "must be an encoded scrypt hash",
  }),
);

const PersonName = Schema.String.check(
  Schema.isMaxLength(100, { message: "must be at most 100 characters" }),
);

export const UserEmailReserved = Schema.Struct({
  userId: Uuid,
  emailHash: Sha256Hex,
  reservedAt: IsoDateTime,
});
export type UserEmailReserved = typeof UserEmailReserved.Type;

export const UserRegistered = Schema.Struct({
  userId: Uuid,
  email: NormalisedEmail,
  passwordHash: PasswordHash,
  firstName: Schema.optionalKey(PersonName),
  lastName: Schema.optionalKey(PersonName),
  registeredAt: IsoDateTime,
});
export type UserRegistered = typeof UserRegistered.Type;

/** A session opened by signup or login; the client holds the token, the store only its SHA-256. */
export const UserSignedIn = Schema.Struct({
  userId: Uuid,
  sessionId: Uuid,
  tokenHash: Sha256Hex,
  signedInAt: IsoDateTime,
  expiresAt: IsoDateTime,
  /** The client address the gateway saw, for the account's security history. */
  address: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(100))),
});
export type UserSignedIn = typeof UserSignedIn.Type;

export const UserSignedOut = Schema.Struct({
  userId: Uuid,
  sessionId: Uuid,
  signedOutAt: IsoDateTime,
});
export type UserSignedOut = typeof UserSignedOut.Type;

export const PasswordResetRequested = Schema.Struct({
  userId: Uuid,
  resetId: Uuid,
  tokenHash: Sha256Hex,
  requestedAt: IsoDateTime,
  expiresAt: IsoDateTime,
});
export type PasswordResetRequested = typeof PasswordResetRequested.Type;

/** The new password's hash; every session opened before it, and every pending reset, ends here. */
export const PasswordChanged = Schema.Struct({
  userId: Uuid,
  passwordHash: PasswordHash,
  changedAt: IsoDateTime,
  /** The reset link that allowed the change, when it came from one. */
  resetId: Schema.optionalKey(Uuid),
});
export type PasswordChanged = typeof PasswordChanged.Type;

export const UserEmailReservedEvent = defineEvent("UserEmailReserved", UserEmailReserved);
export const UserRegisteredEvent = defineEvent("UserRegistered", UserRegistered);
export const UserSignedInEvent = defineEvent("UserSignedIn", UserSignedIn);
export const UserSignedOutEvent = defineEvent("UserSignedOut", UserSignedOut);
export const PasswordResetRequestedEvent = defineEvent("PasswordResetRequested", PasswordResetRequested);
export const PasswordChangedEvent = defineEvent("PasswordChanged", PasswordChanged);
