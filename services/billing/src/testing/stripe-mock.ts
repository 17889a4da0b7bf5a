/**
 * A local HTTP server speaking the part of Stripe's API billing uses, for .int tests: customers,
 * SetupIntents, payment methods, subscriptions. Requests arrive as the real Stripe SDK sends them
 * (form-encoded, bearer key, Idempotency-Key) and are answered with Stripe-shaped JSON objects.
 * Idempotency keys replay the first answer, as Stripe does. `succeedSetupIntent` plays the part of
 * the browser's payment form; `signedEvent` makes a webhook delivery signed like Stripe's.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

type Json = Record<string, unknown>;

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly idempotencyKey: string | undefined;
  readonly params: Json;
}

export interface StripeMock {
  /** `http://127.0.0.1:PORT`, for STRIPE_API_BASE_URL. */
  readonly baseUrl: string;
  readonly secretKey: string;
  readonly requests: RecordedRequest[];
  readonly customers: Map<string, Json>;
  readonly setupIntents: Map<string, Json>;
  readonly subscriptions: Map<string, Json>;
  /** What the payment form does in the browser: the SetupIntent succeeds with a new card. */
  succeedSetupIntent(setupIntentId: string): Json;
  /** Changes a subscription as Stripe would on its own (trial over, renewal failed...). */
  updateSubscription(subscriptionId: string, changes: Json): Json;
  /** An invoice of a subscription, as in `invoice.paid` / `invoice.payment_failed`. */
  invoiceFor(subscriptionId: string, paid: boolean): Json;
  /** A webhook delivery: the exact payload and its `Stripe-Signature` header. */
  signedEvent(
    type: string,
    object: Json,
    secret: string,
  ): { readonly id: string; readonly payload: string; readonly signature: string };
  close(): Promise<void>;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

/** `items[0][price]=x&metadata[userId]=y` into `{items: [{price: "x"}], metadata: {userId: "y"}}`. */
export const parseStripeForm = (body: string): Json => {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== "");
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      const nextIsIndex = /^\d+$/.test(path[index + 1] ?? "");
      const slot = Array.isArray(node) ? Number(part) : part;
      const container = node as Record<string | number, unknown>;
      if (last) container[slot] = value;
      else {
        container[slot] ??= nextIsIndex ? [] : {};
        node = container[slot] as Record<string, unknown> | unknown[];
      }
    });
  }
  return root;
};

const DAY_SECONDS = 24 * 60 * 60;
const PERIOD_SECONDS = { month: 30 * DAY_SECONDS, year: 365 * DAY_SECONDS };

