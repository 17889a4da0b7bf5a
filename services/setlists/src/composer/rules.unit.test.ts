import type { SetlistSection, SetlistSong } from "@encore/contracts";
import { describe, expect, it } from "vitest";
import type { Composition, CompositionRequest } from "./composer-port.ts";
import { checkComposition, errorsOf } from "./rules.ts";
import { weddingBrief } from "./testing/random-brief.ts";

const song = (title: string, overrides: Partial<SetlistSong> = {}): SetlistSong => ({
  title,
  artist: "Band",
  durationSeconds: 300,
  reason: "Test",
  known: true,
  ...overrides,
});
const section = (name: string, targetSeconds: number, songs: SetlistSong[]): SetlistSection => ({
  name,
  targetSeconds,
  durationSeconds: songs.reduce((sum, s) => sum + s.durationSeconds, 0),
  songs,
});
const request = (overrides: Parameters<typeof weddingBrief>[0] = {}): CompositionRequest => ({
  brief: weddingBrief({ numberOfSets: 1, setDurations: [30], ...overrides }),
  candidates: [],
  seed: 1,
});
const composition = (...sections: SetlistSection[]): Composition => ({ name: "Test", sections });
const rulesBroken = (req: CompositionRequest, comp: Composition) =>
  errorsOf(checkComposition(req, comp)).map((violation) => violation.rule);
const sixSongs = () => Array.from({ length: 6 }, (_, i) => song(`Song ${i}`));

describe("checkComposition", () => {
  it("passes a set that fits", () => {
    expect(rulesBroken(request(), composition(section("Set 1", 1800, sixSongs())))).toEqual([]);
  });

  it("flags a set more than 30 s off its slot, and a wrong total", () => {
    const songs = [...sixSongs(), song("Extra", { durationSeconds: 31 })];
    expect(rulesBroken(request(), composition(section("Set 1", 1800, songs)))).toEqual(["timing"]);
    const lying = { ...section("Set 1", 1800, sixSongs()), durationSeconds: 1700 };
    expect(rulesBroken(request(), composition(lying))).toContain("section-total");
  });

  it("flags missing must-haves and requests, however they were typed", () => {
    const songs = sixSongs();
    const req = request({
      mustHaveSongs: ["Song 1 - Band", "Missing Song"],
      songRequests: ["band - song 2", "Nope"],
    });
    const rules = rulesBroken(req, composition(section("Set 1", 1800, songs)));
    expect(rules.filter((rule) => rule === "must-have")).toHaveLength(1);
    expect(rules.filter((rule) => rule === "request")).toHaveLength(1);
  });

  it("flags a song played twice", () => {
    const songs = [...sixSongs().slice(0, 5), song("song 0")];
    expect(rulesBroken(request(), composition(section("Set 1", 1800, songs)))).toEqual(["duplicate"]);
  });

  it("flags another version of a song already played", () => {
    const duet = [
      ...sixSongs().slice(0, 4),
      song("Unforgettable", { artist: "Nat King Cole" }),
      song("Unforgettable", { artist: "Natalie Cole & Nat King Cole" }),
    ];
    expect(rulesBroken(request(), composition(section("Set 1", 1800, duet)))).toEqual(["duplicate"]);
  });

  it("flags three in a row and uneven lead vocals when there are several vocalists", () => {
    const req = request({
      vocalists: [
        { name: "Ana", gender: "female" },
        { name: "Ben", gender: "male" },
      ],
    });
    const lead = (names: string[]) => sixSongs().map((s, i) => ({ ...s, vocalist: names[i]! }));
    const ok = lead(["Ana", "Ben", "Ben", "Ana", "Ana", "Ben"]);
    expect(rulesBroken(req, composition(section("Set 1", 1800, ok)))).toEqual([]);
    const run = lead(["Ana", "Ben", "Ben", "Ben", "Ana", "Ana"]);
    expect(rulesBroken(req, composition(section("Set 1", 1800, run)))).toEqual(["vocalist"]);
    const uneven = lead(["Ana", "Ben", "Ana", "Ana", "Ben", "Ana"]);
    expect(rulesBroken(req, composition(section("Set 1", 1800, uneven)))).toEqual(["vocalist"]);
  });

  it("flags a set whose energy goes against its flow", () => {
    const falling = sixSongs().map((s, i) => ({ ...s, energy: 10 - i }));
    expect(rulesBroken(request(), composition(section("Set 1", 1800, falling)))).toEqual(["energy-flow"]);
    const rising = sixSongs().map((s, i) => ({ ...s, energy: 3 + i }));
    expect(rulesBroken(request(), composition(section("Set 1", 1800, rising)))).toEqual([]);
  });

  it("warns on rough key and tempo changes without failing", () => {
    const rough = sixSongs().map((s, i) => ({
      ...s,
      key: i % 2 ? ("C" as const) : ("F#" as const),
      bpm: i % 2 ? 70 : 150,
    }));
    const violations = checkComposition(request(), composition(section("Set 1", 1800, rough)));
    expect(violations.map((v) => [v.rule, v.severity])).toEqual([["smoothness", "warning"]]);
  });
});
