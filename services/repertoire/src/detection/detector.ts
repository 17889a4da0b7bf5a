/** The port of song-detail detection: what a detector is asked and what it answers. */
import type { SongDetected } from "@encore/contracts";

export interface SongToDetect {
  readonly title: string;
  readonly artist: string;
}

/** The details found, each with its source and confidence (SongDetected's fields). */
export type FoundDetails = Omit<SongDetected, "repertoireId" | "songId">;

export type DetectionOutcome =
  | { readonly found: true; readonly details: FoundDetails }
  | { readonly found: false; readonly reason: string };

export interface SongDetector {
  readonly name: string;
  detect(song: SongToDetect): Promise<DetectionOutcome>;
}

export const NOT_IN_CATALOG_NO_OPENAI = "No match in Encore's catalog and OpenAI is not configured";
export const NOT_IN_CATALOG_NOR_OPENAI =
  "No match in Encore's catalog, and OpenAI did not recognise the song";
