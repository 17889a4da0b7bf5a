import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { exampleBrief } from "./examples.ts";
import { GenerationBrief } from "./generation-brief.ts";
import { formatSchemaError } from "./schema-errors.ts";

const problems = (input: unknown): string => {
  const result = Schema.decodeUnknownResult(GenerationBrief, { errors: "all" })(input);
  return result._tag === "Failure" ? formatSchemaError(result.failure) : "";
};

const vocalist = (name: string) => ({ name, gender: "female" });

describe("GenerationBrief", () => {
  it("accepts a full brief and a minimal one", () => {
    expect(problems(exampleBrief)).toBe("");
    expect(
      problems({
        eventType: "club",
        audienceType: "young",
        numberOfSets: 1,
        setDurations: [60],
        vocalists: [],
        hornSection: false,
        energyFlow: "high",
        mustHaveSongs: [],
        songRequests: [],
        selectedRepertoireIds: [],
      }),
    ).toBe("");
  });

  it.each([0, 6, 2.5])("rejects numberOfSets %s", (numberOfSets) => {
    expect(problems({ ...exampleBrief, numberOfSets })).toMatch(/^numberOfSets: must be /);
  });

  it("says why numberOfSets 0 and 6 fail", () => {
    expect(problems({ ...exampleBrief, numberOfSets: 0, setDurations: [] })).toContain(
      "numberOfSets: must be between 1 and 5",
    );
    expect(problems({ ...exampleBrief, numberOfSets: 6 })).toBe("numberOfSets: must be between 1 and 5");
  });

  it("accepts set durations at the bounds 1 and 180 minutes", () => {
    expect(problems({ ...exampleBrief, setDurations: [1, 180] })).toBe("");
  });

  it("rejects set durations 0 and 181 minutes, naming each set", () => {
    expect(problems({ ...exampleBrief, setDurations: [0, 181] })).toBe(
      "setDurations[0]: must be between 1 and 180; setDurations[1]: must be between 1 and 180",
    );
  });

  it("rejects a fractional set duration", () => {
    expect(problems({ ...exampleBrief, setDurations: [45.5, 60] })).toBe(
      "setDurations[0]: must be a whole number",
    );
  });

  it("requires one set duration per set", () => {
    expect(problems({ ...exampleBrief, numberOfSets: 3 })).toBe(
      "setDurations: must have one entry per set (numberOfSets is 3)",
    );
  });

  it("accepts 5 vocalists and rejects a 6th with the spec's message", () => {
    const five = ["A", "B", "C", "D", "E"].map(vocalist);
    expect(problems({ ...exampleBrief, vocalists: five })).toBe("");
    expect(problems({ ...exampleBrief, vocalists: [...five, vocalist("F")] })).toBe(
      "vocalists: Maximum 5 vocalists allowed",
    );
  });

  it("rejects a blank vocalist name and an unknown gender with the field path", () => {
    expect(problems({ ...exampleBrief, vocalists: [vocalist("Ana"), { name: "  ", gender: "other" }] })).toBe(
      'vocalists[1].name: Vocalist name is required; vocalists[1].gender: expected "male" | "female"',
    );
  });

  it("reports every failed field at once", () => {
    const message = problems({
      ...exampleBrief,
      eventType: "bar mitzvah",
      energyFlow: "random",
      hornSection: "yes",
      mustHaveSongs: [""],
      selectedRepertoireIds: [0],
    });
    for (const field of [
      "eventType",
      "energyFlow",
      "hornSection",
      "mustHaveSongs[0]",
      "selectedRepertoireIds[0]",
    ]) {
      expect(message).toContain(`${field}: `);
    }
  });

  it("requires the fields the engine cannot default", () => {
    expect(problems({})).toBe(
      [
        "eventType",
        "audienceType",
        "numberOfSets",
        "setDurations",
        "vocalists",
        "hornSection",
        "energyFlow",
        "mustHaveSongs",
        "songRequests",
        "selectedRepertoireIds",
      ]
        .map((field) => `${field}: is required`)
        .join("; "),
    );
  });
});
