/**
 * The bulk import's parser (POST /api/repertoires/parse-bulk-songs): a pasted list of songs in the
 * shapes musicians paste (docs/decisions/0014-repertoires.md) → songs, a count of skipped lines and
 * the format read. Pure: the catalog lookup and the repertoire's songs come in.
 */
import { songMatchKey } from "@encore/catalog";
import type { ListFormat, ParsedSongList } from "@encore/contracts";
import { parse as parseCsv } from "csv-parse/sync";
import { normaliseKey, parseBpm, parseDuration } from "../songs/song-values.ts";

export type { ListFormat, ParsedSong } from "@encore/contracts";

/** Longest title or artist a parsed song may have (the song form's limit). */
export const MAX_PARSED_LENGTH = 200;

/** The parse-bulk-songs answer (contracts' ParsedSongList). */
export type ParsedList = ParsedSongList;

export interface SongLookup {
  /** Whether Encore's catalog knows this recording (title and artist in this order). */
  readonly knows: (title: string, artist: string) => boolean;
  /** The artist of the catalog's song of this exact title, for a line that gives a title alone. */
  readonly artistOfTitle: (title: string) => string | undefined;
}

export interface ParseOptions {
  readonly lookup: SongLookup;
  /** Songs already in the repertoire, to flag duplicates. */
  readonly existing?: ReadonlyArray<{ readonly title: string; readonly artist: string }>;
}

type Column = "title" | "artist" | "key" | "duration" | "bpm" | "genre" | "vocalist" | "notes";

const HEADER_NAMES: ReadonlyArray<readonly [Column, readonly string[]]> = [
  ["title", ["title", "song", "song title", "songtitle", "name", "song name", "track", "track name", "tune"]],
  [
    "artist",
    [
      "artist",
      "artists",
      "band",
      "artist name",
      "performer",
      "performed by",
      "by",
      "group",
      "original artist",
    ],
  ],
  ["key", ["key", "song key", "musical key"]],
  [
    "duration",
    [
      "duration",
      "length",
      "time",
      "duration seconds",
      "durationseconds",
      "seconds",
      "duration (m:ss)",
      "length (m:ss)",
    ],
  ],
  ["bpm", ["bpm", "tempo", "beats per minute"]],
  ["genre", ["genre", "style", "genres"]],
  ["vocalist", ["vocalist", "singer", "lead vocal", "lead vocals", "vocals", "lead"]],
  ["notes", ["notes", "note", "comments", "comment", "remarks"]],
];

const headerKey = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/^\uFEFF/, "")
    .replace(/[_-]+/g, " ")
    .replace(/\s+/g, " ");

const columnOf = (cell: string): Column | undefined => {
  const name = headerKey(cell);
  return HEADER_NAMES.find(([, names]) => names.includes(name))?.[0];
};

/** The header's columns, when the line is a header naming at least a title column. */
const readHeader = (cells: readonly string[]): Map<Column, number> | undefined => {
  const columns = new Map<Column, number>();
  cells.forEach((cell, index) => {
    const column = columnOf(cell);
    if (column && !columns.has(column)) columns.set(column, index);
  });
  return columns.has("title") && columns.size >= 2 ? columns : undefined;
};

const firstLine = (text: string) => text.split(/\r?\n/).find((line) => line.trim() !== "") ?? "";

const detectFormat = (text: string): { format: ListFormat; delimiter?: string } => {
  const head = firstLine(text);
  for (const [format, delimiter] of [
    ["tsv", "\t"],
    ["csv", ","],
    ["csv", ";"],
  ] as const) {
    if (!head.includes(delimiter)) continue;
    const cells = parseCells(head, delimiter);
    if (cells && readHeader(cells)) return { format, delimiter };
  }
  return { format: "lines" };
};

const parseCells = (line: string, delimiter: string): string[] | undefined => {
  try {
    return (parseCsv(line, { delimiter, relax_quotes: true, relax_column_count: true }) as string[][])[0];
  } catch {
    return undefined;
  }
};

