/**
 * POST /api/setlists/generate with `selectedRepertoireIds` (issue 6, item 4): the real repertoire
 * service answers its songs over the in-process bus, billing the quota, all on one PGlite.
 */
import { randomUUID } from "node:crypto";
import { createBillingService } from "@encore/billing";
import { catalog } from "@encore/catalog";
import { GetQuotaStatus } from "@encore/contracts";
import { createPostgresEventStore, openPglite } from "@encore/eventstore";
import { createInProcessBus, requestSubject } from "@encore/messaging";
import { type RunningService, startService } from "@encore/runtime";
import { describe, expect, it } from "vitest";
import { createSetlistsService } from "../service.ts";
import { useBackend } from "../testing/backend.ts";
import { REPERTOIRES_EMPTY, repertoiresNotFound } from "./setlists-api.ts";

const quotaStatus = requestSubject(GetQuotaStatus.name, GetQuotaStatus.request, GetQuotaStatus.response);
const FREE_SETLISTS = 3;

const backend = useBackend({
  freeSetlistsPerMonth: FREE_SETLISTS,
  repertoire: true,
  setlists: { newSeed: () => 7 },
});
const registerUser = () => backend.registerUser();

const call = async (
  service: RunningService,
  method: string,
  path: string,
  userId: string,
  body?: unknown,
) => {
  const response = await backend.request(service, method, path, { userId, body });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const brief = (selectedRepertoireIds: number[], setDurations = [30, 30]) => ({
  eventType: "wedding",
  audienceType: "mixed",
  numberOfSets: setDurations.length,
  setDurations,
  vocalists: [
    { name: "Ana", gender: "female" },
    { name: "Rui", gender: "male" },
  ],
  energyFlow: "build",
  actType: "band_4plus",
  venueCountry: "Portugal",
  venueCity: "Lisbon",
  venueType: "wedding",
  selectedRepertoireIds,
});

interface AnsweredSong {
  title: string;
  artist: string;
  vocalist?: string;
  durationSeconds: number;
  key: string | null;
}
interface AnsweredSection {
  durationSeconds: number;
  targetSeconds: number;
  songs: AnsweredSong[];
}
const songsOf = (body: Record<string, unknown>) =>
  (body.setlist as { sections: AnsweredSection[] }).sections.flatMap((section) => section.songs);

const createRepertoire = async (userId: string, name: string, songs: { title: string; artist: string }[]) => {
  const created = await call(backend.repertoire, "POST", "/api/repertoires", userId, {
    name,
    type: "band",
    vocalists: [
      { name: "Ana", gender: "female" },
      { name: "Rui", gender: "male" },
    ],
  });
  expect(created.status).toBe(201);
  const id = created.body.id as number;
  if (songs.length > 0) {
    const added = await call(backend.repertoire, "POST", `/api/repertoires/${id}/songs/bulk`, userId, {
      songs,
    });
    expect(added.status).toBe(201);
  }
  return id;
};

const remainingFor = async (userId: string) => (await backend.bus.request(quotaStatus, { userId })).remaining;

// Wedding-friendly songs from every corner of the catalog, so the repertoire is a real band's book.
const bandBook = catalog
  .filter((song) => !song.tags.includes("dj-only") && !song.tags.includes("christmas"))
  .filter((_, index) => index % 23 === 0)
  .slice(0, 80)
  .map((song) => ({ title: song.title, artist: song.artist }));

describe("generating from the musician's repertoires", () => {
  it("chooses only from the selected repertoires' songs, on time", async () => {
    const userId = await registerUser();
    const book = await createRepertoire(userId, "Wedding book", bandBook.slice(0, 60));
    const generated = await call(backend.setlists, "POST", "/api/setlists/generate", userId, brief([book]));
    expect(generated.status).toBe(200);
    const allowed = new Set(bandBook.slice(0, 60).map((song) => `${song.title}|${song.artist}`));
    const songs = songsOf(generated.body);
    expect(songs.length).toBeGreaterThan(10);
    for (const song of songs) expect(allowed).toContain(`${song.title}|${song.artist}`);
    for (const section of (generated.body.setlist as { sections: AnsweredSection[] }).sections) {
      expect(Math.abs(section.durationSeconds - section.targetSeconds)).toBeLessThanOrEqual(30);
    }
    expect(generated.body.notices).toEqual([]);
  });

  it("uses two repertoires together, and keeps the vocalist the musician assigned", async () => {
    const userId = await registerUser();
    const first = await createRepertoire(userId, "Covers", bandBook.slice(0, 30));
    const second = await createRepertoire(userId, "More covers", []);
    const extra = bandBook.slice(60, 80);
    for (const song of extra) {
      const added = await call(backend.repertoire, "POST", `/api/repertoires/${second}/songs`, userId, {
        ...song,
        vocalist: "Rui",
      });
      expect(added.status).toBe(201);
    }
    const generated = await call(
      backend.setlists,
      "POST",
      "/api/setlists/generate",
      userId,
      brief([first, second]),
    );
    expect(generated.status).toBe(200);
    const songs = songsOf(generated.body);
    const fromSecond = new Set(extra.map((song) => `${song.title}|${song.artist}`));
    const allowed = new Set(
      [...bandBook.slice(0, 30), ...extra].map((song) => `${song.title}|${song.artist}`),
    );
    for (const song of songs) expect(allowed).toContain(`${song.title}|${song.artist}`);
    const sungByChoice = songs.filter((song) => fromSecond.has(`${song.title}|${song.artist}`));
    expect(sungByChoice.length).toBeGreaterThan(0);
    for (const song of sungByChoice) expect(song.vocalist).toBe("Rui");
  });

  it("says plainly when the repertoire cannot fill the sets", async () => {
    const userId = await registerUser();
    const small = await createRepertoire(userId, "Five songs", bandBook.slice(0, 5));
    const generated = await call(
      backend.setlists,
      "POST",
      "/api/setlists/generate",
      userId,
      brief([small], [45, 45]),
    );
    expect(generated.status).toBe(200);
    expect(songsOf(generated.body)).toHaveLength(5);
    const notices = generated.body.notices as string[];
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(
      /^Your selected repertoires have 5 songs, not enough to fill every set: Set 1 is \d+ min short of its 45 min/,
    );
  });

  it("refuses another user's repertoire, an unknown one and an empty one with 400, costing nothing", async () => {
    const owner = await registerUser();
    const theirs = await createRepertoire(owner, "Not yours", bandBook.slice(0, 20));
    const userId = await registerUser();
    const mine = await createRepertoire(userId, "Mine", bandBook.slice(20, 40));
    const empty = await createRepertoire(userId, "Nothing yet", []);

    const refused = await call(
      backend.setlists,
      "POST",
      "/api/setlists/generate",
      userId,
      brief([mine, theirs]),
    );
    expect(refused).toEqual({ status: 400, body: { error: repertoiresNotFound([theirs]) } });
    expect(refused.body.error).toBe(
      `selectedRepertoireIds: repertoire ${theirs} not found among your repertoires`,
    );

    const unknown = await call(backend.setlists, "POST", "/api/setlists/generate", userId, brief([987_654]));
    expect(unknown.status).toBe(400);

    const nothing = await call(backend.setlists, "POST", "/api/setlists/generate", userId, brief([empty]));
    expect(nothing).toEqual({ status: 400, body: { error: REPERTOIRES_EMPTY } });

    expect(await remainingFor(userId)).toBe(FREE_SETLISTS);
  });

  it("answers 503 and costs nothing when the repertoire service is away", async () => {
    const lonelyBus = createInProcessBus();
    const lonelyDatabase = await openPglite();
    const lonelyStore = await createPostgresEventStore({ database: lonelyDatabase });
    const base = {
      store: lonelyStore,
      database: lonelyDatabase,
      bus: lonelyBus,
      internalSecret: backend.internalSecret,
      log: () => undefined,
    };
    const lonelyBilling = await startService(
      createBillingService({ trialDays: 0, freeSetlistsPerMonth: 3 }),
      base,
    );
    const alone = await startService(createSetlistsService({ log: () => undefined }), base);
    try {
      const answer = await call(alone, "POST", "/api/setlists/generate", randomUUID(), brief([1]));
      expect(answer.status).toBe(503);
      expect(answer.body.error).toMatch(/could not be read right now/);
    } finally {
      await alone.stop();
      await lonelyBilling.stop();
      await lonelyBus.close();
      await lonelyStore.close();
      await lonelyDatabase.close();
    }
  });
});
