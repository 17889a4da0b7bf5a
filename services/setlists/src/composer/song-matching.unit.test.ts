import { describe, expect, it } from "vitest";
import { indexSongs, songAsTyped } from "./song-matching.ts";

const songs = [
  { id: "a", title: "Don't Stop Me Now", artist: "Queen" },
  { id: "b", title: "Hallelujah", artist: "Leonard Cohen" },
  { id: "c", title: "Hallelujah", artist: "Jeff Buckley" },
];

describe("indexSongs", () => {
  const index = indexSongs(songs);

  it.each([
    ["Don't Stop Me Now - Queen", "a"],
    ["Queen - Don't Stop Me Now", "a"],
    ["don't stop me now by queen", "a"],
    ["DONT STOP ME NOW", "a"],
    ["Hallelujah - Jeff Buckley", "c"],
    ["Hallelujah", "b"],
  ])("reads %j as song %s", (typed, id) => {
    expect(index.find(typed)?.id).toBe(id);
  });

  it("finds nothing for a song it does not have", () => {
    expect(index.find("Our Song - Us")).toBeUndefined();
  });
});

describe("songAsTyped", () => {
  it("keeps the musician's words, split into title and artist when it can", () => {
    expect(songAsTyped("Our Song - The Cousins")).toEqual({ title: "Our Song", artist: "The Cousins" });
    expect(songAsTyped("Our Song by The Cousins")).toEqual({ title: "Our Song", artist: "The Cousins" });
    expect(songAsTyped("  Our   Song ")).toEqual({ title: "Our Song", artist: "Unknown artist" });
  });
});
