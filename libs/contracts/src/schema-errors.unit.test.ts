import { Schema, SchemaIssue } from "effect";
import { describe, expect, it } from "vitest";
import { fieldIssues, formatPath, formatSchemaError } from "./schema-errors.ts";
import { intBetween } from "./values.ts";

const Config = Schema.Struct({
  port: intBetween(1, 65535),
  databaseUrl: Schema.String,
  nats: Schema.Struct({ servers: Schema.Array(Schema.String) }),
});

const failure = (input: unknown) => {
  const result = Schema.decodeUnknownResult(Config, { errors: "all" })(input);
  if (result._tag === "Success") throw new Error("expected a failure");
  return result.failure;
};

describe("formatPath", () => {
  it("joins keys with dots and indexes with brackets", () => {
    expect(formatPath(["brief", "vocalists", 0, "name"])).toBe("brief.vocalists[0].name");
    expect(formatPath([0, "title"])).toBe("[0].title");
    expect(formatPath([{ key: "a" }, { key: 1 }])).toBe("a[1]");
    expect(formatPath([])).toBe("");
  });
});

describe("formatSchemaError", () => {
  it("names each failed field and why, in one sentence", () => {
    expect(formatSchemaError(failure({ port: 0, nats: { servers: ["nats://a", 4] } }))).toBe(
      "port: must be between 1 and 65535; databaseUrl: is required; nats.servers[1]: expected string",
    );
  });

  it("gives the structured list for API bodies", () => {
    expect(fieldIssues(failure({ port: 80.5, databaseUrl: "postgres://", nats: { servers: [] } }))).toEqual([
      { path: "port", message: "must be a whole number" },
    ]);
  });

  it("formats a bare issue and a failure of the whole value without a path", () => {
    const result = Schema.decodeUnknownResult(Config)("not an object");
    if (result._tag === "Success") throw new Error("expected a failure");
    expect(formatSchemaError(result.failure.issue)).toMatch(/^expected /);
    expect(formatSchemaError(new SchemaIssue.MissingKey(undefined))).toBe("is required");
  });

  it("keeps a custom message for a missing key", () => {
    const Named = Schema.Struct({
      name: Schema.String.annotateKey({ messageMissingKey: "Setlist name is required" }),
    });
    const result = Schema.decodeUnknownResult(Named)({});
    if (result._tag === "Success") throw new Error("expected a failure");
    expect(formatSchemaError(result.failure)).toBe("name: Setlist name is required");
  });

  it("does not print the offending input (it may be a secret)", () => {
    const result = Schema.decodeUnknownResult(Config, { errors: "all" })({
      port: 1,
      databaseUrl: 12345678,
      nats: { servers: [] },
    });
    if (result._tag === "Success") throw new Error("expected a failure");
    expect(formatSchemaError(result.failure)).not.toContain("12345678");
  });
});
