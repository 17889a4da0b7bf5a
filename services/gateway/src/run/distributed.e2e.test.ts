import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createServer } from "node:net";
import { resolve } from "node:path";
import { encodeEvent } from "@encore/contracts";
import { exampleFeedbackGiven } from "@encore/contracts/examples";
import {
  createPostgresEventStore,
  type EventStore,
  openPostgres,
  type SqlDatabase,
} from "@encore/eventstore";
import { Result } from "effect";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const adminUrl = process.env.TEST_DATABASE_URL;
const natsUrl = process.env.NATS_URL;
const ready = Boolean(adminUrl && natsUrl);
const root = resolve(import.meta.dirname, "../../../..");

const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });

const databaseUrl = (name: string) => {
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return url.toString();
};

const waitUntil = async <T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs = 60_000,
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Timed out waiting for ${what}${last ? `: ${String(last)}` : ""}`);
};

const feedback = (n: number) => {
  const encoded = encodeEvent("FeedbackGiven", {
    ...exampleFeedbackGiven,
    setlistId: n + 1,
    venue: {
      ...exampleFeedbackGiven.venue,
      city: ["Lisbon", "Oslo", "Leeds"][n % 3]!,
      name: `Venue ${n % 25}`,
    },
  });
  if (Result.isFailure(encoded)) throw encoded.failure;
  return {
    eventId: randomUUID(),
    type: "FeedbackGiven",
    schemaVersion: encoded.success.schemaVersion,
    data: encoded.success.data,
    metadata: { userId: "smoke" },
  };
};

/**
 * The distributed topology as operators run it: the gateway and each service as separate
 * processes on real PostgreSQL and NATS. One service is killed (SIGKILL) while events keep
 * arriving, then restarted: no event is lost and its projection catches up.
 */
describe.skipIf(!ready)(
  ready ? "distributed mode" : "distributed mode (set TEST_DATABASE_URL and NATS_URL to run)",
  () => {
    const suffix = randomUUID().replaceAll("-", "").slice(0, 8);
    const readModelsDb = `encore_smoke_rm_${suffix}`;
    const eventsDb = `encore_smoke_es_${suffix}`;
    const processes = new Map<string, ChildProcess>();
    const output = new Map<string, string[]>();
    const ports: Record<string, number> = {};
    let admin: SqlDatabase;
    let eventDatabase: SqlDatabase;
    let readModels: SqlDatabase;
    let store: EventStore;
    let gateway: string;

    const internalSecret = randomUUID() + randomUUID();

    const environmentOf = (name: string): NodeJS.ProcessEnv => {
      const common = {
        PATH: process.env.PATH,
        HOST: "127.0.0.1",
        PORT: String(ports[name]),
        ENCORE_INTERNAL_SECRET: internalSecret,
        DATABASE_URL: databaseUrl(readModelsDb),
        EVENTSTORE_DATABASE_URL: databaseUrl(eventsDb),
      };
      if (name === "gateway") {
        return {
          ...common,
          SETLISTS_URL: `http://127.0.0.1:${ports.setlists}`,
          REPERTOIRE_URL: `http://127.0.0.1:${ports.repertoire}`,
          BILLING_URL: `http://127.0.0.1:${ports.billing}`,
          ANALYTICS_URL: `http://127.0.0.1:${ports.analytics}`,
        };
      }
      return { ...common, NATS_URL: natsUrl };
    };

    const startProcess = (name: string) => {
      // One OS process per service, as in production: `node --import tsx`, not the tsx wrapper that forks.
      const child = spawn(
        process.execPath,
        ["--import", "tsx", resolve(root, `services/${name}/src/main.ts`)],
        {
          cwd: root,
          env: environmentOf(name),
          stdio: "pipe",
        },
      );
      const lines = output.get(name) ?? [];
      output.set(name, lines);
      child.stdout?.on("data", (chunk) => lines.push(String(chunk)));
      child.stderr?.on("data", (chunk) => lines.push(String(chunk)));
      processes.set(name, child);
      return child;
    };

    const getJson = async (path: string) => {
      const response = await fetch(`${gateway}${path}`, { signal: AbortSignal.timeout(5000) });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };

    const venuesStatus = async () => {
      const { body } = await getJson("/ops/status");
      const analytics = (
        body.services as Array<{ service: string; projections?: Array<Record<string, unknown>> }>
      ).find((s) => s.service === "analytics");
      return analytics?.projections?.find((p) => p.name === "analytics.venues");
    };

    beforeAll(async () => {
      admin = await openPostgres(adminUrl!, 2);
      await sql.raw(`CREATE DATABASE ${readModelsDb}`).execute(admin.db);
      await sql.raw(`CREATE DATABASE ${eventsDb}`).execute(admin.db);
      eventDatabase = await openPostgres(databaseUrl(eventsDb), 4);
      readModels = await openPostgres(databaseUrl(readModelsDb), 2);
      store = await createPostgresEventStore({ database: eventDatabase });
      for (const name of ["setlists", "repertoire", "billing", "analytics", "gateway"])
        ports[name] = await freePort();
      gateway = `http://127.0.0.1:${ports.gateway}`;
      for (const name of ["setlists", "repertoire", "billing", "analytics", "gateway"]) startProcess(name);
    }, 120_000);

    afterAll(async () => {
      await Promise.all(
        [...processes.values()].map(async (child) => {
          if (child.exitCode !== null || child.signalCode !== null) return;
          const exited = new Promise((r) => child.once("exit", r));
          child.kill("SIGTERM");
          const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
          await exited;
          clearTimeout(force);
        }),
      );
      await store?.close();
      await eventDatabase?.close();
      await readModels?.close();
      await sql.raw(`DROP DATABASE IF EXISTS ${readModelsDb} WITH (FORCE)`).execute(admin.db);
      await sql.raw(`DROP DATABASE IF EXISTS ${eventsDb} WITH (FORCE)`).execute(admin.db);
      await admin?.close();
    }, 60_000);

    it("starts every service as its own process, healthy and ready through the gateway", async () => {
      const readiness = await waitUntil(
        "all services ready through the gateway",
        async () => {
          const { status, body } = await getJson("/ready");
          return status === 200 ? body : undefined;
        },
        90_000,
      ).catch((error) => {
        throw new Error(
          `${error.message}\n${[...output].map(([n, l]) => `--- ${n}\n${l.join("")}`).join("\n")}`,
        );
      });
      expect(Object.keys(readiness.services as object).sort()).toEqual([
        "analytics",
        "billing",
        "identity",
        "repertoire",
        "setlists",
      ]);
      expect((await getJson("/health")).body).toEqual({ status: "ok", service: "gateway" });
      expect((await getJson("/api/insights/nothing-here")).status).toBe(404);
    }, 120_000);

    it("signs up and knows the user at once through the distributed gateway", async () => {
      const email = `smoke-${suffix}@example.com`;
      const signup = await fetch(`${gateway}/api/signup`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: "smoke-password" }),
        signal: AbortSignal.timeout(10_000),
      });
      expect(signup.status).toBe(200);
      const { token } = (await signup.json()) as { token: string };
      const me = await fetch(`${gateway}/api/auth/user`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(5000),
      });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { email: string }).email).toBe(email);
    }, 60_000);

    it("loses no event while a service is killed and restarted, and its projection catches up", async () => {
      let appended = 0;
      const appendBatch = async (count: number) => {
        const batch = Array.from({ length: count }, (_, i) => feedback(appended + i));
        await store.append(`setlist-smoke-${appended}`, batch, { expectedRevision: "no_stream" });
        appended += count;
      };
      for (let i = 0; i < 5; i++) await appendBatch(40);
      await waitUntil("venues to see the first 200 events", async () =>
        (await venuesStatus())?.eventsProcessed === 200 ? true : undefined,
      );

      const analytics = processes.get("analytics")!;
      const exited = new Promise((r) => analytics.once("exit", r));
      analytics.kill("SIGKILL");
      await exited;
      for (let i = 0; i < 10; i++) await appendBatch(30);
      const whileDown = await getJson("/ready");
      expect(whileDown.status).toBe(503);
      expect(JSON.stringify(whileDown.body)).toContain("analytics");

      startProcess("analytics");
      for (let i = 0; i < 5; i++) await appendBatch(20);
      const caughtUp = await waitUntil(
        "the restarted analytics service to catch up",
        async () => {
          const status = await venuesStatus();
          return status?.caughtUp === true && status.eventsProcessed === appended ? status : undefined;
        },
        90_000,
      );
      expect(caughtUp).toMatchObject({ state: "live", lagEvents: 0, lastError: null });
      expect((await getJson("/ready")).status).toBe(200);

      const stored = await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM eventstore.events WHERE type = 'FeedbackGiven'`.execute(
        eventDatabase.db,
      );
      expect(stored.rows[0]?.n).toBe(appended);
      const venues = await sql<{ n: number }>`SELECT count(*)::int AS n FROM analytics.venues`.execute(
        readModels.db,
      );
      expect(venues.rows[0]?.n).toBe(75); // 25 names × 3 cities, each once
    }, 180_000);
  },
);
