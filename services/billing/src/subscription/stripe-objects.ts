/**
 * The Stripe SDK pointed where the settings say, and Stripe's objects reduced to what billing
 * records. Stripe moved `current_period_end` onto subscription items (API 2025-03-31) and an
 * invoice's subscription under `parent.subscription_details`: both the new and the old place are read.
 */
import { STRIPE_SUBSCRIPTION_STATUSES, type StripeSubscriptionStatus } from "@encore/contracts";
import Stripe from "stripe";
import type { StripeSettings } from "../config.ts";
import type { StripeNotification, SubscriptionSnapshot } from "../domain/subscription.ts";

export const createStripeClient = (settings: StripeSettings): Stripe =>
  new Stripe(settings.secretKey, {
    // Against a mock (STRIPE_API_BASE_URL), no retries: a test sees each request once.
    maxNetworkRetries: settings.api ? 0 : 2,
    timeout: 20_000,
    ...(settings.api ?? {}),
  });

const isoOfUnix = (seconds: number | null | undefined): string | null =>
  typeof seconds === "number" && Number.isFinite(seconds) ? new Date(seconds * 1000).toISOString() : null;

const idOf = (value: string | { readonly id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === "string" ? value : value.id;

const statusOf = (status: string): StripeSubscriptionStatus =>
  (STRIPE_SUBSCRIPTION_STATUSES as readonly string[]).includes(status)
    ? (status as StripeSubscriptionStatus)
    : "incomplete";

export const snapshotOf = (subscription: Stripe.Subscription): SubscriptionSnapshot => {
  const legacy = subscription as unknown as { readonly current_period_end?: number };
  const periodEnd =
    subscription.items?.data?.[0]?.current_period_end ?? legacy.current_period_end ?? subscription.trial_end;
  return {
    subscriptionId: subscription.id,
    status: statusOf(String(subscription.status)),
    trialEndsAt: isoOfUnix(subscription.trial_end),
    currentPeriodEnd: isoOfUnix(subscription.cancel_at ?? periodEnd),
    cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
  };
};

export const customerIdOf = (object: { readonly customer?: unknown }): string | null =>
  idOf(object.customer as string | { id: string } | null | undefined);

/** The user billing put in the metadata of the subscription (or the invoice's subscription). */
export const metadataUserIdOf = (object: Stripe.Subscription | Stripe.Invoice): string | null => {
  const metadata =
    object.object === "subscription" ? object.metadata : object.parent?.subscription_details?.metadata;
  const userId = metadata?.userId;
  return typeof userId === "string" && userId !== "" ? userId : null;
};

const invoiceSubscriptionIdOf = (invoice: Stripe.Invoice): string | null => {
  const legacy = invoice as unknown as { readonly subscription?: string | { id: string } | null };
  return idOf(invoice.parent?.subscription_details?.subscription ?? legacy.subscription);
};

export const HANDLED_EVENT_TYPES = [
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_succeeded",
  "invoice.payment_failed",
] as const;

/** What billing records of a verified event; undefined for events it does not handle. */
export const notificationOf = (
  event: Stripe.Event,
):
  | {
      readonly customerId: string | null;
      readonly object: Stripe.Subscription | Stripe.Invoice;
      readonly notification: StripeNotification;
    }
  | undefined => {
  // Signed by Stripe, so trusted; still, an event missing what billing records is ignored, not a 500.
  if (!Number.isFinite(event.created) || typeof event.id !== "string" || event.id.trim() === "")
    return undefined;
  const createdAt = new Date(event.created * 1000);
  switch (event.type) {
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const subscription = event.data.object;
      if (typeof subscription?.id !== "string" || subscription.id.trim() === "") return undefined;
      return {
        customerId: customerIdOf(subscription),
        object: subscription,
        notification: {
          kind: "subscription",
          stripeEventId: event.id,
          createdAt,
          deleted: event.type === "customer.subscription.deleted",
          subscription: snapshotOf(subscription),
        },
      };
    }
    case "invoice.paid":
    case "invoice.payment_succeeded":
    case "invoice.payment_failed": {
      const invoice = event.data.object;
      const subscriptionId = invoiceSubscriptionIdOf(invoice);
      if (subscriptionId === null || typeof invoice?.id !== "string" || invoice.id.trim() === "")
        return undefined;
      return {
        customerId: customerIdOf(invoice),
        object: invoice,
        notification: {
          kind: "invoice",
          stripeEventId: event.id,
          createdAt,
          paid: event.type !== "invoice.payment_failed",
          invoiceId: invoice.id,
          subscriptionId,
        },
      };
    }
    default:
      return undefined;
  }
};
