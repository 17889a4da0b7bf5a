import { resolve } from "node:path";
import { inProcessMessagingLayer } from "@encore/messaging";
import {
  envVar,
  generateInternalSecret,
  internalSecretLayer,
  listen,
  loadConfig,
  lockDataDir,
  NonEmptyText,
  PortFromString,
  readModelDatabaseLayer,
  runMain,
  runningServiceEffect,
  StartupError,
  sharedPostgresEventStoreLayer,
} from "@encore/runtime";
import { Effect, Layer } from "effect";
import { REPOSITORY_ROOT } from "../edge/web-root.ts";
import { createGatewayApp } from "../gateway-app.ts";
import { identityConfig, identityEdgeEffect, resetMailerLayer } from "../identity/index.ts";
import { SERVICE_NAMES, type ServiceName } from "../routing/route-table.ts";
import { embeddedEndpoint, type ServiceEndpoint } from "../routing/service-endpoint.ts";
import { serviceDefinitions } from "../services.ts";

/** `npm start`: the gateway and every service in one process, on PGlite, with the in-process bus. */
export const embeddedConfig = {
  port: envVar("PORT", PortFromString, "the port Encore listens on (1-65535)", { defaultValue: "3000" }),
  host: envVar("HOST", NonEmptyText, "the address to listen on", { defaultValue: "0.0.0.0" }),
  dataDir: envVar("ENCORE_DATA_DIR", NonEmptyText, "a folder for Encore's embedded database", {
    defaultValue: "./data",
  }),
  webRoot: envVar("ENCORE_WEB_ROOT", NonEmptyText, "the folder holding shell/dist and the mfe-* folders", {
    defaultValue: REPOSITORY_ROOT,
  }),
  ...identityConfig,
};

export const embeddedLayer = (env: NodeJS.ProcessEnv = process.env) => {
  const config = loadConfig(embeddedConfig, env);
  const dataDir = resolve(config.dataDir);
  const dataDirLock = Layer.effectDiscard(
    Effect.acquireRelease(
      Effect.try({
        try: () => lockDataDir(dataDir),
        catch: (error) => new StartupError("lock the data directory", error),
      }),
      (unlock) => Effect.sync(unlock),
    ),
  );
  const database = readModelDatabaseLayer({ kind: "pglite", dataDir: resolve(dataDir, "pglite") });
  const infrastructure = Layer.mergeAll(
    Layer.provideMerge(sharedPostgresEventStoreLayer, database),
    inProcessMessagingLayer(),
    // One process signs and verifies its own user assertions: a fresh secret each start will do.
    internalSecretLayer(generateInternalSecret()),
    resetMailerLayer(config),
  ).pipe(Layer.provide(dataDirLock));

  const serve = Layer.effectDiscard(
    Effect.gen(function* () {
      const endpoints: Partial<Record<ServiceName, ServiceEndpoint>> = {};
      for (const name of SERVICE_NAMES) {
        endpoints[name] = embeddedEndpoint(yield* runningServiceEffect(serviceDefinitions[name]));
      }
      const identity = yield* identityEdgeEffect(config);
      const app = createGatewayApp({
        services: endpoints as Record<ServiceName, ServiceEndpoint>,
        webRoot: resolve(config.webRoot),
        identity,
      });
      yield* listen(app, config.port, config.host, `Encore (embedded, data in ${dataDir})`);
    }),
  );
  return serve.pipe(Layer.provide(infrastructure));
};

if (import.meta.main) runMain(() => embeddedLayer(), "Encore");
