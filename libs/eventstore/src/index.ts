export * from "./catch-up.ts";
export * from "./command-handling.ts";
export * from "./kurrentdb/index.ts";
export * from "./port.ts";
export * from "./postgres/postgres-event-store.ts";
export * from "./projections/projection.ts";
export * from "./projections/runner.ts";
export * from "./sql/database.ts";
