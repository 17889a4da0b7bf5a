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
