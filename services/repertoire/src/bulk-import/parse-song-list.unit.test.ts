import { describe, expect, it } from "vitest";
import { catalogLookup } from "./catalog-lookup.ts";
import { parseSongList } from "./parse-song-list.ts";

const lookup = catalogLookup();
const parse = (text: string, existing?: ReadonlyArray<{ title: string; artist: string }>) =>
  parseSongList(text, { lookup, ...(existing ? { existing } : {}) });
const pairs = (text: string) => parse(text).songs.map((song) => [song.title, song.artist]);

describe("parseSongList: one song per line", () => {
  it("reads 'Title - Artist'", () => {
    expect(pairs("Valerie - Amy Winehouse\nMr. Brightside - The Killers")).toEqual([
      ["Valerie", "Amy Winehouse"],
      ["Mr. Brightside", "The Killers"],
    ]);
  });

  it("tells 'Artist - Title' apart with the catalog", () => {
    expect(pairs("Amy Winehouse - Rehab")).toEqual([["Rehab", "Amy Winehouse"]]);
    expect(pairs("The Killers - Mr. Brightside\nDolly Parton - Jolene")).toEqual([
      ["Mr. Brightside", "The Killers"],
      ["Jolene", "Dolly Parton"],
    ]);
  });

  it("prefers 'Title - Artist' when the catalog knows neither order", () => {
    expect(pairs("Our Wedding Waltz - The Local Trio")).toEqual([["Our Wedding Waltz", "The Local Trio"]]);
  });

  it("follows the list's majority order for lines the catalog does not know", () => {
    const list = [
      "Amy Winehouse - Valerie",
      "The Killers - Mr. Brightside",
      "The Local Trio - Our Wedding Waltz",
    ];
    expect(pairs(list.join("\n"))[2]).toEqual(["Our Wedding Waltz", "The Local Trio"]);
  });

  it("reads 'Title by Artist', en and em dashes, with or without spaces", () => {
    expect(pairs("Valerie by Amy Winehouse\nSeptember – Earth, Wind & Fire\nJolene—Dolly Parton")).toEqual([
      ["Valerie", "Amy Winehouse"],
      ["September", "Earth, Wind & Fire"],
      ["Jolene", "Dolly Parton"],
    ]);
  });

  it("drops numbers and bullets", () => {
    const text = [
      "1. Valerie - Amy Winehouse",
      "2) Jolene - Dolly Parton",
      "#3 Hey Ya! - OutKast",
      "- Dancing Queen - ABBA",
      "* Wonderwall - Oasis",
      "• Superstition - Stevie Wonder",
      "10. Africa - Toto",
    ].join("\n");
    expect(pairs(text)).toEqual([
      ["Valerie", "Amy Winehouse"],
      ["Jolene", "Dolly Parton"],
      ["Hey Ya!", "OutKast"],
      ["Dancing Queen", "ABBA"],
      ["Wonderwall", "Oasis"],
      ["Superstition", "Stevie Wonder"],
      ["Africa", "Toto"],
    ]);
  });

  it("takes a quoted side as the title", () => {
    expect(
      pairs('"Our Song" - The Local Trio\nThe Local Trio - "First Light"\n\'Valerie\' by Amy Winehouse'),
    ).toEqual([
      ["Our Song", "The Local Trio"],
      ["First Light", "The Local Trio"],
      ["Valerie", "Amy Winehouse"],
    ]);
  });

  it("keeps a length at the end of a line", () => {
    const [song] = parse("Valerie - Amy Winehouse (3:53)").songs;
    expect(song).toMatchObject({ title: "Valerie", artist: "Amy Winehouse", durationSeconds: 233 });
  });

  it("skips blank lines silently and counts junk lines", () => {
    const text = "SET ONE\n\nValerie - Amy Winehouse\n-----\n12345\n\n   \nJolene - Dolly Parton\n***";
    const parsed = parse(text);
    expect(parsed.songs.map((song) => song.title)).toEqual(["Valerie", "Jolene"]);
    expect(parsed.skippedLines).toBe(4);
    expect(parsed.format).toBe("lines");
  });

  it("completes a title alone from the catalog", () => {
    expect(pairs("Bohemian Rhapsody")).toEqual([["Bohemian Rhapsody", "Queen"]]);
  });

  it("reads a paste from a streaming app with version notes and featured artists", () => {
    const text =
      "Uptown Funk (feat. Bruno Mars) - Mark Ronson\nMr. Blue Sky - Electric Light Orchestra\nYou Shook Me All Night Long - AC/DC";
    expect(pairs(text)).toEqual([
      ["Uptown Funk (feat. Bruno Mars)", "Mark Ronson"],
      ["Mr. Blue Sky", "Electric Light Orchestra"],
      ["You Shook Me All Night Long", "AC/DC"],
    ]);
  });

  it("flags duplicates within the list and against the repertoire", () => {
    const parsed = parse("Valerie - Amy Winehouse\nJolene - Dolly Parton\nvalerie - amy winehouse", [
      { title: "Jolene", artist: "Dolly Parton" },
    ]);
    expect(parsed.songs.map((song) => song.duplicate)).toEqual([null, "in-repertoire", "in-list"]);
  });

  it("handles Windows line endings and stray spaces", () => {
    expect(pairs("  Valerie   -   Amy Winehouse  \r\nJolene - Dolly Parton\r\n")).toEqual([
      ["Valerie", "Amy Winehouse"],
      ["Jolene", "Dolly Parton"],
    ]);
  });
});

