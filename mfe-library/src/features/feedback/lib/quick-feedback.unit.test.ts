import { describe, expect, it } from "vitest";
import { quickFeedbackPayload, RATINGS } from "./quick-feedback.ts";

describe("quick feedback", () => {
  it("offers 5 'Amazing!' down to 1 'Could Be Better'", () => {
    expect(RATINGS.map((r) => `${r.value} ${r.label}`)).toEqual([
      "5 Amazing!",
      "4 Really Good",
      "3 Good",
      "2 Okay",
      "1 Could Be Better",
    ]);
  });

  it("sends 'Unknown' for a setlist with no venue, and an empty song list", () => {
    expect(quickFeedbackPayload(5, "  Great first dance ", {})).toEqual({
      overallRating: 5,
      whatWorked: "Great first dance",
      venueCity: "Unknown",
      venueCountry: "Unknown",
      songFeedback: [],
    });
  });

  it("copies the setlist's venue and event type when present", () => {
    expect(
      quickFeedbackPayload(3, "", {
        venueCity: "York",
        venueCountry: "UK",
        venueName: "The Old Granary",
        venueType: "wedding",
      }),
    ).toMatchObject({
      venueCity: "York",
      venueCountry: "UK",
      venueName: "The Old Granary",
      venueType: "wedding",
    });
  });
});
