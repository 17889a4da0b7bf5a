import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { EventStore, NewEvent } from "../port.ts";
import type { SqlDatabase } from "../sql/database.ts";
import { tallyProjection } from "../testing/tally-projection.ts";
import { createProjectionRunner } from "./runner.ts";

export type MakeRunnerEnvironment = () => Promise<{
  store: EventStore;
  database: SqlDatabase;
  schema: string;
  cleanup: () => Promise<void>;
}>;

const event = (type: string, data: Record<string, unknown> = {}): NewEvent => ({
  eventId: randomUUID(),
  type,
  data,
  metadata: { userId: "runner-test" },
});

const tableRows = async (database: SqlDatabase, schema: string) => {
  const events = await sql<{
    event_id: string;
  }>`SELECT event_id::text FROM ${sql.raw(`"${schema}"`)}.tally_events ORDER BY event_id`.execute(
    database.db,
  );
  const tallies = await sql<{
    category: string;
    events: number;
  }>`SELECT category, events FROM ${sql.raw(`"${schema}"`)}.tally_by_category ORDER BY category`.execute(
    database.db,
  );
  return { events: events.rows.map((r) => r.event_id), tallies: tallies.rows };
};

/** Projection-runner behaviour, run on every database the runner supports. */
export const describeProjectionRunner = (label: string, makeEnvironment: MakeRunnerEnvironment) => {
  describe(`projection runner: ${label}`, () => {
    const cleanups: Array<() => Promise<void>> = [];
    afterEach(async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    });
    const environment = async () => {
      const env = await makeEnvironment();
      cleanups.push(env.cleanup);
      return env;
    };
    const runnerFor = (
      env: Awaited<ReturnType<MakeRunnerEnvironment>>,
      projection = tallyProjection(env.schema),
    ) => {
      const runner = createProjectionRunner({
        ...env,
        projections: [projection],
        pageSize: 7,
        idlePollMs: 100,
        log: () => undefined,
      });
      cleanups.push(() => runner.stop());
      return runner;
    };

    it("catches up on past events, then follows new ones; waitForPosition gives read-your-writes", async () => {
      const env = await environment();
      for (let i = 0; i < 20; i++) await env.store.append(`alpha-${i % 3}`, [event("Tallied")]);
      const runner = runnerFor(env);
      await runner.start();
      const last = await env.store.append("beta-1", [event("Tallied"), event("Tallied")]);
      expect(await runner.waitForPosition(last.position, 10_000)).toBe(true);
      const rows = await tableRows(env.database, env.schema);
      expect(rows.events).toHaveLength(22);
      expect(rows.tallies).toEqual([
        { category: "alpha", events: 20 },
        { category: "beta", events: 2 },
      ]);
      const [status] = await runner.status();
      expect(status).toMatchObject({ caughtUp: true, state: "live", eventsProcessed: 22, lastError: null });
      if (status?.lagEvents !== undefined) expect(status.lagEvents).toBe(0);
    });

    it("marks a fresh projection live once it has read everything, even when there was nothing to read", async () => {
      const env = await environment();
      const runner = runnerFor(env, tallyProjection(env.schema, { eventTypes: ["NeverAppended"] }));
      await runner.prepare();
      expect((await runner.status())[0]?.state).toBe("rebuilding");
      await runner.processNextPage(`${env.schema}.tally`);
      expect((await runner.status())[0]?.state).toBe("live");
    });

    it("reports a projection that has never run as rebuilding from the start, without creating anything", async () => {
      const env = await environment();
      const runner = runnerFor(env);
      const [status] = await runner.status();
      expect(status).toMatchObject({ state: "rebuilding", position: "0/0", eventsProcessed: 0 });
    });

    it("answers false from waitForPosition when the projection does not get there in time", async () => {
      const env = await environment();
      const runner = runnerFor(env);
      await runner.prepare();
      const appended = await env.store.append("gamma-1", [event("Tallied")]);
      expect(await runner.waitForPosition(appended.position, 200)).toBe(false);
      const [status] = await runner.status();
      expect(status?.caughtUp).toBe(false);
      if (status?.lagEvents !== undefined) expect(status.lagEvents).toBe(1);
    });

    it("rolls back a page that fails, leaving rows and checkpoint as they were, and records the error", async () => {
      const env = await environment();
      await env.store.append("delta-1", [event("Tallied", { ok: true }), event("Tallied", { poison: true })]);
      const runner = runnerFor(
        env,
        tallyProjection(env.schema, { failOn: (data) => (data as { poison?: boolean }).poison === true }),
      );
      await runner.prepare();
      await expect(runner.processNextPage(`${env.schema}.tally`)).rejects.toThrow(/cannot apply/);
      expect((await tableRows(env.database, env.schema)).events).toEqual([]);
      const [status] = await runner.status();
      expect(status?.eventsProcessed).toBe(0);
    });

    it("rebuilds when the projection's version changes, and a rebuild equals the live-built read model", async () => {
      const env = await environment();
      const live = runnerFor(env);
      await live.start();
      let last = await env.store.append("epsilon-1", [event("Tallied")]);
      for (let i = 0; i < 30; i++)
        last = await env.store.append(`epsilon-${i % 4}`, [event("Tallied"), event("Other")]);
      await live.waitForPosition(last.position, 10_000);
      await live.stop();
      const builtLive = await tableRows(env.database, env.schema);

      const bumped = runnerFor(env, tallyProjection(env.schema, { version: 2 }));
      await bumped.prepare();
      expect((await tableRows(env.database, env.schema)).events).toEqual([]);
      const [rebuilding] = await bumped.status();
      expect(rebuilding).toMatchObject({ version: 2, state: "rebuilding" });
      for (let guard = 0; guard < 1000; guard++) {
        if ((await bumped.processNextPage(`${env.schema}.tally`)).caughtUp) break;
      }
      expect(await tableRows(env.database, env.schema)).toEqual(builtLive);
      const [rebuilt] = await bumped.status();
      expect(rebuilt).toMatchObject({ version: 2, state: "live", eventsProcessed: 61 });
    });

    it("resumes an interrupted rebuild from its checkpoint and ends with the same rows", async () => {
      const env = await environment();
      for (let i = 0; i < 25; i++) await env.store.append(`zeta-${i % 5}`, [event("Tallied")]);
      const first = runnerFor(env);
      await first.prepare();
      await first.processNextPage(`${env.schema}.tally`);
      await first.processNextPage(`${env.schema}.tally`);
      // "Interrupted": a new runner (a new process) continues from the stored checkpoint.
      const second = runnerFor(env);
      await second.prepare();
      for (let guard = 0; guard < 100; guard++) {
        if ((await second.processNextPage(`${env.schema}.tally`)).caughtUp) break;
      }
      const rows = await tableRows(env.database, env.schema);
      expect(rows.events).toHaveLength(25);
      expect(rows.tallies.reduce((sum, t) => sum + t.events, 0)).toBe(25);
    });
  });
};
