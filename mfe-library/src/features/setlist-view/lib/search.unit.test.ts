import { describe, expect, it } from "vitest";
import { searchSongs } from "./search.ts";

describe("searching a setlist", () => {
  const songs = [
    { title: "At Last", artist: "Etta James" },
    { title: "September", artist: "Earth, Wind & Fire" },
    { title: "Valerie", artist: "Amy Winehouse" },
  ];
  it("matches title or artist ignoring case and keeps positions", () => {
    expect(searchSongs(songs, "  EARTH ")).toEqual([{ position: 2, song: songs[1] }]);
    expect(searchSongs(songs, "val").map((hit) => hit.position)).toEqual([3]);
    expect(searchSongs(songs, "")).toHaveLength(3);
    expect(searchSongs(songs, "zzz")).toEqual([]);
  });
});
