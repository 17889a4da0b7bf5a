import { describe, expect, it } from "vitest";
import { seededRandom } from "./seeded-random.ts";
import { assignVocalists } from "./vocalist-assignment.ts";

const singers = (...names: string[]) => names.map((name) => ({ name, gender: "female" as const }));

describe("assignVocalists", () => {
  it("leaves songs without a lead when the act has no vocalists", () => {
    expect(assignVocalists(3, [], seededRandom(1))).toEqual([undefined, undefined, undefined]);
  });

  it.each([2, 3, 5])("with %i vocalists: nobody twice in a row, counts within one", (count) => {
    const names = ["Ana", "Ben", "Cy", "Dee", "Eve"].slice(0, count);
    for (const songs of [1, 7, 23, 50]) {
      const lead = assignVocalists(songs, singers(...names), seededRandom(songs));
      expect(lead.every((name, i) => i === 0 || name !== lead[i - 1])).toBe(true);
      const counts = names.map((name) => lead.filter((n) => n === name).length);
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    }
  });

  it("lets the seed choose who starts", () => {
    const starters = new Set(
      Array.from(
        { length: 20 },
        (_, seed) => assignVocalists(1, singers("Ana", "Ben"), seededRandom(seed))[0],
      ),
    );
    expect(starters).toEqual(new Set(["Ana", "Ben"]));
  });

  it("keeps the lead the musician chose for a song, and spreads the others around it", () => {
    const chosen = [undefined, "ana", undefined, "Ana", undefined, "Nobody"];
    const lead = assignVocalists(6, singers("Ana", "Ben"), seededRandom(3), chosen);
    expect(lead[1]).toBe("Ana");
    expect(lead[3]).toBe("Ana");
    expect(lead.every((name) => name === "Ana" || name === "Ben")).toBe(true);
    // the choices count: Ben takes most of the rest
    expect(lead.filter((name) => name === "Ben").length).toBeGreaterThanOrEqual(3);
  });
});
