/**
 * Encore's own song catalog ("all music"): real recordings with year, genres, duration, key, tempo,
 * energy and tags, enough for every act type and event of the spec. Shipped as code, read-only.
 */
import type { CatalogSong } from "./catalog-song.ts";
import { catalogGroups } from "./data/groups.ts";
import { bareTitle, normaliseTitle, readSongLine, sameArtist } from "./normalise.ts";

export { CATALOG_TAGS, type CatalogSong, type CatalogTag } from "./catalog-song.ts";
export { catalogSlug } from "./data/song.ts";
export {
  bareTitle,
  creditedArtists,
  leadArtist,
  normaliseArtist,
  normaliseTitle,
  readSongLine,
  sameArtist,
  songMatchKey,
  stripVersionNotes,
} from "./normalise.ts";
export { type SongName, SongSet, sameSong } from "./same-song.ts";

/** Every song of the catalog, group by group (pop, rock, soul … classical, choral, christmas). */
export const catalog: readonly CatalogSong[] = Object.freeze(catalogGroups.flatMap((group) => group.songs));

/** The catalog's groups (the data files), for browsing: `{ name, songs }`. */
export { catalogGroups };

export const catalogById: ReadonlyMap<string, CatalogSong> = new Map(catalog.map((song) => [song.id, song]));

/**
 * Genre families: a family name (as musicians and the forms say it) → the catalog genres it covers.
 * A song belongs to a family when any of its genres is in the list.
 */
export const GENRE_FAMILIES = {
  pop: [
    "pop",
    "dance-pop",
    "synth-pop",
    "teen-pop",
    "soft-pop",
    "power-pop",
    "europop",
    "bubblegum",
    "baroque-pop",
    "art-pop",
    "indie-pop",
    "electropop",
    "chanson",
    "musical",
    "k-pop",
  ],
  rock: [
    "rock",
    "classic-rock",
    "hard-rock",
    "soft-rock",
    "alternative-rock",
    "indie-rock",
    "britpop",
    "punk",
    "pop-punk",
    "new-wave",
    "glam-rock",
    "rock-and-roll",
    "blues-rock",
    "heartland-rock",
    "grunge",
    "progressive-rock",
    "heavy-metal",
    "southern-rock",
    "garage-rock",
    "psychedelic",
    "nu-metal",
    "funk-rock",
    "post-punk",
    "jangle-pop",
    "surf",
  ],
  soul: [
    "soul",
    "motown",
    "northern-soul",
    "southern-soul",
    "neo-soul",
    "philly-soul",
    "doo-wop",
    "retro-soul",
  ],
  "disco-funk": ["disco", "funk", "boogie"],
  "r&b": ["r&b", "new-jack-swing", "contemporary-r&b", "neo-soul"],
  "hip-hop": ["hip-hop", "rap", "pop-rap", "g-funk", "crunk", "country-rap"],
  electronic: [
    "dance",
    "house",
    "edm",
    "electronic",
    "trance",
    "eurodance",
    "techno",
    "electro-house",
    "big-beat",
    "tropical-house",
    "progressive-house",
    "deep-house",
    "tech-house",
    "electro-swing",
    "breakbeat",
    "rave",
    "uk-garage",
    "future-bass",
    "big-room",
    "french-house",
    "hi-nrg",
    "italo-disco",
    "hip-house",
  ],
  country: ["country", "country-pop", "bluegrass", "americana", "outlaw-country", "country-rock"],
  latin: [
    "latin",
    "salsa",
    "reggaeton",
    "bossa-nova",
    "latin-pop",
    "samba",
    "mambo",
    "cha-cha",
    "bachata",
    "merengue",
    "cumbia",
    "tango",
    "flamenco",
    "latin-rock",
    "son",
    "bolero",
    "rumba",
    "mariachi",
    "vallenato",
    "nuevo-tango",
    "latin-jazz",
    "mpb",
  ],
  reggae: ["reggae", "ska", "dancehall", "rocksteady", "reggae-pop", "lovers-rock"],
  jazz: [
    "jazz",
    "jazz-standard",
    "vocal-jazz",
    "cool-jazz",
    "bebop",
    "jazz-piano",
    "smooth-jazz",
    "latin-jazz",
    "soul-jazz",
    "ragtime",
    "hard-bop",
    "modal-jazz",
    "stride",
    "dixieland",
  ],
  swing: ["swing", "big-band", "jump-blues", "boogie-woogie"],
  classical: [
    "classical",
    "baroque",
    "romantic-era",
    "orchestral",
    "opera",
    "classical-era",
    "impressionist",
    "film-score",
    "modern-classical",
    "classical-crossover",
    "renaissance",
    "neoclassical",
    "minimalism",
    "light-music",
    "ballet",
    "waltz",
    "organ",
  ],
  choral: [
    "choral",
    "sacred",
    "gospel",
    "spiritual",
    "hymn",
    "a-cappella",
    "chant",
    "contemporary-christian",
    "worship",
    "carol",
    "mbube",
    "isicathamiya",
  ],
  folk: ["folk", "acoustic", "singer-songwriter", "folk-rock", "indie-folk", "folk-pop"],
  irish: ["irish", "celtic", "scottish", "traditional", "sea-shanty", "celtic-punk", "folk-punk"],
  christmas: ["christmas"],
  kids: ["children", "kids"],
} as const satisfies Readonly<Record<string, readonly string[]>>;
export type GenreFamily = keyof typeof GENRE_FAMILIES;

