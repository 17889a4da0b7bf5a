/**
 * "The same song" as a setlist means it: the same title, whoever recorded it. Most titles the catalog
 * holds twice are covers ("Moondance" by Van Morrison and by Michael Bublé, "Hallelujah" three
 * times, "Unforgettable" by Nat King Cole and with Natalie Cole), and two songs of one title in a
 * gig reads as a mistake even when they are namesakes ("Crazy" by Gnarls Barkley and by Patsy
 * Cline), so a setlist holds one song per title. See docs/decisions/0021-one-song-per-title.md.
 */
import { normaliseTitle } from "./normalise.ts";

export interface SongName {
  readonly title: string;
  readonly artist: string;
}

/**
 * Normalising is regex work (~µs a call) and generation asks it of every catalog song, so the
 * results are remembered, up to a bound, across calls.
 */
const MEMO_LIMIT = 50_000;
const titles = new Map<string, string>();
const titleOf = (title: string): string => {
  const known = titles.get(title);
  if (known !== undefined) return known;
  if (titles.size >= MEMO_LIMIT) titles.clear();
  const normalised = normaliseTitle(title);
  titles.set(title, normalised);
  return normalised;
};

/** Whether two songs are the same song of a setlist (same title, any artist). */
export function sameSong(a: SongName, b: SongName): boolean {
  return titleOf(a.title) === titleOf(b.title);
}

/** A set of songs with `sameSong` as its equality, for "is this already in the setlist?". */
export class SongSet {
  readonly #titles = new Set<string>();

  constructor(songs: Iterable<SongName> = []) {
    for (const song of songs) this.add(song);
  }

  add(song: SongName): void {
    this.#titles.add(titleOf(song.title));
  }

  has(song: SongName): boolean {
    return this.#titles.has(titleOf(song.title));
  }
}
