import type { CatalogSong } from "@encore/catalog";
import type { GenerationBrief, SetlistSection } from "@encore/contracts";

/**
 * What feedback analytics learned about a song for a brief's place and event (issue 7 fills it):
 * a score in [-1, 1] that raises or lowers the song, and the evidence a reason can quote.
 */
export interface SongInsight {
  readonly songId: string;
  readonly score: number;
  /** e.g. "loved at 3 weddings in Lisbon" */
  readonly evidence: string;
}

export interface CompositionRequest {
  readonly brief: GenerationBrief;
  /** The songs to choose from: the catalog, or the selected repertoires' songs. */
  readonly candidates: readonly CatalogSong[];
  readonly insights?: readonly SongInsight[];
  /** The songs of the last setlist the musician played at the brief's venue: played less this time. */
  readonly playedHereLastTime?: ReadonlyArray<{ readonly title: string; readonly artist: string }>;
  /** The same brief, candidates and seed give the same setlist; regenerate passes a new seed. */
  readonly seed: number;
}

export interface Composition {
  /** A name a musician would keep, e.g. "Saturday Wedding – 2 × 45 min". */
  readonly name: string;
  readonly sections: readonly SetlistSection[];
}

/** The generation engine behind one port: the local composer, or OpenAI's, checked by the same rules. */
export interface Composer {
  readonly name: "local" | "openai";
  compose(request: CompositionRequest): Promise<Composition>;
}
