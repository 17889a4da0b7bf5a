/** The OpenAI detector against a local stand-in for the chat completions API (node:http, random port). */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startHarness } from "../testing/repertoire-harness.ts";
import { createCatalogDetector } from "./catalog-detector.ts";
import { catalogThenOpenAi, createOpenAiDetector } from "./openai-detector.ts";

type Answer = (asked: { title: string; artist: string }) => string | "fail";
let answer: Answer = () => "{}";
const asked: Array<{ title: string; artist: string }> = [];
let server: Server;
let baseURL = "";

const completion = (content: string) => ({
  id: "chatcmpl-test",
  object: "chat.completion",
  created: 1_700_000_000,
  model: "gpt-4.1-mini",
  choices: [
    {
      index: 0,
      message: { role: "assistant", content, refusal: null },
      finish_reason: "stop",
      logprobs: null,
    },
  ],
  usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
});

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      const parsed = JSON.parse(body) as { messages: { role: string; content: string }[] };
      const song = JSON.parse(parsed.messages.find((message) => message.role === "user")!.content);
      asked.push(song);
      const content = answer(song);
      if (content === "fail") {
        response.writeHead(500, { "content-type": "application/json" });
        response.end(JSON.stringify({ error: { message: "model overloaded" } }));
        return;
      }
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify(completion(content)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  asked.length = 0;
});

const detector = () =>
  catalogThenOpenAi(
    createCatalogDetector(),
    createOpenAiDetector(
      { apiKey: "sk-test", baseURL, timeoutMs: 5000 },
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
