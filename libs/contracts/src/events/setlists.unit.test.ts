import { Result, Schema } from "effect";
import { describe, expect, it } from "vitest";
import {
  exampleFeedbackGiven,
  exampleSetlistDeleted,
  exampleSetlistEdited,
  exampleSetlistGenerated,
  exampleSetlistMovedToFolder,
  exampleSetlistRenamed,
  exampleSetlistSaved,
  exampleSetlistShared,
} from "../examples.ts";
import { formatSchemaError } from "../schema-errors.ts";
import { decodeEvent, encodeEvent } from "./registry.ts";
import { FeedbackGiven, SetlistGenerated, setlistStreamId } from "./setlists.ts";

const problems = (schema: Schema.Codec<unknown, unknown>, input: unknown): string => {
  const result = Schema.decodeUnknownResult(schema, { errors: "all" })(input);
  return result._tag === "Failure" ? formatSchemaError(result.failure) : "";
};

/** Encodes, goes through JSON text as the store would, and decodes. */
const roundTrip = (event: Parameters<typeof encodeEvent>[0], data: unknown) => {
  const encoded = Result.getOrThrow(encodeEvent(event, data as never));
  const stored = JSON.parse(JSON.stringify(encoded));
  return Result.getOrThrow(decodeEvent(stored));
};

describe("setlist events round-trip through stored JSON", () => {
  it.each([
    ["SetlistGenerated", exampleSetlistGenerated],
    ["FeedbackGiven", exampleFeedbackGiven],
    ["SetlistSaved", exampleSetlistSaved],
    ["SetlistRenamed", exampleSetlistRenamed],
    ["SetlistMovedToFolder", exampleSetlistMovedToFolder],
    ["SetlistDeleted", exampleSetlistDeleted],
    ["SetlistEdited", exampleSetlistEdited],
    ["SetlistShared", exampleSetlistShared],
  ] as const)("%s", (type, data) => {
    expect(roundTrip(type, data)).toEqual({ type, data });
  });

  it("stream ids follow category-id", () => {
    expect(setlistStreamId(42)).toBe("setlist-42");
  });
});

describe("SetlistGenerated", () => {
  const firstSong = exampleSetlistGenerated.sections[0]!.songs[0]!;
  const withFirstSong = (song: object) => ({
    ...exampleSetlistGenerated,
    sections: [{ ...exampleSetlistGenerated.sections[0]!, songs: [{ ...firstSong, ...song }] }],
  });

  it("validates the brief inside it, with the path through brief", () => {
    expect(
      problems(SetlistGenerated, {
        ...exampleSetlistGenerated,
        brief: { ...exampleSetlistGenerated.brief, numberOfSets: 6 },
      }),
    ).toBe("brief.numberOfSets: must be between 1 and 5");
  });

  it("validates each song's energy, key, duration and known flag", () => {
    expect(
      problems(SetlistGenerated, withFirstSong({ energy: 11, key: "H", durationSeconds: 0, known: "yes" })),
    ).toBe(
      [
        "sections[0].songs[0].durationSeconds: must be between 1 and 1800",
        `sections[0].songs[0].key: expected "C" | "C#" | "Db" | "D" | "D#" | "Eb" | "E" | "F" | "F#" | "Gb" | "G" | "G#" | "Ab" | "A" | "A#" | "Bb" | "B" | "Cm" | "C#m" | "Dbm" | "Dm" | "D#m" | "Ebm" | "Em" | "Fm" | "F#m" | "Gbm" | "Gm" | "G#m" | "Abm" | "Am" | "A#m" | "Bbm" | "Bm"`,
        "sections[0].songs[0].energy: must be between 1 and 10",
        "sections[0].songs[0].known: expected boolean",
      ].join("; "),
    );
  });

  it("keeps an unknown requested song as typed, without key, bpm or energy", () => {
    const unknownSong = exampleSetlistGenerated.sections[0]!.songs[1]!;
    expect(unknownSong.known).toBe(false);
    expect(problems(SetlistGenerated, exampleSetlistGenerated)).toBe("");
  });

  it("requires a known composer and an integer seed", () => {
    expect(problems(SetlistGenerated, { ...exampleSetlistGenerated, composer: "gpt", seed: 1.5 })).toBe(
      'seed: must be a whole number; composer: expected "local" | "openai"',
    );
  });
});

describe("FeedbackGiven", () => {
  it("reads 'Unknown' city and country and an 'other' venue when the quick form leaves them out", () => {
    const quick = {
      setlistId: 42,
      userId: "user-1",
      overallRating: 5,
      whatWorked: "Great crowd",
      songFeedback: [],
      venue: {},
      eventType: "club",
    };
    expect(Schema.decodeUnknownSync(FeedbackGiven)(quick).venue).toEqual({
      country: "Unknown",
      city: "Unknown",
      venueType: "other",
    });
  });

  it("uses the spec's messages for a blank city or country", () => {
    expect(problems(FeedbackGiven, { ...exampleFeedbackGiven, venue: { country: " ", city: "" } })).toBe(
      "venue.country: Country is required for location insights; venue.city: City is required for location insights",
    );
  });

  it("checks every rating is 1-5 and every reaction is known", () => {
    const message = problems(FeedbackGiven, {
      ...exampleFeedbackGiven,
      overallRating: 0,
      flowRating: 6,
      songFeedback: [
        {
          songIndex: -1,
          title: "At Last",
          artist: "Etta James",
          rating: 9,
          notes: "",
          audienceReaction: "meh",
        },
      ],
    });
    expect(message).toBe(
      [
        "overallRating: must be between 1 and 5",
        "flowRating: must be between 1 and 5",
        "songFeedback[0].songIndex: must be at least 0",
        "songFeedback[0].rating: must be between 1 and 5",
        'songFeedback[0].audienceReaction: expected "loved" | "liked" | "neutral" | "disliked"',
      ].join("; "),
    );
  });

  it("checks the event date is a calendar date", () => {
    expect(problems(FeedbackGiven, { ...exampleFeedbackGiven, eventDate: "2025-02-30" })).toBe(
      "eventDate: must be a date like 2025-01-05",
    );
  });
});
