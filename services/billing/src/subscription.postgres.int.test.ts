/**
 * Stripe subscriptions on real PostgreSQL (a database of its own, dropped after) and NATS: the
 * read model, the webhook's customer lookup and quota reservations across the network.
 */
import { randomUUID } from "node:crypto";
import { createPostgresEventStore, openPostgres, type SqlDatabase } from "@encore/eventstore";
import { connectNatsBus } from "@encore/messaging";
import { sql } from "kysely";
import { afterAll, beforeAll, describe } from "vitest";
import { namespacedBus } from "./testing/billing-harness.ts";
import { describeSubscriptionSuite } from "./testing/subscription-suite.ts";

const adminUrl = process.env.TEST_DATABASE_URL;
const natsUrl = process.env.NATS_URL;
const urlOf = (name: string) => {
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return url.toString();
};

describe.skipIf(!adminUrl || !natsUrl)(
  adminUrl && natsUrl
    ? "subscriptions on real PostgreSQL and NATS"
    : "subscriptions on real PostgreSQL and NATS (set TEST_DATABASE_URL and NATS_URL to run)",
  () => {
    let admin: SqlDatabase;
    const databases: string[] = [];

    beforeAll(async () => {
      admin = await openPostgres(adminUrl!, 2);
    });

    afterAll(async () => {
      for (const name of databases) {
        await sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).execute(admin.db);
      }
      await admin?.close();
    });

    describeSubscriptionSuite("billing on real PostgreSQL and NATS", async () => {
      const name = `encore_subscriptions_${randomUUID().replaceAll("-", "").slice(0, 8)}`;
      await sql.raw(`CREATE DATABASE ${name}`).execute(admin.db);
      databases.push(name);
      const database = await openPostgres(urlOf(name), 10);
      const store = await createPostgresEventStore({ database });
      const prefix = `test-${randomUUID().slice(0, 8)}`;
      const serviceBus = namespacedBus(
        await connectNatsBus({ url: natsUrl!, name: `${name}-billing` }),
        prefix,
      );
      const clientBus = namespacedBus(
        await connectNatsBus({ url: natsUrl!, name: `${name}-caller`, requestTimeoutMs: 20_000 }),
        prefix,
      );
      return {
        database,
        store,
        serviceBus,
        clientBus,
        cleanup: async () => {
          await clientBus.close();
          await serviceBus.drain();
          await store.close();
          await database.close();
        },
      };
    });
  },
);
