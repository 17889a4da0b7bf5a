/** The OpenAI composer against a local stand-in for the chat completions API (node:http, random port). */
import { beforeEach, describe, expect, it } from "vitest";
import { useOpenAiStandIn, userMessageOf } from "../testing/openai-stand-in.ts";
import type { CompositionRequest } from "./composer-port.ts";
import { composeSetlist } from "./local-composer.ts";
import { createOpenAiComposer } from "./openai-composer.ts";
import { checkComposition, errorsOf } from "./rules.ts";
import { weddingBrief } from "./testing/random-brief.ts";
import { syntheticCatalog } from "./testing/synthetic-catalog.ts";

interface OfferedSong {
  readonly id: string;
  readonly durationSeconds: number;
  readonly audienceFeedback?: { readonly score: number; readonly evidence: string };
}
interface UserMessage {
  readonly sets: readonly { readonly targetSeconds: number }[];
  readonly mustInclude: readonly string[];
  readonly songs: readonly OfferedSong[];
}
type Answer = (asked: UserMessage) => string | "hang";

let answer: Answer = () => "{}";
const received: Record<string, unknown>[] = [];

const openAi = useOpenAiStandIn((request) => {
  received.push(request as unknown as Record<string, unknown>);
  const content = answer(userMessageOf(request) as UserMessage);
  return content === "hang" ? "hang" : { content };
});

beforeEach(() => {
  received.length = 0;
});

const catalog = syntheticCatalog();
const request: CompositionRequest = {
  brief: weddingBrief({
    eventType: "corporate",
    mustHaveSongs: ["Song 12 - Artist 12", "Our Song - The Cousins"],
    vocalists: [
      { name: "Ana", gender: "female" },
      { name: "Ben", gender: "male" },
    ],
  }),
  candidates: catalog,
  seed: 3,
};

/** A model that fills each set greedily to its target from the offered songs, must-haves first. */
const goodModel: Answer = (asked) => {
  const offered = new Map(asked.songs.map((song) => [song.id, song]));
  const queue = [...asked.mustInclude, ...asked.songs.map((song) => song.id)];
  const used = new Set<string>();
  const sets = asked.sets.map(({ targetSeconds }) => {
    const songs: { id: string; reason: string }[] = [];
    let total = 0;
    for (const id of queue) {
      const song = offered.get(id)!;
      if (used.has(id) || total + song.durationSeconds > targetSeconds + 30) continue;
      used.add(id);
      total += song.durationSeconds;
      songs.push({ id, reason: "Picked by the model" });
      if (total >= targetSeconds - 30) break;
    }
    return { songs };
  });
  return JSON.stringify({ sets });
};

const composerWithLog = (timeoutMs = 5_000) => {
  const lines: string[] = [];
  const composer = createOpenAiComposer({
    apiKey: "test-key",
    baseURL: openAi.baseURL(),
    timeoutMs,
    log: (line) => lines.push(line),
  });
  return { composer, lines };
};

describe("createOpenAiComposer", () => {
  it("asks for JSON song ids per set and keeps a good answer, with the model's reasons", async () => {
    answer = goodModel;
    const { composer, lines } = composerWithLog();
    const composition = await composer.compose(request);
    expect(composer.name).toBe("openai");
    expect(errorsOf(checkComposition(request, composition))).toEqual([]);
    expect(
      composition.sections.flatMap((s) => s.songs).filter((s) => s.reason === "Picked by the model").length,
    ).toBeGreaterThan(10);
    expect(received[0]).toMatchObject({ model: "gpt-4.1-mini", response_format: { type: "json_schema" } });
    expect(lines.join("\n")).not.toMatch(/local composer/);
  });

  it("tells the model what audiences thought and keeps the evidence as the reason of a song it moved", async () => {
    const offered: UserMessage[] = [];
    answer = (asked) => {
      offered.push(asked);
      return goodModel(asked);
    };
    const loved = catalog.find((song) => song.tags.includes("party") && !song.tags.includes("dj-only"))!;
    const withFeedback: CompositionRequest = {
      ...request,
      insights: [{ songId: loved.id, score: 0.876, evidence: "loved at 3 weddings in Lisbon" }],
    };
    const { composer } = composerWithLog();
    const composition = await composer.compose(withFeedback);
    const song = offered[0]!.songs.find((candidate) => candidate.id === loved.id);
    expect(song?.audienceFeedback).toEqual({ score: 0.88, evidence: "loved at 3 weddings in Lisbon" });
    expect(offered[0]!.songs.filter((candidate) => candidate.audienceFeedback)).toHaveLength(1);
    const placed = composition.sections.flatMap((s) => s.songs).find((s) => s.title === loved.title);
    expect(placed?.reason).toBe("Loved at 3 weddings in Lisbon");
  });

  it("repairs an answer that misses the timing, keeping the model's songs", async () => {
    answer = (asked) => {
      const free = asked.songs.filter((song) => !asked.mustInclude.includes(song.id));
      return JSON.stringify({
        sets: asked.sets.map((_, i) => ({ songs: [{ id: free[i]!.id, reason: "Model pick" }] })),
      });
    };
    const { composer, lines } = composerWithLog();
    const composition = await composer.compose(request);
    expect(errorsOf(checkComposition(request, composition))).toEqual([]);
    expect(
      composition.sections.flatMap((s) => s.songs).filter((s) => s.reason === "Model pick"),
    ).toHaveLength(2);
    expect(lines.join("\n")).toMatch(/repaired the answer \(.*fitted the timing/);
  });

  it("falls back to the local composer on a malformed answer, and says so", async () => {
    answer = () => "Sure! Here is your setlist: Set 1 …";
    const { composer, lines } = composerWithLog();
    expect(await composer.compose(request)).toEqual(composeSetlist(request));
    expect(lines.join("\n")).toMatch(/not the JSON asked for; using the local composer/);
  });

  it("falls back when the model does not answer in time", async () => {
    answer = () => "hang";
    const { composer, lines } = composerWithLog(300);
    expect(await composer.compose(request)).toEqual(composeSetlist(request));
    expect(lines.join("\n")).toMatch(/request failed .*using the local composer/);
  });
});
