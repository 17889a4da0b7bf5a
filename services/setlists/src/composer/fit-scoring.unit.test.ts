import { describe, expect, it } from "vitest";
import {
  fitScore,
  INSIGHT_WEIGHT,
  isExcluded,
  isOffOccasion,
  learnedFit,
  movedByFeedback,
  SEED_JITTER,
} from "./fit-scoring.ts";
import { weddingBrief } from "./testing/random-brief.ts";
import { catalogSong } from "./testing/synthetic-catalog.ts";

const choral = catalogSong({ id: "choral", genres: ["choral"], tags: ["choral", "ceremony"], energy: 3 });
const symphony = catalogSong({
  id: "symphony",
  genres: ["classical"],
  tags: ["classical", "orchestral", "instrumental"],
});
const clubTrack = catalogSong({ id: "club", genres: ["house"], tags: ["dj-only", "party"], energy: 9 });
const popHit = catalogSong({ id: "pop", tags: ["singalong", "party"], energy: 8 });
const explicitHit = catalogSong({ id: "explicit", tags: ["explicit", "party"], energy: 8 });
const firstDance = catalogSong({ id: "first", tags: ["first-dance", "romantic", "ballad"], energy: 3 });
const keysBallad = catalogSong({ id: "keys", tags: ["needs-keys", "ballad"] });
const guitarRiff = catalogSong({ id: "guitar", tags: ["needs-guitar"] });
const hornsTune = catalogSong({ id: "horns", tags: ["horns"], energy: 7 });

describe("fit to the act", () => {
  it("a choir prefers choral songs and cannot sing instrumentals", () => {
    const brief = weddingBrief({ actType: "choir" });
    expect(fitScore(choral, brief)).toBeGreaterThan(fitScore(popHit, brief));
    expect(isExcluded(symphony, brief)).toBe(true);
  });

  it("an orchestra prefers classical and orchestral works", () => {
    const brief = weddingBrief({ actType: "orchestra" });
    expect(fitScore(symphony, brief)).toBeGreaterThan(fitScore(popHit, brief) + 3);
  });

  it("a DJ may play DJ-only tracks; bands may not", () => {
    expect(isExcluded(clubTrack, weddingBrief({ actType: "dj" }))).toBe(false);
    for (const actType of ["band_4plus", "duo", "big_band", "choir", "orchestra"] as const)
      expect(isExcluded(clubTrack, weddingBrief({ actType }))).toBe(true);
  });

  it("a band without keys or guitar skips songs that need them", () => {
    expect(isExcluded(keysBallad, weddingBrief({ actType: "band_no_keys" }))).toBe(true);
    expect(isExcluded(guitarRiff, weddingBrief({ actType: "band_no_guitar" }))).toBe(true);
    expect(isExcluded(keysBallad, weddingBrief({ actType: "band_no_guitar" }))).toBe(false);
  });

  it("a horn section lifts songs with horns", () => {
    expect(fitScore(hornsTune, weddingBrief({ hornSection: true }))).toBeGreaterThan(
      fitScore(hornsTune, weddingBrief({ hornSection: false })),
    );
  });
});

describe("songs written for an occasion", () => {
  const birthday = catalogSong({ id: "birthday", tags: ["birthday", "singalong"], energy: 6 });
  const newYear = catalogSong({ id: "new-year", tags: ["new-year", "closer", "singalong"], energy: 3 });
  const nursery = catalogSong({ id: "nursery", tags: ["nursery", "kids", "party"], energy: 8 });
  const carol = catalogSong({ id: "carol", tags: ["christmas", "singalong"], energy: 5 });

  it("are off-occasion, and score below an ordinary hit, when the brief does not call for them", () => {
    const brief = weddingBrief({ audienceType: "mixed", specialNotes: "" });
    for (const song of [birthday, newYear, nursery, carol]) {
      expect(isOffOccasion(song, brief), song.id).toBe(true);
      expect(fitScore(song, brief), song.id).toBeLessThan(fitScore(popHit, brief) - 2);
    }
    expect(isOffOccasion(popHit, brief)).toBe(false);
  });

  it("fit when the notes or the audience call for their occasion", () => {
    const called: Array<[typeof birthday, string, Parameters<typeof weddingBrief>[0]]> = [
      [birthday, "birthday", { eventType: "private", specialNotes: "Dad's 60th birthday party" }],
      [newYear, "new year", { eventType: "private", specialNotes: "New Year's Eve, countdown at midnight" }],
      [newYear, "hogmanay", { specialNotes: "Hogmanay ceilidh" }],
      [carol, "christmas", { eventType: "corporate", specialNotes: "Office Christmas party" }],
      [nursery, "family audience", { audienceType: "family" }],
      [nursery, "kids in the notes", { specialNotes: "lots of kids at the reception" }],
    ];
    for (const [song, why, overrides] of called) {
      const brief = weddingBrief(overrides);
      expect(isOffOccasion(song, brief), why).toBe(false);
      expect(fitScore(song, brief), why).toBeGreaterThan(
        fitScore(song, weddingBrief({ audienceType: "mixed" })),
      );
    }
  });
});

