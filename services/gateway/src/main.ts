import { resolve } from "node:path";
import { envVar, HttpUrl, listen, loadConfig, NonEmptyText, PortFromString, runMain } from "@encore/runtime";
import { Layer } from "effect";
import { REPOSITORY_ROOT } from "./edge/web-root.ts";
import { createGatewayApp } from "./gateway-app.ts";
import { httpEndpoint } from "./routing/service-endpoint.ts";

/** Distributed mode: the gateway as its own process, reaching each service over HTTP. */
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
};

export const gatewayLayer = (env: NodeJS.ProcessEnv = process.env) => {
  const config = loadConfig(gatewayConfig, env);
  const app = createGatewayApp({
    services: {
      setlists: httpEndpoint("setlists", config.setlistsUrl),
      repertoire: httpEndpoint("repertoire", config.repertoireUrl),
      billing: httpEndpoint("billing", config.billingUrl),
      analytics: httpEndpoint("analytics", config.analyticsUrl),
    },
    webRoot: resolve(config.webRoot),
  });
  return Layer.effectDiscard(listen(app, config.port, config.host, "encore gateway"));
};

if (import.meta.main) runMain(() => gatewayLayer(), "encore gateway");
