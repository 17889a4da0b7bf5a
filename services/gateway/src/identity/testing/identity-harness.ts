/**
 * The gateway with identity on one database (in-memory PGlite, or real PostgreSQL in a schema of
 * its own), and four stand-in services that echo what the gateway forwarded them. For .int tests.
 */
import { createPostgresEventStore, type EventStore, openPglite, type SqlDatabase } from "@encore/eventstore";
import { createInProcessBus } from "@encore/messaging";
import {
  generateInternalSecret,
  type RunningService,
  startService,
  verifyUserAssertion,
} from "@encore/runtime";
import { createGatewayApp } from "../../gateway-app.ts";
import { SERVICE_NAMES, type ServiceName } from "../../routing/route-table.ts";
import type { ServiceEndpoint } from "../../routing/service-endpoint.ts";
import { identityEdge } from "../edge.ts";
import { logResetMailer, type ResetMailer } from "../mail/reset-mailer.ts";
import { type PasswordHasher, scryptPasswordHasher } from "../passwords/password-hashing.ts";
import type { AuthLimits } from "../rate-limiting/auth-throttles.ts";
import { identityService } from "../service.ts";

/** Cheap scrypt for tests that are not about hashing (the parameters are still encoded). */
export const fastHasher = scryptPasswordHasher({ logN: 10, r: 8, p: 1 });

export interface HarnessOptions {
  readonly database?: SqlDatabase;
  readonly store?: EventStore;
  readonly mailer?: ResetMailer;
  readonly hasher?: PasswordHasher;
  readonly limits?: AuthLimits;
  readonly trustProxy?: boolean;
  readonly publicUrl?: string;
  readonly now?: () => Date;
  readonly log?: (line: string) => void;
}

export interface Harness {
  readonly app: ReturnType<typeof createGatewayApp>;
  readonly database: SqlDatabase;
  readonly store: EventStore;
  readonly service: RunningService;
  readonly internalSecret: string;
  stop(): Promise<void>;
}

/** What a stand-in service saw: the user the gateway vouched for, and the headers that reached it. */
const echoService = (name: ServiceName, internalSecret: string): ServiceEndpoint => ({
  name,
  fetch: async (request) =>
    Response.json({
      service: name,
      user: verifyUserAssertion(request.headers.get("x-encore-user"), internalSecret) ?? null,
      authorization: request.headers.get("authorization"),
      cookie: request.headers.get("cookie"),
    }),
  ready: async () => ({ ready: true, detail: { service: name } }),
  status: async () => ({ service: name, projections: [] }),
});

export const startHarness = async (options: HarnessOptions = {}): Promise<Harness> => {
  const ownDatabase = options.database === undefined;
  const database = options.database ?? (await openPglite());
  const store = options.store ?? (await createPostgresEventStore({ database }));
  const internalSecret = generateInternalSecret();
  const log = options.log ?? (() => undefined);
  const service = await startService(
    identityService({
      mailer: options.mailer ?? logResetMailer(log),
      publicUrl: options.publicUrl ?? "http://localhost:3000",
      sessionTtlDays: 30,
      trustProxy: options.trustProxy ?? true,
      hasher: options.hasher ?? fastHasher,
      ...(options.limits ? { limits: options.limits } : {}),
      log,
    }),
    {
      store,
      database,
      bus: createInProcessBus(),
      internalSecret,
      ...(options.now ? { now: options.now } : {}),
      log,
    },
  );
  const services = Object.fromEntries(
    SERVICE_NAMES.map((name) => [name, echoService(name, internalSecret)]),
  ) as Record<ServiceName, ServiceEndpoint>;
  const identity = identityEdge({
    service,
    database,
    internalSecret,
    ...(options.now ? { now: options.now } : {}),
  });
  return {
    app: createGatewayApp({ services, identity }),
    database,
    store,
    service,
    internalSecret,
    stop: async () => {
      await service.stop();
      if (ownDatabase) {
        await store.close();
        await database.close();
      }
    },
  };
};

/** A JSON call through the gateway, as the browser makes it. */
export const call = async (
  app: Harness["app"],
  method: string,
  path: string,
  options: {
    readonly body?: unknown;
    readonly token?: string;
    readonly cookie?: string;
    readonly address?: string;
  } = {},
) => {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  headers["x-forwarded-for"] = options.address ?? "198.51.100.1";
  const response = await app.request(path, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = { text };
  }
  return { status: response.status, headers: response.headers, body: json };
};

let accountCounter = 0;
/** An email no other test of the run uses. */
export const uniqueEmail = (name = "musician") =>
  `${name}.${process.pid}.${++accountCounter}.${Date.now()}@example.com`;
