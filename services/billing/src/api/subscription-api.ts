/**
 * `/api/subscription/*` (spec §7 and docs/decisions/0015) and Stripe's webhook `/api/stripe/webhook`.
 * The webhook is read as raw bytes: its signature is over exactly what Stripe sent.
 */
import {
  ConfirmSubscriptionRequest,
  CreateSubscriptionRequest,
  PAYMENTS_NOT_CONFIGURED,
} from "@encore/contracts";
import { currentUser, decodeJsonBody, requireUser } from "@encore/runtime";
import { Result } from "effect";
import { type Context, Hono } from "hono";
import type { Answer, Subscriptions } from "../subscription/subscriptions.ts";

export const SUBSCRIPTION_PATHS = {
  status: "/api/subscription/status",
  config: "/api/subscription/config",
  create: "/api/subscription/create",
  confirm: "/api/subscription/confirm",
  cancel: "/api/subscription/cancel",
  webhook: "/api/stripe/webhook",
} as const;

export const subscriptionApi = (subscriptions: Subscriptions, paymentsConfigured: boolean): Hono => {
  const app = new Hono();
  const send = (c: Context, answer: Answer) => c.json(answer.body as object, answer.status);
  const unavailable = { error: PAYMENTS_NOT_CONFIGURED };

  app.get(SUBSCRIPTION_PATHS.status, requireUser, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await subscriptions.status(currentUser(c)!.id));
  });

  // Public: the publishable key and the prices are shown to anyone who opens the screen.
  app.get(SUBSCRIPTION_PATHS.config, (c) => c.json(subscriptions.config()));

  app.post(SUBSCRIPTION_PATHS.create, requireUser, async (c) => {
    if (!paymentsConfigured) return c.json(unavailable, 503);
    const body = await decodeJsonBody(c, CreateSubscriptionRequest, 'plan ("monthly" or "yearly")');
    if (Result.isFailure(body)) return c.json(body.failure, 400);
    return send(c, await subscriptions.create(currentUser(c)!, body.success.plan));
  });

  app.post(SUBSCRIPTION_PATHS.confirm, requireUser, async (c) => {
    if (!paymentsConfigured) return c.json({ success: false, ...unavailable }, 503);
    const body = await decodeJsonBody(c, ConfirmSubscriptionRequest, "setupIntentId and priceId");
    if (Result.isFailure(body)) return c.json({ success: false, ...body.failure }, 400);
    const { setupIntentId, priceId } = body.success;
    return send(c, await subscriptions.confirm(currentUser(c)!.id, setupIntentId, priceId));
  });

  app.post(SUBSCRIPTION_PATHS.cancel, requireUser, async (c) => {
    if (!paymentsConfigured) return c.json({ success: false, ...unavailable }, 503);
    return send(c, await subscriptions.cancel(currentUser(c)!.id));
  });

  app.post(SUBSCRIPTION_PATHS.webhook, async (c) => {
    const raw = new Uint8Array(await c.req.arrayBuffer());
    return send(c, await subscriptions.webhook(raw, c.req.header("stripe-signature")));
  });

  return app;
};
