import { describe, expect, it } from "vitest";
import {
  addSums,
  emptySums,
  eventTypePrior,
  evidenceText,
  type LevelSums,
  PSEUDO_COUNT,
  priorMean,
  recommend,
  shrink,
} from "./recommendation.ts";
import { anchoredWeightUnits, feedbackSignals, type SongSignal } from "./signals.ts";

const now = new Date("2026-11-21T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

/** The sums of song entries (rating, reaction) given `days` ago. */
const sumsOf = (
  entries: ReadonlyArray<{ rating: number; reaction: SongSignal["reaction"]; days?: number }>,
): LevelSums => {
  let sums = emptySums;
  for (const entry of entries) {
    const [signal] = feedbackSignals(
      {
        overallRating: entry.rating,
        songFeedback: [
          {
            songIndex: 0,
            title: "Song",
            artist: "Artist",
            rating: entry.rating,
            audienceReaction: entry.reaction ?? "liked",
          },
        ],
      },
      [],
      daysAgo(entry.days ?? 0),
    );
    if (!signal) throw new Error("no signal");
    sums = addSums(sums, {
      ...emptySums,
      rated: 1,
      sumRating: signal.rating,
      loved: signal.reaction === "loved" ? 1 : 0,
      liked: signal.reaction === "liked" ? 1 : 0,
      neutral: signal.reaction === "neutral" ? 1 : 0,
      disliked: signal.reaction === "disliked" ? 1 : 0,
      weightUnits: signal.weightUnits,
      weightedValue2: signal.weightUnits * signal.value2,
    });
  }
  return sums;
};

const times = <const T>(count: number, value: T): T[] => Array.from({ length: count }, () => value);

describe("recommendation score", () => {
  it("does not let one rave dominate: a single 5/loved scores below a song loved at many gigs", () => {
    const prior = 3.6;
    const oneRave = recommend({ everywhere: sumsOf([{ rating: 5, reaction: "loved" }]) }, prior, now);
    const steady = recommend({ everywhere: sumsOf(times(20, { rating: 5, reaction: "loved" })) }, prior, now);
    expect(oneRave?.score).toBeGreaterThan(0);
    expect(oneRave!.score).toBeLessThan(steady!.score / 2);
    // the estimate of the single rave is pulled most of the way toward the prior
    expect(oneRave!.estimate).toBeLessThan(prior + (5 - prior) / 2);
    expect(steady!.estimate).toBeGreaterThan(4.7);
  });

  it("counts old feedback less: the same ratings a year ago weigh half as much", () => {
    const fresh = sumsOf(times(4, { rating: 5, reaction: "loved" }));
    const old = sumsOf(times(4, { rating: 5, reaction: "loved", days: 365 }));
    expect(old.weightUnits / fresh.weightUnits).toBeCloseTo(0.5, 2);
    const freshScore = recommend({ everywhere: fresh }, 3, now)!.score;
    const oldScore = recommend({ everywhere: old }, 3, now)!.score;
    expect(oldScore).toBeLessThan(freshScore);
    // a recent disliked outweighs two old loved
    const mixed = sumsOf([
      { rating: 5, reaction: "loved", days: 1000 },
      { rating: 5, reaction: "loved", days: 1000 },
      { rating: 1, reaction: "disliked" },
    ]);
    expect(recommend({ everywhere: mixed }, 3, now)!.estimate).toBeLessThan(3);
  });

  it("falls back from the city to the country, then to everywhere", () => {
    const everywhere = sumsOf(times(10, { rating: 3, reaction: "neutral" }));
    const country = sumsOf(times(5, { rating: 5, reaction: "loved" }));
    const city = sumsOf(times(5, { rating: 1, reaction: "disliked" }));
    expect(recommend({ everywhere, country, city }, 3, now)?.level).toBe("city");
    expect(recommend({ everywhere, country, city: emptySums }, 3, now)?.level).toBe("country");
    expect(recommend({ everywhere, country: emptySums, city }, 3, now)?.level).toBe("everywhere");
    expect(recommend({ everywhere }, 3, now)?.level).toBe("everywhere");
    expect(recommend({ everywhere: emptySums }, 3, now)).toBeUndefined();
    // the country's praise raises the song where the city has no word, the city's verdict wins there
    const inCountry = recommend({ everywhere, country }, 3, now)!;
    const inCity = recommend({ everywhere, country, city }, 3, now)!;
    const elsewhere = recommend({ everywhere }, 3, now)!;
    expect(inCountry.score).toBeGreaterThan(elsewhere.score);
    expect(inCity.score).toBeLessThan(elsewhere.score);
  });

  it("shrinks by the pseudo-count and keeps scores in [-1, 1]", () => {
    const one = sumsOf([{ rating: 1, reaction: "disliked" }]);
    expect(shrink(one, 4, now)).toBeCloseTo((1 * 1 + PSEUDO_COUNT * 4) / (1 + PSEUDO_COUNT), 2);
    const hated = recommend({ everywhere: sumsOf(times(500, { rating: 1, reaction: "disliked" })) }, 4, now)!;
    expect(hated.score).toBeGreaterThanOrEqual(-1);
    expect(hated.score).toBeLessThan(-0.9);
    expect(priorMean(emptySums, now)).toBe(3);
  });

  it("scores against the average song, not against 'Good': typical feedback is neutral, one dislike is negative", () => {
    const typical = recommend({ everywhere: sumsOf(times(20, { rating: 4, reaction: "liked" })) }, 4, now)!;
    expect(Math.abs(typical.score)).toBeLessThan(0.01);
    const dislikedOnce = recommend({ everywhere: sumsOf([{ rating: 2, reaction: "disliked" }]) }, 4.2, now)!;
    expect(dislikedOnce.score).toBeLessThan(0);
    const lovedOnce = recommend({ everywhere: sumsOf([{ rating: 5, reaction: "loved" }]) }, 4.2, now)!;
    expect(lovedOnce.score).toBeGreaterThan(0);
  });

  it("takes an event type's own average as the norm only once it has many signals", () => {
    const everywhere = sumsOf(times(400, { rating: 4, reaction: "liked" }));
    const twoBadCorporateGigs = sumsOf(times(2, { rating: 1, reaction: "disliked" }));
    expect(eventTypePrior(twoBadCorporateGigs, everywhere, now)).toBeGreaterThan(3.8);
    const manyCorporateGigs = sumsOf(times(500, { rating: 3, reaction: "neutral" }));
    expect(eventTypePrior(manyCorporateGigs, everywhere, now)).toBeLessThan(3.2);
  });

  it("weighs a quick-form rating as a quarter of a song entry, for every song of the setlist", () => {
    const signals = feedbackSignals(
      { overallRating: 4, songFeedback: [] },
      [
        { title: "Uptown Funk (feat. Bruno Mars)", artist: "Mark Ronson" },
        { title: "Uptown Funk", artist: "Mark Ronson feat. Bruno Mars" },
        { title: "Hey Jude - Remastered 2015", artist: "The Beatles" },
      ],
      now,
    );
    expect(signals.map((signal) => signal.key)).toEqual(["uptown funk|mark ronson", "hey jude|beatles"]);
    expect(signals[0]?.weightUnits).toBe(anchoredWeightUnits(now, 0.25));
    expect(signals[0]?.rated).toBe(0);
  });

  it("tells the evidence in a few words", () => {
    expect(evidenceText(sumsOf(times(3, { rating: 5, reaction: "loved" })), "wedding", "Lisbon")).toBe(
      "loved at 3 weddings in Lisbon",
    );
    expect(
      evidenceText(
        sumsOf([
          ...times(6, { rating: 5, reaction: "liked" as const }),
          ...times(6, { rating: 4, reaction: "neutral" as const }),
        ]),
        null,
        "Portugal",
      ),
    ).toBe("rated 4.5 at 12 gigs in Portugal");
    expect(evidenceText(sumsOf(times(2, { rating: 1, reaction: "disliked" })), "corporate", "Oslo")).toBe(
      "disliked at 2 corporate events in Oslo",
    );
  });
});
