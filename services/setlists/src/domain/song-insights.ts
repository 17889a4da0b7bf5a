/**
 * What audience feedback says about a brief's candidates, asked of analytics over request/reply
 * (libs/contracts messages/analytics.ts). Generation never waits on analytics for long and never fails
 * because of it: no answer in time, or any failure, means "no insights" and one log line.
 */
import type { CatalogSong } from "@encore/catalog";
import {
  type GenerationBrief,
  type InsightContext,
  InsightsForBrief,
  MAX_INSIGHT_CANDIDATES,
} from "@encore/contracts";
import { type MessageBus, requestSubject } from "@encore/messaging";
import type { SongInsight } from "../composer/composer-port.ts";

export const insightsForBriefSubject = requestSubject(
  InsightsForBrief.name,
  InsightsForBrief.request,
  InsightsForBrief.response,
);

/** Long enough for a projection lookup over thousands of candidates, short enough not to be felt. */
export const INSIGHTS_TIMEOUT_MS = 1500;

export type SongInsightsProvider = (
  brief: GenerationBrief,
  candidates: readonly CatalogSong[],
) => Promise<SongInsight[]>;

const placeOrNull = (value: string | undefined): string | null => {
  const trimmed = value?.trim() ?? "";
  return trimmed.length === 0 ? null : trimmed;
};

/** The brief's place and occasion as analytics keys them; blanks are "not said". */
export const insightContextOf = (brief: GenerationBrief): InsightContext => ({
  country: placeOrNull(brief.venueCountry),
  city: placeOrNull(brief.venueCity),
  venueType: brief.venueType ?? null,
  eventType: brief.eventType,
});

/** Candidates analytics can be asked about: a title and an artist each, at most the contract's limit. */
const askable = (candidates: readonly CatalogSong[]): CatalogSong[] =>
  candidates
    .filter((song) => song.title.trim().length > 0 && song.artist.trim().length > 0)
    .slice(0, MAX_INSIGHT_CANDIDATES);

export const songInsightsOverBus =
  (bus: MessageBus, log: (line: string) => void, timeoutMs = INSIGHTS_TIMEOUT_MS): SongInsightsProvider =>
  async (brief, candidates) => {
    const songs = askable(candidates);
    if (songs.length === 0) return [];
    try {
      const answer = await bus.request(
        insightsForBriefSubject,
        {
          context: insightContextOf(brief),
          songs: songs.map((song) => ({ title: song.title, artist: song.artist })),
        },
        { timeoutMs },
      );
      const insights: SongInsight[] = [];
      const seen = new Set<string>();
      for (const item of answer.insights) {
        const song = songs[item.index];
        if (song === undefined || seen.has(song.id)) continue;
        seen.add(song.id);
        insights.push({ songId: song.id, score: item.score, evidence: item.evidence });
      }
      return insights;
    } catch (error) {
      log(
        `[setlists] composing without audience insights: analytics did not answer (${error instanceof Error ? error.message : String(error)})`,
      );
      return [];
    }
  };
