/**
 * Tolerant matching of a song as a musician types it ("Title - Artist", "Title by Artist",
 * "Artist - Title" or the title alone) against any list of songs: candidates, or a composition's songs.
 * The comparison itself is the catalog's normaliser, so the composer and catalog agree on a match.
 */
import { bareTitle, normaliseTitle, readSongLine, sameArtist } from "@encore/catalog";

export interface NamedSong {
  readonly title: string;
  readonly artist: string;
}

export interface SongIndex<T extends NamedSong> {
  find(typed: string): T | undefined;
}

/** Title and artist as the musician typed them (case kept), for a song shown without a match. */
export const songAsTyped = (typed: string): NamedSong => {
  const text = typed.trim().replace(/\s+/g, " ");
  const dash = text.split(/\s+[-–—]\s+/);
  if (dash.length >= 2) return { title: dash[0]!, artist: dash.slice(1).join(" - ") };
  const by = /^(.+?)\s+by\s+(.+)$/i.exec(text);
  if (by) return { title: by[1]!, artist: by[2]! };
  return { title: text, artist: "Unknown artist" };
};

/** A stable key for a typed line, to tell two typed songs apart. */
export const typedSongKey = (typed: string): string => normaliseTitle(typed.replace(/[-–—:]/g, " "));

const push = <T>(map: Map<string, T[]>, key: string, value: T) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

const buildIndex = <T extends NamedSong>(songs: readonly T[]): SongIndex<T> => {
  const byTitle = new Map<string, T[]>();
  const byBareTitle = new Map<string, T[]>();
  for (const song of songs) {
    push(byTitle, normaliseTitle(song.title), song);
    push(byBareTitle, bareTitle(song.title), song);
  }
  const withTitle = (title: string): readonly T[] =>
    byTitle.get(normaliseTitle(title)) ?? byBareTitle.get(bareTitle(title)) ?? [];
  return {
    find(typed) {
      const readings = readSongLine(typed);
      // A reading that names an artist wins over a bare title.
      for (const reading of readings) {
        if (reading.artist.length === 0) continue;
        const hit = withTitle(reading.title).find((song) => sameArtist(song.artist, reading.artist));
        if (hit) return hit;
      }
      for (const reading of readings) {
        if (reading.artist.length > 0) continue;
        const hit = withTitle(reading.title)[0];
        if (hit) return hit;
      }
      return undefined;
    },
  };
};

/** Indexes are kept per list (memoised, not state): composing twice over the catalog indexes it once. */
const indexes = new WeakMap<readonly NamedSong[], SongIndex<NamedSong>>();

export const indexSongs = <T extends NamedSong>(songs: readonly T[]): SongIndex<T> => {
  const known = indexes.get(songs) as SongIndex<T> | undefined;
  if (known) return known;
  const index = buildIndex(songs);
  indexes.set(songs, index);
  return index;
};
