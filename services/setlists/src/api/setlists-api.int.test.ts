import { GetQuotaStatus, setlistStreamId } from "@encore/contracts";
import { createInProcessBus, type MessageBus, requestSubject } from "@encore/messaging";
import {
  type RunningService,
  type ServiceDefinition,
  signUserAssertion,
  USER_ASSERTION_HEADER,
} from "@encore/runtime";
import { strFromU8, unzipSync } from "fflate";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { Composer } from "../composer/composer-port.ts";
import { createSetlistsService } from "../service.ts";
import { readAnswer, useBackend } from "../testing/backend.ts";

const FREE_SETLISTS = 3;
const quotaStatus = requestSubject(GetQuotaStatus.name, GetQuotaStatus.request, GetQuotaStatus.response);

const backend = useBackend({ freeSetlistsPerMonth: FREE_SETLISTS });
const registerUser = () => backend.registerUser();

const call = async (
  service: RunningService,
  method: string,
  path: string,
  options: { readonly userId?: string; readonly body?: unknown } = {},
) => readAnswer(await backend.request(service, method, path, options));

const generate = (userId: string, body: unknown = brief, service = backend.setlists) =>
  call(service, "POST", "/api/setlists/generate", { userId, body });

const brief = {
  eventType: "wedding",
  audienceType: "mixed",
  numberOfSets: 2,
  setDurations: [30, 20],
  vocalists: [
    { name: "Ana", gender: "female" },
    { name: "  ", gender: "male" },
    { name: "Rui", gender: "male" },
  ],
  hornSection: false,
  energyFlow: "build",
  mustHaveSongs: "",
  actName: "The Late Shift",
  actType: "band_4plus",
  venueCountry: "Portugal",
  venueCity: "Lisbon",
  venueName: "The Granary",
  venueType: "wedding",
};

const remainingFor = async (userId: string) => (await backend.bus.request(quotaStatus, { userId })).remaining;

interface AnsweredSong {
  title: string;
  artist: string;
  vocalist?: string;
  durationSeconds: number;
}
interface AnsweredSection {
  name: string;
  durationSeconds: number;
  targetSeconds: number;
  songs: AnsweredSong[];
}
const sectionsOf = (body: Record<string, unknown>) =>
  (body.setlist as { sections: AnsweredSection[] }).sections;