describe("parseSongList: spreadsheets", () => {
  it("reads CSV with a header, quoted fields and every column", () => {
    const text = [
      "Title,Artist,Key,Duration,BPM,Genre,Vocalist,Notes",
      '"Valerie","Amy Winehouse",Eb,3:53,117,Soul,Ana,"Count in, then go"',
      "Jolene,Dolly Parton,C#m,161,111,Country,Rui,",
      '"Hello, Goodbye",The Beatles,C,3:28,,Pop,,"She said ""yes"""',
    ].join("\n");
    const parsed = parse(text);
    expect(parsed.format).toBe("csv");
    expect(parsed.songs).toEqual([
      {
        title: "Valerie",
        artist: "Amy Winehouse",
        key: "Eb",
        durationSeconds: 233,
        bpm: 117,
        genre: "Soul",
        vocalist: "Ana",
        notes: "Count in, then go",
        duplicate: null,
      },
      {
        title: "Jolene",
        artist: "Dolly Parton",
        key: "C#m",
        durationSeconds: 161,
        bpm: 111,
        genre: "Country",
        vocalist: "Rui",
        notes: null,
        duplicate: null,
      },
      {
        title: "Hello, Goodbye",
        artist: "The Beatles",
        key: "C",
        durationSeconds: 208,
        bpm: null,
        genre: "Pop",
        vocalist: null,
        notes: 'She said "yes"',
        duplicate: null,
      },
    ]);
  });

  it("knows header synonyms in any case and order", () => {
    const parsed = parse("BAND,Song Name,Length,Tempo\nAmy Winehouse,Valerie,233,117 bpm");
    expect(parsed.songs[0]).toMatchObject({
      title: "Valerie",
      artist: "Amy Winehouse",
      durationSeconds: 233,
      bpm: 117,
    });
  });

  it("reads TSV pasted from a spreadsheet", () => {
    const parsed = parse("Song\tArtist\tKey\nValerie\tAmy Winehouse\tE flat\nJolene\tDolly Parton\tC# minor");
    expect(parsed.format).toBe("tsv");
    expect(parsed.songs.map((song) => [song.title, song.key])).toEqual([
      ["Valerie", null],
      ["Jolene", "C#m"],
    ]);
  });

  it("reads semicolon-separated files and skips rows without a title", () => {
    const parsed = parse("name;artist\nValerie;Amy Winehouse\n;Nobody\nJolene;Dolly Parton");
    expect(parsed.songs.map((song) => song.title)).toEqual(["Valerie", "Jolene"]);
    expect(parsed.skippedLines).toBe(1);
  });

  it("ignores impossible lengths and tempos rather than refusing the row", () => {
    const [song] = parse("title,artist,duration,bpm\nValerie,Amy Winehouse,0,9000").songs;
    expect(song).toMatchObject({ durationSeconds: null, bpm: null });
  });
});

describe("parseSongList: size", () => {
  it("parses 2,000 lines", () => {
    const text = Array.from(
      { length: 2000 },
      (_, i) => `${i + 1}. Song number ${i + 1} - Band ${i % 37}`,
    ).join("\n");
    const parsed = parse(text);
    expect(parsed.songs).toHaveLength(2000);
    expect(parsed.songs[1999]).toMatchObject({ title: "Song number 2000", artist: "Band 1" });
  });

  it("finds nothing in text without songs", () => {
    expect(parse("hmm, well\n\n!!!").songs).toEqual([]);
  });
});

describe("parseSongList: commas", () => {
  it("reads 'Title, Artist' only for songs the catalog knows", () => {
    const parsed = parse("Rehab, Amy Winehouse\nAmy Winehouse, Rehab\nthanks, everyone");
    expect(parsed.songs.map((song) => [song.title, song.artist])).toEqual([
      ["Rehab", "Amy Winehouse"],
      ["Rehab", "Amy Winehouse"],
    ]);
    expect(parsed.skippedLines).toBe(1);
  });
});

describe("parseSongList: pasted paragraphs", () => {
  it("skips a 'song' whose title or artist is longer than any song's", () => {
    const parsed = parse(`Rehab - Amy Winehouse\n${"word ".repeat(60)}- Someone`);
    expect(parsed.songs.map((song) => song.title)).toEqual(["Rehab"]);
    expect(parsed.skippedLines).toBe(1);
  });
});
