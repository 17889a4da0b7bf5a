import type { EnergyFlow } from "@encore/contracts";
import { describe, expect, it } from "vitest";
import { flowCorrelation } from "./energy-flow.ts";
import { keyDistance } from "./music-theory.ts";
import { MIN_FLOW_CORRELATION } from "./rules.ts";
import { seededRandom, shuffled } from "./seeded-random.ts";
import { isBallad, orderSet } from "./set-order.ts";
import { fromCatalog } from "./set-song.ts";
import { syntheticCatalog } from "./testing/synthetic-catalog.ts";

const catalog = syntheticCatalog(400, 3);
const setOf = (seed: number, size = 16) =>
  shuffled(seededRandom(seed), catalog)
    .slice(0, size)
    .map((song) => fromCatalog(song, 0));
const meanKeyJump = (songs: ReturnType<typeof setOf>) =>
  songs.slice(1).reduce((sum, song, i) => sum + keyDistance(songs[i]!.key, song.key), 0) / (songs.length - 1);

describe("orderSet", () => {
  it.each(["build", "wave", "high"] as const)("follows the %s flow", (flow: EnergyFlow) => {
    for (let seed = 0; seed < 20; seed++) {
      const ordered = orderSet(setOf(seed), flow);
      expect(
        flowCorrelation(
          flow,
          ordered.map((song) => song.energy!),
        ),
      ).toBeGreaterThan(MIN_FLOW_CORRELATION);
    }
  });

  it("keeps every song, once", () => {
    const set = setOf(1, 30);
    expect(new Set(orderSet(set, "wave"))).toEqual(new Set(set));
  });

  it("smooths key changes compared with a random order", () => {
    let ordered = 0;
    let random = 0;
    for (let seed = 0; seed < 20; seed++) {
      const set = setOf(seed, 25);
      ordered += meanKeyJump(orderSet(set, "wave"));
      random += meanKeyJump(set);
    }
    expect(ordered).toBeLessThan(random * 0.8);
  });

  it("spreads ballads out and opens and closes without one", () => {
    for (let seed = 0; seed < 20; seed++) {
      const mixed = shuffled(seededRandom(seed), catalog).map((song) => fromCatalog(song, 0));
      const fourBallads = [
        ...mixed.filter(isBallad).slice(0, 4),
        ...mixed.filter((s) => !isBallad(s)).slice(0, 16),
      ];
      const ordered = orderSet(fourBallads, "wave");
      const together = ordered.slice(1).filter((song, i) => isBallad(song) && isBallad(ordered[i]!)).length;
      expect(together).toBe(0);
      expect(isBallad(ordered[0]!) || isBallad(ordered.at(-1)!)).toBe(false);
    }
  });
});