describe("POST /api/setlists/generate", () => {
  it("asks visitors to sign in", async () => {
    expect(await call(backend.setlists, "POST", "/api/setlists/generate", { body: brief })).toMatchObject({
      status: 401,
      body: { error: "Unauthorized" },
    });
  });

  it.each([
    [{ numberOfSets: 6 }, "numberOfSets: must be between 1 and 5"],
    [{ numberOfSets: 1, setDurations: [0] }, "setDurations[0]: must be between 1 and 180"],
    [{ numberOfSets: 1, setDurations: [181] }, "setDurations[0]: must be between 1 and 180"],
    [
      { vocalists: Array.from({ length: 6 }, (_, i) => ({ name: `Singer ${i + 1}`, gender: "female" })) },
      "vocalists: Maximum 5 vocalists allowed",
    ],
    [{ vocalists: [{ gender: "male" }] }, "vocalists[0].name: Vocalist name is required"],
    [{ energyFlow: "sideways" }, 'energyFlow: expected "build" | "wave" | "high"'],
    [
      { selectedRepertoireIds: Array.from({ length: 51 }, (_, i) => i + 1) },
      "selectedRepertoireIds: select at most 50 repertoires",
    ],
  ])("answers 400 for %j without using the quota", async (change, error) => {
    const userId = await registerUser();
    const response = await generate(userId, { ...brief, ...change });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(error);
    expect(await remainingFor(userId)).toBe(FREE_SETLISTS);
  });

  it("answers 400, not 500, for a body that is not JSON or not an object", async () => {
    const userId = await registerUser();
    const notJson = await backend.setlists.app.request("/api/setlists/generate", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        [USER_ASSERTION_HEADER]: signUserAssertion(
          { id: userId, email: "a@example.com" },
          backend.internalSecret,
        ),
      },
      body: "{nope",
    });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ error: "The request body is not valid JSON" });
    expect(await generate(userId, [brief])).toMatchObject({
      status: 400,
      body: { error: "Send a JSON object with the generation request" },
    });
  });

  it("composes sets timed to the brief, records SetlistGenerated and projects the setlist, unsaved", async () => {
    const userId = await registerUser();
    const response = await generate(userId);
    expect(response.status).toBe(200);
    const id = response.body.id as number;
    expect(Number.isInteger(id) && id > 0).toBe(true);
    const setlist = response.body.setlist as { name: string; duration: number };
    expect(setlist.name).toEqual(expect.any(String));
    const sections = sectionsOf(response.body);
    expect(sections.map((section) => [section.name, section.targetSeconds])).toEqual([
      ["Set 1", 1800],
      ["Set 2", 1200],
    ]);
    for (const section of sections) {
      expect(section.songs.length).toBeGreaterThan(0);
      expect(section.durationSeconds).toBe(
        section.songs.reduce((sum, song) => sum + song.durationSeconds, 0),
      );
      for (const song of section.songs) {
        expect(Object.keys(song).sort()).toEqual(
          [
            "artist",
            "bpm",
            "durationSeconds",
            "energy",
            "key",
            "reason",
            "title",
            ...(song.vocalist ? ["vocalist"] : []),
          ].sort(),
        );
        if (song.vocalist) expect(["Ana", "Rui"]).toContain(song.vocalist);
      }
    }
    const total = sections.reduce((sum, section) => sum + section.durationSeconds, 0);
    expect(setlist.duration).toBe(Math.round(total / 60));

    const [recorded] = await backend.store.readStream(setlistStreamId(id));
    expect(recorded?.type).toBe("SetlistGenerated");
    const data = recorded?.data as Record<string, unknown>;
    expect(data).toMatchObject({
      setlistId: id,
      userId,
      composer: "local",
      seed: expect.any(Number),
      reservationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      brief: { numberOfSets: 2, setDurations: [30, 20], vocalists: [{ name: "Ana" }, { name: "Rui" }] },
    });
    expect(recorded?.metadata).toMatchObject({ userId, correlationId: data.reservationId });

    // Read-your-writes: the answer came after the projection had the row.
    const { rows } = await sql<
      Record<string, unknown>
    >`SELECT * FROM setlists.setlists WHERE id = ${id}`.execute(backend.database.db);
    expect(rows[0]).toMatchObject({
      user_id: userId,
      name: setlist.name,
      event_type: "wedding",
      audience_type: "mixed",
      number_of_sets: 2,
      set_durations: [30, 20],
      folder: "General",
      is_public: false,
      shareable_id: null,
      saved: false,
      songs: [],
      venue_name: "The Granary",
      venue_city: "Lisbon",
      venue_country: "Portugal",
    });
    expect(await remainingFor(userId)).toBe(FREE_SETLISTS - 1);
  });

  it("lets exactly one of 20 simultaneous generations take the last free setlist", async () => {
    const userId = await registerUser();
    for (let i = 1; i < FREE_SETLISTS; i++) expect((await generate(userId)).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 20 }, () => generate(userId)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 403);
    expect(refused).toHaveLength(19);
    for (const answer of refused)
      expect(answer.body).toEqual({ error: "Free limit reached", needsSubscription: true });
    expect(await remainingFor(userId)).toBe(0);
  });

  it("gives the reservation back when composing fails", async () => {
    const failing: Composer = {
      name: "local",
      compose: async () => {
        throw new Error("no songs fit");
      },
    };
    const broken = await startExtra({
      ...createSetlistsService({ composer: failing, log: () => undefined }),
      projections: [],
    });
    const userId = await registerUser();
    // 503, not 500: the musician can try again, and nothing was written.
    expect(await generate(userId, brief, broken)).toMatchObject({
      status: 503,
      body: {
        error: "Failed to generate setlist. It did not count against your free setlists; please try again.",
      },
    });
    expect(await remainingFor(userId)).toBe(FREE_SETLISTS);
  });

  it("answers 503 when billing does not answer", async () => {
    const alone = await startExtra(
      { ...createSetlistsService({ log: () => undefined }), projections: [] },
      createInProcessBus({ requestTimeoutMs: 200 }),
    );
    const response = await generate(await registerUser(), brief, alone);
    expect(response.status).toBe(503);
    expect(response.body.error).toMatch(/^Setlist generation is unavailable right now/);
  });
});

const startExtra = (definition: ServiceDefinition, onBus?: MessageBus) =>
  backend.startExtra(definition, onBus);

