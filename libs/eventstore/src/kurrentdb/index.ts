export { createKurrentDbEventStore, type KurrentDbEventStoreOptions } from "./kurrentdb-event-store.ts";
