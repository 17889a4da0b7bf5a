/**
 * Billing with Stripe for .int tests: the real Stripe SDK pointed at the local mock
 * (STRIPE_API_BASE_URL), billing behind the gateway app as embedded mode wires it, and a stand-in
 * identity edge that vouches for `Authorization: Bearer user:<id>` the way identity vouches for a
 * session. Time is a settable clock shared by billing, the mock and the user assertions.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { subscriptionStreamId } from "@encore/contracts";
import type { EventStore, SqlDatabase } from "@encore/eventstore";
import type { MessageBus } from "@encore/messaging";
import {
  generateInternalSecret,
  type RunningService,
  signUserAssertion,
  startService,
  USER_ASSERTION_HEADER,
} from "@encore/runtime";
import type { Hono } from "hono";
// The gateway is what forwards Stripe's webhook in both run modes: the raw bytes must survive it.
import { createGatewayApp } from "../../../gateway/src/gateway-app.ts";
import type { IdentityEdge } from "../../../gateway/src/identity/edge.ts";
import { SERVICE_NAMES, type ServiceName } from "../../../gateway/src/routing/route-table.ts";
import {
  embeddedEndpoint,
  httpEndpoint,
  type ServiceEndpoint,
} from "../../../gateway/src/routing/service-endpoint.ts";
import { loadBillingSettings } from "../config.ts";
import { createBillingService } from "../service.ts";
import { appendRegistration } from "./billing-harness.ts";
import { type StripeMock, startStripeMock } from "./stripe-mock.ts";

export const PRICE_MONTHLY = "price_monthly_test";
export const PRICE_YEARLY = "price_yearly_test";
export const WEBHOOK_SECRET = `whsec_${"b".repeat(32)}`;
export const PUBLISHABLE_KEY = "pk_test_encore";

export interface Clock {
  now(): Date;
  set(at: Date): void;
  advance(ms: number): void;
}

export const settableClock = (start: Date): Clock => {
  let current = start;
  return {
    now: () => current,
    set: (at) => {
      current = at;
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
};

export interface CallResult {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

export interface SubscriptionHarness {
  readonly billing: RunningService;
  readonly gateway: Hono;
  /** Undefined when started without Stripe keys. */
  readonly stripe: StripeMock | undefined;
  readonly clock: Clock;
  readonly logged: string[];
  /** A UserRegistered as identity appends it, read by billing before this resolves. */
  register(registeredAt: Date): Promise<string>;
  /** A JSON call through the gateway, signed in as `userId` when given. */
  call(method: string, path: string, options?: { userId?: string; body?: unknown }): Promise<CallResult>;
  /** A webhook delivery through the gateway, with the exact bytes and signature given. */
  deliver(payload: string, signature: string): Promise<CallResult>;
  /** Like `deliver`, but the gateway reaches billing over HTTP, as in distributed mode. */
  deliverOverHttp(payload: string, signature: string): Promise<CallResult>;
  subscriptionEvents(userId: string): Promise<readonly { type: string; data: unknown }[]>;
  stop(): Promise<void>;
}

/** Billing's app on a port of its own, as its process serves it in distributed mode. */
const serveOverHttp = async (app: Hono): Promise<{ url: string; server: Server }> => {
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === "string") headers.set(name, value);
    }
    const answer = await app.fetch(
      new Request(`http://127.0.0.1${request.url}`, {
        method: request.method ?? "GET",
        headers,
        ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
      }),
    );
    response.writeHead(answer.status, Object.fromEntries(answer.headers));
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
};

const standInIdentity = (internalSecret: string, clock: Clock): IdentityEdge => ({
  name: "identity",
  handles: () => false,
  fetch: async () => Response.json({ error: "not here" }, { status: 404 }),
  vouch: async (headers) => {
    const token = headers.get("authorization")?.match(/^Bearer user:(.+)$/)?.[1];
    headers.delete("authorization");
    headers.delete("cookie");
    if (token) {
      headers.set(
        USER_ASSERTION_HEADER,
        signUserAssertion({ id: token, email: `musician.${token}@example.com` }, internalSecret, clock.now()),
      );
    }
  },
  ready: async () => ({ ready: true, detail: {} }),
  status: async () => ({ service: "identity" }),
});

