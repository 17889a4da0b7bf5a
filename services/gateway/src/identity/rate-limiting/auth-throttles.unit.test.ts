import { describe, expect, it } from "vitest";
import { authThrottles, combineVerdicts, DEFAULT_AUTH_LIMITS } from "./auth-throttles.ts";

const minute = 60_000;

describe("login throttling", () => {
  it("refuses the 11th attempt after 10 failures on one account within 15 minutes", () => {
    const throttles = authThrottles();
    for (let i = 0; i < 10; i++) {
      expect(throttles.checkLogin("ana@lateshift.band", `198.51.100.${i}`, i).allowed).toBe(true);
      throttles.loginFailed("ana@lateshift.band", `198.51.100.${i}`, i);
    }
    const verdict = throttles.checkLogin("ana@lateshift.band", "198.51.100.99", 10);
    expect(verdict.allowed).toBe(false);
    expect(verdict.allowed || verdict.retryAfterMs).toBe(15 * minute - 10);
    expect(throttles.checkLogin("ana@lateshift.band", "198.51.100.99", 15 * minute).allowed).toBe(true);
  });

  it("refuses an address after 30 failures across accounts", () => {
    const throttles = authThrottles();
    for (let i = 0; i < 30; i++) throttles.loginFailed(`user${i}@example.com`, "203.0.113.7", i);
    expect(throttles.checkLogin("new@example.com", "203.0.113.7", 30).allowed).toBe(false);
    expect(throttles.checkLogin("new@example.com", "203.0.113.8", 30).allowed).toBe(true);
  });

  it("a successful login clears the account's failures", () => {
    const throttles = authThrottles();
    for (let i = 0; i < 9; i++) throttles.loginFailed("ana@lateshift.band", "203.0.113.7", i);
    throttles.loginSucceeded("ana@lateshift.band");
    throttles.loginFailed("ana@lateshift.band", "203.0.113.7", 10);
    expect(throttles.checkLogin("ana@lateshift.band", "203.0.113.8", 11).allowed).toBe(true);
  });
});

describe("reset and signup throttling", () => {
  it("allows 5 reset requests per email per hour, known account or not", () => {
    const throttles = authThrottles();
    for (let i = 0; i < 5; i++)
      expect(throttles.attemptReset("x@example.com", "203.0.113.7", i).allowed).toBe(true);
    expect(throttles.attemptReset("x@example.com", "203.0.113.8", 5).allowed).toBe(false);
    expect(throttles.attemptReset("x@example.com", "203.0.113.8", 60 * minute).allowed).toBe(true);
  });

  it("refused attempts are not counted", () => {
    const throttles = authThrottles({
      ...DEFAULT_AUTH_LIMITS,
      signupsPerAddress: { limit: 1, windowMs: minute },
    });
    expect(throttles.attemptSignup("203.0.113.7", 0).allowed).toBe(true);
    expect(throttles.attemptSignup("203.0.113.7", minute - 1).allowed).toBe(false);
    expect(throttles.attemptSignup("203.0.113.7", minute).allowed).toBe(true);
  });
});

describe("combineVerdicts", () => {
  it("is the stricter verdict", () => {
    expect(combineVerdicts({ allowed: true }, { allowed: true })).toEqual({ allowed: true });
    expect(
      combineVerdicts(
        { allowed: false, retryAfterMs: 5 },
        { allowed: true },
        { allowed: false, retryAfterMs: 9 },
      ),
    ).toEqual({ allowed: false, retryAfterMs: 9 });
  });
});
