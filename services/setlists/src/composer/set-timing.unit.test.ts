import { describe, expect, it } from "vitest";
import { seededRandom } from "./seeded-random.ts";
import { fitSetToTarget, type TimedSong } from "./set-timing.ts";

const song = (id: string, durationSeconds: number, score = 0, pin?: string): TimedSong => ({
  id,
  durationSeconds,
  score,
  ...(pin ? { pin } : {}),
});
const total = (songs: readonly TimedSong[]) => songs.reduce((sum, s) => sum + s.durationSeconds, 0);

describe("fitSetToTarget", () => {
  it("adds one song to close a gap", () => {
    const { songs, pool } = fitSetToTarget([song("a", 2400)], 2700, [song("x", 200, 5), song("y", 290, 1)]);
    expect(songs.map((s) => s.id)).toEqual(["a", "y"]);
    expect(pool.map((s) => s.id)).toEqual(["x"]);
  });

  it("replaces or removes songs when the set is too long, never a pinned one", () => {
    const set = [song("must", 400, 0, "must-have"), song("a", 300, 2), song("b", 200, 1)];
    const { songs } = fitSetToTarget(set, 700, []);
    expect(songs.map((s) => s.id)).toContain("must");
    expect(Math.abs(total(songs) - 700)).toBeLessThanOrEqual(30);
  });

  it("falls back to an exact subset sum when no single move lands", () => {
    // Only 7-minute songs, and a slot that needs exactly three of them plus the one 2-minute song.
    const pool = [...Array.from({ length: 10 }, (_, i) => song(`long${i}`, 420, 1)), song("short", 120, 0)];
    const { songs } = fitSetToTarget([], 3 * 420 + 120, pool);
    expect(total(songs)).toBe(3 * 420 + 120);
  });

  it("lands within ±30 s over many random slots and pools", () => {
    const random = seededRandom(5);
    for (let round = 0; round < 200; round++) {
      const pool = Array.from({ length: 300 }, (_, i) =>
        song(`s${i}`, 120 + Math.floor(random() * 300), random()),
      );
      const target = 60 * (15 + Math.floor(random() * 166));
      const start = pool.splice(0, Math.floor(target / 300));
      const { songs } = fitSetToTarget(start, target, pool);
      expect(Math.abs(total(songs) - target)).toBeLessThanOrEqual(30);
      expect(new Set(songs.map((s) => s.id)).size).toBe(songs.length);
    }
  });
});
