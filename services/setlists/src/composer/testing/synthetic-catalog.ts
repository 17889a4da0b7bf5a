/** Test fixture: a synthetic catalog with the real one's shape, tags and spread, made from a seed. */

import type { CatalogSong, CatalogTag } from "@encore/catalog";
import { SONG_KEYS } from "@encore/contracts";
import { randomInt, randomPick, seededRandom } from "../seeded-random.ts";

const GENRES = [
  ["pop"],
  ["rock"],
  ["motown", "soul"],
  ["disco"],
  ["house", "dance"],
  ["jazz", "swing"],
  ["folk"],
  ["classical"],
  ["choral"],
  ["latin"],
  ["country"],
  ["r&b"],
  ["indie", "rock"],
  ["edm", "dance"],
] as const;

/** Tags a genre suggests, so forms and forces come with a plausible sound. */
const GENRE_TAGS: Readonly<Record<string, readonly CatalogTag[]>> = {
  classical: ["classical", "orchestral", "instrumental", "ceremony"],
  choral: ["choral", "ceremony", "traditional"],
  edm: ["dj-only", "party"],
  house: ["dj-only", "party"],
  jazz: ["big-band", "horns", "dinner", "cocktail"],
  motown: ["horns", "party", "singalong"],
  folk: ["acoustic", "irish"],
  latin: ["latin", "party"],
};

const OCCASIONAL_TAGS: readonly CatalogTag[] = [
  "first-dance",
  "last-dance",
  "dinner",
  "party",
  "singalong",
  "anthem",
  "feel-good",
  "romantic",
  "explicit",
  "family-friendly",
  "needs-keys",
  "needs-guitar",
  "acoustic",
  "opener",
  "closer",
  "kids",
];

export const syntheticCatalog = (size = 2400, seed = 7): CatalogSong[] => {
  const random = seededRandom(seed);
  return Array.from({ length: size }, (_, index) => {
    const genres = randomPick(random, GENRES);
    const energy = randomInt(random, 1, 10);
    const tags = new Set<CatalogTag>(GENRE_TAGS[genres[0]] ?? []);
    for (const tag of OCCASIONAL_TAGS) if (random() < 0.1) tags.add(tag);
    if (energy <= 3) tags.add(random() < 0.6 ? "ballad" : "slow");
    if (energy <= 4 && random() < 0.3) tags.add("romantic");
    if (tags.has("explicit")) tags.delete("family-friendly");
    if (tags.has("kids")) tags.add("family-friendly");
    const artist = `Artist ${index % 400}`;
    const title = `Song ${index}`;
    return {
      id: `artist-${index % 400}-song-${index}`,
      title,
      artist,
      year: randomInt(random, 1950, 2025),
      genres,
      durationSeconds: randomInt(random, 130, 390),
      key: randomPick(random, SONG_KEYS),
      bpm: randomInt(random, 60 + energy * 5, 90 + energy * 10),
      energy,
      tags: [...tags],
    };
  });
};

/** One song to vary in a test. */
export const catalogSong = (overrides: Partial<CatalogSong> & { id: string }): CatalogSong => ({
  title: overrides.id,
  artist: "Test Artist",
  year: 2000,
  genres: ["pop"],
  durationSeconds: 240,
  key: "C",
  bpm: 110,
  energy: 5,
  tags: [],
  ...overrides,
});