const unused = (name: ServiceName): ServiceEndpoint => ({
  name,
  fetch: async () => Response.json({ error: `${name} is not running in this test` }, { status: 503 }),
  ready: async () => ({ ready: true, detail: {} }),
  status: async () => ({ service: name }),
});

export const startSubscriptionHarness = async (options: {
  readonly database: SqlDatabase;
  readonly store: EventStore;
  readonly bus: MessageBus;
  readonly clock: Clock;
  /** Start Stripe's mock and give billing its keys (default true). */
  readonly payments?: boolean;
  readonly env?: NodeJS.ProcessEnv;
}): Promise<SubscriptionHarness> => {
  const { clock, store } = options;
  const logged: string[] = [];
  const stripe =
    options.payments === false
      ? undefined
      : await startStripeMock({
          now: clock.now,
          prices: { [PRICE_MONTHLY]: "month", [PRICE_YEARLY]: "year" },
        });
  const env: NodeJS.ProcessEnv = {
    ...options.env,
    ...(stripe
      ? {
          STRIPE_SECRET_KEY: stripe.secretKey,
          STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
          STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
          STRIPE_PRICE_MONTHLY: PRICE_MONTHLY,
          STRIPE_PRICE_YEARLY: PRICE_YEARLY,
          STRIPE_API_BASE_URL: stripe.baseUrl,
        }
      : {}),
  };
  const internalSecret = generateInternalSecret();
  const log = (line: string) => {
    logged.push(line);
  };
  const billing = await startService(
    createBillingService(() => loadBillingSettings(env), { log }),
    {
      store,
      database: options.database,
      bus: options.bus,
      internalSecret,
      now: clock.now,
      log,
    },
  );
  const services = Object.fromEntries(
    SERVICE_NAMES.map((name) => [name, name === "billing" ? embeddedEndpoint(billing) : unused(name)]),
  ) as Record<ServiceName, ServiceEndpoint>;
  const gateway = createGatewayApp({ services, identity: standInIdentity(internalSecret, clock) });
  const overHttp = await serveOverHttp(billing.app);
  const distributed = createGatewayApp({
    services: { ...services, billing: httpEndpoint("billing", overHttp.url) },
    identity: standInIdentity(internalSecret, clock),
  });

  const parse = async (response: Response): Promise<CallResult> => {
    const text = await response.text();
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      body = { text };
    }
    return { status: response.status, body };
  };

  return {
    billing,
    gateway,
    stripe,
    clock,
    logged,
    register: async (registeredAt) => {
      const { userId, position } = await appendRegistration(store, registeredAt);
      if (!(await billing.runner.waitForPosition(position, 5000)))
        throw new Error("billing did not catch up");
      return userId;
    },
    call: async (method, path, { userId, body } = {}) => {
      const headers: Record<string, string> = {};
      if (userId) headers.authorization = `Bearer user:${userId}`;
      if (body !== undefined) headers["content-type"] = "application/json";
      return parse(
        await gateway.request(path, {
          method,
          headers,
          ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
        }),
      );
    },
    deliver: async (payload, signature) =>
      parse(
        await gateway.request("/api/stripe/webhook", {
          method: "POST",
          headers: { "content-type": "application/json", "stripe-signature": signature },
          body: payload,
        }),
      ),
    deliverOverHttp: async (payload, signature) =>
      parse(
        await distributed.request("/api/stripe/webhook", {
          method: "POST",
          headers: { "content-type": "application/json", "stripe-signature": signature },
          body: payload,
        }),
      ),
    subscriptionEvents: async (userId) =>
      (await store.readStream(subscriptionStreamId(userId))).map(({ type, data }) => ({ type, data })),
    stop: async () => {
      overHttp.server.closeAllConnections();
      await new Promise<void>((resolve) => overHttp.server.close(() => resolve()));
      await billing.stop();
      await stripe?.close();
    },
  };
};
