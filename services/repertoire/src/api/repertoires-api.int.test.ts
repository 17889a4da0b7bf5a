/**
 * The repertoire calls through the real gateway app on one in-memory PGlite with the in-process bus:
 * repertoires and songs, the spec's validation messages, bulk import, ownership of every call (404
 * and nothing appended), sharing, cloning, the Word download, detection in the background, and a
 * rebuild of the read models.
 */
import { randomUUID } from "node:crypto";
import { countRows, type Position } from "@encore/eventstore";
import { strFromU8, unzipSync } from "fflate";
import jsQR from "jsqr";
import { sql } from "kysely";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDetectionWorker } from "../detection/detection-worker.ts";
import { requestDetectionAgain } from "../detection/request-detection-again.ts";
import { type Harness, PUBLIC_URL, startHarness } from "../testing/repertoire-harness.ts";

let harness: Harness;
const call: Harness["call"] = (...args) => harness.call(...args);

beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.stop();
});

const newUser = () => `user-${randomUUID()}`;

const createRepertoire = async (userId: string, body: Record<string, unknown> = {}) => {
  const response = await call("POST", "/api/repertoires", {
    userId,
    body: { name: "Jazz Standards", type: "band", ...body },
  });
  expect(response.status).toBe(201);
  return response.body as { id: number; name: string; vocalists: Array<{ name: string }> };
};

