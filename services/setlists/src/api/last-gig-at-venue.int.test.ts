/**
 * "Don't repeat at this venue": a second gig at a venue the musician played (a setlist with feedback)
 * repeats fewer of last time's songs, and the answer says how many came back; a draft never played,
 * another musician's gig or another venue changes nothing.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { useBackend } from "../testing/backend.ts";

const backend = useBackend({ freeSetlistsPerMonth: 200 });

interface Answer {
  readonly id: number;
  readonly notices: readonly string[];
  readonly setlist: {
    readonly sections: ReadonlyArray<{ songs: ReadonlyArray<{ title: string; artist: string }> }>;
  };
}

const generate = async (userId: string, overrides: Record<string, unknown> = {}): Promise<Answer> => {
  const response = await backend.request(backend.setlists, "POST", "/api/setlists/generate", {
    userId,
    body: {
      eventType: "wedding",
      audienceType: "mixed",
      numberOfSets: 2,
      setDurations: [45, 45],
      energyFlow: "build",
      venueCountry: "United Kingdom",
      venueCity: "Bristol",
      venueName: "The Granary",
      venueType: "wedding",
      ...overrides,
    },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Answer;
};

const titles = (answer: Answer) =>
  answer.setlist.sections.flatMap((section) => section.songs.map((song) => song.title));

const giveFeedback = async (userId: string, setlistId: number, eventDate?: string) => {
  const response = await backend.request(backend.setlists, "POST", `/api/setlists/${setlistId}/feedback`, {
    userId,
    body: {
      overallRating: 4,
      venueCity: "Bristol",
      venueCountry: "United Kingdom",
      venueType: "wedding",
      venueName: "The Granary",
      ...(eventDate ? { eventDate } : {}),
      songFeedback: [],
    },
  });
  expect(response.status).toBeLessThan(300);
};

describe("the last gig at a venue", () => {
  let musician: string;
  let lastTime: Answer;

  beforeAll(async () => {
    musician = await backend.registerUser();
    lastTime = await generate(musician);
  }, 60_000);

  it("says nothing while the setlist at the venue has not been played (no feedback yet)", async () => {
    const again = await generate(musician);
    expect(again.notices.filter((notice) => notice.startsWith("Last time at"))).toEqual([]);
  });

  it("plays fewer of last time's songs at the same venue, and says how many came back", async () => {
    await giveFeedback(musician, lastTime.id, "2026-10-12");
    const before = new Set(titles(lastTime));
    // A generation that does not know the venue (no venue name) repeats about as often as chance allows.
    const unaware: number[] = [];
    const aware: number[] = [];
    for (let i = 0; i < 6; i++) {
      unaware.push(titles(await generate(musician, { venueName: "" })).filter((t) => before.has(t)).length);
      const next = await generate(musician, { venueName: "the granary " });
      const repeated = titles(next).filter((t) => before.has(t)).length;
      aware.push(repeated);
      expect(next.notices).toContain(
        `Last time at The Granary (October 12, 2026) you played ${before.size} songs; ${
          repeated === 0
            ? "none of them is repeated here"
            : `${repeated} of them ${repeated === 1 ? "is" : "are"} in this setlist`
        }.`,
      );
    }
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(mean(aware)).toBeLessThan(mean(unaware) / 2);
  }, 120_000);

  it("leaves another venue, and another musician at this venue, alone", async () => {
    const elsewhere = await generate(musician, { venueName: "Harbour Hotel" });
    expect(elsewhere.notices.some((notice) => notice.startsWith("Last time at"))).toBe(false);
    const otherCity = await generate(musician, { venueCity: "Bath" });
    expect(otherCity.notices.some((notice) => notice.startsWith("Last time at"))).toBe(false);
    const stranger = await backend.registerUser();
    const theirs = await generate(stranger);
    expect(theirs.notices.some((notice) => notice.startsWith("Last time at"))).toBe(false);
  }, 60_000);
});
