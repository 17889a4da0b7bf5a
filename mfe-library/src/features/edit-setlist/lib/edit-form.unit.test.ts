import { describe, expect, it } from "vitest";
import { editReducer, initialForm, putBody, validateForm } from "./edit-form.ts";
import { KEY_OPTIONS, keyLabel, normaliseKey, PITCH_CLASSES } from "./keys.ts";

const loaded = () =>
  initialForm("Friday at the Granary", [
    { title: "At Last", artist: "Etta James", key: "F", durationSeconds: 182, vocalist: "Ana" },
    { title: "September", artist: "Earth, Wind & Fire", key: "Eb" },
    { title: "Valerie", artist: "Amy Winehouse", durationSeconds: 233 },
  ]);
const order = (form: ReturnType<typeof loaded>) => form.songs.map((s) => s.title);
const entries = (form: ReturnType<typeof loaded>) => form.feedback.map((e) => `${e.songIndex}:${e.title}`);

describe("keys", () => {
  it("offers the 12 pitch classes, each Major or Minor", () => {
    expect(PITCH_CLASSES).toHaveLength(12);
    expect(KEY_OPTIONS).toHaveLength(24);
    expect(KEY_OPTIONS.slice(0, 4)).toEqual([
      { value: "C", label: "C Major" },
      { value: "Cm", label: "C Minor" },
      { value: "C#", label: "C# Major" },
      { value: "C#m", label: "C# Minor" },
    ]);
  });
  it("reads flats and spelled-out modes as one of those keys", () => {
    expect(normaliseKey("Eb")).toBe("D#");
    expect(normaliseKey("Bbm")).toBe("A#m");
    expect(normaliseKey("A minor")).toBe("Am");
    expect(normaliseKey("G major")).toBe("G");
    expect(normaliseKey("H")).toBeUndefined();
    expect(normaliseKey(undefined)).toBeUndefined();
    expect(keyLabel("F#m")).toBe("F# Minor");
  });
});

describe("the edit form", () => {
  it("loads songs with one feedback entry each, keeping each key as spelled", () => {
    const form = loaded();
    expect(order(form)).toEqual(["At Last", "September", "Valerie"]);
    expect(form.songs[1]?.key).toBe("Eb");
    expect(entries(form)).toEqual(["0:At Last", "1:September", "2:Valerie"]);
  });

  it("keeps feedback in step with add, delete, reorder and replace", () => {
    let form = editReducer(loaded(), { type: "add", song: { title: "Dancing Queen", artist: "ABBA" } });
    expect(entries(form)).toEqual(["0:At Last", "1:September", "2:Valerie", "3:Dancing Queen"]);
    form = editReducer(form, { type: "move", from: 3, to: 0 });
    expect(order(form)).toEqual(["Dancing Queen", "At Last", "September", "Valerie"]);
    expect(entries(form)).toEqual(["0:Dancing Queen", "1:At Last", "2:September", "3:Valerie"]);
    form = editReducer(form, { type: "delete", index: 1 });
    expect(entries(form)).toEqual(["0:Dancing Queen", "1:September", "2:Valerie"]);
    const id = form.songs[1]?.id;
    form = editReducer(form, {
      type: "replace",
      index: 1,
      song: { title: "Superstition", artist: "Stevie Wonder" },
    });
    expect(form.songs[1]).toEqual({ id, title: "Superstition", artist: "Stevie Wonder" });
    expect(entries(form)).toEqual(["0:Dancing Queen", "1:Superstition", "2:Valerie"]);
  });

  it("ignores a drop outside the list", () => {
    const form = loaded();
    expect(editReducer(form, { type: "move", from: 0, to: -1 })).toBe(form);
    expect(editReducer(form, { type: "move", from: 0, to: 3 })).toBe(form);
  });

  it("updates one song's key, time or vocalist", () => {
    const form = editReducer(loaded(), {
      type: "update",
      index: 2,
      change: { key: "Am", durationSeconds: 225 },
    });
    expect(form.songs[2]).toMatchObject({ key: "Am", durationSeconds: 225 });
    expect(form.feedback).toEqual(loaded().feedback);
  });

  it("validates with the spec's messages", () => {
    expect(validateForm(loaded())).toBeNull();
    expect(validateForm({ name: "  ", songs: [] })).toEqual({
      name: "Setlist name is required",
      songs: "At least one song is required",
      rows: {},
    });
    expect(validateForm({ name: "x", songs: [{ id: "a", title: " ", artist: "" }] })?.rows).toEqual({
      0: { title: "Song title is required", artist: "Artist is required" },
    });
  });

  it("sends name, songs (no key as null, no vocalist as empty) and the version edited", () => {
    const form = editReducer(loaded(), { type: "update", index: 0, change: { vocalist: "" } });
    expect(putBody(form, 4)).toEqual({
      name: "Friday at the Granary",
      songs: [
        { title: "At Last", artist: "Etta James", key: "F", durationSeconds: 182, vocalist: "" },
        { title: "September", artist: "Earth, Wind & Fire", key: "Eb", vocalist: "" },
        { title: "Valerie", artist: "Amy Winehouse", key: null, durationSeconds: 233, vocalist: "" },
      ],
      version: 4,
    });
    expect(putBody(form, undefined)).not.toHaveProperty("version");
  });
});
