import { describeEventStoreContract } from "../contract/event-store-contract.ts";
import { openPglite } from "../sql/database.ts";
import { createPostgresEventStore } from "./postgres-event-store.ts";

describeEventStoreContract("PostgreSQL store on PGlite (in memory)", async () => {
  const database = await openPglite();
  const store = await createPostgresEventStore({ database });
  return { store, cleanup: () => database.close() };
});
