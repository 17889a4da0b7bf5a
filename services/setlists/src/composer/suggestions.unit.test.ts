import { catalog, findCatalogSongBy } from "@encore/catalog";
import { describe, expect, it } from "vitest";
import { type SlotSong, suggestReplacements } from "./suggestions.ts";
import { weddingBrief } from "./testing/random-brief.ts";

const slot = (title: string, artist: string): SlotSong => {
  const song = findCatalogSongBy(title, artist, catalog);
  if (!song) throw new Error(`${title} by ${artist} is not in the catalog`);
  return {
    title: song.title,
    artist: song.artist,
    durationSeconds: song.durationSeconds,
    key: song.key,
    energy: song.energy,
  };
};

describe("suggestReplacements", () => {
  const songs = [
    slot("Unforgettable", "Nat King Cole"),
    slot("Fly Me to the Moon", "Frank Sinatra"),
    slot("The Way You Look Tonight", "Frank Sinatra"),
  ];
  const suggestions = suggestReplacements({
    brief: weddingBrief(),
    songs,
    index: 1,
    candidates: catalog,
    limit: 50,
  });

  it("offers songs that fit the slot, each with its reason", () => {
    expect(suggestions.length).toBeGreaterThan(0);
    for (const suggestion of suggestions) {
      expect(
        Math.abs(suggestion.durationMinutes * 60 - (songs[1]?.durationSeconds ?? 0)),
      ).toBeLessThanOrEqual(31);
      expect(suggestion.reason.length).toBeGreaterThan(0);
    }
  });

  it("never offers a song already in the setlist, in any version", () => {
    const titles = suggestions.map((suggestion) => suggestion.title);
    expect(titles).not.toContain("Unforgettable");
    expect(titles).not.toContain("Fly Me to the Moon");
    expect(titles).not.toContain("The Way You Look Tonight");
  });
});
