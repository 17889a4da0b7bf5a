import { natsMessagingLayer } from "@encore/messaging";
import { Effect, Layer } from "effect";
import {
  ConfigError,
  envVar,
  InternalSecretText,
  KurrentDbUrl,
  loadConfig,
  NatsUrl,
  NonEmptyText,
  PortFromString,
  PostgresUrl,
} from "./config.ts";
import { listen } from "./http-server.ts";
import {
  type EventStoreConfig,
  eventStoreLayer,
  internalSecretLayer,
  readModelDatabaseLayer,
  runningServiceEffect,
} from "./layers.ts";
import { runMain } from "./main.ts";
import type { ServiceDefinition } from "./service.ts";

/** The environment of a service running as its own process. */
export const distributedServiceConfig = {
  port: envVar("PORT", PortFromString, "the port this service listens on (1-65535)"),
  host: envVar("HOST", NonEmptyText, "the address to listen on", { defaultValue: "0.0.0.0" }),
  databaseUrl: envVar("DATABASE_URL", PostgresUrl, "a postgres:// URL of the read-model database"),
  eventStoreDatabaseUrl: envVar(
    "EVENTSTORE_DATABASE_URL",
    PostgresUrl,
    "a postgres:// URL of the PostgreSQL event store",
    {
      optional: true,
    },
  ),
  kurrentDbUrl: envVar("KURRENTDB_URL", KurrentDbUrl, "a kurrentdb:// connection string", { optional: true }),
  natsUrl: envVar("NATS_URL", NatsUrl, "a nats:// URL"),
  internalSecret: envVar(
    "ENCORE_INTERNAL_SECRET",
    InternalSecretText,
    "a random secret of at least 32 characters, the same for the gateway and every service (e.g. `openssl rand -base64 48`)",
    { secret: true },
  ),
};

export const eventStoreChoice = (config: {
  eventStoreDatabaseUrl: string | undefined;
  kurrentDbUrl: string | undefined;
}): EventStoreConfig => {
  if (config.eventStoreDatabaseUrl && config.kurrentDbUrl) {
    throw new ConfigError(
      "EVENTSTORE_DATABASE_URL",
      "and KURRENTDB_URL are both set: choose one event store",
    );
  }
  if (config.kurrentDbUrl) return { kind: "kurrentdb", url: config.kurrentDbUrl };
  if (config.eventStoreDatabaseUrl) return { kind: "postgres", url: config.eventStoreDatabaseUrl };
  throw new ConfigError(
    "EVENTSTORE_DATABASE_URL",
    "is missing: set it (or KURRENTDB_URL) to say where the events are kept",
  );
};

export const distributedServiceLayer = (
  definition: ServiceDefinition,
  env: NodeJS.ProcessEnv = process.env,
) => {
  const config = loadConfig(distributedServiceConfig, env);
  const infrastructure = Layer.mergeAll(
    readModelDatabaseLayer({ kind: "postgres", url: config.databaseUrl }),
    eventStoreLayer(eventStoreChoice(config)),
    natsMessagingLayer({ url: config.natsUrl, name: `encore-${definition.name}` }),
    internalSecretLayer(config.internalSecret),
  );
  const serve = Layer.effectDiscard(
    Effect.gen(function* () {
      const service = yield* runningServiceEffect(definition);
      yield* listen(service.app, config.port, config.host, `encore ${definition.name}`);
    }),
  );
  return serve.pipe(Layer.provide(infrastructure));
};

export const runDistributedService = (definition: ServiceDefinition) =>
  runMain(() => distributedServiceLayer(definition), `encore ${definition.name}`);
