import { describe } from "vitest";
import { describeEventStoreContract } from "../contract/event-store-contract.ts";
import { createKurrentDbEventStore } from "./kurrentdb-event-store.ts";

// Needs a real server: none can run on the development machines (no Docker, not on npm or apt).
// `docker compose up kurrentdb` and KURRENTDB_URL=kurrentdb://localhost:2113?tls=false run it.
const url = process.env.KURRENTDB_URL;

describe.skipIf(!url)("KurrentDB contract (set KURRENTDB_URL to run)", () => {
  describeEventStoreContract("kurrentdb", async () => {
    const store = createKurrentDbEventStore({ connectionString: url ?? "" });
    return { store, cleanup: () => store.close() };
  });
});
