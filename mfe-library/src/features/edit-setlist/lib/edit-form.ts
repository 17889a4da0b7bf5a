import type { Song } from "../../../lib/setlist.ts";
import {
  addEntry,
  entriesFor,
  moveEntry,
  moveItem,
  removeEntry,
  replaceEntry,
  type SongFeedbackEntry,
} from "../../feedback/lib/feedback-entries.ts";
import { normaliseKey } from "./keys.ts";

/** A row of the edit list; `id` is stable across reorders (drag and drop needs it). */
export interface EditSong {
  readonly id: string;
  readonly title: string;
  readonly artist: string;
  /** A key as spelled ("Eb", "C#m"), one KEY_OPTIONS can show; undefined for no key. */
  readonly key?: string;
  readonly durationSeconds?: number;
  /** Empty string is 'No vocalist' (spec §5). */
  readonly vocalist?: string;
}

export interface EditForm {
  readonly name: string;
  readonly songs: readonly EditSong[];
  /** One per song, in the same order (spec §4). */
  readonly feedback: readonly SongFeedbackEntry[];
  /** For new row ids. */
  readonly nextId: number;
}

export type EditAction =
  | { readonly type: "rename"; readonly name: string }
  | { readonly type: "add"; readonly song: Omit<EditSong, "id"> }
  | { readonly type: "delete"; readonly index: number }
  | { readonly type: "move"; readonly from: number; readonly to: number }
  | { readonly type: "replace"; readonly index: number; readonly song: Omit<EditSong, "id"> }
  | { readonly type: "update"; readonly index: number; readonly change: Partial<Omit<EditSong, "id">> }
  | { readonly type: "feedback"; readonly feedback: readonly SongFeedbackEntry[] };

export const initialForm = (name: string, songs: readonly Song[]): EditForm => {
  const rows = songs.map((song, index) => {
    // Kept as spelled (Eb stays Eb for the horn section); only a key the list can show is kept.
    const key = normaliseKey(song.key) === undefined ? undefined : song.key;
    return {
      id: `song-${index}`,
      title: song.title,
      artist: song.artist,
      ...(key === undefined ? {} : { key }),
      ...(song.durationSeconds === undefined ? {} : { durationSeconds: song.durationSeconds }),
      ...(song.vocalist === undefined ? {} : { vocalist: song.vocalist }),
    };
  });
  return { name, songs: rows, feedback: entriesFor(rows), nextId: rows.length };
};

export const editReducer = (form: EditForm, action: EditAction): EditForm => {
  switch (action.type) {
    case "rename":
      return { ...form, name: action.name };
    case "add": {
      const song = { ...action.song, id: `song-${form.nextId}` };
      return {
        ...form,
        songs: [...form.songs, song],
        feedback: addEntry(form.feedback, song),
        nextId: form.nextId + 1,
      };
    }
    case "delete":
      if (action.index < 0 || action.index >= form.songs.length) return form;
      return {
        ...form,
        songs: form.songs.filter((_, i) => i !== action.index),
        feedback: removeEntry(form.feedback, action.index),
      };
    case "move":
      if (action.to < 0 || action.to >= form.songs.length || action.from === action.to) return form;
      return {
        ...form,
        songs: moveItem(form.songs, action.from, action.to),
        feedback: moveEntry(form.feedback, action.from, action.to),
      };
    case "replace": {
      const current = form.songs[action.index];
      if (!current) return form;
      const song: EditSong = { ...action.song, id: current.id };
      return {
        ...form,
        songs: form.songs.map((s, i) => (i === action.index ? song : s)),
        feedback: replaceEntry(form.feedback, action.index, song),
      };
    }
    case "update":
      return {
        ...form,
        songs: form.songs.map((s, i) => (i === action.index ? { ...s, ...action.change } : s)),
      };
    case "feedback":
      return { ...form, feedback: action.feedback };
  }
};

export interface FormErrors {
  readonly name?: string;
  readonly songs?: string;
  readonly rows: Readonly<Record<number, { title?: string; artist?: string }>>;
}

/** Spec §5 'Edit setlist form'. */
export const validateForm = (form: Pick<EditForm, "name" | "songs">): FormErrors | null => {
  const rows: Record<number, { title?: string; artist?: string }> = {};
  form.songs.forEach((song, index) => {
    const row: { title?: string; artist?: string } = {};
    if (!song.title.trim()) row.title = "Song title is required";
    if (!song.artist.trim()) row.artist = "Artist is required";
    if (row.title || row.artist) rows[index] = row;
  });
  const name = form.name.trim() ? undefined : "Setlist name is required";
  const songs = form.songs.length === 0 ? "At least one song is required" : undefined;
  if (!name && !songs && Object.keys(rows).length === 0) return null;
  return { ...(name ? { name } : {}), ...(songs ? { songs } : {}), rows };
};

/**
 * The PUT /api/setlists/{id} body: name, songs and `version`, the setlist's version the edit started
 * from: when someone saved in between, the server refuses with 409 instead of overwriting them.
 */
export const putBody = (form: Pick<EditForm, "name" | "songs">, version: number | undefined) => ({
  name: form.name.trim(),
  songs: form.songs.map((song) => ({
    title: song.title.trim(),
    artist: song.artist.trim(),
    key: song.key ?? null,
    ...(song.durationSeconds === undefined ? {} : { durationSeconds: song.durationSeconds }),
    vocalist: song.vocalist ?? "",
  })),
  ...(version === undefined ? {} : { version }),
});
