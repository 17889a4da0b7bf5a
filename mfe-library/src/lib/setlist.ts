import { parseClock } from "./duration.ts";

/**
 * A song as the API may carry it (spec §3): section songs have `title` or `name`, and
 * `durationSeconds`, `durationMinutes` or `duration` (minutes, or an m:ss text).
 */
export interface RawSong {
  readonly title?: string | null;
  readonly name?: string | null;
  readonly artist?: string | null;
  readonly durationSeconds?: number | null;
  readonly durationMinutes?: number | null;
  readonly duration?: number | string | null;
  readonly key?: string | null;
  readonly vocalist?: string | null;
  readonly reason?: string | null;
}

export interface RawSection {
  readonly name?: string | null;
  readonly durationSeconds?: number | null;
  readonly durationMinutes?: number | null;
  readonly targetSeconds?: number | null;
  readonly songs?: readonly RawSong[] | null;
}

/** One song, the same shape on every screen of the library. */
export interface Song {
  readonly title: string;
  readonly artist: string;
  readonly key?: string;
  /** Real length in seconds, when known. */
  readonly durationSeconds?: number;
  readonly vocalist?: string;
}

export interface Vocalist {
  readonly name: string;
  readonly gender?: string;
}

/** A saved setlist as GET /api/setlists answers (spec §3). Fields the library does not use are left out. */
export interface SavedSetlist {
  readonly id: number;
  readonly name: string;
  readonly eventType?: string | null;
  readonly duration?: number | null;
  readonly durationType?: string | null;
  readonly folder?: string | null;
  readonly songs?: readonly RawSong[] | null;
  readonly setlistContent?: readonly RawSection[] | null;
  readonly createdAt?: string | null;
  readonly songCount?: number | null;
  readonly vocalists?: readonly Vocalist[] | null;
  readonly venueCountry?: string | null;
  readonly venueCity?: string | null;
  readonly venueName?: string | null;
  readonly venueType?: string | null;
  readonly shareableId?: string | null;
  /** The version of the name and songs: PUT sends it back, and a stale one is refused with 409. */
  readonly version?: number | null;
}

export const DEFAULT_FOLDER = "General";

/** Absent or blank means General (spec §3). */
export const folderOf = (setlist: Pick<SavedSetlist, "folder">): string =>
  setlist.folder?.trim() || DEFAULT_FOLDER;

const songLength = (song: RawSong): number | undefined => {
  if (typeof song.durationSeconds === "number" && song.durationSeconds > 0) {
    return Math.round(song.durationSeconds);
  }
  if (typeof song.durationMinutes === "number" && song.durationMinutes > 0) {
    return Math.round(song.durationMinutes * 60);
  }
  if (typeof song.duration === "number" && song.duration > 0) return Math.round(song.duration * 60);
  if (typeof song.duration === "string") return parseClock(song.duration) ?? undefined;
  return undefined;
};

const text = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

export const normaliseSong = (song: RawSong): Song => {
  const durationSeconds = songLength(song);
  const key = text(song.key);
  const vocalist = text(song.vocalist);
  return {
    title: text(song.title) ?? text(song.name) ?? "Untitled",
    artist: text(song.artist) ?? "",
    ...(key === undefined ? {} : { key }),
    ...(durationSeconds === undefined ? {} : { durationSeconds }),
    ...(vocalist === undefined ? {} : { vocalist }),
  };
};

/** The setlist's songs in order: its own list when edited, else flattened from its sections (spec §4). */
export const setlistSongs = (setlist: Pick<SavedSetlist, "songs" | "setlistContent">): Song[] => {
  const own = setlist.songs ?? [];
  if (own.length > 0) return own.map(normaliseSong);
  return (setlist.setlistContent ?? []).flatMap((section) => (section.songs ?? []).map(normaliseSong));
};

/** Songs length, or the sum of section song counts when songs is empty (spec §3). */
export const songCount = (setlist: Pick<SavedSetlist, "songs" | "setlistContent">): number => {
  const own = setlist.songs ?? [];
  if (own.length > 0) return own.length;
  return (setlist.setlistContent ?? []).reduce((count, section) => count + (section.songs?.length ?? 0), 0);
};

/** Sum of the known song lengths, in seconds. */
export const totalSeconds = (songs: readonly Song[]): number =>
  songs.reduce((sum, song) => sum + (song.durationSeconds ?? 0), 0);

/** A section's length in seconds: its own figure when given, else the sum of its songs. */
export const sectionSeconds = (section: RawSection): number => {
  if (typeof section.durationSeconds === "number") return section.durationSeconds;
  if (typeof section.durationMinutes === "number") return section.durationMinutes * 60;
  return totalSeconds((section.songs ?? []).map(normaliseSong));
};

export const songLabel = (count: number): string => `${count} ${count === 1 ? "song" : "songs"}`;
