import type { SongKey } from "@encore/contracts";

/**
 * What a song in Encore's catalog may be tagged with: what the composer needs to fit a song to an
 * act, an event and a moment of the night.
 */
export const CATALOG_TAGS = [
  // moments
  "first-dance",
  "ceremony",
  "processional",
  "recessional",
  "dinner",
  "cocktail",
  "party",
  "last-dance",
  "opener",
  "closer",
  // character
  "singalong",
  "ballad",
  "romantic",
  "anthem",
  "feel-good",
  "slow",
  "instrumental",
  "explicit",
  // forms and forces
  "choral",
  "classical",
  "orchestral",
  "acoustic",
  "big-band",
  "horns",
  "needs-keys",
  "needs-guitar",
  "dj-only",
  // audiences and places
  "family-friendly",
  "kids",
  // songs for an occasion or an audience of small children: only when the brief asks for them
  "nursery",
  "birthday",
  "new-year",
  "christmas",
  "latin",
  "irish",
  "traditional",
] as const;
export type CatalogTag = (typeof CATALOG_TAGS)[number];

export interface CatalogSong {
  /** Stable slug, unique in the catalog: `artist-title` in lowercase ASCII with dashes. */
  readonly id: string;
  readonly title: string;
  readonly artist: string;
  readonly year: number;
  /** Lowercase genre names, most specific first: ["motown", "soul"]. */
  readonly genres: readonly string[];
  /** The common recorded version's length. */
  readonly durationSeconds: number;
  /** Written like the contracts' SongKey: "C", "F#", "Bb", "Am", "C#m". */
  readonly key: SongKey;
  readonly bpm: number;
  /** 1 (hushed) to 10 (peak of the night). */
  readonly energy: number;
  readonly tags: readonly CatalogTag[];
  /**
   * Only for songs that are not the catalog's own (a musician's repertoire song nobody has detected):
   * the details above that are placeholders, not facts. They are never shown and never order a set.
   */
  readonly unknownDetails?: readonly ("key" | "bpm" | "energy" | "durationSeconds")[];
  /** A repertoire song's lead vocalist as the musician assigned it; the engine assigns the others. */
  readonly leadVocalist?: string;
}