describe("fit to the event and audience", () => {
  it("a wedding lifts its moments (first dance)", () => {
    const plain = catalogSong({ id: "plain", tags: ["romantic", "ballad"], energy: 3 });
    expect(fitScore(firstDance, weddingBrief())).toBeGreaterThan(fitScore(plain, weddingBrief()));
  });

  it("family audiences and corporate events get nothing explicit", () => {
    expect(isExcluded(explicitHit, weddingBrief({ audienceType: "family" }))).toBe(true);
    expect(isExcluded(explicitHit, weddingBrief({ eventType: "corporate" }))).toBe(true);
    expect(isExcluded(explicitHit, weddingBrief({ eventType: "club" }))).toBe(false);
  });

  it("clubs want energy, restaurants want it low", () => {
    const quiet = catalogSong({ id: "quiet", tags: ["dinner"], energy: 2 });
    expect(fitScore(popHit, weddingBrief({ eventType: "club" }))).toBeGreaterThan(
      fitScore(quiet, weddingBrief({ eventType: "club" })),
    );
    expect(fitScore(quiet, weddingBrief({ eventType: "restaurant" }))).toBeGreaterThan(
      fitScore(popHit, weddingBrief({ eventType: "restaurant" })),
    );
  });

  it("young and mature audiences lean to their eras", () => {
    const old = catalogSong({ id: "old", year: 1965 });
    const recent = catalogSong({ id: "recent", year: 2019 });
    expect(fitScore(recent, weddingBrief({ audienceType: "young" }))).toBeGreaterThan(
      fitScore(old, weddingBrief({ audienceType: "young" })),
    );
    expect(fitScore(old, weddingBrief({ audienceType: "mature" }))).toBeGreaterThan(
      fitScore(recent, weddingBrief({ audienceType: "mature" })),
    );
  });

  it("insights raise or lower a song", () => {
    const loved = { songId: "pop", score: 0.8, evidence: "loved at 3 weddings in Lisbon" };
    const disliked = { songId: "pop", score: -0.8, evidence: "emptied the floor twice" };
    expect(fitScore(popHit, weddingBrief(), loved)).toBeGreaterThan(fitScore(popHit, weddingBrief()));
    expect(fitScore(popHit, weddingBrief(), disliked)).toBeLessThan(fitScore(popHit, weddingBrief()));
    expect(fitScore(popHit, weddingBrief(), loved) - fitScore(popHit, weddingBrief())).toBeCloseTo(
      0.8 * INSIGHT_WEIGHT,
    );
  });

  it("weighs feedback at twice the seed jitter, clamped, and never makes an excluded song playable", () => {
    const insight = (score: number) => ({ songId: "pop", score, evidence: "loved at 3 weddings in Lisbon" });
    expect(INSIGHT_WEIGHT).toBe(2 * SEED_JITTER);
    expect(learnedFit(undefined)).toBe(0);
    expect(learnedFit(insight(1))).toBe(INSIGHT_WEIGHT);
    expect(learnedFit(insight(-1))).toBe(-INSIGHT_WEIGHT);
    expect(learnedFit(insight(5))).toBe(INSIGHT_WEIGHT);
    expect(learnedFit(insight(Number.NaN))).toBe(0);
    const djTrack = catalogSong({ id: "dj", tags: ["dj-only"] });
    expect(fitScore(djTrack, weddingBrief({ actType: "band_4plus" }), insight(1))).toBe(
      Number.NEGATIVE_INFINITY,
    );
  });

  it("says feedback moved a song only when it added at least half the seed jitter", () => {
    const insight = (score: number, evidence = "loved at 3 weddings in Lisbon") => ({
      songId: "pop",
      score,
      evidence,
    });
    expect(movedByFeedback(insight(0.25))).toBe(true);
    expect(movedByFeedback(insight(0.2))).toBe(false);
    expect(movedByFeedback(insight(-0.9))).toBe(false);
    expect(movedByFeedback(insight(0.9, "  "))).toBe(false);
    expect(movedByFeedback(undefined)).toBe(false);
  });
});
