import { describe, expect, it } from "vitest";
import { readInsightContext } from "./insights-api.ts";

describe("GET /api/insights/songs parameters", () => {
  it("reads every parameter as optional, trimmed, blank meaning not given", () => {
    expect(
      readInsightContext({ country: " Portugal ", city: "", venueType: "wedding", eventType: undefined }),
    ).toEqual({
      ok: true,
      context: { country: "Portugal", city: null, venueType: "wedding", eventType: null },
    });
  });

  it("names a bad parameter", () => {
    expect(readInsightContext({ venueType: "spaceship" })).toMatchObject({ ok: false, field: "venueType" });
    expect(readInsightContext({ eventType: "funeral" })).toMatchObject({ ok: false, field: "eventType" });
    expect(readInsightContext({ country: "x".repeat(101) })).toMatchObject({
      ok: false,
      field: "country",
      message: "must be at most 100 characters",
    });
  });
});
