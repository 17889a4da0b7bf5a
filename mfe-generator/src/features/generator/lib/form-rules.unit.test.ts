import { describe, expect, it } from "vitest";
import {
  addVocalist,
  canAddSet,
  canRemoveSet,
  canRemoveVocalist,
  describeTotal,
  initialFormValues,
  keepKnownRepertoires,
  linesOf,
  MAX_VOCALISTS_MESSAGE,
  newVocalist,
  removeVocalist,
  resizeSets,
  settledSetMinutes,
  toGenerationRequest,
  typedSetMinutes,
} from "./form-rules.ts";

describe("number of sets (spec §4, §9)", () => {
  it("appends 60 minutes a set when increasing and trims when reducing", () => {
    expect(resizeSets([45], 3)).toEqual([45, 60, 60]);
    expect(resizeSets([45, 50, 55], 1)).toEqual([45]);
  });
  it("stays within 1-5 sets", () => {
    expect(resizeSets([45], 0)).toEqual([45]);
    expect(resizeSets([60, 60, 60, 60, 60], 6)).toHaveLength(5);
  });
  it("disables the stepper buttons at the bounds", () => {
    expect(canRemoveSet(1)).toBe(false);
    expect(canRemoveSet(2)).toBe(true);
    expect(canAddSet(4)).toBe(true);
    expect(canAddSet(5)).toBe(false);
  });
});

describe("set duration input (spec §5)", () => {
  it("while typing: empty counts as 0, only non-negative whole numbers are accepted", () => {
    expect(typedSetMinutes("")).toBe(0);
    expect(typedSetMinutes("45")).toBe(45);
    expect(typedSetMinutes("0")).toBe(0);
    expect(typedSetMinutes("-5")).toBeNull();
    expect(typedSetMinutes("4.5")).toBeNull();
    expect(typedSetMinutes("4a")).toBeNull();
  });
  it("on blur: empty becomes 60, below 1 or not a number 1, above 180 180", () => {
    expect(settledSetMinutes("")).toBe(60);
    expect(settledSetMinutes("0")).toBe(1);
    expect(settledSetMinutes("abc")).toBe(1);
    expect(settledSetMinutes("181")).toBe(180);
    expect(settledSetMinutes("999")).toBe(180);
    expect(settledSetMinutes("45")).toBe(45);
  });
  it("totals minutes and hours with one decimal", () => {
    expect(describeTotal([45, 45])).toEqual({ minutes: 90, hours: "1.5" });
    expect(describeTotal([60])).toEqual({ minutes: 60, hours: "1.0" });
    expect(describeTotal([50, 0])).toEqual({ minutes: 50, hours: "0.8" });
  });
});

describe("vocalists (spec §2, §5)", () => {
  it("starts with one empty male vocalist and adds empty male ones", () => {
    expect(initialFormValues().vocalists).toMatchObject([{ name: "", gender: "male" }]);
    const { vocalists, error } = addVocalist([newVocalist()]);
    expect(error).toBeNull();
    expect(vocalists).toHaveLength(2);
    expect(vocalists[1]).toMatchObject({ name: "", gender: "male" });
    expect(vocalists[0]?.key).not.toBe(vocalists[1]?.key);
  });
  it("refuses a sixth with 'Maximum 5 vocalists allowed'", () => {
    const five = Array.from({ length: 5 }, newVocalist);
    expect(addVocalist(five)).toEqual({ vocalists: five, error: MAX_VOCALISTS_MESSAGE });
    expect(MAX_VOCALISTS_MESSAGE).toBe("Maximum 5 vocalists allowed");
  });
  it("removes one only while there is more than one", () => {
    const only = [newVocalist()];
    expect(canRemoveVocalist(only)).toBe(false);
    expect(removeVocalist(only, only[0]?.key ?? "")).toHaveLength(1);
    const two = [newVocalist(), newVocalist()];
    expect(removeVocalist(two, two[0]?.key ?? "")).toEqual([two[1]]);
  });
});

describe("the generation request (spec §3, §5)", () => {
  it("drops blank vocalists, splits must-have songs by line and leaves out empty optional texts", () => {
    const form = {
      ...initialFormValues(),
      actType: "band_4plus" as const,
      setDurations: [45, 0],
      vocalists: [
        { key: "a", name: " Ana ", gender: "female" as const },
        { key: "b", name: "  ", gender: "male" as const },
      ],
      mustHaveSongs: "At Last - Etta James\n\n  September \r\n",
      venueCountry: " United Kingdom ",
      selectedRepertoireIds: [3, 3, 9],
    };
    expect(toGenerationRequest(form, [3, 7])).toEqual({
      actType: "band_4plus",
      eventType: "wedding",
      audienceType: "mixed",
      numberOfSets: 2,
      setDurations: [45, 1],
      vocalists: [{ name: "Ana", gender: "female" }],
      hornSection: false,
      energyFlow: "build",
      mustHaveSongs: ["At Last - Etta James", "September"],
      songRequests: [],
      venueCountry: "United Kingdom",
      selectedRepertoireIds: [3],
    });
  });
  it("keeps known repertoire ids once each (spec §4)", () => {
    expect(keepKnownRepertoires([5, 1, 5, 2], [1, 5])).toEqual([5, 1]);
    expect(linesOf(" a \n\nb")).toEqual(["a", "b"]);
  });
});
