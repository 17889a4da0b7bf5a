import { describe, expect, it } from "vitest";
import { sharedSections, sharedTotals } from "./totals.ts";

describe("the shared page's totals", () => {
  it("sums songs and section minutes (rounded), naming unnamed sets by position", () => {
    const sections = sharedSections([
      {
        name: "Set 1",
        durationSeconds: 2712,
        songs: [
          { title: "A", artist: "a" },
          { title: "B", artist: "b" },
        ],
      },
      { durationMinutes: 44.5, songs: [{ name: "C", artist: "c", durationMinutes: 4 }] },
    ]);
    expect(sections.map((s) => [s.id, s.name])).toEqual([
      ["set-1", "Set 1"],
      ["set-2", "Set 2"],
    ]);
    expect(sections[1]?.songs[0]).toEqual({ title: "C", artist: "c", durationSeconds: 240 });
    expect(sharedTotals(sections)).toEqual({ songs: 3, minutes: 90 });
    expect(sharedTotals(sharedSections(null))).toEqual({ songs: 0, minutes: 0 });
  });
});
