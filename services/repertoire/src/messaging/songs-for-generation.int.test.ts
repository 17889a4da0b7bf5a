/**
 * `SongsForGeneration` as the setlists service asks it: on the in-process bus always, and over NATS
 * with the service on real PostgreSQL when NATS_URL and TEST_DATABASE_URL are set.
 */
import { randomUUID } from "node:crypto";
import { SongsForGeneration } from "@encore/contracts";
import { createPostgresEventStore, openPostgres } from "@encore/eventstore";
import { type MessageBus, requestSubject } from "@encore/messaging";
import { connectNatsTestBuses } from "@encore/messaging/testing";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../testing/repertoire-harness.ts";

const subject = requestSubject(
  SongsForGeneration.name,
  SongsForGeneration.request,
  SongsForGeneration.response,
);

/** The same questions on any bus: owned repertoires answer their active songs, others their ids. */
const suite = (start: () => Promise<{ harness: Harness; asker: MessageBus; stop: () => Promise<void> }>) => {
  let harness: Harness;
  let asker: MessageBus;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ harness, asker, stop } = await start());
  });
  afterAll(async () => {
    await stop?.();
  });

  it("answers every active song of the user's repertoires, energy on the 1-10 scale", async () => {
    const userId = `user-${randomUUID()}`;
    const create = async (name: string) =>
      (await harness.call("POST", "/api/repertoires", { userId, body: { name, type: "band" } })).body
        .id as number;
    const first = await create("Covers");
    const second = await create("Originals");
    await harness.call("POST", `/api/repertoires/${first}/songs`, {
      userId,
      body: { title: "Rehab", artist: "Amy Winehouse" },
    });
    const typed = await harness.call("POST", `/api/repertoires/${second}/songs`, {
      userId,
      body: { title: "Our Song", artist: "Us", durationSeconds: 200 },
    });
    await harness.call("PUT", `/api/repertoires/${second}/songs/${typed.body.id}`, {
      userId,
      body: { energy: 9 },
    });
    await harness.settle();

    const answer = await asker.request(subject, { userId, repertoireIds: [first, second] });
    expect(answer.found).toBe(true);
    if (!answer.found) return;
    expect(answer.songs).toEqual([
      expect.objectContaining({
        repertoireId: first,
        title: "Rehab",
        artist: "Amy Winehouse",
        key: "C",
        bpm: 145,
        energy: 7,
        durationSeconds: 214,
      }),
      expect.objectContaining({
        repertoireId: second,
        title: "Our Song",
        energy: 9,
        durationSeconds: 200,
        key: null,
        vocalist: null,
        tags: [],
      }),
    ]);

    const stranger = `user-${randomUUID()}`;
    expect(await asker.request(subject, { userId: stranger, repertoireIds: [first, 999_999] })).toEqual({
      found: false,
      missingIds: [first, 999_999],
    });
    expect(await asker.request(subject, { userId, repertoireIds: [first, 999_999] })).toEqual({
      found: false,
      missingIds: [999_999],
    });
  });
};

describe("SongsForGeneration on the in-process bus", () => {
  suite(async () => {
    const harness = await startHarness();
    return { harness, asker: harness.bus, stop: () => harness.stop() };
  });
});

const natsUrl = process.env.NATS_URL;
const adminUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!natsUrl || !adminUrl)(
  natsUrl && adminUrl
    ? "SongsForGeneration over NATS on real PostgreSQL"
    : "SongsForGeneration over NATS (set NATS_URL and TEST_DATABASE_URL to run)",
  () => {
    suite(async () => {
      const name = `encore_repertoire_${randomUUID().replaceAll("-", "").slice(0, 8)}`;
      const admin = await openPostgres(adminUrl!, 2);
      await sql.raw(`CREATE DATABASE ${name}`).execute(admin.db);
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;
      const database = await openPostgres(url.toString(), 10);
      const store = await createPostgresEventStore({ database });
      const { serviceBus, callerBus: asker } = await connectNatsTestBuses({
        url: natsUrl!,
        service: "repertoire",
        caller: "setlists",
      });
      const harness = await startHarness({ database, store, bus: serviceBus });
      return {
        harness,
        asker,
        stop: async () => {
          await harness.stop();
          await asker.close();
          await serviceBus.close();
          await store.close();
          await database.close();
          await sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).execute(admin.db);
          await admin.close();
        },
      };
    });
  },
);
