import { describe, expect, it } from "vitest";
import { weddingBrief } from "../composer/testing/random-brief.ts";
import { lastGigNotice, playedOnDay, venueOf } from "./last-gig-at-venue.ts";

describe("the last gig at a venue", () => {
  it("looks for a venue only when the brief names one", () => {
    expect(venueOf(weddingBrief({ venueName: "  The Granary ", venueCity: " Bristol" }))).toEqual({
      name: "The Granary",
      city: "Bristol",
    });
    expect(venueOf(weddingBrief({ venueName: "The Granary", venueCity: "  " }))).toEqual({
      name: "The Granary",
      city: undefined,
    });
    expect(venueOf(weddingBrief({ venueName: "   " }))).toBeUndefined();
    expect(venueOf(weddingBrief({}))).toBeUndefined();
  });

  it("dates the gig by the day typed on the feedback form, else the day feedback was given", () => {
    expect(playedOnDay("2026-10-12", "2026-10-14T09:00:00.000Z")).toBe("2026-10-12");
    expect(playedOnDay(" 2026-10-12 ", "2026-10-14T09:00:00.000Z")).toBe("2026-10-12");
    expect(playedOnDay("last Saturday", "2026-10-14T09:00:00.000Z")).toBe("2026-10-14");
    expect(playedOnDay(null, "2026-10-14T23:30:00.000Z")).toBe("2026-10-14");
  });

  it("says how many of last time's songs came back", () => {
    const gig = {
      setlistId: 7,
      venueName: "The Granary",
      playedOn: "2026-10-12",
      songs: Array.from({ length: 24 }, (_, i) => ({ title: `Song ${i}`, artist: "Band" })),
    };
    expect(lastGigNotice(gig, 3)).toBe(
      "Last time at The Granary (October 12, 2026) you played 24 songs; 3 of them are in this setlist.",
    );
    expect(lastGigNotice(gig, 1)).toBe(
      "Last time at The Granary (October 12, 2026) you played 24 songs; 1 of them is in this setlist.",
    );
    expect(lastGigNotice(gig, 0)).toBe(
      "Last time at The Granary (October 12, 2026) you played 24 songs; none of them is repeated here.",
    );
  });
});
