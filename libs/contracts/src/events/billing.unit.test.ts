import { Result } from "effect";
import { describe, expect, it } from "vitest";
import {
  type CheckoutStarted,
  type GenerationReleased,
  type GenerationReserved,
  type PaymentFailed,
  type PaymentSucceeded,
  quotaStreamId,
  type SubscriptionActivated,
  type SubscriptionCanceled,
  type SubscriptionEnded,
  type SubscriptionUpdated,
  subscriptionStreamId,
  yearMonthOf,
} from "./billing.ts";
import { decodeEvent, encodeEvent } from "./registry.ts";

const reserved: GenerationReserved = {
  userId: "7d3c2f0a-5b1e-4c8d-9a6f-2e4b8c1d0f3a",
  reservationId: "0b7c4e5e-8c1a-4c5b-9f57-0d3f6e1d2a11",
  month: "2025-01",
  tier: "free",
  reservedAt: "2025-01-31T23:59:59.000Z",
};
const released: GenerationReleased = {
  userId: reserved.userId,
  reservationId: reserved.reservationId,
  releasedAt: "2025-02-01T00:00:05.000Z",
};

describe("quota events round-trip through stored JSON", () => {
  it.each([
    ["GenerationReserved", reserved],
    ["GenerationReleased", released],
  ] as const)("%s", (type, data) => {
    const encoded = Result.getOrThrow(encodeEvent(type, data as never));
    expect(encoded.schemaVersion).toBe(1);
    expect(Result.getOrThrow(decodeEvent(JSON.parse(JSON.stringify(encoded))))).toEqual({ type, data });
  });

  it("refuses a month that is not YYYY-MM and a tier that does not exist", () => {
    const error = encodeEvent("GenerationReserved", { ...reserved, month: "2025-13", tier: "gold" as never });
    expect(Result.isFailure(error) && error.failure.message).toContain("month: must be a month like 2025-01");
  });

  it("names streams quota-<userId> and months in UTC", () => {
    expect(quotaStreamId("42")).toBe("quota-42");
    expect(yearMonthOf(new Date("2025-01-31T23:59:59.999Z"))).toBe("2025-01");
    expect(yearMonthOf(new Date("2025-02-01T00:30:00.000+01:00"))).toBe("2025-01");
  });
});

const checkout: CheckoutStarted = {
  userId: reserved.userId,
  customerId: "cus_1",
  setupIntentId: "seti_1",
  plan: "yearly",
  priceId: "price_yearly",
  startedAt: "2026-03-03T12:00:00.000Z",
};
const snapshot = {
  subscriptionId: "sub_1",
  status: "trialing" as const,
  trialEndsAt: "2026-03-10T12:00:00.000Z",
  currentPeriodEnd: "2026-03-10T12:00:00.000Z",
  cancelAtPeriodEnd: false,
};
const { startedAt: _startedAt, ...checkoutFields } = checkout;
const activated: SubscriptionActivated = {
  ...checkoutFields,
  ...snapshot,
  activatedAt: "2026-03-03T12:01:00.000Z",
};
const updated: SubscriptionUpdated = {
  userId: reserved.userId,
  stripeEventId: "evt_1",
  stripeEventCreatedAt: "2026-03-10T12:00:05.000Z",
  ...snapshot,
  status: "active",
  currentPeriodEnd: "2027-03-10T12:00:00.000Z",
  updatedAt: "2026-03-10T12:00:06.000Z",
};
const canceled: SubscriptionCanceled = {
  userId: reserved.userId,
  subscriptionId: "sub_1",
  endsAt: "2027-03-10T12:00:00.000Z",
  canceledAt: "2026-04-01T09:00:00.000Z",
};
const ended: SubscriptionEnded = {
  userId: reserved.userId,
  subscriptionId: "sub_1",
  stripeEventId: "evt_2",
  endedAt: "2027-03-10T12:00:10.000Z",
};
const paid: PaymentSucceeded = {
  userId: reserved.userId,
  subscriptionId: "sub_1",
  invoiceId: "in_1",
  stripeEventId: "evt_3",
  paidAt: "2026-03-10T12:00:04.000Z",
};
const failed: PaymentFailed = {
  userId: reserved.userId,
  subscriptionId: "sub_1",
  invoiceId: "in_2",
  stripeEventId: "evt_4",
  failedAt: "2026-04-10T12:00:04.000Z",
};

describe("subscription events round-trip through stored JSON", () => {
  it.each([
    ["CheckoutStarted", checkout],
    ["SubscriptionActivated", activated],
    ["SubscriptionUpdated", updated],
    ["SubscriptionCanceled", canceled],
    ["SubscriptionEnded", ended],
    ["PaymentSucceeded", paid],
    ["PaymentFailed", failed],
  ] as const)("%s", (type, data) => {
    const encoded = Result.getOrThrow(encodeEvent(type, data as never));
    expect(encoded.schemaVersion).toBe(1);
    expect(Result.getOrThrow(decodeEvent(JSON.parse(JSON.stringify(encoded))))).toEqual({ type, data });
  });

  it("refuses a plan or a Stripe status that does not exist, and blank Stripe ids", () => {
    const plan = encodeEvent("CheckoutStarted", { ...checkout, plan: "weekly" as never });
    expect(Result.isFailure(plan) && plan.failure.message).toContain("plan");
    const status = encodeEvent("SubscriptionUpdated", { ...updated, status: "gone" as never });
    expect(Result.isFailure(status) && status.failure.message).toContain("status");
    const blank = encodeEvent("PaymentSucceeded", { ...paid, invoiceId: " " });
    expect(Result.isFailure(blank) && blank.failure.message).toContain("invoiceId: must not be blank");
  });

  it("names streams subscription-<userId>", () => {
    expect(subscriptionStreamId("42")).toBe("subscription-42");
  });
});
