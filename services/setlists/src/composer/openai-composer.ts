/**
 * The OpenAI-backed composer: the model picks and orders songs from a shortlist the local scoring
 * made; its answer is mapped back to candidates, repaired (must-haves, timing with the local fitter,
 * order when the flow fails) and checked by the same rules as the local composer. When the answer is
 * unusable or still breaks a rule, the local composer's setlist is returned and a line is logged.
 */
import type { GenerationBrief } from "@encore/contracts";
import OpenAI from "openai";
import type { Composer, Composition, CompositionRequest } from "./composer-port.ts";
import { movedByFeedback } from "./fit-scoring.ts";
import {
  composeSetlist,
  finishComposition,
  fitSets,
  insightsById,
  rankCandidates,
  resolvePinnedSongs,
  setTargets,
} from "./local-composer.ts";
import { checkComposition, errorsOf } from "./rules.ts";
import { seededRandom } from "./seeded-random.ts";
import { orderSet } from "./set-order.ts";
import type { SetSong } from "./set-song.ts";

export interface OpenAiComposerOptions {
  readonly apiKey: string;
  readonly model?: string;
  readonly baseURL?: string;
  /** Per request; no retries, so this bounds the wait before the local fallback. */
  readonly timeoutMs?: number;
  /** Where fallbacks and repairs are reported; console.warn by default. */
  readonly log?: (line: string) => void;
}

const DEFAULT_TIMEOUT_MS = 30_000;
/** The shortlist offers this many times the songs the brief needs, within bounds. */
const SHORTLIST_FACTOR = 2.5;
const SHORTLIST_MIN = 40;
const SHORTLIST_MAX = 300;
const TYPICAL_SONG_SECONDS = 230;
const MAX_REASON_LENGTH = 120;

export const SETLIST_RESPONSE_SCHEMA = {
  type: "object",
  properties: {
    sets: {
      type: "array",
      items: {
        type: "object",
        properties: {
          songs: {
            type: "array",
            items: {
              type: "object",
              properties: { id: { type: "string" }, reason: { type: "string" } },
              required: ["id", "reason"],
              additionalProperties: false,
            },
          },
        },
        required: ["songs"],
        additionalProperties: false,
      },
    },
  },
  required: ["sets"],
  additionalProperties: false,
} as const;

const INSTRUCTIONS = [
  "You are Encore's setlist composer for performing musicians.",
  "Choose songs only from the given list, by id, and put them in playing order, set by set.",
  "Each set's durations must add up to its targetSeconds within 30 seconds.",
  "Include every id in mustInclude. Never use a song twice.",
  "Follow the energy flow (build: rising; wave: rises and falls; high: high throughout with one breather).",
  "Open and close each set strongly, spread ballads out, keep key and tempo changes between neighbours smooth.",
  "Give each song a one-line reason a musician would read, e.g. 'Opener: high-energy singalong'.",
  "Some songs carry audienceFeedback from gigs like this one: a score from -1 (audiences disliked it) to 1",
  "(they loved it) and the evidence. Favour songs with a positive score, avoid negative ones unless the",
  "timing needs them, and quote the evidence in the reason of a song you chose because of it.",
].join(" ");

export interface ModelAnswer {
  readonly sets: readonly { readonly songs: readonly { readonly id: string; readonly reason: string }[] }[];
}

/** The model's JSON, or undefined when it is not the shape asked for. */
export const readModelAnswer = (content: string | null | undefined): ModelAnswer | undefined => {
  if (!content) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return undefined;
  }
  if (typeof parsed !== "object" || parsed === null || !Array.isArray((parsed as { sets?: unknown }).sets))
    return undefined;
  const sets = (parsed as { sets: unknown[] }).sets.map((set) => {
    const songs = (set as { songs?: unknown } | null)?.songs;
    if (!Array.isArray(songs)) return undefined;
    return {
      songs: songs.flatMap((song: unknown) => {
        const { id, reason } = (song ?? {}) as { id?: unknown; reason?: unknown };
        return typeof id === "string" ? [{ id, reason: typeof reason === "string" ? reason : "" }] : [];
      }),
    };
  });
  return sets.every((set) => set !== undefined) ? { sets } : undefined;
};

const briefForModel = (brief: GenerationBrief) => ({
  actName: brief.actName,
  actType: brief.actType,
  eventType: brief.eventType,
  audienceType: brief.audienceType,
  energyFlow: brief.energyFlow,
  hornSection: brief.hornSection,
  vocalists: brief.vocalists.length,
  venueType: brief.venueType,
  venueCountry: brief.venueCountry,
  venueCity: brief.venueCity,
  specialNotes: brief.specialNotes,
});

