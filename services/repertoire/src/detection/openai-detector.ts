/**
 * The OpenAI detector, for songs Encore's catalog does not know: the model answers a small JSON
 * object, decoded with a Schema and clamped to the ranges Encore stores; a detail out of range is
 * dropped rather than trusted. Its confidences are capped below the catalog's.
 */
import { MAX_SONG_SECONDS, MIN_SONG_SECONDS } from "@encore/contracts";
import { Result, Schema } from "effect";
import OpenAI from "openai";
import { normaliseKey } from "../songs/song-values.ts";
import {
  type DetectionOutcome,
  type FoundDetails,
  NOT_IN_CATALOG_NOR_OPENAI,
  type SongDetector,
} from "./detector.ts";

export interface OpenAiDetectorOptions {
  readonly apiKey: string;
  readonly model?: string;
  readonly baseURL?: string;
  readonly timeoutMs?: number;
}

/** OpenAI's answers are never as sure as the catalog's. */
export const MAX_OPENAI_CONFIDENCE = 0.8;

const NullableNumber = Schema.optionalKey(Schema.NullOr(Schema.Number));
const NullableString = Schema.optionalKey(Schema.NullOr(Schema.String));

export const ModelAnswer = Schema.Struct({
  known: Schema.Boolean,
  genre: NullableString,
  key: NullableString,
  bpm: NullableNumber,
  energy: NullableNumber,
  durationSeconds: NullableNumber,
  year: NullableNumber,
  confidence: NullableNumber,
});
export type ModelAnswer = typeof ModelAnswer.Type;

export const DETECTION_RESPONSE_SCHEMA = {
  type: "object",
  properties: {
    known: { type: "boolean" },
    genre: { type: ["string", "null"] },
    key: { type: ["string", "null"] },
    bpm: { type: ["number", "null"] },
    energy: { type: ["number", "null"] },
    durationSeconds: { type: ["number", "null"] },
    year: { type: ["number", "null"] },
    confidence: { type: ["number", "null"] },
  },
  required: ["known", "genre", "key", "bpm", "energy", "durationSeconds", "year", "confidence"],
  additionalProperties: false,
} as const;

const INSTRUCTIONS = [
  "You identify recorded songs for performing musicians.",
  "Given a title and artist, answer the best-known recording's genre (one or two words), musical key",
  "(like C, F#, Bb, Am or C#m), tempo in BPM, energy from 1 (hushed) to 10 (peak of the night),",
  "length in seconds and release year. Set known to false and every field to null if you do not know",
  "the song. confidence is how sure you are, from 0 to 1. Use null for any detail you are unsure of.",
].join(" ");

const within = (value: number | null | undefined, min: number, max: number) =>
  typeof value === "number" && Number.isFinite(value) && value >= min && value <= max ? value : undefined;

/** The model's answer as details Encore can store, or undefined when it knew nothing usable. */
export const detailsFromAnswer = (answer: ModelAnswer, thisYear: number): FoundDetails | undefined => {
  if (!answer.known) return undefined;
  const confidence =
    Math.round(Math.min(MAX_OPENAI_CONFIDENCE, Math.max(0, answer.confidence ?? 0.5)) * 100) / 100;
  const from = { source: "openai" as const, confidence };
  const genre = answer.genre?.trim().slice(0, 40);
  const key = answer.key ? normaliseKey(answer.key) : undefined;
  const bpm = within(answer.bpm, 20, 400);
  const energy = within(answer.energy, 0.5, 10.5);
  const duration = within(answer.durationSeconds, MIN_SONG_SECONDS, MAX_SONG_SECONDS);
  const year = within(answer.year, 1000, thisYear);
  const details: FoundDetails = {
    ...(genre ? { genre: { value: genre, ...from } } : {}),
    ...(key ? { key: { value: key, ...from } } : {}),
    ...(bpm === undefined ? {} : { bpm: { value: Math.round(bpm), ...from } }),
    ...(energy === undefined
      ? {}
      : { energy: { value: Math.min(10, Math.max(1, Math.round(energy))), ...from } }),
    ...(duration === undefined ? {} : { durationSeconds: { value: Math.round(duration), ...from } }),
    ...(year === undefined ? {} : { year: { value: Math.round(year), ...from } }),
  };
  return Object.keys(details).length === 0 ? undefined : details;
};

const decodeAnswer = Schema.decodeUnknownResult(Schema.fromJsonString(ModelAnswer));

export const createOpenAiDetector = (
  options: OpenAiDetectorOptions,
  now: () => Date = () => new Date(),
): SongDetector => {
  const client = new OpenAI({
    apiKey: options.apiKey,
    maxRetries: 1,
    timeout: options.timeoutMs ?? 30_000,
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
  });
  const model = options.model ?? "gpt-4.1-mini";
  return {
    name: "openai",
    detect: async (song): Promise<DetectionOutcome> => {
      const completion = await client.chat.completions.create({
        model,
        temperature: 0,
        response_format: {
          type: "json_schema",
          json_schema: { name: "song_details", strict: true, schema: DETECTION_RESPONSE_SCHEMA },
        },
        messages: [
          { role: "system", content: INSTRUCTIONS },
          { role: "user", content: JSON.stringify({ title: song.title, artist: song.artist }) },
        ],
      });
      const content = completion.choices[0]?.message.content ?? "";
      const decoded = decodeAnswer(content);
      if (Result.isFailure(decoded)) return { found: false, reason: "OpenAI's answer could not be read" };
      const details = detailsFromAnswer(decoded.success, now().getUTCFullYear());
      return details ? { found: true, details } : { found: false, reason: NOT_IN_CATALOG_NOR_OPENAI };
    },
  };
};

/** The catalog first; OpenAI only for the songs it does not know. */
export const catalogThenOpenAi = (catalogDetector: SongDetector, openAi: SongDetector): SongDetector => ({
  name: "catalog+openai",
  detect: async (song) => {
    const local = await catalogDetector.detect(song);
    if (local.found) return local;
    try {
      return await openAi.detect(song);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return {
        found: false,
        reason: `No match in Encore's catalog, and OpenAI could not be asked: ${reason}`.slice(0, 300),
      };
    }
  },
});
