import {
  createKurrentDbEventStore,
  createPostgresEventStore,
  type DatabaseConfig,
  type EventStore,
  openDatabase,
  type SqlDatabase,
} from "@encore/eventstore";
import { Messaging } from "@encore/messaging";
import { Context, Effect, Layer } from "effect";
import { type RunningService, type ServiceDefinition, startService } from "./service.ts";

/** A start-up step that failed, with a message fit for one log line. */
export class StartupError extends Error {
  readonly _tag = "StartupError";
  constructor(
    readonly step: string,
    cause: unknown,
  ) {
    super(`${step}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "StartupError";
  }
}

const acquire = <A>(step: string, open: () => Promise<A>, close: (resource: A) => Promise<unknown>) =>
  Effect.acquireRelease(
    Effect.tryPromise({ try: open, catch: (error) => new StartupError(step, error) }),
    (resource) =>
      Effect.promise(() => close(resource).catch((error) => console.error(`${step}: close failed`, error))),
  );

/** The read-model database (PGlite file or a PostgreSQL server). */
export class ReadModelDatabase extends Context.Service<ReadModelDatabase, SqlDatabase>()(
  "encore/ReadModelDatabase",
) {}

/** The event store the services append to and project from. */
export class EventStoreService extends Context.Service<EventStoreService, EventStore>()(
  "encore/EventStore",
) {}

export const readModelDatabaseLayer = (config: DatabaseConfig) =>
  Layer.effect(
    ReadModelDatabase,
    acquire(
      config.kind === "pglite"
        ? `open embedded database at ${config.dataDir ?? "memory"}`
        : "connect to PostgreSQL (DATABASE_URL)",
      () => openDatabase(config),
      (database) => database.close(),
    ),
  );

/** Events kept in the read-model database itself (embedded mode). */
export const sharedPostgresEventStoreLayer = Layer.effect(
  EventStoreService,
  Effect.gen(function* () {
    const database = yield* ReadModelDatabase;
    return yield* acquire(
      "open the event store",
      () => createPostgresEventStore({ database }),
      (store) => store.close(),
    );
  }),
);

export type EventStoreConfig =
  | { readonly kind: "postgres"; readonly url: string }
  | { readonly kind: "kurrentdb"; readonly url: string };

/** Events in their own PostgreSQL database (EVENTSTORE_DATABASE_URL) or in KurrentDB (KURRENTDB_URL). */
export const eventStoreLayer = (config: EventStoreConfig) =>
  Layer.effect(
    EventStoreService,
    config.kind === "kurrentdb"
      ? acquire(
          "connect to KurrentDB (KURRENTDB_URL)",
          async () => createKurrentDbEventStore({ connectionString: config.url }),
          (store) => store.close(),
        )
      : Effect.gen(function* () {
          const database = yield* acquire(
            "connect to the event-store database (EVENTSTORE_DATABASE_URL)",
            () => openDatabase({ kind: "postgres", url: config.url }),
            (db) => db.close(),
          );
          return yield* acquire(
            "open the event store",
            () => createPostgresEventStore({ database }),
            (store) => store.close(),
          );
        }),
  );

/** The secret the gateway signs `x-encore-user` with and every service verifies it with. */
export class InternalSecret extends Context.Service<InternalSecret, string>()("encore/InternalSecret") {}

export const internalSecretLayer = (secret: string) => Layer.succeed(InternalSecret, secret);

/** Starts one service on the layers above; stops it (projections, message handlers) on release. */
export const runningServiceEffect = (definition: ServiceDefinition) =>
  Effect.gen(function* () {
    const database = yield* ReadModelDatabase;
    const store = yield* EventStoreService;
    const bus = yield* Messaging;
    const internalSecret = yield* InternalSecret;
    return yield* acquire(
      `start the ${definition.name} service`,
      () => startService(definition, { store, database, bus, internalSecret }),
      (service: RunningService) => service.stop(),
    );
  });
