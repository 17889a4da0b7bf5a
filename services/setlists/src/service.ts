import { randomInt, randomUUID } from "node:crypto";
import type { CatalogSong } from "@encore/catalog";
import { catalog } from "@encore/catalog";
import { envVar, HttpUrl, loadConfig, NonEmptyText, type ServiceDefinition } from "@encore/runtime";
import { setlistsApi } from "./api/setlists-api.ts";
import type { Composer } from "./composer/composer-port.ts";
import { createLocalComposer } from "./composer/local-composer.ts";
import { createOpenAiComposer } from "./composer/openai-composer.ts";
import { billingQuota } from "./domain/generation-quota.ts";
import { lastGigFromReadModel } from "./domain/last-gig-at-venue.ts";
import { type RepertoireSongSource, repertoireSongsOverBus } from "./domain/repertoire-candidates.ts";
import { sequenceSetlistIds } from "./domain/setlist-ids.ts";
import { type SongInsightsProvider, songInsightsOverBus } from "./domain/song-insights.ts";
import { setlistsProjection } from "./projections/setlists.ts";
import { setlistsReadModel } from "./projections/setlists-read-model.ts";

export const SETLISTS_SCHEMA = "setlists";

/** The setlists service's read models alone: what ops tools replay and report on. */
export const setlistsReadModels: ServiceDefinition = {
  name: "setlists",
  schema: SETLISTS_SCHEMA,
  projections: [setlistsProjection],
};

/** Composing with OpenAI switches on with its key; without it the local composer does the work. */
export const setlistsConfig = {
  openAiApiKey: envVar("OPENAI_API_KEY", NonEmptyText, "an OpenAI API key, to compose setlists with OpenAI", {
    optional: true,
  }),
  openAiModel: envVar("OPENAI_MODEL", NonEmptyText, "the OpenAI model that composes setlists", {
    defaultValue: "gpt-4.1-mini",
  }),
  publicUrl: envVar("PUBLIC_URL", HttpUrl, "the http(s):// address users open Encore at, for share links", {
    defaultValue: "http://localhost:3000",
  }),
  openAiBaseUrl: envVar("OPENAI_BASE_URL", HttpUrl, "an http(s):// base URL of an OpenAI-compatible API", {
    optional: true,
  }),
};

export const composerFromEnvironment = (
  env: Readonly<Record<string, string | undefined>> = process.env,
): Composer => {
  const config = loadConfig(setlistsConfig, env);
  if (!config.openAiApiKey) return createLocalComposer();
  return createOpenAiComposer({
    apiKey: config.openAiApiKey,
    model: config.openAiModel,
    ...(config.openAiBaseUrl ? { baseURL: config.openAiBaseUrl } : {}),
  });
};

export interface SetlistsOptions {
  readonly composer?: Composer;
  readonly candidates?: () => readonly CatalogSong[];
  /** Default: asked of the repertoire service over the message bus. */
  readonly repertoireSongs?: RepertoireSongSource;
  /** Default: asked of the analytics service over the message bus. */
  readonly insights?: SongInsightsProvider;
  /** Tests pass a fixed seed; production draws one per generation. */
  readonly newSeed?: () => number;
  readonly log?: (line: string) => void;
  /** Share links start with it; default PUBLIC_URL from the environment. */
  readonly publicUrl?: string;
}

/** Generation, saved setlists, folders, editing, sharing, export and the inspiration library. */
export const createSetlistsService = (options: SetlistsOptions = {}): ServiceDefinition => ({
  ...setlistsReadModels,
  routes: (dependencies) => {
    const log = options.log ?? ((line: string) => console.log(line));
    const readModel = setlistsReadModel(dependencies.database);
    return setlistsApi({
      store: dependencies.store,
      quota: billingQuota(dependencies.bus, log),
      composer: options.composer ?? composerFromEnvironment(),
      candidates: options.candidates ?? (() => catalog),
      repertoireSongs: options.repertoireSongs ?? repertoireSongsOverBus(dependencies.bus, log),
      insights: options.insights ?? songInsightsOverBus(dependencies.bus, log),
      ids: sequenceSetlistIds(dependencies.database),
      newId: randomUUID,
      newSeed: options.newSeed ?? (() => randomInt(0, 2 ** 31 - 1)),
      now: dependencies.now,
      log,
      readModel,
      lastGigAtVenue: lastGigFromReadModel(readModel),
      waitForProjections: (position) => dependencies.waitForProjections(position),
      publicUrl: options.publicUrl ?? loadConfig(setlistsConfig, process.env).publicUrl,
    });
  },
});

export const setlistsService: ServiceDefinition = createSetlistsService();
