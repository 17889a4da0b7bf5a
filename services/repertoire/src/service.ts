import { randomUUID } from "node:crypto";
import { envVar, HttpUrl, loadConfig, NonEmptyText, type ServiceDefinition } from "@encore/runtime";
import { repertoireApi } from "./api/repertoires-api.ts";
import { catalogLookup } from "./bulk-import/catalog-lookup.ts";
import { createCatalogDetector } from "./detection/catalog-detector.ts";
import { createDetectionWorker, type DetectionWorker } from "./detection/detection-worker.ts";
import type { SongDetector } from "./detection/detector.ts";
import { catalogThenOpenAi, createOpenAiDetector } from "./detection/openai-detector.ts";
import { sequenceRepertoireIds } from "./domain/ids.ts";
import { serveRepertoireMessages } from "./messaging/songs-for-generation.ts";
import { repertoireReadModel } from "./projections/read-model.ts";
import { repertoiresProjection } from "./projections/repertoires.ts";

export const REPERTOIRE_SCHEMA = "repertoire";

/** The repertoire service's read models alone: what ops tools replay and report on. */
export const repertoireReadModels: ServiceDefinition = {
  name: "repertoire",
  schema: REPERTOIRE_SCHEMA,
  projections: [repertoiresProjection],
};

/** Detection asks OpenAI about songs the catalog does not know once its key is set. */
export const repertoireConfig = {
  openAiApiKey: envVar(
    "OPENAI_API_KEY",
    NonEmptyText,
    "an OpenAI API key, to detect song details with OpenAI",
    {
      optional: true,
    },
  ),
  openAiModel: envVar("OPENAI_MODEL", NonEmptyText, "the OpenAI model that detects song details", {
    defaultValue: "gpt-4.1-mini",
  }),
  openAiBaseUrl: envVar("OPENAI_BASE_URL", HttpUrl, "an http(s):// base URL of an OpenAI-compatible API", {
    optional: true,
  }),
  publicUrl: envVar("PUBLIC_URL", HttpUrl, "the http(s):// address users open Encore at, for share links", {
    defaultValue: "http://localhost:3000",
  }),
};

/** The catalog alone, or the catalog then OpenAI when OPENAI_API_KEY is set. */
export const detectorFromEnvironment = (
  env: Readonly<Record<string, string | undefined>> = process.env,
): SongDetector => {
  const config = loadConfig(repertoireConfig, env);
  const local = createCatalogDetector();
  if (!config.openAiApiKey) return local;
  return catalogThenOpenAi(
    local,
    createOpenAiDetector({
      apiKey: config.openAiApiKey,
      model: config.openAiModel,
      ...(config.openAiBaseUrl ? { baseURL: config.openAiBaseUrl } : {}),
    }),
  );
};

export interface RepertoireOptions {
  readonly detector?: SongDetector;
  readonly log?: (line: string) => void;
  /** Share links start with it; default PUBLIC_URL from the environment. */
  readonly publicUrl?: string;
  /** Tests may leave detection off to watch songs stay pending. */
  readonly detection?: boolean;
  /** Tests: the started detection worker, to wait until it has caught up. */
  readonly onDetectionWorker?: (worker: DetectionWorker) => void;
}

/** Repertoires, their songs, bulk import and song-detail detection. */
export const createRepertoireService = (options: RepertoireOptions = {}): ServiceDefinition => {
  const log = options.log ?? ((line: string) => console.log(line));
  const lookup = catalogLookup();
  return {
    ...repertoireReadModels,
    routes: (dependencies) =>
      repertoireApi({
        store: dependencies.store,
        readModel: repertoireReadModel(dependencies.database),
        ids: sequenceRepertoireIds(dependencies.database),
        newId: randomUUID,
        now: dependencies.now,
        log,
        lookup,
        waitForProjections: (position) => dependencies.waitForProjections(position),
        publicUrl: options.publicUrl ?? loadConfig(repertoireConfig, process.env).publicUrl,
      }),
    serveMessages: (dependencies) =>
      serveRepertoireMessages(dependencies.bus, repertoireReadModel(dependencies.database)),
    workers: async (dependencies) => {
      if (options.detection === false) return [];
      const worker = createDetectionWorker({
        store: dependencies.store,
        database: dependencies.database,
        detector: options.detector ?? detectorFromEnvironment(),
        now: dependencies.now,
        log,
      });
      await worker.start();
      options.onDetectionWorker?.(worker);
      return [worker];
    },
  };
};

export const repertoireService: ServiceDefinition = createRepertoireService();
