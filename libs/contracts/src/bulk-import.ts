/**
 * The answer of POST /api/repertoires/parse-bulk-songs (spec §7): the songs read from a pasted list,
 * before anything is stored. Plain types, shared by the repertoire service and its remote.
 */

export interface ParsedSong {
  readonly title: string;
  readonly artist: string;
  readonly genre: string | null;
  readonly key: string | null;
  readonly durationSeconds: number | null;
  readonly bpm: number | null;
  readonly vocalist: string | null;
  readonly notes: string | null;
  readonly duplicate: null | "in-list" | "in-repertoire";
}

export type ListFormat = "lines" | "csv" | "tsv";

export interface ParsedSongList {
  readonly songs: readonly ParsedSong[];
  readonly skippedLines: number;
  readonly format: ListFormat;
}
