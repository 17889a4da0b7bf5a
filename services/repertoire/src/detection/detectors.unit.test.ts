import { describe, expect, it } from "vitest";
import { catalogMatcher, createCatalogDetector, genreLabel } from "./catalog-detector.ts";
import { detailsFromAnswer } from "./openai-detector.ts";

const match = catalogMatcher();

describe("the catalog detector", () => {
  it.each([
    ["rehab", "AMY WINEHOUSE"],
    ["Rehab - Remastered", "Amy Winehouse"],
    ["Rehab (Live)", "Amy Winehouse"],
    ["Rehab - 2011 Remaster", "Amy Winehouse"],
    ["Rehab", "Amy Winehouse feat. Nobody"],
    ["Rehab!", "Amy Winehouse"],
  ])("matches %s by %s", (title, artist) => {
    expect(match(title, artist)?.song.title).toBe("Rehab");
  });

  it("matches one act of a shared credit, a little less sure", () => {
    const found = match("Valerie", "Amy Winehouse");
    expect(found?.song.artist).toBe("Mark Ronson & Amy Winehouse");
    expect(found?.confidence).toBe(0.9);
  });

  it("does not match a title by another act", async () => {
    expect(match("Rehab", "The Local Trio")).toBeUndefined();
    expect(await createCatalogDetector().detect({ title: "Rehab", artist: "The Local Trio" })).toEqual({
      found: false,
      reason: "No match in Encore's catalog and OpenAI is not configured",
    });
  });

  it("labels genres as musicians write them", () => {
    expect(genreLabel("classic-rock")).toBe("Classic Rock");
    expect(genreLabel("r&b")).toBe("R&B");
  });
});

describe("OpenAI's answers", () => {
  it("are clamped: impossible values dropped, energy rounded into 1-10, confidence capped", () => {
    expect(
      detailsFromAnswer(
        {
          known: true,
          genre: " Soul ",
          key: "Ebm",
          bpm: 500,
          energy: 0.6,
          durationSeconds: 0,
          year: 1999.4,
          confidence: 2,
        },
        2026,
      ),
    ).toEqual({
      genre: { value: "Soul", source: "openai", confidence: 0.8 },
      key: { value: "Ebm", source: "openai", confidence: 0.8 },
      energy: { value: 1, source: "openai", confidence: 0.8 },
      year: { value: 1999, source: "openai", confidence: 0.8 },
    });
  });

  it("give nothing when the model does not know the song or knows nothing usable", () => {
    expect(detailsFromAnswer({ known: false, genre: "Pop" }, 2026)).toBeUndefined();
    expect(detailsFromAnswer({ known: true, key: "H", year: 2090 }, 2026)).toBeUndefined();
  });
});
