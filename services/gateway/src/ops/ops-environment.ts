import { resolve } from "node:path";
import {
  createKurrentDbEventStore,
  createPostgresEventStore,
  type EventStore,
  openDatabase,
  openPglite,
  type SqlDatabase,
} from "@encore/eventstore";
import { distributedServiceConfig, eventStoreChoice, loadConfig, lockDataDir } from "@encore/runtime";
import { embeddedConfig } from "../run/embedded.ts";

export interface OpsEnvironment {
  readonly mode: "embedded" | "distributed";
  readonly store: EventStore;
  readonly database: SqlDatabase;
  close(): Promise<void>;
}

/**
 * The databases an ops command works on, from the same environment the app runs with:
 * DATABASE_URL set means distributed mode, otherwise the embedded data directory (which must
 * not be in use by a running Encore: PGlite allows one process).
 */
export const openOpsEnvironment = async (env: NodeJS.ProcessEnv = process.env): Promise<OpsEnvironment> => {
  if (env.DATABASE_URL) {
    const { databaseUrl, eventStoreDatabaseUrl, kurrentDbUrl } = loadConfig(
      {
        databaseUrl: distributedServiceConfig.databaseUrl,
        eventStoreDatabaseUrl: distributedServiceConfig.eventStoreDatabaseUrl,
        kurrentDbUrl: distributedServiceConfig.kurrentDbUrl,
      },
      env,
    );
    const choice = eventStoreChoice({ eventStoreDatabaseUrl, kurrentDbUrl });
    const database = await openDatabase({ kind: "postgres", url: databaseUrl });
    const eventDatabase =
      choice.kind === "postgres" ? await openDatabase({ kind: "postgres", url: choice.url }) : undefined;
    const store = eventDatabase
      ? await createPostgresEventStore({ database: eventDatabase })
      : createKurrentDbEventStore({ connectionString: choice.url });
    return {
      mode: "distributed",
      store,
      database,
      close: async () => {
        await store.close();
        await eventDatabase?.close();
        await database.close();
      },
    };
  }
  const { dataDir } = loadConfig({ dataDir: embeddedConfig.dataDir }, env);
  const unlock = lockDataDir(resolve(dataDir));
  try {
    const database = await openPglite(resolve(dataDir, "pglite"));
    const store = await createPostgresEventStore({ database });
    return {
      mode: "embedded",
      store,
      database,
      close: async () => {
        await store.close();
        await database.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
};
