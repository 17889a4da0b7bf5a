import * as crypto from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import {
  DEFAULT_SCRYPT_PARAMETERS,
  hashPassword,
  needsRehash,
  parsePasswordHash,
  scryptPasswordHasher,
  verifyPassword,
} from "./password-hashing.ts";

vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:crypto")>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

const fast = { logN: 10, r: 8, p: 1 };

describe("password hashing", () => {
  it("uses scrypt with N = 2^15 (or more), r = 8, p = 1 by default, encoded with its parameters", async () => {
    expect(DEFAULT_SCRYPT_PARAMETERS.logN).toBeGreaterThanOrEqual(15);
    const started = performance.now();
    const encoded = await hashPassword("correct horse");
    const elapsed = performance.now() - started;
    expect(encoded).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(encoded).not.toContain("correct horse");
    expect(elapsed).toBeLessThan(2000);
    expect(parsePasswordHash(encoded)?.salt).toHaveLength(16);
  });

  it("verifies the right password and refuses others", async () => {
    const encoded = await hashPassword("correct horse", fast);
    expect(await verifyPassword("correct horse", encoded)).toBe(true);
    expect(await verifyPassword("correct horsf", encoded)).toBe(false);
    expect(await verifyPassword("", encoded)).toBe(false);
    expect(await verifyPassword("correct horse", "not a hash")).toBe(false);
  });

  it("salts each hash: one password, two different hashes", async () => {
    expect(await hashPassword("same", fast)).not.toBe(await hashPassword("same", fast));
  });

  it("treats composed and decomposed accents as one password (NFKC)", async () => {
    const encoded = await hashPassword("café", fast);
    expect(await verifyPassword("cafe\u0301", encoded)).toBe(true);
  });

  it("compares the derived keys in constant time", async () => {
    const compare = vi.mocked(crypto.timingSafeEqual);
    compare.mockClear();
    const encoded = await hashPassword("correct horse", fast);
    await verifyPassword("wrong", encoded);
    expect(compare).toHaveBeenCalledTimes(1);
  });

  it("still reads hashes made with other parameters, and says when they are weaker than today's", async () => {
    const old = await hashPassword("correct horse", fast);
    expect(await verifyPassword("correct horse", old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword("x"))).toBe(false);
  });

  it("spends a verification's time on an unknown account", async () => {
    const hasher = scryptPasswordHasher(fast);
    await expect(hasher.verifyNothing("anything")).resolves.toBeUndefined();
  });
});
