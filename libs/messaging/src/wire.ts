/**
 * The wire format, as pure functions: JSON text of the Schema-ENCODED value. Replies travel in an envelope
 * `{ ok: true, value }` or `{ ok: false, error: { tag, message } }`.
 */
import { Result, Schema } from "effect";
import { HANDLER_FAILED, InvalidMessageError, RemoteHandlerError } from "./errors.ts";
import type { MessageSchema } from "./port.ts";

const ReplyEnvelope = Schema.Union([
  Schema.Struct({ ok: Schema.Literal(true), value: Schema.optionalKey(Schema.Unknown) }),
  Schema.Struct({
    ok: Schema.Literal(false),
    error: Schema.Struct({ tag: Schema.String, message: Schema.String }),
  }),
]);
export type ReplyEnvelope = typeof ReplyEnvelope.Type;

export interface RemoteFailure {
  readonly tag: string;
  readonly message: string;
}

/** Schema issues print one per line with an indented path: fold them into one log-friendly line. */
export const formatIssue = (text: string): string => text.replace(/\n\s+at /g, " at ").replace(/\n/g, "; ");

const stringify = (subject: string, value: unknown): string => {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch (error) {
    throw new InvalidMessageError(subject, `cannot be serialised to JSON: ${messageOf(error)}`);
  }
  if (text === undefined) throw new InvalidMessageError(subject, "cannot be serialised to JSON");
  return text;
};

const parse = (subject: string, text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new InvalidMessageError(subject, `not valid JSON: ${messageOf(error)}`);
  }
};

const encodeWith = <T>(schema: MessageSchema<T>, subject: string, what: string, value: T): unknown => {
  const encoded = Schema.encodeUnknownResult(schema)(value, { errors: "all" });
  if (Result.isFailure(encoded)) {
    throw new InvalidMessageError(
      subject,
      `${what} does not match its schema: ${formatIssue(encoded.failure.message)}`,
    );
  }
  return encoded.success;
};

const decodeWith = <T>(schema: MessageSchema<T>, subject: string, what: string, input: unknown): T => {
  const decoded = Schema.decodeUnknownResult(schema)(input, { errors: "all" });
  if (Result.isFailure(decoded)) {
    throw new InvalidMessageError(
      subject,
      `${what} does not match its schema: ${formatIssue(decoded.failure.message)}`,
    );
  }
  return decoded.success;
};

/** A request payload or a published message → wire text. Throws InvalidMessageError. */
export const encodeMessage = <T>(schema: MessageSchema<T>, subject: string, what: string, value: T): string =>
  stringify(subject, encodeWith(schema, subject, what, value));

/** Wire text → a request payload or a published message. Throws InvalidMessageError. */
export const decodeMessage = <T>(schema: MessageSchema<T>, subject: string, what: string, text: string): T =>
  decodeWith(schema, subject, what, parse(subject, text));

export const encodeSuccessReply = <T>(schema: MessageSchema<T>, subject: string, value: T): string =>
  stringify(subject, { ok: true, value: encodeWith(schema, subject, "response", value) });

export const encodeFailureReply = (failure: RemoteFailure): string =>
  JSON.stringify({ ok: false, error: { tag: failure.tag, message: failure.message } });

/** A handler's failure as it travels: an error with a `_tag` keeps it, anything else is `HandlerFailed`. */
export const toRemoteFailure = (error: unknown, subject: string): RemoteFailure => {
  // The subject is already in the caller's message; an error about another subject keeps its own text.
  if (error instanceof InvalidMessageError && error.subject === subject) {
    return { tag: error._tag, message: error.issue };
  }
  return { tag: tagOf(error) ?? HANDLER_FAILED, message: messageOf(error) };
};

/**
 * Wire text of a reply → the decoded response, or the error the caller should see: InvalidMessageError when
 * the responder refused the request (or the reply is malformed), RemoteHandlerError when the handler failed.
 */
export const decodeReply = <T>(schema: MessageSchema<T>, subject: string, text: string): T => {
  const envelope = decodeWith(ReplyEnvelope, subject, "reply envelope", parse(subject, text));
  if (envelope.ok) return decodeWith(schema, subject, "response", envelope.value);
  if (envelope.error.tag === "InvalidMessageError") {
    throw new InvalidMessageError(subject, `refused by the responder: ${envelope.error.message}`);
  }
  throw new RemoteHandlerError(subject, envelope.error.tag, envelope.error.message);
};

const tagOf = (error: unknown): string | undefined => {
  if (typeof error !== "object" || error === null || !("_tag" in error)) return undefined;
  return typeof error._tag === "string" && error._tag.length > 0 ? error._tag : undefined;
};

export const messageOf = (error: unknown): string => {
  if (error instanceof Error) return error.message;
  if (
    typeof error === "object" &&
    error !== null &&
    "message" in error &&
    typeof error.message === "string"
  ) {
    return error.message;
  }
  return String(error);
};