export const startStripeMock = async (options: {
  /** Stripe's clock: the tests' injected time. */
  readonly now: () => Date;
  /** Price ids and their interval. */
  readonly prices: Readonly<Record<string, "month" | "year">>;
}): Promise<StripeMock> => {
  const secretKey = `sk_test_${randomBytes(12).toString("hex")}`;
  const requests: RecordedRequest[] = [];
  const customers = new Map<string, Json>();
  const setupIntents = new Map<string, Json>();
  const paymentMethods = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const replays = new Map<string, { status: number; body: Json }>();
  const unix = () => Math.floor(options.now().getTime() / 1000);

  const missing = (kind: string, id: string) => ({
    status: 404,
    body: {
      error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${kind}: '${id}'` },
    },
  });
  const invalid = (message: string, param?: string) => ({
    status: 400,
    body: { error: { type: "invalid_request_error", message, ...(param ? { param } : {}) } },
  });

  const subscriptionObject = (params: Json): Json | { status: number; body: Json } => {
    const customer = customers.get(String(params.customer));
    if (!customer) return missing("customer", String(params.customer));
    const items = (params.items as Json[] | undefined) ?? [];
    const price = String(items[0]?.price ?? "");
    const interval = options.prices[price];
    if (!interval) return invalid(`No such price: '${price}'`, "items[0][price]");
    const now = unix();
    const trialDays = params.trial_period_days === undefined ? 0 : Number(params.trial_period_days);
    const trialEnd = trialDays > 0 ? now + trialDays * DAY_SECONDS : null;
    const periodEnd = trialEnd ?? now + PERIOD_SECONDS[interval];
    const id = newId("sub");
    return {
      id,
      object: "subscription",
      customer: customer.id,
      status: trialEnd ? "trialing" : "active",
      created: now,
      start_date: now,
      trial_start: trialEnd ? now : null,
      trial_end: trialEnd,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      default_payment_method: params.default_payment_method ?? null,
      collection_method: "charge_automatically",
      currency: "gbp",
      livemode: false,
      metadata: (params.metadata as Json | undefined) ?? {},
      items: {
        object: "list",
        data: [
          {
            id: newId("si"),
            object: "subscription_item",
            subscription: id,
            current_period_start: now,
            current_period_end: periodEnd,
            quantity: 1,
            price: {
              id: price,
              object: "price",
              currency: "gbp",
              unit_amount: interval === "month" ? 499 : 4990,
              recurring: { interval, interval_count: 1 },
            },
          },
        ],
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
      },
    };
  };

  const route = (method: string, path: string, params: Json): { status: number; body: Json } => {
    const parts = path.split("/").filter(Boolean); // ["v1", "customers", "cus_..."]
    const [, resource, id, action] = parts;
    if (resource === "customers" && method === "POST" && id === undefined) {
      const customer: Json = {
        id: newId("cus"),
        object: "customer",
        email: params.email ?? null,
        created: unix(),
        livemode: false,
        metadata: params.metadata ?? {},
        invoice_settings: { default_payment_method: null, custom_fields: null, footer: null },
      };
      customers.set(customer.id as string, customer);
      return { status: 200, body: customer };
    }
    if (resource === "customers" && id !== undefined) {
      const customer = customers.get(id);
      if (!customer) return missing("customer", id);
      if (method === "POST") {
        const settings = params.invoice_settings as Json | undefined;
        if (settings?.default_payment_method !== undefined) {
          const pm = paymentMethods.get(String(settings.default_payment_method));
          if (!pm || pm.customer !== id) {
            return invalid(
              `The customer does not have a payment method with the ID ${String(settings.default_payment_method)}`,
              "invoice_settings[default_payment_method]",
            );
          }
          customer.invoice_settings = {
            ...(customer.invoice_settings as Json),
            default_payment_method: settings.default_payment_method,
          };
        }
      }
      return { status: 200, body: customer };
    }
    if (resource === "setup_intents" && method === "POST" && id === undefined) {
      if (params.customer && !customers.has(String(params.customer))) {
        return missing("customer", String(params.customer));
      }
      const setupIntentId = newId("seti");
      const intent: Json = {
        id: setupIntentId,
        object: "setup_intent",
        client_secret: `${setupIntentId}_secret_${randomBytes(8).toString("hex")}`,
        customer: params.customer ?? null,
        status: "requires_payment_method",
        usage: params.usage ?? "off_session",
        payment_method: null,
        payment_method_types: ["card"],
        automatic_payment_methods: params.automatic_payment_methods
          ? {
              enabled:
                params.automatic_payment_methods === true ||
                (params.automatic_payment_methods as Json).enabled === "true",
              allow_redirects: "always",
            }
          : null,
        created: unix(),
        livemode: false,
        metadata: params.metadata ?? {},
      };
      setupIntents.set(setupIntentId, intent);
      return { status: 200, body: intent };
    }
    if (resource === "setup_intents" && id !== undefined && method === "GET") {
      const intent = setupIntents.get(id);
      return intent ? { status: 200, body: intent } : missing("setupintent", id);
    }
    if (resource === "payment_methods" && id !== undefined && action === "attach" && method === "POST") {
      const pm = paymentMethods.get(id);
      if (!pm) return missing("payment_method", id);
      if (!customers.has(String(params.customer))) return missing("customer", String(params.customer));
      pm.customer = params.customer;
      return { status: 200, body: pm };
    }
    if (resource === "subscriptions" && method === "POST" && id === undefined) {
      const created = subscriptionObject(params);
      if ("status" in created && typeof created.status === "number") return created as never;
      subscriptions.set((created as Json).id as string, created as Json);
      return { status: 200, body: created as Json };
    }
    if (resource === "subscriptions" && id !== undefined) {
      const subscription = subscriptions.get(id);
      if (!subscription) return missing("subscription", id);
      if (method === "POST") {
        if (params.cancel_at_period_end !== undefined) {
          const cancel = params.cancel_at_period_end === "true";
          const periodEnd = (subscription.items as { data: Json[] }).data[0]!.current_period_end;
          Object.assign(subscription, {
            cancel_at_period_end: cancel,
            cancel_at: cancel ? periodEnd : null,
            canceled_at: cancel ? unix() : null,
          });
        }
      } else if (method === "DELETE") {
        Object.assign(subscription, { status: "canceled", ended_at: unix(), canceled_at: unix() });
      }
      return { status: 200, body: subscription };
    }
    return {
      status: 404,
      body: {
        error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path})` },
      },
    };
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? "/", "http://stripe.test");
    const method = request.method ?? "GET";
    const params = parseStripeForm(method === "GET" ? url.search.slice(1) : Buffer.concat(chunks).toString());
    const idempotencyKey = request.headers["idempotency-key"] as string | undefined;
    requests.push({ method, path: url.pathname, idempotencyKey, params });
    const send = (status: number, body: Json, replayed = false) => {
      response.writeHead(status, {
        "content-type": "application/json",
        "request-id": newId("req"),
        ...(replayed ? { "idempotent-replayed": "true" } : {}),
      });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      return;
    }
    const replayKey = idempotencyKey && `${method} ${url.pathname} ${idempotencyKey}`;
    const replay = replayKey ? replays.get(replayKey) : undefined;
    if (replay) {
      send(replay.status, replay.body, true);
      return;
    }
    const answer = route(method, url.pathname, params);
    if (replayKey) replays.set(replayKey, answer);
    send(answer.status, answer.body);
  };

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { type: "api_error", message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    secretKey,
    requests,
    customers,
    setupIntents,
    subscriptions,
    succeedSetupIntent: (setupIntentId) => {
      const intent = setupIntents.get(setupIntentId);
      if (!intent) throw new Error(`no SetupIntent ${setupIntentId}`);
      const pm: Json = {
        id: newId("pm"),
        object: "payment_method",
        type: "card",
        card: { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2030 },
        customer: intent.customer,
        created: unix(),
        livemode: false,
      };
      paymentMethods.set(pm.id as string, pm);
      Object.assign(intent, { status: "succeeded", payment_method: pm.id });
      return intent;
    },
    updateSubscription: (subscriptionId, changes) => {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
      const { current_period_end, ...rest } = changes;
      Object.assign(subscription, rest);
      if (current_period_end !== undefined) {
        (subscription.items as { data: Json[] }).data[0]!.current_period_end = current_period_end;
      }
      return subscription;
    },
    invoiceFor: (subscriptionId, paid) => {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
      const item = (subscription.items as { data: Json[] }).data[0]!;
      const price = item.price as Json;
      return {
        id: newId("in"),
        object: "invoice",
        customer: subscription.customer,
        status: paid ? "paid" : "open",
        currency: "gbp",
        amount_due: price.unit_amount,
        amount_paid: paid ? price.unit_amount : 0,
        attempt_count: 1,
        billing_reason: "subscription_cycle",
        created: unix(),
        livemode: false,
        parent: {
          type: "subscription_details",
          quote_details: null,
          subscription_details: { subscription: subscriptionId, metadata: subscription.metadata },
        },
      };
    },
    signedEvent: (type, object, secret) => {
      const id = newId("evt");
      const payload = JSON.stringify(
        {
          id,
          object: "event",
          api_version: "2026-10-28.endive",
          created: unix(),
          type,
          livemode: false,
          pending_webhooks: 1,
          request: { id: null, idempotency_key: null },
          data: { object },
        },
        null,
        2,
      );
      return { id, payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};
