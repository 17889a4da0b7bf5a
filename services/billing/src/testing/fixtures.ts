/**
 * The infrastructure billing's suites run on: PGlite with the in-process bus (the embedded mode's),
 * or a PostgreSQL database of its own (dropped after) with NATS, when TEST_DATABASE_URL and NATS_URL
 * are set.
 */
import { randomUUID } from "node:crypto";
import {
  createPostgresEventStore,
  type EventStore,
  openPglite,
  openPostgres,
  type SqlDatabase,
} from "@encore/eventstore";
import { createInProcessBus, createInProcessNetwork, type MessageBus } from "@encore/messaging";
import { connectNatsTestBuses } from "@encore/messaging/testing";
import { sql } from "kysely";
import { afterAll, beforeAll, describe } from "vitest";

export interface BillingFixture {
  readonly database: SqlDatabase;
  readonly store: EventStore;
  /** The bus billing serves on. */
  readonly serviceBus: MessageBus;
  /** The bus a caller (setlists) asks on: another connection when the transport has connections. */
  readonly clientBus: MessageBus;
  cleanup(): Promise<void>;
}

const fixtureOf = (
  database: SqlDatabase,
  store: EventStore,
  serviceBus: MessageBus,
  clientBus: MessageBus,
): BillingFixture => ({
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
});

export const openPgliteFixture = async (): Promise<BillingFixture> => {
  const database = await openPglite();
  const store = await createPostgresEventStore({ database });
  const network = createInProcessNetwork();
  const serviceBus = createInProcessBus({ network });
  const clientBus = createInProcessBus({ network, requestTimeoutMs: 20_000 });
  return fixtureOf(database, store, serviceBus, clientBus);
};

const adminUrl = process.env.TEST_DATABASE_URL;
const natsUrl = process.env.NATS_URL;
const urlOf = (name: string) => {
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * A describe block, skipped unless TEST_DATABASE_URL and NATS_URL are set, whose `suite` opens each
 * fixture on a new database named `<databasePrefix>_<random>`; every one is dropped after the block.
 */
export const describeOnPostgresAndNats = (
  label: string,
  databasePrefix: string,
  suite: (openFixture: () => Promise<BillingFixture>) => void,
) =>
  describe.skipIf(!adminUrl || !natsUrl)(
    adminUrl && natsUrl ? label : `${label} (set TEST_DATABASE_URL and NATS_URL to run)`,
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

      suite(async () => {
        const name = `${databasePrefix}_${randomUUID().replaceAll("-", "").slice(0, 8)}`;
        await sql.raw(`CREATE DATABASE ${name}`).execute(admin.db);
        databases.push(name);
        const database = await openPostgres(urlOf(name), 10);
        const store = await createPostgresEventStore({ database });
        // Subjects under a run-unique prefix: other test runs on this NATS server must not answer ours.
        const { serviceBus, callerBus } = await connectNatsTestBuses({
          url: natsUrl!,
          service: "billing",
          caller: "caller",
        });
        return fixtureOf(database, store, serviceBus, callerBus);
      });
    },
  );