const addSong = async (userId: string, repertoireId: number, body: Record<string, unknown>) => {
  const response = await call("POST", `/api/repertoires/${repertoireId}/songs`, { userId, body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: number; aiStatus: string };
};

/** Asserts that a call appended nothing to the store. */
const appendsNothing = async (action: () => Promise<void>) => {
  await harness.settle();
  const before: Position = await harness.lastAppended();
  await action();
  await harness.settle();
  expect(await harness.lastAppended()).toBe(before);
};

describe("repertoires", () => {
  it("creates, lists newest first, reads, updates partially and deletes", async () => {
    const userId = newUser();
    const first = await createRepertoire(userId, {
      name: "  Wedding Band  ",
      description: "Our core set",
      vocalists: [
        { name: "Ana", gender: "female" },
        { name: "  ", gender: "male" },
      ],
    });
    expect(first).toMatchObject({
      name: "Wedding Band",
      type: "band",
      description: "Our core set",
      tags: [],
      isPublic: false,
      shareableId: null,
      defaultKey: null,
      defaultEnergy: null,
      vocalists: [{ name: "Ana", gender: "female" }],
      songCount: 0,
    });
    expect(typeof first.id).toBe("number");
    const second = await createRepertoire(userId, { name: "Jazz Trio", type: "trio" });
    const listed = await call("GET", "/api/repertoires", { userId });
    expect(listed.body.repertoires.map((r: { id: number }) => r.id)).toEqual([second.id, first.id]);

    const updated = await call("PUT", `/api/repertoires/${first.id}`, {
      userId,
      body: { defaultKey: "Bb", defaultEnergy: 4, tags: ["weddings", " "] },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      name: "Wedding Band",
      defaultKey: "Bb",
      defaultEnergy: 4,
      tags: ["weddings"],
    });
    expect((await call("GET", `/api/repertoires/${first.id}`, { userId })).body).toEqual(updated.body);

    expect(await call("DELETE", `/api/repertoires/${second.id}`, { userId })).toMatchObject({
      status: 200,
      body: { deleted: true },
    });
    expect((await call("GET", `/api/repertoires/${second.id}`, { userId })).status).toBe(404);
  });

  it.each([
    ["an empty name", { name: "  ", type: "band" }, "name: Repertoire name is required"],
    ["no name", { type: "band" }, "name: Repertoire name is required"],
    ["no type", { name: "Gigs" }, "type: Type is required"],
    [
      "an unknown type",
      { name: "Gigs", type: "orchestra" },
      "type: Type must be one of band, vocalist, singer, duo, trio, quartet, event, genre, other",
    ],
    [
      "6 vocalists",
      {
        name: "Gigs",
        type: "band",
        vocalists: ["A", "B", "C", "D", "E", "F"].map((name) => ({ name, gender: "male" })),
      },
      "vocalists: Maximum 5 vocalists allowed",
    ],
    [
      "a vocalist without a name",
      { name: "Gigs", type: "band", vocalists: [{ gender: "male" }] },
      "vocalists[0].name: Vocalist name is required",
    ],
    [
      "a default energy of 6",
      { name: "Gigs", type: "band", defaultEnergy: 6 },
      "defaultEnergy: Default energy must be a whole number from 1 to 5",
    ],
  ])("refuses %s with a 400 naming the field, appending nothing", async (_, body, message) => {
    await appendsNothing(async () => {
      const response = await call("POST", "/api/repertoires", { userId: newUser(), body });
      expect(response.status).toBe(400);
      expect(response.body.error).toBe(message);
    });
  });

  it("keeps 5 vocalists when blank ones are dropped", async () => {
    const vocalists = ["A", "B", "C", "D", "E"].map((name) => ({ name, gender: "female" }));
    const created = await createRepertoire(newUser(), {
      vocalists: [...vocalists, { name: "", gender: "male" }],
    });
    expect(created.vocalists).toHaveLength(5);
  });

  it("asks visitors to sign in", async () => {
    expect((await call("GET", "/api/repertoires")).status).toBe(401);
  });
});

describe("songs", () => {
  it("adds, edits and deletes songs; typed details are the musician's", async () => {
    const userId = newUser();
    const repertoire = await createRepertoire(userId, { vocalists: [{ name: "Ana", gender: "female" }] });
    const song = await addSong(userId, repertoire.id, {
      title: " Mystery Tune ",
      artist: "Nobody Knows",
      key: "c# minor",
      durationSeconds: 200,
      vocalist: "ana",
    });
    expect(song).toMatchObject({
      repertoireId: repertoire.id,
      title: "Mystery Tune",
      artist: "Nobody Knows",
      key: "C#m",
      durationSeconds: 200,
      vocalist: "Ana",
      language: "English",
      isActive: true,
      detected: {
        key: { source: "user", confidence: 1 },
        durationSeconds: { source: "user", confidence: 1 },
      },
    });
    expect(["pending", "processing", "complete", "failed"]).toContain(song.aiStatus);
    const edited = await call("PUT", `/api/repertoires/${repertoire.id}/songs/${song.id}`, {
      userId,
      body: { energy: 7, notes: "Slow intro", key: "" },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ energy: 7, notes: "Slow intro", key: null });
    expect(edited.body.detected.key).toBeUndefined();
    expect(edited.body.detected.energy).toEqual({ source: "user", confidence: 1 });
    expect((await call("GET", `/api/repertoires/${repertoire.id}`, { userId })).body.songCount).toBe(1);
    expect(
      await call("DELETE", `/api/repertoires/${repertoire.id}/songs/${song.id}`, { userId }),
    ).toMatchObject({
      status: 200,
      body: { deleted: true },
    });
    expect((await call("GET", `/api/repertoires/${repertoire.id}/songs`, { userId })).body).toEqual([]);
  });

  it.each([
    ["no title", { artist: "X" }, "title: Song title is required"],
    ["a blank artist", { title: "X", artist: " " }, "artist: Artist is required"],
    [
      "a duration of 0",
      { title: "X", artist: "Y", durationSeconds: 0 },
      "durationSeconds: Duration must be a whole number of seconds from 1 to 1800",
    ],
    [
      "a duration of 1801",
      { title: "X", artist: "Y", durationSeconds: 1801 },
      "durationSeconds: Duration must be a whole number of seconds from 1 to 1800",
    ],
    [
      "a duration of 2.5",
      { title: "X", artist: "Y", durationSeconds: 2.5 },
      "durationSeconds: Duration must be a whole number of seconds from 1 to 1800",
    ],
    [
      "a key that is none",
      { title: "X", artist: "Y", key: "H" },
      "key: Key must be a key like C, F#, Bb, Am or C#m, or empty",
    ],
    [
      "a vocalist the repertoire lacks",
      { title: "X", artist: "Y", vocalist: "Zoe" },
      "vocalist: 'Zoe' is not one of this repertoire's vocalists (Ana)",
    ],
  ])("refuses a song with %s, appending nothing", async (_, body, message) => {
    const userId = newUser();
    const repertoire = await createRepertoire(userId, { vocalists: [{ name: "Ana", gender: "female" }] });
    await appendsNothing(async () => {
      const response = await call("POST", `/api/repertoires/${repertoire.id}/songs`, { userId, body });
      expect(response.status).toBe(400);
      expect(response.body.error).toBe(message);
    });
  });

  it("clears a departed vocalist's songs", async () => {
    const userId = newUser();
    const repertoire = await createRepertoire(userId, {
      vocalists: [
        { name: "Ana", gender: "female" },
        { name: "Rui", gender: "male" },
      ],
    });
    await addSong(userId, repertoire.id, { title: "One", artist: "A", vocalist: "Ana" });
    await addSong(userId, repertoire.id, { title: "Two", artist: "B", vocalist: "Rui" });
    await addSong(userId, repertoire.id, { title: "Three", artist: "C", vocalist: "Ana" });
    const cleared = await call("POST", `/api/repertoires/${repertoire.id}/clear-vocalist-assignments`, {
      userId,
      body: { vocalistName: "Ana" },
    });
    expect(cleared.body).toEqual({ cleared: 2 });
    const songs = (await call("GET", `/api/repertoires/${repertoire.id}/songs`, { userId })).body;
    expect(songs.map((song: { vocalist: string | null }) => song.vocalist)).toEqual([null, "Rui", null]);
  });
});

describe("bulk import", () => {
  it("parses a paste, flagging songs already in the repertoire, and stores nothing", async () => {
    const userId = newUser();
    const repertoire = await createRepertoire(userId);
    await addSong(userId, repertoire.id, { title: "Jolene", artist: "Dolly Parton" });
    await appendsNothing(async () => {
      const parsed = await call("POST", "/api/repertoires/parse-bulk-songs", {
        userId,
        body: {
          songListText: "1. Rehab - Amy Winehouse\n2. Dolly Parton - Jolene\n\nSET BREAK",
          repertoireId: repertoire.id,
        },
      });
      expect(parsed.status).toBe(200);
      expect(parsed.body).toMatchObject({ format: "lines", skippedLines: 1 });
      expect(
        parsed.body.songs.map((song: { title: string; duplicate: string | null }) => [
          song.title,
          song.duplicate,
        ]),
      ).toEqual([
        ["Rehab", null],
        ["Jolene", "in-repertoire"],
      ]);
    });
  });

  it("answers an empty paste with 'No songs to parse' and text without songs with none", async () => {
    const userId = newUser();
    const empty = await call("POST", "/api/repertoires/parse-bulk-songs", {
      userId,
      body: { songListText: "  \n " },
    });
    expect(empty).toMatchObject({ status: 400, body: { error: "No songs to parse" } });
    const none = await call("POST", "/api/repertoires/parse-bulk-songs", {
      userId,
      body: { songListText: "???" },
    });
    expect(none).toMatchObject({ status: 200, body: { songs: [], skippedLines: 1 } });
  });

  it("refuses a 2 MB paste through the gateway with a 400 naming the limit, storing nothing", async () => {
    const userId = newUser();
    const repertoire = await createRepertoire(userId);
    const line = "Valerie - Amy Winehouse\n";
    const paste = line.repeat(Math.ceil((2 * 1024 * 1024) / line.length));
    await appendsNothing(async () => {
      const parsed = await call("POST", "/api/repertoires/parse-bulk-songs", {
        userId,
        body: { songListText: paste },
      });
      expect(parsed.status).toBe(400);
      expect(parsed.body.error).toBe(
        "songListText: The song list is too long: paste at most 500,000 characters at a time",
      );
      const oneLongTitle = await call("POST", `/api/repertoires/${repertoire.id}/songs/bulk`, {
        userId,
        body: {
          songs: [
            { title: "Fine", artist: "A" },
            { title: "x".repeat(2 * 1024 * 1024), artist: "A" },
          ],
        },
      });
      expect(oneLongTitle.status).toBe(400);
      expect(oneLongTitle.body.error).toBe("Row 2: title: Song title must be at most 200 characters");
      const bulk = await call("POST", `/api/repertoires/${repertoire.id}/songs/bulk`, {
        userId,
        rawBody: JSON.stringify({
          // 2,001 valid songs, 2.3 MB in all: past the list's limit, within the gateway's 4 MB.
          songs: Array(2001).fill({ title: "A", artist: "B", notes: "n".repeat(1100) }),
        }),
      });
      expect(bulk.status).toBe(400);
      expect(bulk.body.error).toBe("songs: Send between 1 and 2,000 songs");
    });
  });

  it("adds 500 songs at once, all detected in the background", async () => {
    const userId = newUser();
    const repertoire = await createRepertoire(userId);
    const songs = Array.from({ length: 500 }, (_, i) => ({
      title: `Original Song ${i + 1}`,
      artist: "The House Band",
      durationSeconds: 180 + i,
    }));
    songs[0] = { title: "Rehab", artist: "Amy Winehouse", durationSeconds: 200 };
    const response = await call("POST", `/api/repertoires/${repertoire.id}/songs/bulk`, {
      userId,
      body: { songs },
    });
    expect(response.status).toBe(201);
    expect(response.body).toHaveLength(500);
    expect(response.body[499]).toMatchObject({ title: "Original Song 500", durationSeconds: 679 });
    expect((await call("GET", `/api/repertoires/${repertoire.id}`, { userId })).body.songCount).toBe(500);
    await harness.settle();
    const stored = (await call("GET", `/api/repertoires/${repertoire.id}/songs`, { userId })).body as Array<{
      aiStatus: string;
    }>;
    expect(stored[0]).toMatchObject({ aiStatus: "complete", durationSeconds: 200, key: "C" });
    expect(stored.slice(1).every((song) => song.aiStatus === "failed")).toBe(true);
  });

  it("refuses the whole add when one row is bad, naming its row", async () => {
    const userId = newUser();
    const repertoire = await createRepertoire(userId);
    await appendsNothing(async () => {
      const response = await call("POST", `/api/repertoires/${repertoire.id}/songs/bulk`, {
        userId,
        body: {
          songs: [
            { title: "One", artist: "A" },
            { title: "Two", artist: "B" },
            { title: "Three", artist: "" },
          ],
        },
      });
      expect(response.status).toBe(400);
      expect(response.body.error).toBe("Row 3: artist: Artist is required");
    });
    expect((await call("GET", `/api/repertoires/${repertoire.id}/songs`, { userId })).body).toEqual([]);
  });
});

describe("detection", () => {
  it("completes catalog songs, fails unknown ones with the reason, and keeps typed values", async () => {
    const userId = newUser();
    const repertoire = await createRepertoire(userId);
    const known = await addSong(userId, repertoire.id, {
      title: "rehab (Live)",
      artist: "amy winehouse",
      key: "G",
    });
    const unknown = await addSong(userId, repertoire.id, {
      title: "Our First Dance",
      artist: "The Local Trio",
    });
    const featured = await addSong(userId, repertoire.id, {
      title: "Valerie - 2007 Remaster",
      artist: "Amy Winehouse",
    });
    await harness.settle();
    const songs: Array<{ id: number; aiConfidence: number }> = (
      await call("GET", `/api/repertoires/${repertoire.id}/songs`, { userId })
    ).body;
    const byId = new Map(songs.map((song) => [song.id, song]));
    expect(byId.get(known.id)).toMatchObject({
      aiStatus: "complete",
      key: "G",
      bpm: 145,
      durationSeconds: 214,
      energy: 7,
      year: 2006,
      genre: "Soul",
      aiError: null,
      detected: {
        key: { source: "user", confidence: 1 },
        bpm: { source: "catalog", confidence: 1 },
        durationSeconds: { source: "catalog", confidence: 1 },
      },
    });
    expect(byId.get(known.id)!.aiConfidence).toBeGreaterThan(0.9);
    expect(byId.get(unknown.id)).toMatchObject({
      aiStatus: "failed",
      aiError: "No match in Encore's catalog and OpenAI is not configured",
      bpm: null,
    });
    expect(byId.get(featured.id)).toMatchObject({ aiStatus: "complete", key: "Eb", bpm: 106 });
  });

  it("asks again when a title changes, and detection never overwrites the musician's values", async () => {
    const userId = newUser();
    const repertoire = await createRepertoire(userId);
    const song = await addSong(userId, repertoire.id, {
      title: "Unknown Thing",
      artist: "Amy Winehouse",
      durationSeconds: 300,
    });
    await harness.settle();
    const renamed = await call("PUT", `/api/repertoires/${repertoire.id}/songs/${song.id}`, {
      userId,
      body: { title: "Back to Black", artist: "Amy Winehouse", durationSeconds: 300 },
    });
    expect(["pending", "processing", "complete"]).toContain(renamed.body.aiStatus);
    await harness.settle();
    const detected = (await call("GET", `/api/repertoires/${repertoire.id}/songs`, { userId })).body[0];
    expect(detected).toMatchObject({ aiStatus: "complete", durationSeconds: 300, key: "Dm", bpm: 123 });
    expect(detected.detected.durationSeconds.source).toBe("user");
  });

  it("re-running detection after a crash appends nothing twice", async () => {
    const userId = newUser();
    const repertoire = await createRepertoire(userId);
    await addSong(userId, repertoire.id, { title: "Rehab", artist: "Amy Winehouse" });
    await harness.settle();
    const before = (await harness.store.readStream(`repertoire-${repertoire.id}`)).length;
    await sql`DELETE FROM repertoire.detection_checkpoint`.execute(harness.database.db);
    while (!(await harness.worker().processNextPage()).caughtUp);
    await harness.settle();
    expect((await harness.store.readStream(`repertoire-${repertoire.id}`)).length).toBe(before);
  });
});

describe("several repertoire instances", () => {
  it("detect one at a time: a second worker waits while the first holds the lease", async () => {
    const asked: string[] = [];
    const second = createDetectionWorker({
      store: harness.store,
      database: harness.database,
      now: () => new Date(),
      log: () => undefined,
      detector: {
        name: "counting",
        detect: async (song) => {
          asked.push(song.title);
          return { found: false, reason: "test" };
        },
      },
    });
    const userId = newUser();
    const repertoire = await createRepertoire(userId);
    await addSong(userId, repertoire.id, { title: "Rehab", artist: "Amy Winehouse" });
    expect(await second.processNextPage()).toEqual({ handled: 0, caughtUp: true });
    await harness.settle();
    expect(asked).toEqual([]);
    await second.stop();
  });
});

describe("ownership: someone else's repertoire or song is 404 on every call, appending nothing", () => {
  it("answers 404 everywhere", async () => {
    const owner = newUser();
    const stranger = newUser();
    const repertoire = await createRepertoire(owner, { vocalists: [{ name: "Ana", gender: "female" }] });
    const song = await addSong(owner, repertoire.id, { title: "One", artist: "A", vocalist: "Ana" });
    const strangers = await createRepertoire(stranger);
    const id = repertoire.id;
    const calls: Array<[string, string, unknown?, string?]> = [
      ["GET", `/api/repertoires/${id}`],
      ["PUT", `/api/repertoires/${id}`, { name: "Mine now" }],
      ["DELETE", `/api/repertoires/${id}`],
      ["GET", `/api/repertoires/${id}/songs`],
      ["POST", `/api/repertoires/${id}/songs`, { title: "X", artist: "Y" }],
      ["POST", `/api/repertoires/${id}/songs/bulk`, { songs: [{ title: "X", artist: "Y" }] }],
      ["PUT", `/api/repertoires/${id}/songs/${song.id}`, { title: "Z" }],
      ["DELETE", `/api/repertoires/${id}/songs/${song.id}`],
      ["POST", `/api/repertoires/${id}/clear-vocalist-assignments`, { vocalistName: "Ana" }],
      ["GET", `/api/repertoires/${id}/download`],
      ["POST", `/api/repertoires/${id}/share`],
      [
        "POST",
        "/api/repertoires/parse-bulk-songs",
        { songListText: "Rehab - Amy Winehouse", repertoireId: id },
      ],
      ["PUT", `/api/repertoires/${strangers.id}/songs/${song.id}`, { title: "Z" }, "Song not found"],
      ["DELETE", `/api/repertoires/${strangers.id}/songs/${song.id}`, undefined, "Song not found"],
      ["GET", "/api/repertoires/999999"],
    ];
    await appendsNothing(async () => {
      for (const [method, path, body, error = "Repertoire not found"] of calls) {
        const response = await call(method, path, {
          userId: stranger,
          ...(body === undefined ? {} : { body }),
        });
        expect([method, path, response.status, response.body.error]).toEqual([method, path, 404, error]);
      }
    });
    expect((await call("GET", `/api/repertoires/${id}`, { userId: owner })).body.name).toBe("Jazz Standards");
  });
});

describe("sharing, cloning and the Word download", () => {
  it("shares once with a QR code, shows only the public fields, and clones with songs and details", async () => {
    const owner = newUser();
    const repertoire = await createRepertoire(owner, {
      vocalists: [{ name: "Ana", gender: "female" }],
      defaultEnergy: 3,
    });
    await addSong(owner, repertoire.id, { title: "Rehab", artist: "Amy Winehouse", vocalist: "Ana" });
    await addSong(owner, repertoire.id, { title: "House Original", artist: "Us", durationSeconds: 240 });
    await harness.settle();
    const shared = await call("POST", `/api/repertoires/${repertoire.id}/share`, { userId: owner });
    expect(shared.status).toBe(200);
    const shareableId = /\/shared\/repertoire\/([0-9a-f-]{36})$/.exec(shared.body.shareUrl)?.[1];
    expect(shared.body.shareUrl).toBe(`${PUBLIC_URL}/shared/repertoire/${shareableId}`);
    const png = PNG.sync.read(
      Buffer.from(shared.body.qrCode.replace(/^data:image\/png;base64,/, ""), "base64"),
    );
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(shared.body.shareUrl);
    expect(
      (await call("POST", `/api/repertoires/${repertoire.id}/share`, { userId: owner })).body.shareUrl,
    ).toBe(shared.body.shareUrl);

    const page = await call("GET", `/api/shared/repertoire/${shareableId}`);
    expect(page.status).toBe(200);
    expect(Object.keys(page.body).sort()).toEqual(
      [
        "createdAt",
        "defaultEnergy",
        "defaultKey",
        "description",
        "name",
        "songCount",
        "tags",
        "type",
        "vocalists",
      ].sort(),
    );
    expect(page.body).toMatchObject({ name: "Jazz Standards", songCount: 2, defaultEnergy: 3 });
    const publicSongs = await call("GET", `/api/shared/repertoire/${shareableId}/songs`);
    expect(publicSongs.body[0]).toEqual({
      title: "Rehab",
      artist: "Amy Winehouse",
      key: "C",
      durationSeconds: 214,
      genre: "Soul",
      energy: 7,
      vocalist: "Ana",
      notes: null,
    });
    expect((await call("GET", `/api/shared/repertoire/${randomUUID()}`)).status).toBe(404);
    expect((await call("GET", "/api/shared/repertoire/not-a-uuid/songs")).status).toBe(404);

    const saver = newUser();
    const clone = await call("POST", "/api/repertoires/clone", {
      userId: saver,
      body: { shareableId, newName: "Jazz Standards (Copy)" },
    });
    expect(clone.status).toBe(201);
    expect(clone.body).toMatchObject({
      name: "Jazz Standards (Copy)",
      songCount: 2,
      defaultEnergy: 3,
      isPublic: false,
      shareableId: null,
    });
    const copies = (await call("GET", `/api/repertoires/${clone.body.id}/songs`, { userId: saver })).body;
    expect(copies[0]).toMatchObject({
      title: "Rehab",
      key: "C",
      bpm: 145,
      vocalist: "Ana",
      aiStatus: "complete",
      detected: { bpm: { source: "catalog" } },
    });
    expect(copies[1]).toMatchObject({
      title: "House Original",
      durationSeconds: 240,
      detected: { durationSeconds: { source: "user" } },
    });
    expect(
      (
        await call("POST", "/api/repertoires/clone", {
          userId: saver,
          body: { shareableId: randomUUID(), newName: "X" },
        })
      ).status,
    ).toBe(404);
  });

  it("downloads a .docx with the songs' table", async () => {
    const userId = newUser();
    const repertoire = await createRepertoire(userId, { name: "Jazz Standards: Vol. 2" });
    await addSong(userId, repertoire.id, {
      title: "Rehab",
      artist: "Amy Winehouse",
      key: "C",
      durationSeconds: 214,
    });
    const download = await call("GET", `/api/repertoires/${repertoire.id}/download`, { userId });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toBe(
      'attachment; filename="Jazz_Standards_Vol_2_repertoire.docx"',
    );
    const xml = strFromU8(unzipSync(download.bytes)["word/document.xml"]!);
    for (const text of ["Jazz Standards: Vol. 2", "Band", "Rehab", "Amy Winehouse", "3:34"])
      expect(xml).toContain(text);
  });
});

describe("read models", () => {
  it("rebuild from the events into identical rows", async () => {
    await harness.settle();
    const dump = async () => ({
      repertoires: (await sql`SELECT * FROM repertoire.repertoires ORDER BY id`.execute(harness.database.db))
        .rows,
      songs: (await sql`SELECT * FROM repertoire.repertoire_songs ORDER BY id`.execute(harness.database.db))
        .rows,
    });
    const before = await dump();
    expect(before.songs.length).toBeGreaterThan(500);
    await harness.service.runner.stop();
    await harness.service.runner.reset("repertoire.repertoires");
    expect(await countRows(harness.database, "repertoire.repertoire_songs")).toBe(0);
    while (!(await harness.service.runner.processNextPage("repertoire.repertoires")).caughtUp);
    expect(await dump()).toEqual(before);
    await harness.service.runner.start();
  });
});

describe("asking detection again", () => {
  it("requests failed songs again and the worker answers them", async () => {
    const userId = newUser();
    const repertoire = await createRepertoire(userId);
    await addSong(userId, repertoire.id, { title: "Our Last Dance", artist: "The Local Trio" });
    await harness.settle();
    const before = (await harness.store.readStream(`repertoire-${repertoire.id}`)).length;
    const asked = await requestDetectionAgain({
      store: harness.store,
      database: harness.database,
      which: "failed",
      newId: randomUUID,
      now: () => new Date(),
    });
    expect(asked.songs).toBeGreaterThanOrEqual(1);
    await harness.settle();
    const types = (await harness.store.readStream(`repertoire-${repertoire.id}`))
      .slice(before)
      .map((event) => event.type);
    expect(types).toEqual(["SongDetectionRequested", "SongDetectionStarted", "SongDetectionFailed"]);
  });
});
