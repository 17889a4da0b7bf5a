/**
 * The local detector: Encore's catalog, matched tolerantly (case, accents, punctuation, 'feat.',
 * version notes such as ' - Remastered' or '(Live)', and one artist of a shared credit such as
 * 'Mark Ronson & Amy Winehouse').
 */
import {
  bareTitle,
  buildTitleIndex,
  type CatalogSong,
  catalog,
  creditedArtists,
  normaliseArtist,
  normaliseTitle,
  sameArtist,
} from "@encore/catalog";
import type { DetectionOutcome, FoundDetails, SongDetector, SongToDetect } from "./detector.ts";
import { NOT_IN_CATALOG_NO_OPENAI } from "./detector.ts";

/** 'classic-rock' → 'Classic Rock', 'r&b' → 'R&B'. */
export const genreLabel = (genre: string): string =>
  genre
    .split("-")
    .map((word) => (word === "r&b" ? "R&B" : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(" ");

const sharesCredit = (catalogArtist: string, typedArtist: string): boolean => {
  const typed = normaliseArtist(typedArtist);
  if (typed === "") return false;
  return (
    creditedArtists(catalogArtist).includes(typed) ||
    creditedArtists(typedArtist).includes(normaliseArtist(catalogArtist))
  );
};

export interface CatalogMatch {
  readonly song: CatalogSong;
  /** 1 for the credited artist, lower for a shared credit or a bracket-free title. */
  readonly confidence: number;
}

export const catalogMatcher = (songs: readonly CatalogSong[] = catalog) => {
  const { byTitle, byBareTitle } = buildTitleIndex(songs);
  return (title: string, artist: string): CatalogMatch | undefined => {
    const exact = byTitle.get(normaliseTitle(title)) ?? [];
    const bare = byBareTitle.get(bareTitle(title)) ?? [];
    for (const [candidates, titleConfidence] of [
      [exact, 1],
      [bare, 0.9],
    ] as const) {
      const same = candidates.find((song) => sameArtist(song.artist, artist));
      if (same) return { song: same, confidence: titleConfidence };
      const shared = candidates.find((song) => sharesCredit(song.artist, artist));
      if (shared) return { song: shared, confidence: titleConfidence * 0.9 };
    }
    return undefined;
  };
};

const round = (value: number) => Math.round(value * 100) / 100;

/** The details a catalog song gives. Energy is Encore's own estimate: a little less sure. */
export const detailsOf = ({ song, confidence }: CatalogMatch): FoundDetails => {
  const sure = { source: "catalog" as const, confidence: round(confidence) };
  const genre = song.genres[0];
  return {
    ...(genre ? { genre: { value: genreLabel(genre), ...sure } } : {}),
    key: { value: song.key, ...sure },
    bpm: { value: song.bpm, ...sure },
    energy: { value: song.energy, source: "catalog", confidence: round(confidence * 0.8) },
    durationSeconds: { value: song.durationSeconds, ...sure },
    year: { value: song.year, ...sure },
  };
};

export const createCatalogDetector = (songs: readonly CatalogSong[] = catalog): SongDetector => {
  const match = catalogMatcher(songs);
  return {
    name: "catalog",
    detect: async (song: SongToDetect): Promise<DetectionOutcome> => {
      const found = match(song.title, song.artist);
      return found
        ? { found: true, details: detailsOf(found) }
        : { found: false, reason: NOT_IN_CATALOG_NO_OPENAI };
    },
  };
};
