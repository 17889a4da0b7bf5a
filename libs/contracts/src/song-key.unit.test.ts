import { describe, expect, it } from "vitest";
import { normaliseKey } from "./song-key.ts";

describe("normaliseKey", () => {
  it("reads keys as musicians type them", () => {
    expect(normaliseKey("C#m")).toBe("C#m");
    expect(normaliseKey(" c# minor ")).toBe("C#m");
    expect(normaliseKey("Bb major")).toBe("Bb");
    expect(normaliseKey("Amin")).toBe("Am");
    expect(normaliseKey("F♯m")).toBe("F#m");
    expect(normaliseKey("E♭")).toBe("Eb");
  });

  it("refuses what is not a key", () => {
    for (const text of ["", "H", "C##", "Cm7", "minor", "C sharp"])
      expect(normaliseKey(text), text).toBeUndefined();
  });
});
