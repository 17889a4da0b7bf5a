import { describe, expect, it } from "vitest";
import { correlation, flowCorrelation, flowCurve } from "./energy-flow.ts";
import { keyDistance, tempoJump } from "./music-theory.ts";

describe("keyDistance (circle of fifths)", () => {
  it.each([
    ["C", "C", 0],
    ["C", "Am", 0],
    ["C", "G", 1],
    ["C", "F", 1],
    ["C", "D", 2],
    ["C", "F#", 6],
    ["Db", "C#", 0],
    ["Em", "G", 0],
    ["Em", "D", 1],
  ] as const)("%s → %s is %i", (a, b, steps) => {
    expect(keyDistance(a, b)).toBe(steps);
  });

  it("treats an unknown key as no jump", () => {
    expect(keyDistance(undefined, "C")).toBe(0);
    expect(tempoJump(120, undefined)).toBe(0);
    expect(tempoJump(120, 96)).toBe(24);
  });
});

describe("flow curves", () => {
  it("build rises, wave rises and falls, high stays high with one breath", () => {
    const build = flowCurve("build", 12);
    expect(build.slice(1).every((value, i) => i === 0 || value >= build[i]!)).toBe(true);
    const wave = flowCurve("wave", 20);
    const turns = wave.slice(1, -1).filter((value, i) => (value - wave[i]!) * (wave[i + 2]! - value) < 0);
    expect(turns.length).toBeGreaterThanOrEqual(2);
    const high = flowCurve("high", 12);
    expect(Math.min(...high)).toBe(0.45);
    expect(high.filter((value) => value < 0.75)).toHaveLength(3);
    for (const curve of [build, wave, high]) {
      expect(curve[0]).toBeGreaterThanOrEqual(0.6);
      expect(curve.at(-1)).toBe(1);
    }
  });

  it("measures correlation with the curve", () => {
    expect(correlation([1, 2, 3], [2, 4, 6])).toBeCloseTo(1);
    expect(correlation([1, 1, 1], [1, 2, 3])).toBe(0);
    expect(flowCorrelation("build", [7, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBeGreaterThan(0.8);
    expect(flowCorrelation("build", [10, 9, 8, 7, 6, 5, 4, 3, 2, 1])).toBeLessThan(0);
  });
});
