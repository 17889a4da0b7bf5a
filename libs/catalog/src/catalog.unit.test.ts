import { SONG_KEYS } from "@encore/contracts";
import { describe, expect, it } from "vitest";
import { CATALOG_TAGS, type CatalogSong, type CatalogTag } from "./catalog-song.ts";
import {
  catalog,
  catalogById,
  catalogGroups,
  findCatalogSong,
  findCatalogSongBy,
  GENRE_FAMILIES,
  type GenreFamily,
  inGenreFamily,
} from "./index.ts";
import {
  bareTitle,
  normaliseArtist,
  normaliseTitle,
  readSongLine,
  sameArtist,
  songMatchKey,
  stripVersionNotes,
} from "./normalise.ts";

const keys: ReadonlySet<string> = new Set(SONG_KEYS);
const tags: ReadonlySet<string> = new Set(CATALOG_TAGS);
const tagged = (tag: CatalogTag) => catalog.filter((song) => song.tags.includes(tag));
const minutes = (songs: readonly CatalogSong[]) =>
  songs.reduce((sum, song) => sum + song.durationSeconds, 0) / 60;

describe("catalog: size and identity", () => {
  it("holds at least 2,000 songs", () => {
    expect(catalog.length).toBeGreaterThanOrEqual(2000);
  });

  it("has unique ids, indexed by catalogById", () => {
    expect(new Set(catalog.map((song) => song.id)).size).toBe(catalog.length);
    expect(catalogById.size).toBe(catalog.length);
    for (const song of catalog) expect(catalogById.get(song.id)).toBe(song);
  });

  it("has unique (title, artist) pairs, also after normalisation", () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const song of catalog) {
      const key = songMatchKey(song.title, song.artist);
      const other = seen.get(key);
      if (other) duplicates.push(`${song.id} ~ ${other}`);
      seen.set(key, song.id);
    }
    expect(duplicates).toEqual([]);
  });

  it("uses ids shaped as artist-title slugs", () => {
    for (const song of catalog) expect(song.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("lists every song in exactly one group", () => {
    expect(catalogGroups.reduce((sum, group) => sum + group.songs.length, 0)).toBe(catalog.length);
  });
});

describe("catalog: every field is valid", () => {
  it.each([...catalog].map((song) => [song.id, song] as const))("%s", (_id, song) => {
    expect(song.title.trim()).toBe(song.title);
    expect(song.title.length).toBeGreaterThan(0);
    expect(song.artist.trim().length).toBeGreaterThan(0);
    expect(Number.isInteger(song.year)).toBe(true);
    expect(song.year).toBeGreaterThanOrEqual(1600);
    expect(song.year).toBeLessThanOrEqual(2026);
    const longest = song.tags.includes("classical") ? 1800 : 1500;
    expect(song.durationSeconds).toBeGreaterThanOrEqual(60);
    expect(song.durationSeconds).toBeLessThanOrEqual(longest);
    expect(song.bpm).toBeGreaterThanOrEqual(40);
    expect(song.bpm).toBeLessThanOrEqual(220);
    expect(Number.isInteger(song.energy)).toBe(true);
    expect(song.energy).toBeGreaterThanOrEqual(1);
    expect(song.energy).toBeLessThanOrEqual(10);
    expect(keys.has(song.key)).toBe(true);
    for (const tag of song.tags) expect(tags.has(tag)).toBe(true);
    expect(new Set(song.tags).size).toBe(song.tags.length);
    expect(song.genres.length).toBeGreaterThan(0);
    for (const genre of song.genres) expect(genre).toMatch(/^[a-z0-9&]+(-[a-z0-9&]+)*$/);
  });

  it("puts every song in at least one genre family", () => {
    const families = Object.keys(GENRE_FAMILIES) as GenreFamily[];
    const orphans = catalog.filter((song) => !families.some((family) => inGenreFamily(song, family)));
    expect(orphans.map((song) => `${song.id} [${song.genres.join(",")}]`)).toEqual([]);
  });

  it("never tags a song both explicit and family-friendly", () => {
    const both = catalog.filter(
      (song) => song.tags.includes("explicit") && song.tags.includes("family-friendly"),
    );
    expect(both.map((song) => song.id)).toEqual([]);
  });
});

describe("catalog: coverage for every act, event and moment", () => {
  const familyMinimums: Record<GenreFamily, number> = {
    pop: 400,
    rock: 300,
    soul: 150,
    "disco-funk": 80,
    "r&b": 40,
    "hip-hop": 40,
    electronic: 80,
    country: 60,
    latin: 60,
    reggae: 40,
    jazz: 80,
    swing: 40,
    classical: 100,
    choral: 60,
    folk: 120,
    irish: 40,
    christmas: 40,
    kids: 25,
  };
  it.each(Object.entries(familyMinimums))("genre family %s has at least %i songs", (family, minimum) => {
    expect(
      catalog.filter((song) => inGenreFamily(song, family as GenreFamily)).length,
    ).toBeGreaterThanOrEqual(minimum);
  });

  const tagMinimums: Array<[CatalogTag, number]> = [
    ["first-dance", 40],
    ["ceremony", 25],
    ["processional", 25],
    ["recessional", 20],
    ["dinner", 80],
    ["cocktail", 40],
    ["party", 300],
    ["last-dance", 10],
    ["singalong", 150],
    ["choral", 40],
    ["classical", 60],
    ["orchestral", 60],
    ["instrumental", 80],
    ["christmas", 25],
    ["kids", 20],
    ["family-friendly", 150],
    ["acoustic", 80],
    ["big-band", 40],
    ["horns", 80],
    ["latin", 40],
    ["irish", 25],
    ["dj-only", 40],
    ["needs-keys", 80],
  ];
  it.each(tagMinimums)("tag %s has at least %i songs", (tag, minimum) => {
    expect(tagged(tag).length).toBeGreaterThanOrEqual(minimum);
  });

  it("has plenty of high-energy and low-energy songs", () => {
    expect(catalog.filter((song) => song.energy >= 8).length).toBeGreaterThanOrEqual(400);
    expect(catalog.filter((song) => song.energy <= 3).length).toBeGreaterThanOrEqual(300);
  });

  it("covers every decade from the 1950s to the 2020s", () => {
    for (let decade = 1950; decade <= 2020; decade += 10) {
      const count = catalog.filter((song) => song.year >= decade && song.year < decade + 10).length;
      expect(count, `${decade}s`).toBeGreaterThanOrEqual(decade === 2020 ? 30 : 60);
    }
  });

  // 3 sets × 60 minutes, plus a margin for variety
  const threeHours = 3 * 60 * 1.5;
  it("gives a choir 3 × 60 minutes of choral or a cappella repertoire", () => {
    expect(minutes(catalog.filter((song) => song.tags.includes("choral")))).toBeGreaterThanOrEqual(
      threeHours,
    );
  });
  it("gives an orchestra 3 × 60 minutes of classical and orchestral works", () => {
    const pool = catalog.filter(
      (song) => song.tags.includes("classical") || song.tags.includes("orchestral"),
    );
    expect(minutes(pool)).toBeGreaterThanOrEqual(threeHours);
  });
  it("gives a roaming acoustic act 3 × 60 minutes of acoustic songs", () => {
    expect(minutes(tagged("acoustic"))).toBeGreaterThanOrEqual(threeHours);
  });
  it("gives a big band 3 × 60 minutes of big-band, swing and horn-driven songs", () => {
    const pool = catalog.filter(
      (song) => song.tags.includes("big-band") || inGenreFamily(song, "swing") || song.tags.includes("horns"),
    );
    expect(minutes(pool)).toBeGreaterThanOrEqual(threeHours);
  });
  it("gives a band without keys and a DJ 3 × 60 minutes each", () => {
    expect(minutes(catalog.filter((song) => !song.tags.includes("needs-keys")))).toBeGreaterThanOrEqual(
      threeHours,
    );
    expect(minutes(catalog.filter((song) => song.tags.includes("party")))).toBeGreaterThanOrEqual(threeHours);
  });
  it("gives a family audience 3 × 60 minutes of clean songs", () => {
    expect(minutes(tagged("family-friendly"))).toBeGreaterThanOrEqual(threeHours);
  });
});

describe("normalisation", () => {
  it("folds case, accents, punctuation and '&'", () => {
    expect(normaliseTitle("Don't Stop Me Now")).toBe("dont stop me now");
    expect(normaliseTitle("Señorita")).toBe("senorita");
    expect(normaliseArtist("Simon & Garfunkel")).toBe("simon and garfunkel");
    expect(normaliseArtist("Beyoncé")).toBe("beyonce");
    expect(normaliseArtist("The Beatles")).toBe("beatles");
    expect(normaliseTitle("Ob-La-Di, Ob-La-Da")).toBe("ob la di ob la da");
  });

  it("drops version notes but keeps bracketed words that belong to the title", () => {
    expect(stripVersionNotes("Hey Jude - Remastered 2015")).toBe("hey jude");
    expect(normaliseTitle("Bohemian Rhapsody - Remastered 2011")).toBe("bohemian rhapsody");
    expect(normaliseTitle("Hotel California (Live)")).toBe("hotel california");
    expect(normaliseTitle("Zombie [Radio Edit]")).toBe("zombie");
    expect(normaliseTitle('Let It Go - From "Frozen"/Soundtrack Version')).toBe("let it go");
    expect(normaliseTitle("Señorita (feat. Camila Cabello)")).toBe("senorita");
    expect(normaliseTitle("Waterloo - 2004 Remaster")).toBe("waterloo");
    expect(normaliseTitle("(I Can't Get No) Satisfaction - Mono Version")).toBe("i cant get no satisfaction");
    expect(bareTitle("(I Can't Get No) Satisfaction")).toBe("satisfaction");
    expect(normaliseTitle("(Sittin' On) The Dock of the Bay")).toBe("sittin on the dock of the bay");
  });

  it("drops featured artists", () => {
    expect(normaliseArtist("Mark Ronson feat. Bruno Mars")).toBe("mark ronson");
    expect(normaliseArtist("Calvin Harris ft. Rihanna")).toBe("calvin harris");
    expect(normaliseArtist("Daft Punk (featuring Pharrell Williams)")).toBe("daft punk");
    expect(sameArtist("Bob Marley & The Wailers", "Bob Marley")).toBe(true);
    expect(sameArtist("The Temptations", "Temptations")).toBe(true);
    expect(sameArtist("Queen", "Queensrÿche")).toBe(false);
  });

  it("reads a line in every way a musician writes it", () => {
    expect(readSongLine("My Girl - The Temptations")[0]).toEqual({
      title: "my girl",
      artist: "the temptations",
    });
    expect(readSongLine("My Girl by The Temptations")).toContainEqual({
      title: "my girl",
      artist: "the temptations",
    });
    expect(readSongLine("My Girl")).toEqual([{ title: "my girl", artist: "" }]);
  });
});

describe("findCatalogSong", () => {
  const id = (text: string) => findCatalogSong(text)?.id;
  it("finds 'Title - Artist', 'Artist - Title', 'Title by Artist' and a bare title", () => {
    expect(id("My Girl - The Temptations")).toBe("the-temptations-my-girl");
    expect(id("The Temptations - My Girl")).toBe("the-temptations-my-girl");
    expect(id("my girl by temptations")).toBe("the-temptations-my-girl");
    expect(id("Temptations: My Girl")).toBe("the-temptations-my-girl");
    expect(id("  MY GIRL  ")).toBe("the-temptations-my-girl");
  });

  it("ignores version suffixes and featured artists", () => {
    expect(id("Bohemian Rhapsody - Remastered 2011")).toBe("queen-bohemian-rhapsody");
    expect(id("Queen - Bohemian Rhapsody - Remastered 2011")).toBe("queen-bohemian-rhapsody");
    expect(id("Uptown Funk (feat. Bruno Mars) - Mark Ronson")).toBe(
      "mark-ronson-feat-bruno-mars-uptown-funk",
    );
    expect(id("Hotel California (Live) - Eagles")).toBe("eagles-hotel-california");
    expect(id("Satisfaction - The Rolling Stones")).toBe("the-rolling-stones-i-cant-get-no-satisfaction");
    expect(id("Johann Pachelbel - Canon in D")).toBe("johann-pachelbel-canon-in-d");
  });

  it("tells apart songs that share a title by their artist", () => {
    expect(id("Hallelujah - Leonard Cohen")).toBe("leonard-cohen-hallelujah");
    expect(id("Hallelujah by Jeff Buckley")).toBe("jeff-buckley-hallelujah");
    expect(findCatalogSongBy("Without You", "Mariah Carey")?.artist).toBe("Mariah Carey");
    expect(findCatalogSongBy("Without You", "Harry Nilsson")?.artist).toBe("Harry Nilsson");
  });

  it("returns undefined for what is not in the catalog", () => {
    expect(findCatalogSong("A Song Nobody Ever Wrote - Nobody")).toBeUndefined();
    expect(findCatalogSong("")).toBeUndefined();
  });

  it("finds every catalog song by 'Title - Artist' and by 'Artist - Title'", () => {
    const missed = catalog.filter(
      (song) =>
        findCatalogSong(`${song.title} - ${song.artist}`) !== song ||
        findCatalogSong(`${song.artist} - ${song.title}`) !== song,
    );
    expect(missed.map((song) => song.id)).toEqual([]);
  });
});