/** Whether a song belongs to a genre family. */
export function inGenreFamily(song: CatalogSong, family: GenreFamily): boolean {
  const genres: readonly string[] = GENRE_FAMILIES[family];
  return song.genres.some((genre) => genres.includes(genre));
}

/** Songs by normalised title, and by title without brackets and version notes. */
export interface TitleIndex {
  readonly byTitle: ReadonlyMap<string, readonly CatalogSong[]>;
  readonly byBareTitle: ReadonlyMap<string, readonly CatalogSong[]>;
}

export const buildTitleIndex = (songs: readonly CatalogSong[]): TitleIndex => {
  const byTitle = new Map<string, CatalogSong[]>();
  const byBareTitle = new Map<string, CatalogSong[]>();
  const push = (map: Map<string, CatalogSong[]>, key: string, song: CatalogSong) => {
    const list = map.get(key);
    if (list) list.push(song);
    else map.set(key, [song]);
  };
  for (const song of songs) {
    push(byTitle, normaliseTitle(song.title), song);
    push(byBareTitle, bareTitle(song.title), song);
  }
  return { byTitle, byBareTitle };
};

const catalogIndex = buildTitleIndex(catalog);

/** Songs whose title matches exactly (after normalisation) first, then those matching without brackets. */
const titleCandidates = (index: TitleIndex, title: string): readonly CatalogSong[] => {
  const exact = index.byTitle.get(normaliseTitle(title)) ?? [];
  const bare = (index.byBareTitle.get(bareTitle(title)) ?? []).filter((song) => !exact.includes(song));
  return bare.length === 0 ? exact : [...exact, ...bare];
};

/**
 * Finds the catalog song a musician means by a line of text: "Title - Artist", "Artist - Title",
 * "Title by Artist", "Artist: Title" or just "Title" (then the first catalog song of that title).
 * Case, accents, punctuation, "feat. …" and version notes (" - Remastered 2011", "(Live)") are ignored.
 */
export function findCatalogSong(
  text: string,
  songs: readonly CatalogSong[] = catalog,
): CatalogSong | undefined {
  const index = songs === catalog ? catalogIndex : buildTitleIndex(songs);
  const readings = readSongLine(text);
  const candidates = (title: string): readonly CatalogSong[] => titleCandidates(index, title);
  // a reading that names an artist wins over a bare title
  for (const reading of readings) {
    if (reading.artist.length === 0) continue;
    const hit = candidates(reading.title).find((song) => sameArtist(song.artist, reading.artist));
    if (hit) return hit;
  }
  for (const reading of readings) {
    if (reading.artist.length > 0) continue;
    const hit = candidates(reading.title)[0];
    if (hit) return hit;
  }
  return undefined;
}

/** The catalog song with this title and artist (as another list credits them), if any. */
export function findCatalogSongBy(
  title: string,
  artist: string,
  songs: readonly CatalogSong[] = catalog,
): CatalogSong | undefined {
  const index = songs === catalog ? catalogIndex : buildTitleIndex(songs);
  return titleCandidates(index, title).find((song) => sameArtist(song.artist, artist));
}
