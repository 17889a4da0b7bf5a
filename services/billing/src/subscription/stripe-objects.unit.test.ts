import type Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { notificationOf, snapshotOf } from "./stripe-objects.ts";

const at = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

const subscription = (fields: Record<string, unknown>) =>
  ({
    id: "sub_1",
    object: "subscription",
    customer: "cus_1",
    status: "trialing",
    trial_end: at("2026-03-10T12:00:00Z"),
    cancel_at: null,
    cancel_at_period_end: false,
    metadata: { userId: "u1" },
    items: { object: "list", data: [{ current_period_end: at("2026-03-10T12:00:00Z") }] },
    ...fields,
  }) as unknown as Stripe.Subscription;

const event = (type: string, object: unknown, fields: Record<string, unknown> = {}) =>
  ({
    id: "evt_1",
    object: "event",
    created: at("2026-03-03T12:00:00Z"),
    type,
    data: { object },
    ...fields,
  }) as unknown as Stripe.Event;

describe("Stripe's objects as billing records them", () => {
  it("reads the period end from the subscription item, or from the subscription in older API versions", () => {
    expect(snapshotOf(subscription({}))).toEqual({
      subscriptionId: "sub_1",
      status: "trialing",
      trialEndsAt: "2026-03-10T12:00:00.000Z",
      currentPeriodEnd: "2026-03-10T12:00:00.000Z",
      cancelAtPeriodEnd: false,
    });
    const legacy = subscription({
      status: "active",
      trial_end: null,
      items: { object: "list", data: [] },
      current_period_end: at("2026-04-03T12:00:00Z"),
    });
    expect(snapshotOf(legacy)).toMatchObject({
      status: "active",
      trialEndsAt: null,
      currentPeriodEnd: "2026-04-03T12:00:00.000Z",
    });
    expect(snapshotOf(subscription({ status: "something_new" })).status).toBe("incomplete");
  });

  it("finds an invoice's subscription under parent.subscription_details, or the older subscription field", () => {
    const invoice = {
      id: "in_1",
      object: "invoice",
      customer: "cus_1",
      parent: { type: "subscription_details", subscription_details: { subscription: "sub_1", metadata: {} } },
    };
    expect(notificationOf(event("invoice.paid", invoice))).toMatchObject({
      customerId: "cus_1",
      notification: { kind: "invoice", paid: true, invoiceId: "in_1", subscriptionId: "sub_1" },
    });
    const older = {
      id: "in_2",
      object: "invoice",
      customer: { id: "cus_1" },
      parent: null,
      subscription: "sub_9",
    };
    expect(notificationOf(event("invoice.payment_failed", older))).toMatchObject({
      customerId: "cus_1",
      notification: { kind: "invoice", paid: false, subscriptionId: "sub_9" },
    });
  });

  it("ignores invoices without a subscription, other event types and events missing what is recorded", () => {
    expect(
      notificationOf(
        event("invoice.paid", { id: "in_3", object: "invoice", customer: "cus_1", parent: null }),
      ),
    ).toBeUndefined();
    expect(notificationOf(event("charge.succeeded", { id: "ch_1" }))).toBeUndefined();
    expect(notificationOf(event("customer.subscription.updated", subscription({ id: "" })))).toBeUndefined();
    expect(
      notificationOf(event("customer.subscription.updated", subscription({}), { created: "soon" })),
    ).toBeUndefined();
    expect(notificationOf(event("customer.subscription.deleted", subscription({})))).toMatchObject({
      notification: { kind: "subscription", deleted: true, stripeEventId: "evt_1" },
    });
  });
});
