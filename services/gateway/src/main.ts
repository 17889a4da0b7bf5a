import { resolve } from "node:path";
import { inProcessMessagingLayer } from "@encore/messaging";
import {
  distributedServiceConfig,
  envVar,
  eventStoreChoice,
  eventStoreLayer,
  HttpUrl,
  internalSecretLayer,
  listen,
  loadConfig,
  NonEmptyText,
  PortFromString,
  readModelDatabaseLayer,
  runMain,
} from "@encore/runtime";
import { Effect, Layer } from "effect";
import { REPOSITORY_ROOT } from "./edge/web-root.ts";
import { createGatewayApp } from "./gateway-app.ts";
import { identityConfig, identityEdgeEffect, resetMailerLayer } from "./identity/index.ts";
import { httpEndpoint } from "./routing/service-endpoint.ts";

/**
 * Distributed mode: the gateway as its own process, reaching each service over HTTP. Identity runs
 * inside it, so it needs the read-model database and the event store as the services do.
 */
export const gatewayConfig = {
  port: envVar("PORT", PortFromString, "the port the gateway listens on (1-65535)", { defaultValue: "3000" }),
  host: envVar("HOST", NonEmptyText, "the address to listen on", { defaultValue: "0.0.0.0" }),
  setlistsUrl: envVar("SETLISTS_URL", HttpUrl, "the http:// base URL of the setlists service"),
  repertoireUrl: envVar("REPERTOIRE_URL", HttpUrl, "the http:// base URL of the repertoire service"),
  billingUrl: envVar("BILLING_URL", HttpUrl, "the http:// base URL of the billing service"),
  analyticsUrl: envVar("ANALYTICS_URL", HttpUrl, "the http:// base URL of the analytics service"),
  webRoot: envVar("ENCORE_WEB_ROOT", NonEmptyText, "the folder holding shell/dist and the mfe-* folders", {
    defaultValue: REPOSITORY_ROOT,
  }),
  databaseUrl: distributedServiceConfig.databaseUrl,
  eventStoreDatabaseUrl: distributedServiceConfig.eventStoreDatabaseUrl,
  kurrentDbUrl: distributedServiceConfig.kurrentDbUrl,
  internalSecret: distributedServiceConfig.internalSecret,
  ...identityConfig,
};

export const gatewayLayer = (env: NodeJS.ProcessEnv = process.env) => {
  const config = loadConfig(gatewayConfig, env);
  const infrastructure = Layer.mergeAll(
    readModelDatabaseLayer({ kind: "postgres", url: config.databaseUrl }),
    eventStoreLayer(eventStoreChoice(config)),
    // Identity answers no messages; the in-process bus satisfies the service host.
    inProcessMessagingLayer(),
    internalSecretLayer(config.internalSecret),
    resetMailerLayer(config),
  );
  const serve = Layer.effectDiscard(
    Effect.gen(function* () {
      const identity = yield* identityEdgeEffect(config);
      const app = createGatewayApp({
        services: {
          setlists: httpEndpoint("setlists", config.setlistsUrl),
          repertoire: httpEndpoint("repertoire", config.repertoireUrl),
          billing: httpEndpoint("billing", config.billingUrl),
          analytics: httpEndpoint("analytics", config.analyticsUrl),
        },
        webRoot: resolve(config.webRoot),
        identity,
      });
      yield* listen(app, config.port, config.host, "encore gateway");
    }),
  );
  return serve.pipe(Layer.provide(infrastructure));
};

if (import.meta.main) runMain(() => gatewayLayer(), "encore gateway");
