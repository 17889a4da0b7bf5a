import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comparePositions, type EventStore } from "../port.ts";
import { createPostgresEventStore } from "../postgres/postgres-event-store.ts";
import type { SqlDatabase } from "../sql/database.ts";
import { tallyProjection } from "../testing/tally-projection.ts";
import {
  dropSchema,
  openTestPostgres,
  realPostgresLabel,
  uniqueSchema,
  withoutRealPostgres,
} from "../testing/test-databases.ts";
import { createProjectionRunner } from "./runner.ts";
import { describeProjectionRunner } from "./runner-contract.ts";

describe.skipIf(withoutRealPostgres)(realPostgresLabel, () => {
  describeProjectionRunner("PostgreSQL server", async () => {
    const database = await openTestPostgres();
    const eventSchema = uniqueSchema("es");
    const schema = uniqueSchema("rm");
    const store = await createPostgresEventStore({ database, schema: eventSchema });
    return {
      store,
      database,
      schema,
      cleanup: async () => {
        await store.close();
        await dropSchema(database, schema);
        await dropSchema(database, eventSchema);
        await database.close();
      },
    };
  });

  describe("two runners of one projection (two instances of a service)", () => {
    let database: SqlDatabase;
    let store: EventStore;
    const eventSchema = uniqueSchema("es");
    const schema = uniqueSchema("rm");
    beforeAll(async () => {
      database = await openTestPostgres();
      store = await createPostgresEventStore({ database, schema: eventSchema });
    });
    afterAll(async () => {
      await store.close();
      await dropSchema(database, schema);
      await dropSchema(database, eventSchema);
      await database.close();
    });

    it("apply every event exactly once between them while writers keep appending", async () => {
      const make = () =>
        createProjectionRunner({
          store,
          database,
          schema,
          projections: [tallyProjection(schema)],
          pageSize: 5,
          idlePollMs: 50,
          log: () => undefined,
        });
      const a = make();
      const b = make();
      await a.prepare();
      await Promise.all([a.start(), b.start()]);
      let last = await store.append("omega-0", [
        { eventId: randomUUID(), type: "T", data: {}, metadata: {} },
      ]);
      await Promise.all(
        Array.from({ length: 4 }, async (_, w) => {
          for (let i = 0; i < 50; i++) {
            const result = await store.append(`omega-${w}`, [
              { eventId: randomUUID(), type: "T", data: {}, metadata: {} },
            ]);
            if (comparePositions(result.position, last.position) > 0) last = result;
          }
        }),
      );
      // The last append's own position, not headPosition(): the head honestly lags while any
      // transaction in this database (a runner's, here) is open.
      expect(await a.waitForPosition(last.position, 15_000)).toBe(true);
      await Promise.all([a.stop(), b.stop()]);
      const { rows } = await sql<{
        n: number;
      }>`SELECT sum(events)::int AS n FROM ${sql.raw(`"${schema}"`)}.tally_by_category`.execute(database.db);
      expect(rows[0]?.n).toBe(201);
    });
  });
});