describe("POST /api/setlists/save", () => {
  it("saves the owner's setlist under the trimmed custom name, or the generated one", async () => {
    const userId = await registerUser();
    const first = await generate(userId);
    const id = first.body.id as number;
    const saved = await call(backend.setlists, "POST", "/api/setlists/save", {
      userId,
      body: { setlistId: id, customName: "  Granary wedding  " },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      id,
      name: "Granary wedding",
      saved: true,
      folder: "General",
      userId,
      eventType: "wedding",
      setDurations: [30, 20],
      isPublic: false,
      shareableId: null,
      songs: [],
      songCount: sectionsOf(first.body).reduce((count, section) => count + section.songs.length, 0),
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });

    const second = await generate(userId);
    const generatedName = (second.body.setlist as { name: string }).name;
    const plain = await call(backend.setlists, "POST", "/api/setlists/save", {
      userId,
      body: { setlistId: String(second.body.id), customName: " " },
    });
    expect(plain).toMatchObject({ status: 200, body: { name: generatedName, saved: true } });
  });

  it("answers 404 'Setlist not found' for someone else's setlist or an unknown id, and 400 without an id", async () => {
    const owner = await registerUser();
    const id = (await generate(owner)).body.id as number;
    const stranger = await registerUser();
    for (const setlistId of [id, 999_999]) {
      expect(
        await call(backend.setlists, "POST", "/api/setlists/save", {
          userId: stranger,
          body: { setlistId, customName: "Mine" },
        }),
      ).toMatchObject({ status: 404, body: { error: "Setlist not found" } });
    }
    expect(
      await call(backend.setlists, "POST", "/api/setlists/save", {
        userId: owner,
        body: { customName: "x" },
      }),
    ).toMatchObject({
      status: 400,
      body: { error: "setlistId: is required" },
    });
    const { rows } = await sql<{
      saved: boolean;
    }>`SELECT saved FROM setlists.setlists WHERE id = ${id}`.execute(backend.database.db);
    expect(rows[0]?.saved).toBe(false);
  });
});

describe("GET /api/setlists/{id}/download", () => {
  it("sends the owner a Word document listing every song, named after the setlist", async () => {
    const userId = await registerUser();
    const generated = await generate(userId);
    const id = generated.body.id as number;
    await call(backend.setlists, "POST", "/api/setlists/save", {
      userId,
      body: { setlistId: id, customName: "Granary – night" },
    });
    const download = await call(backend.setlists, "GET", `/api/setlists/${id}/download`, { userId });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(download.headers.get("content-disposition")).toBe(
      "attachment; filename=\"Granary _ night.docx\"; filename*=UTF-8''Granary%20%E2%80%93%20night.docx",
    );
    const xml = strFromU8(unzipSync(download.bytes)["word/document.xml"] ?? new Uint8Array());
    const decodeEntities = (text: string) =>
      text
        .replaceAll("&lt;", "<")
        .replaceAll("&gt;", ">")
        .replaceAll("&quot;", '"')
        .replaceAll("&apos;", "'")
        .replaceAll("&amp;", "&");
    const texts = [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((match) =>
      decodeEntities(match[1] ?? ""),
    );
    expect(texts).toContain("Granary – night");
    expect(texts[1]).toMatch(
      /^The Late Shift {2}· {2}Wedding {2}· {2}The Granary, Lisbon, Portugal {2}· {2}\w+ \d+, \d{4}$/,
    );
    for (const section of sectionsOf(generated.body)) {
      for (const song of section.songs)
        expect(texts).toEqual(expect.arrayContaining([song.title, song.artist]));
    }
  });

  it("answers 404 to anyone else, and for ids that are not setlists", async () => {
    const id = (await generate(await registerUser())).body.id as number;
    const stranger = await registerUser();
    for (const path of [
      `/api/setlists/${id}/download`,
      "/api/setlists/999999/download",
      "/api/setlists/abc/download",
    ]) {
      expect(await call(backend.setlists, "GET", path, { userId: stranger })).toMatchObject({
        status: 404,
        body: { error: "Setlist not found" },
      });
    }
    expect((await call(backend.setlists, "GET", `/api/setlists/${id}/download`)).status).toBe(401);
  });
});

describe("a rebuild of the setlists read model", () => {
  it("replays the same rows and keeps the id sequence, so new setlists never reuse an id", async () => {
    const userId = await registerUser();
    const before = (await generate(userId)).body.id as number;
    await call(backend.setlists, "POST", "/api/setlists/save", {
      userId,
      body: { setlistId: before, customName: "Kept" },
    });
    const rowsBefore = await sql<
      Record<string, unknown>
    >`SELECT * FROM setlists.setlists ORDER BY id`.execute(backend.database.db);

    await backend.setlists.runner.reset("setlists.setlists");
    expect(await backend.setlists.runner.waitForPosition(await backend.store.headPosition(), 10_000)).toBe(
      true,
    );
    const rowsAfter = await sql<Record<string, unknown>>`SELECT * FROM setlists.setlists ORDER BY id`.execute(
      backend.database.db,
    );
    expect(rowsAfter.rows).toEqual(rowsBefore.rows);

    const after = (await generate(userId)).body.id as number;
    expect(after).toBeGreaterThan(before);
  });
});
