import { describe, expect, it } from "vitest";
import { hitsInWindow, slidingWindowLimiter, verdictFor, withHit } from "./sliding-window.ts";

const minute = 60_000;
const policy = { limit: 3, windowMs: 15 * minute };

describe("verdictFor", () => {
  it("allows hits below the limit", () => {
    expect(verdictFor([], 0, policy)).toEqual({ allowed: true });
    expect(verdictFor([0, 1], 2, policy)).toEqual({ allowed: true });
  });

  it("refuses at the limit, until the oldest hit leaves the window", () => {
    const hits = [0, 5 * minute, 6 * minute];
    expect(verdictFor(hits, 7 * minute, policy)).toEqual({ allowed: false, retryAfterMs: 8 * minute });
    expect(verdictFor(hits, 15 * minute, policy)).toEqual({ allowed: true });
  });

  it("slides: hits older than the window no longer count", () => {
    expect(hitsInWindow([0, minute, 20 * minute], 16 * minute, policy.windowMs)).toEqual([20 * minute]);
  });
});

describe("withHit", () => {
  it("keeps only the hits a later verdict can need", () => {
    expect(withHit([0, 1, 2], 3, policy)).toEqual([1, 2, 3]);
    expect(withHit([0], 16 * minute, policy)).toEqual([16 * minute]);
  });
});

describe("slidingWindowLimiter", () => {
  it("counts per key", () => {
    const limiter = slidingWindowLimiter(policy);
    for (let i = 0; i < 3; i++) limiter.hit("ana@lateshift.band", i);
    expect(limiter.check("ana@lateshift.band", 3).allowed).toBe(false);
    expect(limiter.check("ben@lateshift.band", 3).allowed).toBe(true);
  });

  it("the fourth of three allowed failures within 15 minutes is refused, with when to retry", () => {
    const limiter = slidingWindowLimiter(policy);
    limiter.hit("k", 0);
    limiter.hit("k", minute);
    limiter.hit("k", 2 * minute);
    expect(limiter.check("k", 3 * minute)).toEqual({ allowed: false, retryAfterMs: 12 * minute });
    expect(limiter.check("k", 15 * minute)).toEqual({ allowed: true });
  });

  it("forgets a key when cleared (a successful login)", () => {
    const limiter = slidingWindowLimiter(policy);
    for (let i = 0; i < 3; i++) limiter.hit("k", i);
    limiter.clear("k");
    expect(limiter.check("k", 3)).toEqual({ allowed: true });
    expect(limiter.size()).toBe(0);
  });

  it("stays within its memory bound, dropping stale keys first, then the least recently hit", () => {
    const limiter = slidingWindowLimiter(policy, 2);
    limiter.hit("old", 0);
    limiter.hit("a", 20 * minute);
    limiter.hit("b", 20 * minute);
    expect(limiter.size()).toBe(2);
    expect(limiter.check("a", 20 * minute).allowed).toBe(true);
    for (let i = 0; i < 3; i++) limiter.hit("a", 21 * minute);
    limiter.hit("c", 21 * minute);
    expect(limiter.size()).toBe(2);
    expect(limiter.check("a", 21 * minute).allowed).toBe(false);
  });
});
