/** The bodies of identity's calls (spec section 7), with the spec's messages (section 5). */
import {
  EMAIL_PATTERN,
  fieldIssues,
  MAX_EMAIL_LENGTH,
  MIN_PASSWORD_LENGTH,
  normaliseEmail,
  PASSWORD_TOO_SHORT,
} from "@encore/contracts";
import { Result, Schema } from "effect";
import { InvalidRequest } from "../domain/errors.ts";

/** scrypt hashes any length in the same time, but nobody needs more and the body stays small. */
export const MAX_PASSWORD_LENGTH = 1024;

const required = (label: string) =>
  Schema.String.annotate({ message: `${label} must be text` })
    .check(Schema.isPattern(/\S/, { message: `${label} is required` }))
    .annotateKey({ messageMissingKey: `${label} is required` });

const isBlank = (text: string) => !/\S/.test(text);

/** A rule that stays quiet on blank text, which `required` already reports. */
const unlessBlank = (rule: (text: string) => boolean, message: string) =>
  Schema.makeFilter((text: string) => isBlank(text) || rule(text), { message });

const Email = required("Email").check(
  unlessBlank((email) => {
    const normalised = normaliseEmail(email);
    return normalised.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(normalised);
  }, "Email must be a valid address, like name@example.com"),
);

const password = (label: string, minimum: number) =>
  required(label).check(
    unlessBlank((text) => text.length >= minimum, PASSWORD_TOO_SHORT),
    Schema.isMaxLength(MAX_PASSWORD_LENGTH, {
      message: `${label} must be at most ${MAX_PASSWORD_LENGTH} characters long`,
    }),
  );

const Name = (label: string) =>
  Schema.optionalKey(
    Schema.String.annotate({ message: `${label} must be text` }).check(
      Schema.isMaxLength(100, { message: `${label} must be at most 100 characters long` }),
    ),
  );

export const SignupRequest = Schema.Struct({
  email: Email,
  password: password("Password", MIN_PASSWORD_LENGTH),
  firstName: Name("First name"),
  lastName: Name("Last name"),
});

/** Login checks presence only: the length rule is the signup's business. */
export const LoginRequest = Schema.Struct({ email: Email, password: password("Password", 0) });

export const ResetPasswordRequest = Schema.Struct({ email: Email });

export const CompleteResetPasswordRequest = Schema.Struct({
  token: required("Reset token"),
  newPassword: password("New password", MIN_PASSWORD_LENGTH),
});

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Decodes a parsed JSON body; every message names its field (ours start with the field's name). */
export const decodeBody = <S extends Schema.Codec<unknown, unknown>>(
  schema: S,
  body: unknown,
  expected: string,
): Result.Result<S["Type"], InvalidRequest> => {
  if (!isPlainObject(body)) {
    return Result.fail(
      new InvalidRequest({
        error: `Send a JSON object with ${expected}`,
        issues: [{ path: "", message: "expected an object" }],
      }),
    );
  }
  const decoded = Schema.decodeUnknownResult(schema, { errors: "all" })(body);
  if (Result.isSuccess(decoded)) return Result.succeed(decoded.success);
  const issues = fieldIssues(decoded.failure);
  const error = issues
    .map(({ path, message }) => (/^[A-Z]/.test(message) || path === "" ? message : `${path}: ${message}`))
    .join("; ");
  return Result.fail(new InvalidRequest({ error, issues }));
};
