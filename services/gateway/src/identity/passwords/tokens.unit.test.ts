import { describe, expect, it } from "vitest";
import { looksLikeToken, newToken, sha256Hex } from "./tokens.ts";

describe("tokens", () => {
  it("are 32 random bytes in base64url", () => {
    const token = newToken();
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(looksLikeToken(token)).toBe(true);
    expect(newToken()).not.toBe(token);
  });

  it("are stored as their hex SHA-256", () => {
    expect(sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("tells a token from anything else", () => {
    expect(looksLikeToken("short")).toBe(false);
    expect(looksLikeToken(`${newToken().slice(0, 42)}=`)).toBe(false);
  });
});
