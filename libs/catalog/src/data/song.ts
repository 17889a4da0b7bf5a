/**
 * The compact builder the catalog's data files use: one line per recording.
 *
 * `song("My Girl", "The Temptations", 1964, "motown soul", "2:45", "C", 104, 6, "romantic singalong")`
 * - genres: space-separated, lowercase, most specific first;
 * - duration: "m:ss" (as printed on the record) or seconds;
 * - tags: space-separated names from CATALOG_TAGS (checked when the module loads).
 */
import type { SongKey } from "@encore/contracts";
import { CATALOG_TAGS, type CatalogSong, type CatalogTag } from "../catalog-song.ts";

const knownTags: ReadonlySet<string> = new Set(CATALOG_TAGS);

/** `artist-title` in lowercase ASCII with dashes: "the-temptations-my-girl". */
export const catalogSlug = (artist: string, title: string): string =>
  `${artist}-${title}`
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

const seconds = (duration: string | number): number => {
  if (typeof duration === "number") return duration;
  const match = /^(\d+):(\d{2})$/.exec(duration);
  if (!match) throw new Error(`catalog: bad duration "${duration}"`);
  return Number(match[1]) * 60 + Number(match[2]);
};

const words = (text: string): string[] => text.split(/\s+/).filter((word) => word.length > 0);

export function song(
  title: string,
  artist: string,
  year: number,
  genres: string,
  duration: string | number,
  key: SongKey,
  bpm: number,
  energy: number,
  tags = "",
): CatalogSong {
  const tagList = words(tags);
  for (const tag of tagList) {
    if (!knownTags.has(tag)) throw new Error(`catalog: unknown tag "${tag}" on "${title}" by ${artist}`);
  }
  return {
    id: catalogSlug(artist, title),
    title,
    artist,
    year,
    genres: words(genres),
    durationSeconds: seconds(duration),
    key,
    bpm,
    energy,
    tags: tagList as CatalogTag[],
  };
}