export const createOpenAiComposer = (options: OpenAiComposerOptions): Composer => {
  const client = new OpenAI({
    apiKey: options.apiKey,
    maxRetries: 0,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
  });
  const model = options.model ?? process.env.OPENAI_MODEL ?? "gpt-4.1-mini";
  const log = options.log ?? ((line: string) => console.warn(line));

  const fallBack = (request: CompositionRequest, why: string): Composition => {
    log(`openai composer: ${why}; using the local composer`);
    return composeSetlist(request);
  };

  return {
    name: "openai",
    async compose(request) {
      const { brief } = request;
      const random = seededRandom(request.seed);
      const insights = insightsById(request.insights);
      const targets = setTargets(brief);
      const pinned = resolvePinnedSongs(brief, request.candidates, insights);
      const ranked = rankCandidates(
        brief,
        request.candidates,
        insights,
        pinned,
        random,
        request.playedHereLastTime,
      );
      const wanted =
        (targets.reduce((sum, target) => sum + target, 0) / TYPICAL_SONG_SECONDS) * SHORTLIST_FACTOR;
      const shortlist = ranked.slice(0, Math.min(SHORTLIST_MAX, Math.max(SHORTLIST_MIN, Math.ceil(wanted))));
      const offered = [...pinned.filter((song) => song.known), ...shortlist];

      let answer: ModelAnswer | undefined;
      try {
        const completion = await client.chat.completions.create({
          model,
          temperature: 0.7,
          seed: request.seed,
          response_format: {
            type: "json_schema",
            json_schema: { name: "setlist", strict: true, schema: SETLIST_RESPONSE_SCHEMA },
          },
          messages: [
            { role: "system", content: INSTRUCTIONS },
            {
              role: "user",
              content: JSON.stringify({
                brief: briefForModel(brief),
                sets: targets.map((targetSeconds, index) => ({ name: `Set ${index + 1}`, targetSeconds })),
                mustInclude: pinned.filter((song) => song.known).map((song) => song.id),
                songs: offered.map((song) => {
                  const feedback = insights.get(song.id);
                  return {
                    id: song.id,
                    title: song.title,
                    artist: song.artist,
                    durationSeconds: song.durationSeconds,
                    energy: song.energy,
                    key: song.key,
                    bpm: song.bpm,
                    ...(feedback
                      ? {
                          audienceFeedback: {
                            score: Math.round(feedback.score * 100) / 100,
                            evidence: feedback.evidence,
                          },
                        }
                      : {}),
                  };
                }),
              }),
            },
          ],
        });
        answer = readModelAnswer(completion.choices[0]?.message.content);
      } catch (error) {
        return fallBack(
          request,
          `the request failed (${error instanceof Error ? error.message : String(error)})`,
        );
      }
      if (!answer) return fallBack(request, "the answer was not the JSON asked for");

      // Map ids back: unknown ids and repeats are dropped; extra sets join the last one.
      const byId = new Map(offered.map((song) => [song.id, song]));
      const used = new Set<string>();
      const reasons = new Map<string, string>();
      const sets = targets.map((): SetSong[] => []);
      answer.sets.forEach((set, index) => {
        for (const { id, reason } of set.songs) {
          const song = byId.get(id);
          if (!song || used.has(id)) continue;
          used.add(id);
          const line = reason.trim().slice(0, MAX_REASON_LENGTH);
          // A song feedback moved keeps the evidence as its reason, as the local composer gives it.
          if (line && song.pin === undefined && !movedByFeedback(insights.get(id))) reasons.set(id, line);
          sets[Math.min(index, sets.length - 1)]!.push(song);
        }
      });
      const repairs: string[] = [];
      const missing = pinned.filter((song) => !used.has(song.id));
      const missingKnown = missing.filter((song) => song.known).length;
      if (missingKnown > 0) repairs.push(`added ${missingKnown} must-have/requested song(s)`);
      for (const song of missing) {
        const room = sets.map(
          (set, index) => targets[index]! - set.reduce((sum, s) => sum + s.durationSeconds, 0),
        );
        sets[room.indexOf(Math.max(...room))]!.push(song);
      }
      const pool = ranked.filter((song) => !used.has(song.id));
      const fitted = fitSets(sets, targets, pool);
      if (
        fitted.sets.some(
          (set, index) => set.length !== sets[index]!.length || set.some((s, i) => s !== sets[index]![i]),
        )
      )
        repairs.push("fitted the timing");

      let composition = finishComposition(brief, fitted.sets, insights, random, { reasons });
      if (
        errorsOf(checkComposition(request, composition)).some((violation) => violation.rule === "energy-flow")
      ) {
        repairs.push("reordered to the energy flow");
        const ordered = fitted.sets.map((set) => orderSet(set, brief.energyFlow));
        composition = finishComposition(brief, ordered, insights, seededRandom(request.seed), { reasons });
      }
      const errors = errorsOf(checkComposition(request, composition));
      if (errors.length > 0)
        return fallBack(request, `the answer still breaks rules (${errors[0]!.message})`);
      if (repairs.length > 0) log(`openai composer: repaired the answer (${repairs.join(", ")})`);
      return composition;
    },
  };
};
