import { afterAll } from "vitest";
import { createPostgresEventStore } from "../postgres/postgres-event-store.ts";
import { openPglite, type SqlDatabase } from "../sql/database.ts";
import { uniqueSchema } from "../testing/test-databases.ts";
import { describeProjectionRunner } from "./runner-contract.ts";

// One PGlite for the file (it takes seconds to create); each test gets its own schemas.
let shared: Promise<SqlDatabase> | undefined;
afterAll(async () => (await shared)?.close());

describeProjectionRunner("PGlite (event store and read models in one database)", async () => {
  shared ??= openPglite();
  const database = await shared;
  const store = await createPostgresEventStore({ database, schema: uniqueSchema("es") });
  return { store, database, schema: uniqueSchema("rm"), cleanup: () => store.close() };
});
