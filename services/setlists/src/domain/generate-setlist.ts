/**
 * Generating a setlist (POST /api/setlists/generate): gather the candidates (the selected repertoires'
 * songs, asked of the repertoire service, or Encore's catalog) and what feedback says about them
 * (analytics), reserve one generation with billing, compose with a random seed (kept in the event, so
 * the setlist can be replayed), take the next setlist id, append SetlistGenerated. A reservation whose
 * generation failed is released.
 */

import type { CatalogSong } from "@encore/catalog";
import type { GenerationBrief, SetlistGenerated } from "@encore/contracts";
import { setlistStreamId } from "@encore/contracts";
import type { EventStore, Position } from "@encore/eventstore";
import { Result } from "effect";
import type { Composer, SongInsight } from "../composer/composer-port.ts";
import { handleSetlistCommand } from "./command-handling.ts";
import type { ConcurrentChange } from "./errors.ts";
import type { GenerationQuota } from "./generation-quota.ts";
import type { LastGigAtVenue, LastGigLookup } from "./last-gig-at-venue.ts";
import type { RepertoireSongSource } from "./repertoire-candidates.ts";
import { decideGenerate } from "./setlist.ts";
import type { SetlistIds } from "./setlist-ids.ts";

export interface GenerationDependencies {
  readonly store: EventStore;
  readonly quota: GenerationQuota;
  readonly composer: Composer;
  /** The songs to choose from when no repertoire is selected: Encore's catalog. */
  readonly candidates: () => readonly CatalogSong[];
  /** The songs of the selected repertoires, asked of the repertoire service. */
  readonly repertoireSongs: RepertoireSongSource;
  /** What audience feedback says about the candidates for this brief; [] when analytics is away. */
  readonly insights?: (
    brief: GenerationBrief,
    candidates: readonly CatalogSong[],
  ) => Promise<readonly SongInsight[]>;
  /** The last setlist the user played at the brief's venue (see last-gig-at-venue.ts). */
  readonly lastGigAtVenue?: LastGigLookup;
  readonly ids: SetlistIds;
  readonly newId: () => string;
  readonly newSeed: () => number;
  readonly now: () => Date;
  readonly log: (line: string) => void;
}

export type GenerationRefusal =
  | { readonly _tag: "FreeLimitReached" }
  | { readonly _tag: "BillingUnavailable" }
  | { readonly _tag: "CompositionFailed" }
  /** Selected repertoire ids that are not the user's (deleted, never existed or someone else's). */
  | { readonly _tag: "RepertoiresNotFound"; readonly missingIds: readonly number[] }
  | { readonly _tag: "RepertoiresEmpty" }
  | { readonly _tag: "RepertoireUnavailable" }
  | ConcurrentChange;

export interface Generated {
  readonly setlist: SetlistGenerated;
  readonly position: Position;
  /** How many songs the engine could choose from (the repertoires' songs when any were selected). */
  readonly candidateCount: number;
  /** The last setlist played at this venue, whose songs were played less this time. */
  readonly lastGigHere?: LastGigAtVenue;
}

type Candidates =
  | { readonly _tag: "Found"; readonly songs: readonly CatalogSong[] }
  | Extract<
      GenerationRefusal,
      { _tag: "RepertoiresNotFound" | "RepertoiresEmpty" | "RepertoireUnavailable" }
    >;

/** The selected repertoires' songs, or the catalog when none is selected (spec §2 'Generator home'). */
const gatherCandidates = async (
  dependencies: GenerationDependencies,
  userId: string,
  brief: GenerationBrief,
): Promise<Candidates> => {
  if (brief.selectedRepertoireIds.length === 0) return { _tag: "Found", songs: dependencies.candidates() };
  const answer = await dependencies.repertoireSongs(userId, brief.selectedRepertoireIds);
  if (answer._tag !== "Found") return answer;
  if (answer.songs.length === 0) return { _tag: "RepertoiresEmpty" };
  return answer;
};

