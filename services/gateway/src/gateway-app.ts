import { Hono } from "hono";
import { limitBodySize, requireWellFormedJson } from "./edge/api-guards.ts";
import { staticHosting } from "./edge/static-hosting.ts";
import type { IdentityEdge } from "./identity/edge.ts";
import { type ServiceName, serviceForPath } from "./routing/route-table.ts";
import type { ServiceEndpoint } from "./routing/service-endpoint.ts";

export interface GatewayOptions {
  readonly services: Readonly<Record<ServiceName, ServiceEndpoint>>;
  /** The folder holding the built web apps (shell and remotes); without it the gateway serves the API only. */
  readonly webRoot?: string;
  /** Accounts and sessions: answers /api/signup, /api/login… and vouches for the user of every other call. */
  readonly identity?: IdentityEdge;
}

/** Headers only the gateway may set on what it forwards (`x-encore-user`: the authenticated user). */
const TRUSTED_HEADER_PREFIX = "x-encore-";

/** The edge: health and readiness of the whole system, ops status, and /api routed to its service. */
export const createGatewayApp = ({ services, webRoot, identity }: GatewayOptions): Hono => {
  const app = new Hono();
  const endpoints = [...Object.values(services), ...(identity ? [identity] : [])];

  app.get("/health", (c) => c.json({ status: "ok", service: "gateway" }));

  app.get("/ready", async (c) => {
    const results = await Promise.all(
      endpoints.map(async (endpoint) => [endpoint.name, await endpoint.ready()] as const),
    );
    const ready = results.every(([, result]) => result.ready);
    return c.json(
      { ready, services: Object.fromEntries(results.map(([name, result]) => [name, result.detail])) },
      ready ? 200 : 503,
    );
  });

  app.get("/ops/status", async (c) =>
    c.json({ services: await Promise.all(endpoints.map((endpoint) => endpoint.status())) }),
  );

  app.use("/api/*", limitBodySize, requireWellFormedJson);
  app.all("/api/*", async (c) => {
    const service = serviceForPath(c.req.path);
    const forIdentity = identity?.handles(c.req.path) ?? false;
    if (!service && !forIdentity)
      return c.json({ error: `No API route for ${c.req.method} ${c.req.path}` }, 404);
    const forwarded = new Request(c.req.raw);
    for (const name of [...forwarded.headers.keys()]) {
      if (name.startsWith(TRUSTED_HEADER_PREFIX)) forwarded.headers.delete(name);
    }
    if (identity && forIdentity) return identity.fetch(forwarded, c.env);
    if (identity) await identity.vouch(forwarded.headers);
    return services[service!].fetch(forwarded);
  });

  if (webRoot) app.route("/", staticHosting({ webRoot }));

  app.notFound((c) => c.json({ error: `Nothing at ${c.req.method} ${c.req.path}` }, 404));
  app.onError((error, c) => {
    console.error(`[gateway] ${c.req.method} ${c.req.path} failed: ${error.stack ?? error.message}`);
    return c.json({ error: "Something went wrong on our side. Please try again." }, 500);
  });
  return app;
};
