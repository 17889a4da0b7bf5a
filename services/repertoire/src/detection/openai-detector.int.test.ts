/** The OpenAI detector against a local stand-in for the chat completions API (node:http, random port). */
import { beforeEach, describe, expect, it } from "vitest";
import { useOpenAiStandIn, userMessageOf } from "../../../setlists/src/testing/openai-stand-in.ts";
import { startHarness } from "../testing/repertoire-harness.ts";
import { createCatalogDetector } from "./catalog-detector.ts";
import { catalogThenOpenAi, createOpenAiDetector } from "./openai-detector.ts";

type Song = { title: string; artist: string };
type Answer = (asked: Song) => string | "fail";
let answer: Answer = () => "{}";
const asked: Song[] = [];

const openAi = useOpenAiStandIn((request) => {
  const song = userMessageOf(request) as Song;
  asked.push(song);
  const content = answer(song);
  return content === "fail" ? { status: 500, message: "model overloaded" } : { content };
});
beforeEach(() => {
  asked.length = 0;
});

const detector = () =>
  catalogThenOpenAi(
    createCatalogDetector(),
    createOpenAiDetector(
      { apiKey: "sk-test", baseURL: openAi.baseURL(), timeoutMs: 5000 },
      () => new Date("2026-11-21T00:00:00Z"),
    ),
  );

describe("the OpenAI detector", () => {
  it("is asked only about songs the catalog does not know, and its answer is clamped", async () => {
    answer = () =>
      JSON.stringify({
        known: true,
        genre: "Indie Folk",
        key: "F# minor",
        bpm: 96.4,
        energy: 14,
        durationSeconds: 251.6,
        year: 2031,
        confidence: 0.95,
      });
    const known = await detector().detect({ title: "Rehab", artist: "Amy Winehouse" });
    expect(asked).toEqual([]);
    expect(known).toMatchObject({ found: true, details: { bpm: { value: 145, source: "catalog" } } });

    const unknown = await detector().detect({ title: "Our First Dance", artist: "The Local Trio" });
    expect(asked).toEqual([{ title: "Our First Dance", artist: "The Local Trio" }]);
    expect(unknown).toEqual({
      found: true,
      details: {
        genre: { value: "Indie Folk", source: "openai", confidence: 0.8 },
        key: { value: "F#m", source: "openai", confidence: 0.8 },
        bpm: { value: 96, source: "openai", confidence: 0.8 },
        durationSeconds: { value: 252, source: "openai", confidence: 0.8 },
      },
    });
  });

  it("fails with a reason when the model does not know the song, answers nonsense, or errs", async () => {
    answer = () =>
      JSON.stringify({
        known: false,
        genre: null,
        key: null,
        bpm: null,
        energy: null,
        durationSeconds: null,
        year: null,
        confidence: null,
      });
    expect(await detector().detect({ title: "Nothing", artist: "Nobody" })).toEqual({
      found: false,
      reason: "No match in Encore's catalog, and OpenAI did not recognise the song",
    });
    answer = () => "not json at all";
    expect(await detector().detect({ title: "Nothing", artist: "Nobody" })).toEqual({
      found: false,
      reason: "OpenAI's answer could not be read",
    });
    answer = () => "fail";
    const failed = await detector().detect({ title: "Nothing", artist: "Nobody" });
    expect(failed.found).toBe(false);
    expect(failed.found ? "" : failed.reason).toMatch(
      /^No match in Encore's catalog, and OpenAI could not be asked: /,
    );
  });

  it("fills songs through the service's worker, the musician's values kept", async () => {
    answer = () =>
      JSON.stringify({
        known: true,
        genre: "Jazz",
        key: "Bb",
        bpm: 120,
        energy: 5,
        durationSeconds: 200,
        year: 1999,
        confidence: 0.6,
      });
    const harness = await startHarness({ detector: detector() });
    try {
      const userId = "user-openai";
      const repertoire = (
        await harness.call("POST", "/api/repertoires", { userId, body: { name: "Originals", type: "band" } })
      ).body;
      await harness.call("POST", `/api/repertoires/${repertoire.id}/songs`, {
        userId,
        body: { title: "Blue Hour", artist: "The Local Trio", key: "G" },
      });
      await harness.settle();
      const [song] = (await harness.call("GET", `/api/repertoires/${repertoire.id}/songs`, { userId })).body;
      expect(song).toMatchObject({
        aiStatus: "complete",
        key: "G",
        genre: "Jazz",
        bpm: 120,
        energy: 5,
        year: 1999,
        aiConfidence: 0.6,
        detected: { key: { source: "user" }, bpm: { source: "openai", confidence: 0.6 } },
      });
    } finally {
      await harness.stop();
    }
  });
});