/** The last gig at the brief's venue; a lookup that fails only costs the hint (logged), never the setlist. */
const lastGigAt = async (
  dependencies: GenerationDependencies,
  userId: string,
  brief: GenerationBrief,
): Promise<LastGigAtVenue | undefined> => {
  if (!dependencies.lastGigAtVenue) return undefined;
  try {
    return await dependencies.lastGigAtVenue(userId, brief);
  } catch (error) {
    dependencies.log(
      `[setlists] could not look up the last gig at the venue: ${error instanceof Error ? error.message : String(error)}`,
    );
    return undefined;
  }
};

/** Ids tried when a stream already holds the id the sequence gave (the sequence was reset). */
const MAX_ID_ATTEMPTS = 5;

export const generateSetlist = async (
  dependencies: GenerationDependencies,
  request: { readonly userId: string; readonly brief: GenerationBrief },
): Promise<Result.Result<Generated, GenerationRefusal>> => {
  const { store, quota, composer, ids, newId, now, log } = dependencies;
  const { userId, brief } = request;
  // Refusals about the request come before the reservation: they must not cost a free setlist.
  const candidates = await gatherCandidates(dependencies, userId, brief);
  if (candidates._tag !== "Found") return Result.fail(candidates);
  const insights = dependencies.insights ? await dependencies.insights(brief, candidates.songs) : [];
  const lastGigHere = await lastGigAt(dependencies, userId, brief);
  const reservationId = newId();
  const reservation = await quota.reserve(userId, reservationId);
  if (reservation === "refused") return Result.fail({ _tag: "FreeLimitReached" });
  if (reservation === "unavailable") return Result.fail({ _tag: "BillingUnavailable" });

  let granted = true;
  const release = async () => {
    if (!granted) return;
    granted = false;
    await quota.release(userId, reservationId);
  };
  try {
    const seed = dependencies.newSeed();
    let composition: Awaited<ReturnType<Composer["compose"]>>;
    try {
      composition = await composer.compose({
        brief,
        candidates: candidates.songs,
        insights,
        seed,
        ...(lastGigHere ? { playedHereLastTime: lastGigHere.songs } : {}),
      });
    } catch (error) {
      log(
        `[setlists] the ${composer.name} composer failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      await release();
      return Result.fail({ _tag: "CompositionFailed" });
    }
    const totalSeconds = composition.sections.reduce((sum, section) => sum + section.durationSeconds, 0);
    for (let attempt = 1; attempt <= MAX_ID_ATTEMPTS; attempt++) {
      const setlistId = await ids.next();
      const setlist: SetlistGenerated = {
        setlistId,
        userId,
        brief,
        seed,
        composer: composer.name,
        name: composition.name,
        durationMinutes: Math.round(totalSeconds / 60),
        sections: composition.sections,
        reservationId,
      };
      const handled = await handleSetlistCommand(
        store,
        setlistStreamId(setlistId),
        (state) => decideGenerate(state, setlist),
        {
          userId,
          now: now(),
          newId,
          correlationId: reservationId,
        },
      );
      if (Result.isSuccess(handled) && handled.success.position !== undefined) {
        granted = false;
        return Result.succeed({
          setlist,
          position: handled.success.position,
          candidateCount: candidates.songs.length,
          ...(lastGigHere ? { lastGigHere } : {}),
        });
      }
      if (Result.isFailure(handled) && handled.failure._tag === "ConcurrentChange") {
        await release();
        return Result.fail(handled.failure);
      }
      log(`[setlists] setlist id ${setlistId} is already used by a stream; taking the next one`);
    }
    throw new Error(
      `no free setlist id after ${MAX_ID_ATTEMPTS} attempts: is the id sequence behind the events?`,
    );
  } finally {
    // Anything that threw (store down, a bug) must not cost the user a free setlist.
    await release();
  }
};
