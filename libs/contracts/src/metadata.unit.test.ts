import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { EventMetadata, makeMetadata, SYSTEM_USER_ID } from "./metadata.ts";
import { formatSchemaError } from "./schema-errors.ts";

const eventId = "0b5e3f0e-8a43-4c55-9f7e-2f9e4c1a7d10";
const occurredAt = new Date("2025-06-14T19:30:00.000Z");

const problems = (input: unknown): string => {
  const result = Schema.decodeUnknownResult(EventMetadata, { errors: "all" })(input);
  return result._tag === "Failure" ? formatSchemaError(result.failure) : "";
};

describe("makeMetadata", () => {
  it("uses the ids and time given, and starts a chain when no correlation or causation is given", () => {
    expect(makeMetadata({ eventId, userId: "user-1", occurredAt })).toEqual({
      eventId,
      userId: "user-1",
      correlationId: eventId,
      causationId: eventId,
      occurredAt: "2025-06-14T19:30:00.000Z",
    });
  });

  it("keeps a given correlation and causation", () => {
    const metadata = makeMetadata({
      eventId,
      userId: SYSTEM_USER_ID,
      correlationId: "request-9",
      causationId: "f3a1c2d4-0000-4000-8000-000000000001",
      occurredAt,
    });
    expect(metadata.correlationId).toBe("request-9");
    expect(metadata.causationId).toBe("f3a1c2d4-0000-4000-8000-000000000001");
    expect(metadata.userId).toBe("system");
  });

  it("refuses an invalid Date and a non-UUID event id", () => {
    expect(() => makeMetadata({ eventId, userId: "u", occurredAt: new Date("nope") })).toThrow(/occurredAt/);
    expect(() => makeMetadata({ eventId: "42", userId: "u", occurredAt })).toThrow(/UUID/);
  });
});

describe("EventMetadata", () => {
  const valid = makeMetadata({ eventId, userId: "user-1", occurredAt });

  it("accepts what makeMetadata builds and an offset time", () => {
    expect(problems(valid)).toBe("");
    expect(problems({ ...valid, occurredAt: "2025-06-14T21:30:00+02:00" })).toBe("");
  });

  it("names every invalid field", () => {
    const message = problems({
      eventId: "x",
      userId: " ",
      correlationId: "",
      occurredAt: "2025-02-30T10:00:00Z",
    });
    expect(message).toContain("eventId: must be a UUID");
    expect(message).toContain("userId: must not be blank");
    expect(message).toContain("correlationId: must not be blank");
    expect(message).toContain("causationId: is required");
    expect(message).toContain("occurredAt: must be an ISO-8601 date and time");
  });

  it.each([
    "2025-06-14",
    "2025-06-14 19:30:00Z",
    "2025-13-01T00:00:00Z",
    "2025-06-14T24:00:00Z",
    "2025-06-14T19:30:00",
    "yesterday",
  ])("rejects occurredAt %s", (text) => {
    expect(problems({ ...valid, occurredAt: text })).toMatch(/^occurredAt: /);
  });
});
