/** Why an identity command was refused. Each maps to one HTTP status and message in api/http-errors.ts. */
import { Schema } from "effect";

export class EmailAlreadyRegistered extends Schema.TaggedError<EmailAlreadyRegistered>()(
  "EmailAlreadyRegistered",
  {},
) {}

/** Unknown email, wrong password, or no such account: the answer never says which. */
export class InvalidCredentials extends Schema.TaggedError<InvalidCredentials>()("InvalidCredentials", {}) {}

/** Unknown, used or expired reset token. */
export class ResetLinkInvalid extends Schema.TaggedError<ResetLinkInvalid>()("ResetLinkInvalid", {}) {}

/** A command for an account that does not exist (the reset request answers as if it did). */
export class AccountNotFound extends Schema.TaggedError<AccountNotFound>()("AccountNotFound", {}) {}

/** The stream of this new account already exists: a reused id, a programming error. */
export class AccountAlreadyExists extends Schema.TaggedError<AccountAlreadyExists>()("AccountAlreadyExists", {
  userId: Schema.String,
}) {}

/** Someone else kept changing the same stream through every retry. */
export class ConcurrentChange extends Schema.TaggedError<ConcurrentChange>()("ConcurrentChange", {
  streamId: Schema.String,
}) {}

export class TooManyAttempts extends Schema.TaggedError<TooManyAttempts>()("TooManyAttempts", {
  retryAfterSeconds: Schema.Number,
}) {}

export class InvalidRequest extends Schema.TaggedError<InvalidRequest>()("InvalidRequest", {
  /** One sentence for the toast, naming the field. */
  error: Schema.String,
  issues: Schema.Array(Schema.Struct({ path: Schema.String, message: Schema.String })),
}) {}

export class NotSignedIn extends Schema.TaggedError<NotSignedIn>()("NotSignedIn", {}) {}

export type UserError = InvalidCredentials | ResetLinkInvalid | AccountNotFound | AccountAlreadyExists;

export type IdentityError =
  | UserError
  | EmailAlreadyRegistered
  | ConcurrentChange
  | TooManyAttempts
  | InvalidRequest
  | NotSignedIn;
