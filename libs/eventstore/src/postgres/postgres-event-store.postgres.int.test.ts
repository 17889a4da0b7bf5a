import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeEventStoreContract } from "../contract/event-store-contract.ts";
import { type EventStore, type RecordedEvent, START } from "../port.ts";
import type { SqlDatabase } from "../sql/database.ts";
import {
  dropSchema,
  openTestPostgres,
  realPostgresLabel,
  testDatabaseUrl,
  uniqueSchema,
  withoutRealPostgres,
} from "../testing/test-databases.ts";
import { createPostgresEventStore } from "./postgres-event-store.ts";

describe.skipIf(withoutRealPostgres)(realPostgresLabel, () => {
  describeEventStoreContract("PostgreSQL store on a PostgreSQL server", async () => {
    const database = await openTestPostgres();
    const schema = uniqueSchema("es_contract");
    const store = await createPostgresEventStore({ database, schema });
    return {
      store,
      cleanup: async () => {
        await dropSchema(database, schema);
        await database.close();
      },
    };
  });

  describe("concurrent writers and a tailing subscriber", () => {
    let database: SqlDatabase;
    let store: EventStore;
    const schema = uniqueSchema("es_race");

    beforeAll(async () => {
      database = await openTestPostgres(12);
      store = await createPostgresEventStore({ database, schema });
    });
    afterAll(async () => {
      await store.close();
      await dropSchema(database, schema);
      await database.close();
    });

    const event = (type: string, data: Record<string, unknown>) => ({
      eventId: randomUUID(),
      type,
      data,
      metadata: { userId: "race" },
    });

    /**
     * A writer whose transaction takes its global_position early and commits late: the case
     * where `global_position > checkpoint` tailing loses events (platform-notes).
     */
    const slowRawWrite = async (type: string, n: number, holdMs: number) => {
      const client = new pg.Client({ connectionString: testDatabaseUrl });
      await client.connect();
      try {
        await client.query("BEGIN");
        await client.query(
          `INSERT INTO "${schema}".events (stream_id, stream_revision, event_id, type, data, metadata)
           VALUES ($1, 0, $2, $3, $4, '{}')`,
          [`slow-${randomUUID()}`, randomUUID(), type, JSON.stringify({ n })],
        );
        await new Promise((resolve) => setTimeout(resolve, holdMs));
        await client.query("COMMIT");
      } finally {
        await client.end();
      }
    };

    it("delivers every event exactly once while 6 writers append at the same time, some committing late", async () => {
      const type = `Raced${randomUUID().slice(0, 8)}`;
      const writers = 6;
      const perWriter = 150;
      const slowWrites = 12;
      const expected = writers * perWriter + slowWrites;

      const controller = new AbortController();
      const received: RecordedEvent[] = [];
      const subscriber = (async () => {
        for await (const e of store.subscribeToAll({
          from: START,
          filter: { eventTypes: [type] },
          signal: controller.signal,
        })) {
          received.push(e);
          if (received.length >= expected) break;
        }
      })();

      // A naive tailer (global_position > last seen) runs beside it as the control.
      const naiveSeen = new Set<string>();
      let naiveLast = 0;
      const naive = (async () => {
        while (!controller.signal.aborted) {
          const { rows } = await sql<{ event_id: string; global_position: number }>`
            SELECT event_id::text, global_position FROM ${sql.raw(`"${schema}"`)}.events
            WHERE global_position > ${naiveLast} AND type = ${type} ORDER BY global_position LIMIT 100`.execute(
            database.db,
          );
          for (const row of rows) {
            naiveSeen.add(row.event_id);
            naiveLast = row.global_position;
          }
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      })();

      const appends = Array.from({ length: writers }, async (_, w) => {
        for (let i = 0; i < perWriter; i++) {
          await store.append(`race-${w}-${i % 10}`, [event(type, { w, i })], { expectedRevision: "any" });
        }
      });
      const slow = Array.from({ length: slowWrites }, (_, i) =>
        new Promise((resolve) => setTimeout(resolve, i * 40)).then(() => slowRawWrite(type, i, 150)),
      );
      await Promise.all([...appends, ...slow]);

      const timeout = setTimeout(() => controller.abort(), 20_000);
      await subscriber;
      clearTimeout(timeout);
      controller.abort();
      await naive;

      const ids = received.map((e) => e.eventId);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBe(expected);
      const stored = await sql<{ event_id: string }>`
        SELECT event_id::text FROM ${sql.raw(`"${schema}"`)}.events WHERE type = ${type}`.execute(
        database.db,
      );
      expect(new Set(ids)).toEqual(new Set(stored.rows.map((row) => row.event_id)));
      // The control shows the race was real: the naive reader missed late commits.
      expect(naiveSeen.size).toBeLessThan(expected);
    });

    it("keeps a stream's revisions gapless when writers race on it with expectedRevision any", async () => {
      const stream = `hot-${randomUUID()}`;
      await Promise.all(
        Array.from({ length: 8 }, async (_, w) => {
          for (let i = 0; i < 10; i++)
            await store.append(stream, [event("Hot", { w, i })], { expectedRevision: "any" });
        }),
      );
      const events = await store.readStream(stream);
      expect(events.map((e) => e.revision)).toEqual(Array.from({ length: 80 }, (_, i) => i));
    });

    it("lets exactly one of several writers with the same expected revision win", async () => {
      const stream = `contested-${randomUUID()}`;
      await store.append(stream, [event("Start", {})], { expectedRevision: "no_stream" });
      const results = await Promise.allSettled(
        Array.from({ length: 6 }, (_, w) =>
          store.append(stream, [event("Claim", { w })], { expectedRevision: 0 }),
        ),
      );
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      expect(
        results.filter((r) => r.status === "rejected").map((r) => (r as PromiseRejectedResult).reason._tag),
      ).toEqual(Array(5).fill("WrongExpectedRevision"));
    });

    it("answers a concurrent duplicate of the same append once, storing it once", async () => {
      const stream = `idem-${randomUUID()}`;
      const events = [event("Once", { a: 1 })];
      const results = await Promise.all(Array.from({ length: 5 }, () => store.append(stream, events)));
      expect(new Set(results.map((r) => r.position)).size).toBe(1);
      expect(await store.readStream(stream)).toHaveLength(1);
    });
  });
});
