import { MAX_SONG_SECONDS, MIN_SONG_SECONDS } from "@encore/contracts/limits";
import type { SongFields } from "../api/songs.ts";
import type { RepertoireSong } from "./repertoire.ts";

/** A Select item may not have an empty value (spec §5): 'none' stands for no key or no vocalist. */
export const NONE = "none";

export interface SongDraft {
  readonly title: string;
  readonly artist: string;
  readonly key: string;
  readonly durationSeconds: string;
  readonly vocalist: string;
}

export type SongFormErrors = Partial<Record<"title" | "artist" | "durationSeconds", string>>;

export const emptySongDraft: SongDraft = {
  title: "",
  artist: "",
  key: NONE,
  durationSeconds: "",
  vocalist: NONE,
};

export const songDraftOf = (song: RepertoireSong): SongDraft => ({
  title: song.title,
  artist: song.artist,
  key: song.key || NONE,
  durationSeconds: song.durationSeconds ? String(song.durationSeconds) : "",
  vocalist: song.vocalist || NONE,
});

const DURATION_MESSAGE = `Duration must be a whole number of seconds from ${MIN_SONG_SECONDS} to ${MAX_SONG_SECONDS}`;

/** Spec §5 'Repertoire song form': title and artist required; duration optional, whole seconds 1-1800. */
export const validateSong = (draft: SongDraft): SongFormErrors => {
  const errors: SongFormErrors = {};
  if (draft.title.trim() === "") errors.title = "Song title is required";
  if (draft.artist.trim() === "") errors.artist = "Artist is required";
  const duration = draft.durationSeconds.trim();
  if (duration !== "") {
    const seconds = Number(duration);
    if (!/^\d+$/.test(duration) || seconds < MIN_SONG_SECONDS || seconds > MAX_SONG_SECONDS) {
      errors.durationSeconds = DURATION_MESSAGE;
    }
  }
  return errors;
};

/** What the API takes: trimmed text, null for 'none' and blanks. */
export const songFieldsOf = (draft: SongDraft): SongFields => ({
  title: draft.title.trim(),
  artist: draft.artist.trim(),
  key: draft.key === NONE ? null : draft.key,
  durationSeconds: draft.durationSeconds.trim() === "" ? null : Number(draft.durationSeconds.trim()),
  vocalist: draft.vocalist === NONE ? null : draft.vocalist,
});
