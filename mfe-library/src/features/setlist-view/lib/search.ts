import type { Song } from "../../../lib/setlist.ts";

export interface Positioned<T> {
  readonly position: number;
  readonly song: T;
}

/** Songs whose title or artist contains the query, ignoring case; each keeps its setlist position. */
export const searchSongs = <T extends Pick<Song, "title" | "artist">>(
  songs: readonly T[],
  query: string,
): Positioned<T>[] => {
  const needle = query.trim().toLowerCase();
  return songs
    .map((song, index) => ({ position: index + 1, song }))
    .filter(
      ({ song }) =>
        needle === "" ||
        song.title.toLowerCase().includes(needle) ||
        song.artist.toLowerCase().includes(needle),
    );
};
