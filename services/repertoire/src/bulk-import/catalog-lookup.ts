import { type CatalogSong, catalog, findCatalogSongBy, normaliseTitle } from "@encore/catalog";
import type { SongLookup } from "./parse-song-list.ts";

/** The parser's lookup over Encore's catalog: exact recordings, and artists of exact titles. */
export const catalogLookup = (songs: readonly CatalogSong[] = catalog): SongLookup => {
  const byTitle = new Map<string, CatalogSong>();
  for (const song of songs) {
    const key = normaliseTitle(song.title);
    if (!byTitle.has(key)) byTitle.set(key, song);
  }
  return {
    knows: (title, artist) => findCatalogSongBy(title, artist, songs) !== undefined,
    artistOfTitle: (title) => {
      const key = normaliseTitle(title);
      return key.length >= 3 ? byTitle.get(key)?.artist : undefined;
    },
  };
};
