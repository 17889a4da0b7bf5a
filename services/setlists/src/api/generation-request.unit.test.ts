import { decodeBody } from "@encore/runtime";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { GenerationRequest } from "./generation-request.ts";

const decode = (body: unknown) => decodeBody(GenerationRequest, body, "the generation request");
const errorOf = (body: unknown) => {
  const result = decode(body);
  return Result.isFailure(result) ? result.failure.error : "decoded";
};
const briefOf = (body: unknown) => {
  const result = decode(body);
  if (Result.isFailure(result)) throw new Error(result.failure.error);
  return result.success;
};

describe("the generation request", () => {
  it("applies the spec's defaults to an empty form", () => {
    expect(briefOf({})).toEqual({
      eventType: "wedding",
      audienceType: "mixed",
      numberOfSets: 1,
      setDurations: [60],
      vocalists: [],
      hornSection: false,
      energyFlow: "build",
      mustHaveSongs: [],
      songRequests: [],
      selectedRepertoireIds: [],
    });
  });

  it("gives every set 60 minutes when only the number of sets is sent", () => {
    expect(briefOf({ numberOfSets: 3 }).setDurations).toEqual([60, 60, 60]);
  });

  it("keeps a full brief, trimming text and dropping empty choices", () => {
    const brief = briefOf({
      eventType: "club",
      audienceType: "young",
      numberOfSets: 2,
      setDurations: [45, 1],
      vocalists: [
        { name: " Ana ", gender: "female" },
        { name: "   ", gender: "male" },
        { name: "Rui", gender: "male" },
      ],
      hornSection: true,
      energyFlow: "wave",
      mustHaveSongs: "Valerie - Amy Winehouse\n\n  September  \r\n",
      songRequests: ["Dancing Queen", " "],
      specialNotes: "  no ballads after 11 ",
      actName: "The Late Shift",
      actType: "band_4plus",
      venueCountry: "Portugal",
      venueCity: "Lisbon",
      venueName: "",
      venueType: "",
      selectedRepertoireIds: [],
    });
    expect(brief).toEqual({
      eventType: "club",
      audienceType: "young",
      numberOfSets: 2,
      setDurations: [45, 1],
      vocalists: [
        { name: "Ana", gender: "female" },
        { name: "Rui", gender: "male" },
      ],
      hornSection: true,
      energyFlow: "wave",
      mustHaveSongs: ["Valerie - Amy Winehouse", "September"],
      songRequests: ["Dancing Queen"],
      specialNotes: "no ballads after 11",
      actName: "The Late Shift",
      actType: "band_4plus",
      venueCountry: "Portugal",
      venueCity: "Lisbon",
      selectedRepertoireIds: [],
    });
  });

  it("accepts must-have songs as a list", () => {
    expect(briefOf({ mustHaveSongs: ["Valerie", "", " Shout\nSeptember "] }).mustHaveSongs).toEqual([
      "Valerie",
      "Shout",
      "September",
    ]);
  });

  it("counts vocalists after dropping blank-named rows", () => {
    const five = Array.from({ length: 5 }, (_, i) => ({ name: `Singer ${i}`, gender: "male" }));
    expect(briefOf({ vocalists: [...five, { name: "", gender: "female" }] }).vocalists).toHaveLength(5);
  });

  it.each([
    [{ numberOfSets: 6 }, "numberOfSets: must be between 1 and 5"],
    [{ numberOfSets: 0 }, "numberOfSets: must be between 1 and 5"],
    [{ numberOfSets: 1.5 }, "numberOfSets: must be a whole number"],
    [{ setDurations: [0] }, "setDurations[0]: must be between 1 and 180"],
    [{ setDurations: [181] }, "setDurations[0]: must be between 1 and 180"],
    [
      { numberOfSets: 2, setDurations: [45] },
      "setDurations: must have one entry per set (numberOfSets is 2)",
    ],
    [
      { vocalists: Array.from({ length: 6 }, (_, i) => ({ name: `Singer ${i}`, gender: "female" })) },
      "vocalists: Maximum 5 vocalists allowed",
    ],
    [{ vocalists: [{ gender: "female" }] }, "vocalists[0].name: Vocalist name is required"],
    [{ vocalists: [{ name: 7, gender: "female" }] }, "vocalists[0].name: Vocalist name is required"],
    [{ vocalists: [{ name: "Ana", gender: "other" }] }, 'vocalists[0].gender: expected "male" | "female"'],
    [{ energyFlow: "sideways" }, 'energyFlow: expected "build" | "wave" | "high"'],
    [{ eventType: "funeral" }, expect.stringMatching(/^eventType: expected "wedding" \| /)],
    [{ hornSection: "yes" }, "hornSection: expected boolean"],
    [
      { selectedRepertoireIds: Array.from({ length: 51 }, (_, i) => i + 1) },
      "selectedRepertoireIds: select at most 50 repertoires",
    ],
    [{ selectedRepertoireIds: ["seven"] }, expect.stringMatching(/^selectedRepertoireIds\[0\]: /)],
    [{ selectedRepertoireIds: [0] }, expect.stringMatching(/^selectedRepertoireIds\[0\]: /)],
  ])("refuses %j with '%s'", (body, message) => {
    expect(errorOf(body)).toEqual(message);
  });

  it("names the first failing field when several fail", () => {
    expect(errorOf({ numberOfSets: 6, energyFlow: "sideways" })).toBe(
      "numberOfSets: must be between 1 and 5",
    );
  });

  it("refuses a body that is not an object", () => {
    expect(errorOf([1])).toBe("Send a JSON object with the generation request");
  });
});
