/**
 * Identity on real PostgreSQL (a database of its own, dropped after), where appends really run
 * concurrently: the email reservation must let exactly one of many simultaneous signups win.
 */
import { randomUUID } from "node:crypto";
import {
  createPostgresEventStore,
  type EventStore,
  openPostgres,
  type SqlDatabase,
} from "@encore/eventstore";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, type Harness, startHarness, uniqueEmail } from "../testing/identity-harness.ts";

const adminUrl = process.env.TEST_DATABASE_URL;
const databaseName = `encore_identity_${randomUUID().replaceAll("-", "").slice(0, 8)}`;
const urlOf = (name: string) => {
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return url.toString();
};

describe.skipIf(!adminUrl)(
  adminUrl ? "identity on real PostgreSQL" : "identity on real PostgreSQL (set TEST_DATABASE_URL to run)",
  () => {
    let admin: SqlDatabase;
    let database: SqlDatabase;
    let store: EventStore;
    let harness: Harness;

    beforeAll(async () => {
      admin = await openPostgres(adminUrl!, 2);
      await sql.raw(`CREATE DATABASE ${databaseName}`).execute(admin.db);
      database = await openPostgres(urlOf(databaseName), 10);
      store = await createPostgresEventStore({ database });
      harness = await startHarness({ database, store });
    });

    afterAll(async () => {
      await harness?.stop();
      await store?.close();
      await database?.close();
      await sql.raw(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).execute(admin.db);
      await admin?.close();
    });

    it("signs up, reads the user back at once, logs in, logs out", async () => {
      const email = uniqueEmail();
      const signup = await call(harness.app, "POST", "/api/signup", {
        body: { email, password: "secret12" },
      });
      expect(signup.status).toBe(200);
      const token = signup.body.token as string;
      expect((await call(harness.app, "GET", "/api/auth/user", { token })).body.email).toBe(email);
      const login = await call(harness.app, "POST", "/api/login", { body: { email, password: "secret12" } });
      expect(login.status).toBe(200);
      await call(harness.app, "POST", "/api/logout", { token });
      expect((await call(harness.app, "GET", "/api/auth/user", { token })).status).toBe(401);
      expect(
        (await call(harness.app, "GET", "/api/auth/user", { token: login.body.token as string })).status,
      ).toBe(200);
    });

    it("lets exactly one of eight simultaneous signups with one email win", async () => {
      const email = uniqueEmail("race");
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, n) =>
          call(harness.app, "POST", "/api/signup", {
            body: { email, password: `secret-${n}` },
            address: `192.0.2.${n}`,
          }),
        ),
      );
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.status === 409)).toHaveLength(7);
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM eventstore.events WHERE type = 'UserRegistered' AND data->>'email' = ${email}`.execute(
        database.db,
      );
      expect(rows[0]?.n).toBe(1);
    });
  },
);
