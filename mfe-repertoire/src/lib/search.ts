import { typeLabel } from "./repertoire.ts";

const contains = (text: string | null | undefined, needle: string) =>
  (text ?? "").toLowerCase().includes(needle);

/** Spec §2: repertoires whose name, description or type contains the query, ignoring case. */
export const searchRepertoires = <
  T extends { readonly name: string; readonly description: string | null; readonly type: string },
>(
  repertoires: readonly T[],
  query: string,
): T[] => {
  const needle = query.trim().toLowerCase();
  if (needle === "") return [...repertoires];
  return repertoires.filter(
    (r) =>
      contains(r.name, needle) ||
      contains(r.description, needle) ||
      contains(r.type, needle) ||
      contains(typeLabel(r.type), needle),
  );
};

/** Spec §2: songs whose title, artist or genre contains the query, ignoring case. */
export const searchSongs = <
  T extends { readonly title: string; readonly artist: string; readonly genre?: string | null },
>(
  songs: readonly T[],
  query: string,
): T[] => {
  const needle = query.trim().toLowerCase();
  if (needle === "") return [...songs];
  return songs.filter(
    (song) => contains(song.title, needle) || contains(song.artist, needle) || contains(song.genre, needle),
  );
};
