import { Result, Schema } from "effect";
import { describe, expect, it } from "vitest";
import {
  examplePasswordChanged,
  examplePasswordResetRequested,
  exampleUserEmailReserved,
  exampleUserRegistered,
  exampleUserSignedIn,
  exampleUserSignedOut,
} from "../examples.ts";
import { formatSchemaError } from "../schema-errors.ts";
import { decodeEvent, encodeEvent } from "./registry.ts";
import { normaliseEmail, UserRegistered, userEmailStreamId, userStreamId } from "./users.ts";

const problems = (input: unknown): string => {
  const result = Schema.decodeUnknownResult(UserRegistered, { errors: "all" })(input);
  return result._tag === "Failure" ? formatSchemaError(result.failure) : "";
};

describe("user events round-trip through stored JSON", () => {
  it.each([
    ["UserEmailReserved", exampleUserEmailReserved],
    ["UserRegistered", exampleUserRegistered],
    ["UserSignedIn", exampleUserSignedIn],
    ["UserSignedOut", exampleUserSignedOut],
    ["PasswordResetRequested", examplePasswordResetRequested],
    ["PasswordChanged", examplePasswordChanged],
  ] as const)("%s", (type, data) => {
    const encoded = Result.getOrThrow(encodeEvent(type, data as never));
    expect(encoded.schemaVersion).toBe(1);
    expect(Result.getOrThrow(decodeEvent(JSON.parse(JSON.stringify(encoded))))).toEqual({ type, data });
  });

  it("stream ids follow category-id", () => {
    expect(userStreamId("42")).toBe("user-42");
    expect(userEmailStreamId("ab")).toBe("useremail-ab");
  });
});

describe("UserRegistered", () => {
  it("only takes a normalised email", () => {
    expect(problems({ ...exampleUserRegistered, email: "Ana@LateShift.band" })).toBe(
      "email: must be trimmed and lower-case",
    );
    expect(problems({ ...exampleUserRegistered, email: "not an email" })).toContain(
      "email: must be an email address",
    );
    expect(normaliseEmail("  Ana@LateShift.Band ")).toBe("ana@lateshift.band");
  });

  it("refuses a password in clear where its hash belongs", () => {
    expect(problems({ ...exampleUserRegistered, passwordHash: "hunter22" })).toBe(
      "passwordHash: must be an encoded scrypt hash",
    );
  });
});

describe("UserSignedIn", () => {
  it("refuses a token where its SHA-256 belongs", () => {
    const encoded = encodeEvent("UserSignedIn", {
      ...exampleUserSignedIn,
      tokenHash: "Yk3lJ0sM2vQ8pX1tR4wZ7nB6cD9eF0gH1iJ2kL3mN4o",
    });
    expect(Result.isFailure(encoded) && encoded.failure.message).toBe(
      "Cannot encode UserSignedIn v1: tokenHash: must be a hex SHA-256 digest",
    );
  });
});
