/**
 * Generating a setlist (POST /api/setlists/generate): reserve one generation with billing, compose
 * over the candidates with a random seed (kept in the event, so the setlist can be replayed), take
 * the next setlist id, append SetlistGenerated. A reservation whose generation failed is released.
 */
import type { GenerationBrief, SetlistGenerated } from "@encore/contracts";
import { setlistStreamId } from "@encore/contracts";
import type { EventStore, Position } from "@encore/eventstore";
import { Result } from "effect";
import type { CatalogSong } from "../catalog/catalog-song.ts";
import type { Composer } from "../composer/composer-port.ts";
import { handleSetlistCommand } from "./command-handling.ts";
import type { ConcurrentChange } from "./errors.ts";
import type { GenerationQuota } from "./generation-quota.ts";
import { decideGenerate } from "./setlist.ts";
import type { SetlistIds } from "./setlist-ids.ts";

export interface GenerationDependencies {
  readonly store: EventStore;
  readonly quota: GenerationQuota;
  readonly composer: Composer;
  /** The songs to choose from when no repertoire is selected: Encore's catalog. */
  readonly candidates: () => readonly CatalogSong[];
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
  | ConcurrentChange;

export interface Generated {
  readonly setlist: SetlistGenerated;
  readonly position: Position;
}

/** Ids tried when a stream already holds the id the sequence gave (the sequence was reset). */
const MAX_ID_ATTEMPTS = 5;

export const generateSetlist = async (
  dependencies: GenerationDependencies,
  request: { readonly userId: string; readonly brief: GenerationBrief },
): Promise<Result.Result<Generated, GenerationRefusal>> => {
  const { store, quota, composer, ids, newId, now, log } = dependencies;
  const { userId, brief } = request;
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
      composition = await composer.compose({ brief, candidates: dependencies.candidates(), seed });
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
        return Result.succeed({ setlist, position: handled.success.position });
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
