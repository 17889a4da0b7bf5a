import { catalog as realCatalog } from "@encore/catalog";
import { describe, expect, it } from "vitest";
import type { CompositionRequest } from "./composer-port.ts";
import { composeSetlist, createLocalComposer } from "./local-composer.ts";
import { checkComposition, errorsOf } from "./rules.ts";
import { seededRandom } from "./seeded-random.ts";
import { UNKNOWN_SONG_REASON } from "./song-reasons.ts";
import { randomBrief, weddingBrief } from "./testing/random-brief.ts";
import { syntheticCatalog } from "./testing/synthetic-catalog.ts";

const catalog = syntheticCatalog();
const request = (overrides: Parameters<typeof weddingBrief>[0] = {}, seed = 1): CompositionRequest => ({
  brief: weddingBrief(overrides),
  candidates: catalog,
  seed,
});
const songsOf = (req: CompositionRequest) => composeSetlist(req).sections.flatMap((section) => section.songs);
const byId = new Map(catalog.map((song) => [`${song.title}|${song.artist}`, song]));
const tagShare = (req: CompositionRequest, ...tags: string[]) => {
  const songs = songsOf(req).map((song) => byId.get(`${song.title}|${song.artist}`)!);
  return songs.filter((song) => song.tags.some((tag) => tags.includes(tag))).length / songs.length;
};

describe("composeSetlist over the real catalog: occasion songs", () => {
  const titlesOver = (overrides: Parameters<typeof weddingBrief>[0], seeds = 60) => {
    const seen = new Map<string, number>();
    for (let seed = 1; seed <= seeds; seed++)
      for (const section of composeSetlist({ brief: weddingBrief(overrides), candidates: realCatalog, seed })
        .sections)
        for (const song of section.songs) seen.set(song.title, (seen.get(song.title) ?? 0) + 1);
    return seen;
  };
  const occasionTitles = realCatalog
    .filter((song) => song.tags.some((tag) => ["birthday", "new-year", "nursery", "christmas"].includes(tag)))
    .map((song) => song.title);

  it("never puts 'Happy Birthday', 'Auld Lang Syne', nursery songs or carols in a wedding that did not ask", () => {
    const seen = titlesOver({ audienceType: "mixed", specialNotes: "" });
    expect(occasionTitles.length).toBeGreaterThan(20);
    expect(occasionTitles.filter((title) => seen.has(title))).toEqual([]);
  });

  it("plays 'Happy Birthday' at a party whose notes say it is a birthday", () => {
    const seen = titlesOver(
      { eventType: "private", specialNotes: "Mum's 50th birthday", numberOfSets: 2 },
      30,
    );
    expect((seen.get("Happy Birthday to You") ?? 0) + (seen.get("Happy Birthday") ?? 0)).toBeGreaterThan(15);
  });
});

describe("composeSetlist: the last gig at this venue", () => {
  const lastTime = composeSetlist({ brief: weddingBrief(), candidates: realCatalog, seed: 1 })
    .sections.flatMap((section) => section.songs)
    .map(({ title, artist }) => ({ title, artist }));
  const repeats = (playedHereLastTime?: typeof lastTime) => {
    let total = 0;
    for (let seed = 2; seed <= 31; seed++) {
      const songs = composeSetlist({
        brief: weddingBrief(),
        candidates: realCatalog,
        seed,
        ...(playedHereLastTime ? { playedHereLastTime } : {}),
      }).sections.flatMap((section) => section.songs);
      total += songs.filter((song) => lastTime.some((before) => before.title === song.title)).length;
    }
    return total / 30;
  };

  it("repeats far fewer of last time's songs, yet keeps a must-have that was played then", () => {
    const unaware = repeats();
    const aware = repeats(lastTime);
    expect(unaware).toBeGreaterThan(2);
    expect(aware).toBeLessThan(unaware / 3);
    const first = lastTime[0]!;
    const pinned = composeSetlist({
      brief: weddingBrief({ mustHaveSongs: [`${first.title} - ${first.artist}`] }),
      candidates: realCatalog,
      seed: 5,
      playedHereLastTime: lastTime,
    }).sections.flatMap((section) => section.songs);
    expect(pinned.map((song) => song.title)).toContain(first.title);
  });
});

