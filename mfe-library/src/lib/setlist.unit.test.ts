import { describe, expect, it } from "vitest";
import { formatClock, parseClock, roundedMinutes } from "./duration.ts";
import { folderOf, normaliseSong, sectionSeconds, setlistSongs, songCount } from "./setlist.ts";

describe("m:ss", () => {
  it("formats seconds as m:ss", () => {
    expect(formatClock(225)).toBe("3:45");
    expect(formatClock(60)).toBe("1:00");
    expect(formatClock(9)).toBe("0:09");
    expect(formatClock(2712)).toBe("45:12");
    expect(formatClock(-3)).toBe("0:00");
    expect(formatClock(Number.NaN)).toBe("0:00");
  });

  it("parses m:ss and whole minutes within 1-1800 seconds, else null", () => {
    expect(parseClock("3:45")).toBe(225);
    expect(parseClock(" 0:59 ")).toBe(59);
    expect(parseClock("4")).toBe(240);
    expect(parseClock("30:00")).toBe(1800);
    expect(parseClock("30:01")).toBeNull();
    expect(parseClock("0:00")).toBeNull();
    expect(parseClock("3:5")).toBeNull();
    expect(parseClock("3:60")).toBeNull();
    expect(parseClock("abc")).toBeNull();
    expect(parseClock("")).toBeNull();
  });

  it("rounds totals to whole minutes", () => {
    expect(roundedMinutes(2712)).toBe(45);
    expect(roundedMinutes(2730)).toBe(46);
  });
});

describe("songs of a setlist", () => {
  it("reads title or name and every duration field", () => {
    expect(normaliseSong({ name: "Valerie", artist: "Amy Winehouse", durationMinutes: 3.9 })).toEqual({
      title: "Valerie",
      artist: "Amy Winehouse",
      durationSeconds: 234,
    });
    expect(normaliseSong({ title: "At Last", artist: "Etta James", duration: "3:02" }).durationSeconds).toBe(
      182,
    );
    expect(normaliseSong({ title: "X", artist: "Y", duration: 4 }).durationSeconds).toBe(240);
    expect(normaliseSong({ title: "X", artist: "Y", durationSeconds: 182, key: "", vocalist: " " })).toEqual({
      title: "X",
      artist: "Y",
      durationSeconds: 182,
    });
  });

  it("uses the setlist's own songs, else flattens the sections, and counts the same way", () => {
    const sections = [
      {
        name: "Set 1",
        songs: [
          { title: "A", artist: "a" },
          { title: "B", artist: "b" },
        ],
      },
      { name: "Set 2", songs: [{ name: "C", artist: "c" }] },
    ];
    expect(setlistSongs({ songs: [], setlistContent: sections }).map((s) => s.title)).toEqual([
      "A",
      "B",
      "C",
    ]);
    expect(songCount({ songs: [], setlistContent: sections })).toBe(3);
    const own = [{ title: "Z", artist: "z" }];
    expect(setlistSongs({ songs: own, setlistContent: sections }).map((s) => s.title)).toEqual(["Z"]);
    expect(songCount({ songs: own, setlistContent: sections })).toBe(1);
    expect(songCount({})).toBe(0);
  });

  it("puts a setlist with no folder in General", () => {
    expect(folderOf({})).toBe("General");
    expect(folderOf({ folder: " " })).toBe("General");
    expect(folderOf({ folder: "Weddings" })).toBe("Weddings");
  });

  it("times a section by its own figure, else by its songs", () => {
    expect(sectionSeconds({ durationSeconds: 2712 })).toBe(2712);
    expect(sectionSeconds({ durationMinutes: 45 })).toBe(2700);
    expect(
      sectionSeconds({ songs: [{ title: "A", artist: "a", durationSeconds: 200 }, { title: "B" }] }),
    ).toBe(200);
  });
});
