import { Result, Schema } from "effect";
import { describe, expect, it } from "vitest";
import {
  exampleSongDetected,
  exampleSongDetectionFailed,
  exampleSongDetectionRequested,
} from "../examples.ts";
import { formatSchemaError } from "../schema-errors.ts";
import { decodeEvent, encodeEvent } from "./registry.ts";
import { repertoireStreamId, SongDetected } from "./repertoire.ts";

const problems = (input: unknown): string => {
  const result = Schema.decodeUnknownResult(SongDetected, { errors: "all" })(input);
  return result._tag === "Failure" ? formatSchemaError(result.failure) : "";
};

describe("repertoire events round-trip through stored JSON", () => {
  it.each([
    ["SongDetectionRequested", exampleSongDetectionRequested],
    ["SongDetected", exampleSongDetected],
    ["SongDetectionFailed", exampleSongDetectionFailed],
  ] as const)("%s", (type, data) => {
    const encoded = Result.getOrThrow(encodeEvent(type, data as never));
    expect(Result.getOrThrow(decodeEvent(JSON.parse(JSON.stringify(encoded))))).toEqual({ type, data });
  });

  it("stream ids follow category-id", () => {
    expect(repertoireStreamId(7)).toBe("repertoire-7");
  });
});

describe("SongDetected", () => {
  it("accepts a detection that found only some details", () => {
    expect(
      problems({ repertoireId: 7, songId: 301, key: { value: "Am", source: "catalog", confidence: 1 } }),
    ).toBe("");
  });

  it("checks each detail's value, source and confidence", () => {
    expect(
      problems({
        repertoireId: 7,
        songId: 301,
        bpm: { value: 0, source: "catalog", confidence: 1 },
        energy: { value: 7, source: "spotify", confidence: 1.2 },
        year: { value: 2007, source: "user" },
      }),
    ).toBe(
      [
        "bpm.value: must be between 20 and 400 BPM",
        'energy.source: expected "catalog" | "openai" | "user"',
        "energy.confidence: must be between 0 and 1",
        "year.confidence: is required",
      ].join("; "),
    );
  });
});

describe("repertoire and song events round-trip through stored JSON", () => {
  const song = {
    songId: 301,
    title: "Valerie",
    artist: "Amy Winehouse",
    key: "Eb",
    durationSeconds: 233,
    vocalist: "Ana",
    sources: { key: { source: "catalog", confidence: 1 } },
  };
  it.each([
    [
      "RepertoireCreated",
      {
        repertoireId: 7,
        userId: "user-1",
        name: "Jazz Standards",
        type: "band",
        description: null,
        vocalists: [{ name: "Ana", gender: "female" }],
        tags: ["weddings"],
        defaultKey: "Bb",
        defaultEnergy: 3,
        clonedFrom: 3,
      },
    ],
    ["RepertoireUpdated", { repertoireId: 7, name: "Jazz", description: null, defaultEnergy: null }],
    ["RepertoireDeleted", { repertoireId: 7 }],
    ["RepertoireShared", { repertoireId: 7, shareableId: "6f1c2a4e-3b5d-4e7f-8a9b-0c1d2e3f4a5b" }],
    ["SongAdded", { repertoireId: 7, song }],
    [
      "SongsImported",
      { repertoireId: 7, songs: [song, { songId: 302, title: "Jolene", artist: "Dolly Parton" }] },
    ],
    ["SongUpdated", { repertoireId: 7, songId: 301, changes: { key: null, energy: 8, title: "Rehab" } }],
    ["SongRemoved", { repertoireId: 7, songId: 301 }],
    ["VocalistAssignmentsCleared", { repertoireId: 7, vocalistName: "Ana", songIds: [301, 302] }],
    ["SongDetectionStarted", { repertoireId: 7, songId: 301 }],
  ] as const)("%s", (type, data) => {
    const encoded = Result.getOrThrow(encodeEvent(type, data as never));
    expect(Result.getOrThrow(decodeEvent(JSON.parse(JSON.stringify(encoded))))).toEqual({ type, data });
  });

  it("refuses a default energy outside 1-5 and an empty import", () => {
    expect(Result.isFailure(encodeEvent("RepertoireUpdated", { repertoireId: 7, defaultEnergy: 8 }))).toBe(
      true,
    );
    expect(Result.isFailure(encodeEvent("SongsImported", { repertoireId: 7, songs: [] }))).toBe(true);
  });
});