const cleanText = (text: string): string =>
  text
    .replace(/[\u200b\uFEFF]/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** Strips matching quotes around a title: "Valerie" / 'Valerie' / “Valerie”. */
const unquote = (text: string): string => {
  const match = /^["'“‘«](.*)["'”’»]$/.exec(text.trim());
  return cleanText(match ? match[1]! : text);
};

const isQuoted = (text: string) => /^["“«].*["”»]$/.test(text.trim());

const hasLetters = (text: string) => /\p{L}/u.test(text);

interface RawSong {
  title: string;
  artist: string;
  genre?: string | undefined;
  key?: string | undefined;
  durationSeconds?: number | undefined;
  bpm?: number | undefined;
  vocalist?: string | undefined;
  notes?: string | undefined;
}

const optionalText = (text: string | undefined) => {
  const cleaned = cleanText(text ?? "");
  return cleaned === "" ? undefined : cleaned;
};

const fromTable = (
  text: string,
  delimiter: string,
  lookup: SongLookup,
): { songs: RawSong[]; skipped: number } => {
  const records = parseCsv(text, {
    delimiter,
    bom: true,
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
  }) as string[][];
  const columns = readHeader(records[0] ?? []);
  if (!columns) return { songs: [], skipped: 0 };
  const cell = (record: readonly string[], column: Column) => {
    const index = columns.get(column);
    return index === undefined ? undefined : optionalText(record[index]);
  };
  const songs: RawSong[] = [];
  let skipped = 0;
  for (const record of records.slice(1)) {
    const title = cell(record, "title");
    const typedArtist = cell(record, "artist");
    const artist = typedArtist ?? (title ? lookup.artistOfTitle(title) : undefined);
    if (!title || !artist || !hasLetters(title)) {
      skipped++;
      continue;
    }
    const duration = cell(record, "duration");
    const key = cell(record, "key");
    const bpm = cell(record, "bpm");
    songs.push({
      title: unquote(title),
      artist: unquote(artist),
      genre: cell(record, "genre"),
      key: key === undefined ? undefined : normaliseKey(key),
      durationSeconds: duration === undefined ? undefined : parseDuration(duration),
      bpm: bpm === undefined ? undefined : parseBpm(bpm),
      vocalist: cell(record, "vocalist"),
      notes: cell(record, "notes"),
    });
  }
  return { songs, skipped };
};

/** "1. ", "12) ", "#3 ", "- ", "* ", "• " at the start of a line. */
const LIST_MARKER = /^\s*(?:#?\d{1,4}\s*[.):]\s*|#\d{1,4}\s+|[-*•·–—]\s+)/;
/** A length at the end of a line: "(3:45)", "[3:45]", "3:45". */
const TRAILING_DURATION = /\s*[([]?\s*(\d{1,2}:[0-5]\d)\s*[)\]]?\s*$/;

interface Split {
  readonly left: string;
  readonly right: string;
  /** "Title by Artist" says which side is which. */
  readonly ordered: boolean;
  /** "Title, Artist": taken only when the catalog knows the song (commas are common in junk and titles). */
  readonly comma?: boolean;
}

const splitLine = (line: string): Split | undefined => {
  const dash = /^(.+?)\s+[-–—]+\s+(.+)$/.exec(line) ?? /^(.+?)\s*[–—]\s*(.+)$/.exec(line);
  if (dash) return { left: dash[1]!, right: dash[2]!, ordered: false };
  const by = /^(.+)\s+by\s+(.+)$/i.exec(line);
  if (by) return { left: by[1]!, right: by[2]!, ordered: true };
  const bar = /^(.+?)\s*[|\t]\s*(.+)$/.exec(line);
  if (bar) return { left: bar[1]!, right: bar[2]!, ordered: false };
  const comma = /^([^,]+),\s*([^,]+)$/.exec(line);
  if (comma) return { left: comma[1]!, right: comma[2]!, ordered: false, comma: true };
  return undefined;
};

type Orientation = "title-artist" | "artist-title" | "unknown";

const orientation = (split: Split, lookup: SongLookup): Orientation => {
  if (split.ordered) return "title-artist";
  if (isQuoted(split.left) && !isQuoted(split.right)) return "title-artist";
  if (isQuoted(split.right) && !isQuoted(split.left)) return "artist-title";
  const left = unquote(split.left);
  const right = unquote(split.right);
  if (lookup.knows(left, right)) return "title-artist";
  if (lookup.knows(right, left)) return "artist-title";
  return "unknown";
};

const fromLines = (text: string, lookup: SongLookup): { songs: RawSong[]; skipped: number } => {
  const readings: Array<{
    split?: Split;
    title?: string;
    durationSeconds?: number;
    orientation: Orientation;
  }> = [];
  let skipped = 0;
  for (const raw of text.split(/\r?\n/)) {
    if (raw.trim() === "") continue;
    let line = cleanText(raw.replace(LIST_MARKER, ""));
    const duration = TRAILING_DURATION.exec(line);
    const durationSeconds = duration ? parseDuration(duration[1]!) : undefined;
    if (duration && durationSeconds !== undefined) line = line.slice(0, duration.index).trim();
    line = line.replace(/[\s,;]+$/, "");
    if (!hasLetters(line)) {
      skipped++;
      continue;
    }
    const split = splitLine(line);
    const order = split ? orientation(split, lookup) : "unknown";
    if (split && hasLetters(split.left) && hasLetters(split.right) && !(split.comma && order === "unknown")) {
      readings.push({
        split,
        orientation: order,
        ...(durationSeconds === undefined ? {} : { durationSeconds }),
      });
    } else if (lookup.artistOfTitle(unquote(line))) {
      readings.push({
        title: unquote(line),
        orientation: "title-artist",
        ...(durationSeconds === undefined ? {} : { durationSeconds }),
      });
    } else skipped++;
  }
  // Lines the catalog does not know follow the list's majority order ("Title - Artist" on a tie).
  const artistFirst = readings.filter((reading) => reading.orientation === "artist-title").length;
  const titleFirst = readings.filter(
    (reading) => reading.split && reading.orientation === "title-artist",
  ).length;
  const fallback: Orientation = artistFirst > titleFirst ? "artist-title" : "title-artist";
  const songs = readings.map((reading): RawSong => {
    if (!reading.split) {
      const title = reading.title!;
      return { title, artist: lookup.artistOfTitle(title)!, durationSeconds: reading.durationSeconds };
    }
    const order = reading.orientation === "unknown" ? fallback : reading.orientation;
    const [title, artist] =
      order === "title-artist"
        ? [reading.split.left, reading.split.right]
        : [reading.split.right, reading.split.left];
    return { title: unquote(title), artist: unquote(artist), durationSeconds: reading.durationSeconds };
  });
  return { songs, skipped };
};

/** Parses a pasted song list. Nothing is stored; duplicates are flagged, not dropped. */
export const parseSongList = (text: string, options: ParseOptions): ParsedList => {
  const { format, delimiter } = detectFormat(text);
  const read =
    format === "lines" ? fromLines(text, options.lookup) : fromTable(text, delimiter!, options.lookup);
  // A "title" longer than any song's is a paragraph pasted by mistake, not a song.
  const songs = read.songs.filter(
    (song) => song.title.length <= MAX_PARSED_LENGTH && song.artist.length <= MAX_PARSED_LENGTH,
  );
  const skipped = read.skipped + read.songs.length - songs.length;
  const inRepertoire = new Set((options.existing ?? []).map((song) => songMatchKey(song.title, song.artist)));
  const seen = new Set<string>();
  return {
    format,
    skippedLines: skipped,
    songs: songs.map((song) => {
      const key = songMatchKey(song.title, song.artist);
      const duplicate = inRepertoire.has(key) ? "in-repertoire" : seen.has(key) ? "in-list" : null;
      seen.add(key);
      return {
        title: song.title,
        artist: song.artist,
        genre: song.genre ?? null,
        key: song.key ?? null,
        durationSeconds: song.durationSeconds ?? null,
        bpm: song.bpm ?? null,
        vocalist: song.vocalist ?? null,
        notes: song.notes ?? null,
        duplicate,
      };
    }),
  };
};
