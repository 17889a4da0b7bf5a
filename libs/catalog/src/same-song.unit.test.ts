import { describe, expect, it } from "vitest";
import { SongSet, sameSong } from "./same-song.ts";

describe("sameSong", () => {
  it("reads covers and duets of a title as the same song", () => {
    expect(
      sameSong(
        { title: "Unforgettable", artist: "Nat King Cole" },
        { title: "Unforgettable", artist: "Natalie Cole & Nat King Cole" },
      ),
    ).toBe(true);
    expect(
      sameSong(
        { title: "Moondance", artist: "Van Morrison" },
        { title: "Moondance", artist: "Michael Bublé" },
      ),
    ).toBe(true);
  });

  it("ignores case, punctuation and version notes", () => {
    expect(
      sameSong(
        { title: "Uptown Funk - Remastered", artist: "Mark Ronson feat. Bruno Mars" },
        { title: "uptown funk!", artist: "Bruno Mars" },
      ),
    ).toBe(true);
    expect(
      sameSong(
        { title: "Don't Stop Me Now (Live)", artist: "Queen" },
        { title: "Dont Stop Me Now", artist: "" },
      ),
    ).toBe(true);
  });

  it("keeps different titles apart", () => {
    expect(
      sameSong({ title: "Hallelujah", artist: "Leonard Cohen" }, { title: "Halo", artist: "Beyoncé" }),
    ).toBe(false);
  });
});

describe("SongSet", () => {
  it("answers has() with sameSong", () => {
    const songs = new SongSet([
      { title: "Unforgettable", artist: "Nat King Cole" },
      { title: "Crazy", artist: "Gnarls Barkley" },
    ]);
    expect(songs.has({ title: "Unforgettable", artist: "Natalie Cole & Nat King Cole" })).toBe(true);
    expect(songs.has({ title: "Crazy", artist: "Patsy Cline" })).toBe(true);
    expect(songs.has({ title: "Moondance", artist: "Van Morrison" })).toBe(false);
    songs.add({ title: "Moondance", artist: "Michael Bublé" });
    expect(songs.has({ title: "Moondance", artist: "Van Morrison" })).toBe(true);
  });
});
