import { catalog } from "@encore/catalog";
import { describe, expect, it } from "vitest";
import type { SongInsight } from "./composer-port.ts";
import { composeSetlist } from "./local-composer.ts";
import { checkComposition, errorsOf } from "./rules.ts";
import { seededRandom } from "./seeded-random.ts";
import {
  DISLIKED_SONG_IDS,
  inclusionRates,
  LOVED_SONG_IDS,
  lisbonWedding,
} from "./testing/learning-scenario.ts";
import { randomBrief } from "./testing/random-brief.ts";

const SEEDS = 60;
const titleOf = (id: string) => catalog.find((song) => song.id === id)!.title;
const insight = (songId: string, score: number, evidence = "loved at 3 weddings in Lisbon"): SongInsight => ({
  songId,
  score,
  evidence,
});
const songsOf = (insights: readonly SongInsight[], seed = 1, brief = lisbonWedding) =>
  composeSetlist({ brief, candidates: catalog, insights, seed }).sections.flatMap((section) => section.songs);

describe("weighing audience feedback", () => {
  const ids = [...LOVED_SONG_IDS, ...DISLIKED_SONG_IDS];
  const before = inclusionRates(lisbonWedding, catalog, [], ids, SEEDS);

  it("picks a loved song clearly more often and a disliked one clearly less", () => {
    const insights = [
      ...LOVED_SONG_IDS.map((id) => insight(id, 0.8)),
      ...DISLIKED_SONG_IDS.map((id) => insight(id, -0.8, "disliked at 3 weddings in Lisbon")),
    ];
    const after = inclusionRates(lisbonWedding, catalog, insights, ids, SEEDS);
    for (const id of LOVED_SONG_IDS) {
      expect(before.get(id)!, titleOf(id)).toBeLessThan(0.3);
      expect(after.get(id)!, titleOf(id)).toBeGreaterThan(0.9);
    }
    for (const id of DISLIKED_SONG_IDS) {
      expect(before.get(id)!, titleOf(id)).toBeGreaterThan(0.3);
      expect(after.get(id)!, titleOf(id)).toBeLessThan(0.05);
    }
  });

  it("moves a song further the stronger the insight", () => {
    const [loved] = LOVED_SONG_IDS;
    const rate = (score: number) =>
      inclusionRates(lisbonWedding, catalog, [insight(loved, score)], [loved], SEEDS).get(loved)!;
    const weak = rate(0.1);
    const medium = rate(0.3);
    const strong = rate(0.8);
    expect(weak).toBeGreaterThanOrEqual(before.get(loved)!);
    expect(medium).toBeGreaterThan(weak);
    expect(strong).toBeGreaterThan(medium);
  });

  it("never drops a must-have, however disliked", () => {
    const [disliked] = DISLIKED_SONG_IDS;
    const song = catalog.find((candidate) => candidate.id === disliked)!;
    const brief = { ...lisbonWedding, mustHaveSongs: [`${song.title} - ${song.artist}`] };
    for (let seed = 0; seed < 10; seed++) {
      const placed = songsOf([insight(disliked, -1, "disliked at 9 weddings in Lisbon")], seed, brief);
      expect(placed.find((candidate) => candidate.title === song.title)?.reason).toBe("Must-have");
    }
  });

  it("quotes the evidence when feedback moved the song, and not for a weak, negative or blank insight", () => {
    const [loved, other] = LOVED_SONG_IDS;
    const reasonOf = (insights: readonly SongInsight[], id: string) =>
      songsOf(insights).find((song) => song.title === titleOf(id))?.reason;
    expect(reasonOf([insight(loved, 0.8), insight(other, 1, "  ")], loved)).toBe(
      "Loved at 3 weddings in Lisbon",
    );
    expect(reasonOf([insight(other, 1, "  ")], other)).toMatch(/\S/);
    const weak = songsOf([insight(loved, 0.2, "rated 3.4 at 2 weddings in Lisbon")]);
    const disliked = songsOf(
      DISLIKED_SONG_IDS.map((id) => insight(id, -0.3, "disliked at 2 weddings in Lisbon")),
    );
    for (const song of [...weak, ...disliked]) expect(song.reason).not.toMatch(/weddings in Lisbon/);
  });

  it("keeps every rule (timing, pins, flow, vocalists) with strong insights on random songs", () => {
    const random = seededRandom(77);
    for (let round = 0; round < 80; round++) {
      const brief = randomBrief(random, catalog);
      const insights = Array.from({ length: 40 }, () =>
        insight(catalog[Math.floor(random() * catalog.length)]!.id, random() * 2 - 1),
      );
      const request = { brief, candidates: catalog, insights, seed: round };
      expect(errorsOf(checkComposition(request, composeSetlist(request))), JSON.stringify(brief)).toEqual([]);
    }
  });
});
