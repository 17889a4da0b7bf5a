import { describe, expect, it } from "vitest";
import {
  addEntry,
  entriesFor,
  mergeSavedEntries,
  moveEntry,
  moveItem,
  removeEntry,
  replaceEntry,
} from "./feedback-entries.ts";

const songs = [
  { title: "At Last", artist: "Etta James" },
  { title: "September", artist: "Earth, Wind & Fire" },
  { title: "Valerie", artist: "Amy Winehouse" },
];
const summary = (entries: ReturnType<typeof entriesFor>) => entries.map((e) => `${e.songIndex}:${e.title}`);

describe("feedback entries kept in step with the songs", () => {
  it("starts with one entry per song: rating 5, empty notes, liked", () => {
    const entries = entriesFor(songs);
    expect(entries).toHaveLength(3);
    expect(entries[1]).toEqual({
      songIndex: 1,
      title: "September",
      artist: "Earth, Wind & Fire",
      rating: 5,
      notes: "",
      audienceReaction: "liked",
    });
  });

  it("appends a default entry when a song is added", () => {
    const entries = addEntry(entriesFor(songs), { title: "Dancing Queen", artist: "ABBA" });
    expect(summary(entries)).toEqual(["0:At Last", "1:September", "2:Valerie", "3:Dancing Queen"]);
    expect(entries[3]?.rating).toBe(5);
  });

  it("removes the deleted song's entry and renumbers", () => {
    const entries = removeEntry(entriesFor(songs), 0);
    expect(summary(entries)).toEqual(["0:September", "1:Valerie"]);
    expect(summary(removeEntry(entriesFor(songs), 7))).toEqual(["0:At Last", "1:September", "2:Valerie"]);
  });

  it("reorders entries with the songs and renumbers songIndex, keeping ratings", () => {
    const rated = entriesFor(songs).map((e, i) => (i === 2 ? { ...e, rating: 2 } : e));
    const entries = moveEntry(rated, 2, 0);
    expect(summary(entries)).toEqual(["0:Valerie", "1:At Last", "2:September"]);
    expect(entries[0]?.rating).toBe(2);
    expect(summary(moveEntry(rated, 0, 9))).toEqual(["0:At Last", "1:September", "2:Valerie"]);
  });

  it("moves items like the list does; a drop outside the list changes nothing", () => {
    expect(moveItem(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
    expect(moveItem(["a", "b", "c"], 1, -1)).toEqual(["a", "b", "c"]);
  });

  it("updates title and artist in place when a song is replaced", () => {
    const rated = entriesFor(songs).map((e) => ({ ...e, notes: "kept" }));
    const entries = replaceEntry(rated, 1, { title: "Superstition", artist: "Stevie Wonder" });
    expect(entries[1]).toMatchObject({
      songIndex: 1,
      title: "Superstition",
      artist: "Stevie Wonder",
      notes: "kept",
    });
    expect(summary(entries)).toEqual(["0:At Last", "1:Superstition", "2:Valerie"]);
  });

  it("lets saved feedback overwrite matching entries and defaults the rest", () => {
    const entries = mergeSavedEntries(songs, [
      {
        songIndex: 1,
        title: "September",
        artist: "Earth, Wind & Fire",
        rating: 3,
        audienceReaction: "loved",
      },
      { songIndex: 0, title: "Gone", artist: "Nobody", rating: 1 },
    ]);
    expect(entries[1]).toMatchObject({ rating: 3, audienceReaction: "loved", notes: "" });
    expect(entries[0]).toMatchObject({ rating: 5, title: "At Last" });
    expect(mergeSavedEntries(songs, null)).toEqual(entriesFor(songs));
  });
});
