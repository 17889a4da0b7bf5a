/**
 * How far Encore's catalog agrees with an outside reference list of recordings (title, artist, BPM,
 * length): used by the agreement test and the benchmark report only, never by the product at run time.
 */
import type { CatalogSong } from "./catalog-song.ts";
import { findCatalogSongBy, catalog as fullCatalog } from "./index.ts";

export interface ReferenceRow {
  readonly title: string;
  readonly artist: string;
  readonly bpm: number;
  readonly durationSeconds: number;
}

/** Splits one line of a semicolon-separated file, honouring double quotes. */
const splitLine = (line: string, separator: string): string[] => {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (char === '"') {
      if (quoted && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = !quoted;
    } else if (char === separator && !quoted) {
      cells.push(cell);
      cell = "";
    } else cell += char;
  }
  cells.push(cell);
  return cells.map((value) => value.trim());
};

/** Reads the reference CSV (header row; columns found by name: Title, Artist, BPM, Length). */
export function parseReferenceCsv(text: string, separator = ";"): ReferenceRow[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim().length > 0);
  const header = splitLine(lines[0] ?? "", separator).map((name) => name.toLowerCase());
  const column = (pattern: RegExp) => header.findIndex((name) => pattern.test(name));
  const title = column(/^title$/);
  const artist = column(/^artist$/);
  const bpm = column(/bpm|beats per minute/);
  const length = column(/length|duration/);
  if ([title, artist, bpm, length].some((index) => index < 0))
    throw new Error("reference CSV: missing columns");
  return lines.slice(1).flatMap((line) => {
    const cells = splitLine(line, separator);
    const row = {
      title: cells[title] ?? "",
      artist: cells[artist] ?? "",
      bpm: Number(cells[bpm]),
      durationSeconds: Number((cells[length] ?? "").replace(/,/g, "")),
    };
    return row.title && row.artist && Number.isFinite(row.bpm) && Number.isFinite(row.durationSeconds)
      ? [row]
      : [];
  });
}

export interface AgreementPair {
  readonly song: CatalogSong;
  readonly reference: ReferenceRow;
  readonly durationDelta: number;
  readonly durationAgrees: boolean;
  readonly tempoAgrees: boolean;
}

export interface AgreementReport {
  readonly referenceSize: number;
  readonly overlap: number;
  readonly durationWithin10s: number;
  readonly tempoWithin4Bpm: number;
  /** Shares of the overlap, 0–1. */
  readonly durationShare: number;
  readonly tempoShare: number;
  readonly pairs: readonly AgreementPair[];
}

export const DURATION_TOLERANCE_SECONDS = 10;
export const TEMPO_TOLERANCE_BPM = 4;

/** Tempo agrees within ±4 BPM, or at half or double time (how tempo detectors commonly disagree). */
export function tempoAgrees(ours: number, theirs: number, tolerance = TEMPO_TOLERANCE_BPM): boolean {
  return [theirs, theirs * 2, theirs / 2].some((candidate) => Math.abs(ours - candidate) <= tolerance);
}

/** Matches reference rows to catalog songs by normalised title and artist and measures agreement. */
export function measureAgreement(
  rows: readonly ReferenceRow[],
  songs: readonly CatalogSong[] = fullCatalog,
): AgreementReport {
  const used = new Set<string>();
  const pairs: AgreementPair[] = [];
  for (const reference of rows) {
    const song = findCatalogSongBy(reference.title, reference.artist, songs);
    if (!song || used.has(song.id)) continue;
    used.add(song.id);
    const durationDelta = song.durationSeconds - reference.durationSeconds;
    pairs.push({
      song,
      reference,
      durationDelta,
      durationAgrees: Math.abs(durationDelta) <= DURATION_TOLERANCE_SECONDS,
      tempoAgrees: tempoAgrees(song.bpm, reference.bpm),
    });
  }
  const durationWithin10s = pairs.filter((pair) => pair.durationAgrees).length;
  const tempoWithin4Bpm = pairs.filter((pair) => pair.tempoAgrees).length;
  const share = (count: number) => (pairs.length === 0 ? 0 : count / pairs.length);
  return {
    referenceSize: rows.length,
    overlap: pairs.length,
    durationWithin10s,
    tempoWithin4Bpm,
    durationShare: share(durationWithin10s),
    tempoShare: share(tempoWithin4Bpm),
    pairs,
  };
}
