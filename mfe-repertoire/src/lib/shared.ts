import type { Vocalist } from "./repertoire.ts";

/** The shared page's vocalists card: each vocalist with the number of songs they sing. */
export const songsPerVocalist = (
  vocalists: readonly Vocalist[],
  songs: ReadonlyArray<{ readonly vocalist: string | null }>,
): Array<Vocalist & { readonly songs: number }> =>
  vocalists.map((vocalist) => ({
    ...vocalist,
    songs: songs.filter((song) => song.vocalist === vocalist.name).length,
  }));

/** Spec §2 'Shared repertoire': the type capitalised ("band" → "Band"). */
export const capitalise = (text: string) => (text ? `${text.charAt(0).toUpperCase()}${text.slice(1)}` : text);

/** Spec §7: the copy is named after the original plus ' (Copy)'. */
export const copyName = (name: string) => `${name} (Copy)`;
