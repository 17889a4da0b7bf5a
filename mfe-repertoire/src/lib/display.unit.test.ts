import { describe, expect, it } from "vitest";
import { aiBadge, isDetecting } from "./ai-status.ts";
import { formatClock, songLength } from "./duration.ts";
import { defaultEnergyOutOfFive, energyOutOfFive, energyOutOfTen } from "./energy.ts";
import { songLabel, typeLabel } from "./repertoire.ts";
import { capitalise, copyName, songsPerVocalist } from "./shared.ts";
import { typeBadgeClasses, typeFamily } from "./type-style.ts";

describe("song lengths", () => {
  it("reads seconds as m:ss", () => {
    expect(formatClock(225)).toBe("3:45");
    expect(formatClock(65)).toBe("1:05");
    expect(formatClock(1800)).toBe("30:00");
    expect(formatClock(-3)).toBe("0:00");
  });
  it("says the fallback when a song has no length", () => {
    expect(songLength(null, "Unknown")).toBe("Unknown");
    expect(songLength(0, "Unknown")).toBe("Unknown");
    expect(songLength(null)).toBe("");
    expect(songLength(200, "Unknown")).toBe("3:20");
  });
});

describe("energy", () => {
  it("shows a song's 1-10 energy as x/10 in the editor", () => {
    expect(energyOutOfTen(7)).toBe("7/10");
    expect(energyOutOfTen(null)).toBeNull();
  });
  it("halves it, rounded, as x/5 on the shared page (never 0/5)", () => {
    expect(energyOutOfFive(10)).toBe("5/5");
    expect(energyOutOfFive(7)).toBe("4/5");
    expect(energyOutOfFive(4)).toBe("2/5");
    expect(energyOutOfFive(1)).toBe("1/5");
    expect(energyOutOfFive(null)).toBeNull();
  });
  it("shows the repertoire's 1-5 default energy as it is", () => {
    expect(defaultEnergyOutOfFive(3)).toBe("3/5");
    expect(defaultEnergyOutOfFive(null)).toBeNull();
  });
});

describe("type badges", () => {
  it("colour band, vocalist/singer, event and the rest as other", () => {
    expect(typeFamily("band")).toBe("band");
    expect(typeFamily("vocalist")).toBe("vocalist");
    expect(typeFamily("singer")).toBe("vocalist");
    expect(typeFamily("event")).toBe("event");
    for (const type of ["duo", "trio", "quartet", "genre", "other", "polka"])
      expect(typeFamily(type)).toBe("other");
    expect(typeBadgeClasses("singer")).toBe(typeBadgeClasses("vocalist"));
    expect(new Set(["band", "vocalist", "event", "other"].map(typeBadgeClasses)).size).toBe(4);
  });
  it("label known types and capitalise unknown ones", () => {
    expect(typeLabel("quartet")).toBe("Quartet");
    expect(typeLabel("polka")).toBe("Polka");
    expect(typeLabel(null)).toBe("Other");
  });
});

describe("AI detection badge", () => {
  it("says Detecting... while pending or processing, Detection Failed on failure, else nothing", () => {
    expect(aiBadge("pending")).toBe("Detecting...");
    expect(aiBadge("processing")).toBe("Detecting...");
    expect(aiBadge("failed")).toBe("Detection Failed");
    expect(aiBadge("complete")).toBeNull();
    expect(aiBadge("idle")).toBeNull();
    expect(aiBadge(undefined)).toBeNull();
    expect(aiBadge("queued")).toBeNull();
    expect(isDetecting("processing")).toBe(true);
    expect(isDetecting("failed")).toBe(false);
  });
});

describe("the shared page's helpers", () => {
  it("counts each vocalist's songs", () => {
    expect(
      songsPerVocalist(
        [
          { name: "Ana", gender: "female" },
          { name: "Ben", gender: "male" },
        ],
        [{ vocalist: "Ana" }, { vocalist: null }, { vocalist: "Ana" }],
      ),
    ).toEqual([
      { name: "Ana", gender: "female", songs: 2 },
      { name: "Ben", gender: "male", songs: 0 },
    ]);
  });
  it("capitalises the type, names the copy and counts songs", () => {
    expect(capitalise("band")).toBe("Band");
    expect(copyName("Wedding Classics")).toBe("Wedding Classics (Copy)");
    expect(songLabel(1)).toBe("1 song");
    expect(songLabel(12)).toBe("12 songs");
  });
});
