import { ApiError } from "@encore/shell/api-client";
import { describe, expect, it } from "vitest";
import { formatClock, formatMinutes, sectionSeconds } from "./format.ts";
import { describeGenerationFailure } from "./generation-errors.ts";
import { clipboardText, shareData } from "./share.ts";

describe("generation failures (spec §8)", () => {
  const apiError = (status: number, body: unknown) =>
    new ApiError(status, `${status}: ${typeof body === "string" ? body : JSON.stringify(body)}`);

  it("sends 403, needsSubscription and 'Free limit reached' to the subscription page", () => {
    expect(describeGenerationFailure(apiError(403, { error: "Forbidden" }), false)).toEqual({
      kind: "subscription",
    });
    expect(describeGenerationFailure(apiError(400, { needsSubscription: true }), false)).toEqual({
      kind: "subscription",
    });
    expect(describeGenerationFailure(apiError(429, { error: "Free limit reached" }), false)).toEqual({
      kind: "subscription",
    });
  });
  it("on mobile also a message naming the generation limit", () => {
    const error = apiError(429, { error: "You hit your generation limit" });
    expect(describeGenerationFailure(error, true)).toEqual({ kind: "subscription" });
    expect(describeGenerationFailure(error, false)).toMatchObject({ kind: "toast" });
  });
  it("toasts anything else with the server's message, per layout", () => {
    const error = apiError(400, { error: "Set durations must be 1-180 minutes" });
    expect(describeGenerationFailure(error, false)).toEqual({
      kind: "toast",
      title: "Error generating setlist",
      description: "Set durations must be 1-180 minutes",
    });
    expect(describeGenerationFailure(error, true)).toEqual({
      kind: "toast",
      title: "Generation Failed",
      description: "Set durations must be 1-180 minutes",
    });
    expect(describeGenerationFailure(apiError(502, "Bad Gateway"), false)).toMatchObject({
      description: "Bad Gateway",
    });
    expect(describeGenerationFailure(null, false)).toMatchObject({
      description: "Failed to generate setlist",
    });
    expect(describeGenerationFailure(null, true)).toMatchObject({ description: "Unknown error occurred" });
  });
});

describe("share and timing", () => {
  const setlist = {
    name: "Friday at Joe's",
    duration: 90,
    sections: [
      {
        name: "Set 1",
        songs: [
          { title: "A", artist: "B", durationSeconds: 200 },
          { title: "C", artist: "D", durationSeconds: 61 },
        ],
      },
      { name: "Set 2", songs: [{ title: "E", artist: "F" }] },
    ],
  };
  it("shares the name with Encore as the title and lists each set's song count", () => {
    expect(shareData(setlist)).toEqual({
      title: "Friday at Joe's - Encore",
      text: "Set 1: 2 songs\nSet 2: 1 song",
    });
  });
  it("copies the name, a 'Generated with Encore' line and the site's address", () => {
    expect(clipboardText(setlist, "https://encore.example")).toBe(
      "Friday at Joe's\n\nGenerated with Encore\nhttps://encore.example",
    );
  });
  it("formats real timings", () => {
    expect(formatClock(2712)).toBe("45:12");
    expect(formatClock(61)).toBe("1:01");
    expect(formatMinutes(90)).toBe("1 h 30 min");
    expect(formatMinutes(45)).toBe("45 min");
    expect(sectionSeconds(setlist.sections[0] ?? { name: "", songs: [] })).toBe(261);
  });
});
