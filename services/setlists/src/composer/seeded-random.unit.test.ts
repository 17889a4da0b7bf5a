import { describe, expect, it } from "vitest";
import { randomInt, seededRandom, shuffled } from "./seeded-random.ts";

describe("seededRandom", () => {
  it("replays the same numbers for the same seed and others for a new one", () => {
    const draw = (seed: number) => Array.from({ length: 5 }, seededRandom(seed));
    expect(draw(42)).toEqual(draw(42));
    expect(draw(43)).not.toEqual(draw(42));
  });

  it("stays in [0, 1) and covers the range", () => {
    const random = seededRandom(1);
    const values = Array.from({ length: 10_000 }, random);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    expect(values.filter((value) => value < 0.5).length).toBeGreaterThan(4_700);
  });

  it("draws whole numbers within bounds and shuffles without losing items", () => {
    const random = seededRandom(9);
    const ints = Array.from({ length: 500 }, () => randomInt(random, 3, 6));
    expect(new Set(ints)).toEqual(new Set([3, 4, 5, 6]));
    expect([...shuffled(random, [1, 2, 3, 4, 5])].sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
