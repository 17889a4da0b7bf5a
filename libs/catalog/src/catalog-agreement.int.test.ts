import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { measureAgreement, parseReferenceCsv, tempoAgrees } from "./agreement.ts";

/** `../shared/data/reference/spotify-top-2000.csv` from the repository root (an outside oracle, never shipped). */
const referencePath = fileURLToPath(
  new URL("../../../../shared/data/reference/spotify-top-2000.csv", import.meta.url),
);
const present = existsSync(referencePath);

describe("tempoAgrees", () => {
  it("accepts ±4 BPM and half or double time", () => {
    expect(tempoAgrees(120, 124)).toBe(true);
    expect(tempoAgrees(120, 125)).toBe(false);
    expect(tempoAgrees(70, 140)).toBe(true);
    expect(tempoAgrees(180, 91)).toBe(true);
  });
});

describe.skipIf(!present)(
  present
    ? "catalog agrees with the outside reference (spotify-top-2000.csv)"
    : "catalog agreement (put ../shared/data/reference/spotify-top-2000.csv beside the repository to run)",
  () => {
    const report = present
      ? measureAgreement(parseReferenceCsv(readFileSync(referencePath, "utf8")))
      : undefined;

    it("overlaps the reference on at least 300 recordings", () => {
      console.info(
        `catalog agreement: overlap ${report?.overlap} of ${report?.referenceSize}; duration ±10 s ${(
          (report?.durationShare ?? 0) * 100
        ).toFixed(1)}%; tempo ±4 BPM (or half/double) ${((report?.tempoShare ?? 0) * 100).toFixed(1)}%`,
      );
      expect(report?.overlap).toBeGreaterThanOrEqual(300);
    });

    it("agrees on duration within ±10 s for at least 85% of the overlap", () => {
      expect(report?.durationShare).toBeGreaterThanOrEqual(0.85);
    });

    it("agrees on tempo within ±4 BPM (or half/double time) for at least 75% of the overlap", () => {
      expect(report?.tempoShare).toBeGreaterThanOrEqual(0.75);
    });
  },
);