describe("composeSetlist", () => {
  it("gives the same setlist for the same seed and another for a new seed", () => {
    expect(composeSetlist(request({}, 7))).toEqual(composeSetlist(request({}, 7)));
    expect(composeSetlist(request({}, 8))).not.toEqual(composeSetlist(request({}, 7)));
  });

  it("names the setlist and its sets", () => {
    const composition = composeSetlist(request());
    expect(composition.name).toBe("Wedding Setlist – 2 × 45 min");
    expect(composition.sections.map((section) => [section.name, section.targetSeconds])).toEqual([
      ["Set 1", 2700],
      ["Set 2", 2700],
    ]);
    expect(composeSetlist(request({ actName: "The Encores" })).name).toBe(
      "The Encores – Wedding – 2 × 45 min",
    );
  });

  it("keeps a must-have it does not know, as typed, with an estimated duration", () => {
    const songs = songsOf(request({ mustHaveSongs: ["Our Song - The Cousins", "Song 5 - Artist 5"] }));
    const ours = songs.find((song) => song.title === "Our Song");
    expect(ours).toMatchObject({
      artist: "The Cousins",
      durationSeconds: 210,
      known: false,
      reason: UNKNOWN_SONG_REASON,
    });
    expect(songs.find((song) => song.title === "Song 5")).toMatchObject({ known: true, reason: "Must-have" });
  });

  it("honours requests found among the candidates", () => {
    const songs = songsOf(request({ songRequests: ["Artist 9 - Song 9"] }));
    expect(songs.find((song) => song.title === "Song 9")).toMatchObject({ reason: "Requested", known: true });
  });

  it("fills a choir's sets with choral songs and an orchestra's with classical works", () => {
    expect(tagShare(request({ actType: "choir" }), "choral")).toBeGreaterThan(0.8);
    expect(tagShare(request({ actType: "orchestra" }), "classical", "orchestral")).toBeGreaterThan(0.8);
  });

  it("lets only a DJ play DJ-only tracks", () => {
    expect(tagShare(request({ actType: "band_4plus", eventType: "club" }), "dj-only")).toBe(0);
    expect(tagShare(request({ actType: "dj", eventType: "club" }), "dj-only")).toBeGreaterThan(0.1);
  });

  it("plays wedding moments and names one first dance", () => {
    const songs = songsOf(request());
    expect(songs.filter((song) => song.reason === "First dance classic")).toHaveLength(1);
    expect(tagShare(request(), "first-dance", "dinner", "party", "last-dance", "ceremony")).toBeGreaterThan(
      0.5,
    );
  });

  it("quotes insights as reasons", () => {
    const target = catalog.find((song) => song.tags.includes("party") && !song.tags.includes("dj-only"))!;
    const insights = [{ songId: target.id, score: 1, evidence: "loved at 3 weddings in Lisbon" }];
    const songs = composeSetlist({ ...request(), insights }).sections.flatMap((section) => section.songs);
    expect(songs.find((song) => song.title === target.title)?.reason).toBe("Loved at 3 weddings in Lisbon");
  });

  it("says why every song is there and opens each set", () => {
    for (const section of composeSetlist(request({ eventType: "corporate", energyFlow: "wave" })).sections) {
      expect(section.songs.every((song) => song.reason.length > 0)).toBe(true);
      expect(section.songs[0]!.reason).toMatch(/^Opener: /);
    }
  });

  it("serves the port", async () => {
    const composer = createLocalComposer();
    expect(composer.name).toBe("local");
    expect(await composer.compose(request())).toEqual(composeSetlist(request()));
  });
});

describe.each([
  ["synthetic catalog", catalog],
  ["real catalog", realCatalog],
])("random briefs over the %s", (_, candidates) => {
  it.skipIf(candidates.length < 500)("pass every rule", () => {
    const random = seededRandom(2024);
    for (let round = 0; round < 150; round++) {
      const req = { brief: randomBrief(random, candidates), candidates, seed: round };
      const composition = composeSetlist(req);
      expect(errorsOf(checkComposition(req, composition)), JSON.stringify(req.brief)).toEqual([]);
    }
  });
});
