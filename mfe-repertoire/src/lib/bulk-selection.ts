import type { ParsedSong } from "../api/songs.ts";

/** Spec §2 'Bulk import': every parsed song is ticked except duplicates, which are flagged. */
export const initialSelection = (songs: readonly ParsedSong[]): boolean[] =>
  songs.map((song) => song.duplicate === null);

export const duplicateLabel = (duplicate: ParsedSong["duplicate"]): string | null =>
  duplicate === "in-list"
    ? "Duplicate in list"
    : duplicate === "in-repertoire"
      ? "Already in repertoire"
      : null;

/**
 * The ticked songs, ready for the bulk call. A vocalist the repertoire does not have is dropped
 * (the server refuses it, and one bad row would refuse the whole import).
 */
export const songsToAdd = (
  songs: readonly ParsedSong[],
  selected: readonly boolean[],
  vocalists: readonly string[],
): ParsedSong[] =>
  songs
    .filter((_, index) => selected[index])
    .map((song) =>
      song.vocalist && !vocalists.includes(song.vocalist) ? { ...song, vocalist: null } : song,
    );
