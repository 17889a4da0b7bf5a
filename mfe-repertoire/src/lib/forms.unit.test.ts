import { describe, expect, it } from "vitest";
import type { ParsedSong } from "../api/songs.ts";
import { duplicateLabel, initialSelection, songsToAdd } from "./bulk-selection.ts";
import {
  addVocalist,
  canAddVocalist,
  keptVocalists,
  type RepertoireDraft,
  removedVocalists,
  sameVocalists,
  showsVocalists,
  toDrafts,
  validateRepertoire,
  vocalistCounter,
  vocalistsToSave,
} from "./repertoire-form.ts";
import { emptySongDraft, NONE, songFieldsOf, validateSong } from "./song-form.ts";

const draft = (overrides: Partial<RepertoireDraft> = {}): RepertoireDraft => ({
  name: "Wedding Classics",
  type: "band",
  description: "",
  vocalists: [],
  ...overrides,
});

describe("the repertoire form", () => {
  it("requires a name and a type, with the spec's messages", () => {
    expect(validateRepertoire(draft())).toEqual({});
    expect(validateRepertoire(draft({ name: "   ", type: "" }))).toEqual({
      name: "Repertoire name is required",
      type: "Type is required",
    });
  });

  it("adds vocalists empty and male, up to 5, counting them", () => {
    let vocalists = toDrafts([]);
    for (let i = 0; i < 5; i++) {
      expect(canAddVocalist(vocalists)).toBe(true);
      vocalists = addVocalist(vocalists);
    }
    expect(vocalists).toHaveLength(5);
    expect(vocalists.every((v) => v.name === "" && v.gender === "male")).toBe(true);
    expect(new Set(vocalists.map((v) => v.key)).size).toBe(5);
    expect(canAddVocalist(vocalists)).toBe(false);
    expect(addVocalist(vocalists)).toHaveLength(5);
    expect(vocalistCounter(vocalists)).toBe("5/5 vocalists added");
    expect(vocalistCounter([])).toBe("0/5 vocalists added");
  });

  it("drops blank-named vocalists and trims names on save", () => {
    const vocalists = [
      { key: "a", name: "  Ana ", gender: "female" as const },
      { key: "b", name: "   ", gender: "male" as const },
      { key: "c", name: "Ben", gender: "male" as const },
    ];
    expect(keptVocalists(vocalists)).toEqual([
      { name: "Ana", gender: "female" },
      { name: "Ben", gender: "male" },
    ]);
  });

  it("hides (and saves no) vocalists for a 'vocalist' repertoire", () => {
    const vocalists = toDrafts([{ name: "Ana", gender: "female" }]);
    expect(showsVocalists("vocalist")).toBe(false);
    expect(showsVocalists("band")).toBe(true);
    expect(vocalistsToSave({ type: "vocalist", vocalists })).toEqual([]);
    expect(vocalistsToSave({ type: "duo", vocalists })).toEqual([{ name: "Ana", gender: "female" }]);
  });

  it("refuses more than 5 vocalists", () => {
    const six = toDrafts(Array.from({ length: 6 }, (_, i) => ({ name: `V${i}`, gender: "male" as const })));
    expect(validateRepertoire(draft({ vocalists: six })).vocalists).toBe("Maximum 5 vocalists allowed");
  });

  it("finds the vocalists removed since the last save", () => {
    const ana = { name: "Ana", gender: "female" as const };
    const ben = { name: "Ben", gender: "male" as const };
    expect(removedVocalists([ana, ben], [ben])).toEqual(["Ana"]);
    expect(removedVocalists([ana], [{ name: "Anna", gender: "female" }])).toEqual(["Ana"]);
    expect(removedVocalists([ana], [ana, ben])).toEqual([]);
    expect(sameVocalists([ana, ben], [ana, ben])).toBe(true);
    expect(sameVocalists([ana], [{ ...ana, gender: "male" }])).toBe(false);
  });
});

describe("the song form", () => {
  it("requires title and artist, with the spec's messages", () => {
    expect(validateSong(emptySongDraft)).toEqual({
      title: "Song title is required",
      artist: "Artist is required",
    });
  });

  it("takes whole seconds from 1 to 1800, or nothing", () => {
    const song = { ...emptySongDraft, title: "Valerie", artist: "Amy Winehouse" };
    expect(validateSong({ ...song, durationSeconds: "" })).toEqual({});
    expect(validateSong({ ...song, durationSeconds: "1800" })).toEqual({});
    expect(validateSong({ ...song, durationSeconds: "1" })).toEqual({});
    for (const bad of ["0", "1801", "3.5", "3:45", "-1"]) {
      expect(validateSong({ ...song, durationSeconds: bad }).durationSeconds).toBe(
        "Duration must be a whole number of seconds from 1 to 1800",
      );
    }
  });

  it("sends null for 'none' and blanks", () => {
    expect(
      songFieldsOf({
        title: " Valerie ",
        artist: "Amy Winehouse",
        key: NONE,
        durationSeconds: "",
        vocalist: NONE,
      }),
    ).toEqual({
      title: "Valerie",
      artist: "Amy Winehouse",
      key: null,
      durationSeconds: null,
      vocalist: null,
    });
    expect(
      songFieldsOf({ title: "Valerie", artist: "Amy", key: "Eb", durationSeconds: " 233 ", vocalist: "Ana" }),
    ).toEqual({ title: "Valerie", artist: "Amy", key: "Eb", durationSeconds: 233, vocalist: "Ana" });
  });
});

describe("bulk import selection", () => {
  const parsed = (title: string, duplicate: ParsedSong["duplicate"] = null, vocalist: string | null = null) =>
    ({
      title,
      artist: "Someone",
      genre: null,
      key: null,
      durationSeconds: null,
      bpm: null,
      vocalist,
      notes: null,
      duplicate,
    }) satisfies ParsedSong;

  it("ticks every song but the duplicates, which are flagged", () => {
    const songs = [parsed("A"), parsed("B", "in-list"), parsed("C", "in-repertoire")];
    expect(initialSelection(songs)).toEqual([true, false, false]);
    expect(duplicateLabel("in-list")).toBe("Duplicate in list");
    expect(duplicateLabel("in-repertoire")).toBe("Already in repertoire");
    expect(duplicateLabel(null)).toBeNull();
  });

  it("adds the ticked songs, dropping vocalists the repertoire does not have", () => {
    const songs = [parsed("A", null, "Ana"), parsed("B", null, "Zoe"), parsed("C")];
    const added = songsToAdd(songs, [true, true, false], ["Ana"]);
    expect(added.map((s) => [s.title, s.vocalist])).toEqual([
      ["A", "Ana"],
      ["B", null],
    ]);
  });
});
