import { describe, expect, it } from "vitest";
import { searchRepertoires, searchSongs } from "./search.ts";

const repertoires = [
  { name: "Wedding Classics", description: "First dances and floor fillers", type: "band" },
  { name: "Jazz Night", description: null, type: "trio" },
  { name: "Maya solo", description: "Acoustic sets", type: "vocalist" },
];

describe("repertoire search", () => {
  it("matches name, description or type, ignoring case and surrounding spaces", () => {
    expect(searchRepertoires(repertoires, "  WEDDING ").map((r) => r.name)).toEqual(["Wedding Classics"]);
    expect(searchRepertoires(repertoires, "floor").map((r) => r.name)).toEqual(["Wedding Classics"]);
    expect(searchRepertoires(repertoires, "trio").map((r) => r.name)).toEqual(["Jazz Night"]);
    expect(searchRepertoires(repertoires, "Vocalist").map((r) => r.name)).toEqual(["Maya solo"]);
    expect(searchRepertoires(repertoires, "")).toHaveLength(3);
    expect(searchRepertoires(repertoires, "polka")).toEqual([]);
  });
});

describe("song search", () => {
  const songs = [
    { title: "Valerie", artist: "Amy Winehouse", genre: "Soul" },
    { title: "September", artist: "Earth, Wind & Fire", genre: "Disco" },
    { title: "Rehab", artist: "Amy Winehouse", genre: null },
  ];
  it("matches title, artist or genre, ignoring case", () => {
    expect(searchSongs(songs, "amy").map((s) => s.title)).toEqual(["Valerie", "Rehab"]);
    expect(searchSongs(songs, "disco").map((s) => s.title)).toEqual(["September"]);
    expect(searchSongs(songs, "SEPT").map((s) => s.title)).toEqual(["September"]);
    expect(searchSongs(songs, " ")).toHaveLength(3);
  });
});
