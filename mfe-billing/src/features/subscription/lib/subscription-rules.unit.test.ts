import { ApiError } from "@encore/shell/api-client";
import { describe, expect, it } from "vitest";
import { freeStatus } from "../../../testing/fixtures.ts";
import { formatMoney, planCards, planLabel, SPEC_PLANS } from "./plans.ts";
import { pendingPayment } from "./purchase.ts";
import { redirectReturn } from "./redirect-return.ts";
import { serverMessage } from "./server-message.ts";
import { formatDate, statusSummary } from "./status-summary.ts";

describe("plan cards (spec §2, §9)", () => {
  it("price Monthly at £4.99 a month and Yearly at £49.90, about £4.16 a month, saving £9.98, marked Most Popular", () => {
    const [monthly, yearly] = planCards(SPEC_PLANS);
    expect(monthly).toEqual({
      plan: "monthly",
      label: "Monthly",
      price: "£4.99",
      per: "month",
      monthlyEquivalent: null,
      saving: null,
      trial: "7 days free first",
      mostPopular: false,
    });
    expect(yearly).toEqual({
      plan: "yearly",
      label: "Yearly",
      price: "£49.90",
      per: "year",
      monthlyEquivalent: "About £4.16 a month",
      saving: "Save £9.98 a year",
      trial: "7 days free first",
      mostPopular: true,
    });
  });

  it("follow the server's amounts and trial days", () => {
    const [monthly, yearly] = planCards([
      { plan: "monthly", label: "Monthly", amount: 600, currency: "gbp", interval: "month", trialDays: 0 },
      { plan: "yearly", label: "Yearly", amount: 6000, currency: "gbp", interval: "year", trialDays: 14 },
    ]);
    expect(monthly?.trial).toBeNull();
    expect(yearly).toMatchObject({
      price: "£60.00",
      saving: "Save £12.00 a year",
      trial: "14 days free first",
    });
  });

  it("format pence as pounds and name plans by their label", () => {
    expect(formatMoney(499, "gbp")).toBe("£4.99");
    expect(formatMoney(4990, "GBP")).toBe("£49.90");
    expect(planLabel(SPEC_PLANS, "yearly")).toBe("Yearly");
    expect(planLabel([], "monthly")).toBe("Monthly");
  });
});

describe("the status card (spec §2)", () => {
  it("a free musician: 'Free' and the free setlists left, nothing to cancel", () => {
    expect(statusSummary(freeStatus())).toEqual({
      tier: "Free",
      plan: null,
      trialEnds: null,
      freeRemaining: "3 free setlists remaining",
      ends: null,
      paymentFailed: false,
      canCancel: false,
      subscribed: false,
    });
    expect(statusSummary(freeStatus({ freeSetlistsRemaining: 1 })).freeRemaining).toBe(
      "1 free setlist remaining",
    );
  });

  it("shows no free count at 0, nor for premium", () => {
    expect(statusSummary(freeStatus({ freeSetlistsRemaining: 0 })).freeRemaining).toBeNull();
    expect(
      statusSummary(freeStatus({ isPremium: true, status: "active", plan: "monthly" })).freeRemaining,
    ).toBeNull();
  });

  it("'Trial ends {date}' only when the status is trial and trialEndsAt is set", () => {
    expect(
      statusSummary(freeStatus({ status: "trial", trialEndsAt: "2026-11-28T12:00:00.000Z" })).trialEnds,
    ).toBe("Trial ends 28 November 2026");
    expect(statusSummary(freeStatus({ status: "trial", trialEndsAt: null })).trialEnds).toBeNull();
    expect(
      statusSummary(freeStatus({ status: "free", trialEndsAt: "2026-11-28T12:00:00.000Z" })).trialEnds,
    ).toBeNull();
  });

  it("a running paid plan is Premium and can be canceled; a trialing one too", () => {
    const active = statusSummary(freeStatus({ isPremium: true, status: "active", plan: "yearly" }));
    expect(active).toMatchObject({ tier: "Premium", plan: "yearly", canCancel: true, subscribed: true });
    const trialing = statusSummary(
      freeStatus({ isPremium: true, status: "trial", plan: "monthly", trialEndsAt: "2026-12-01T12:00:00Z" }),
    );
    expect(trialing).toMatchObject({ canCancel: true, trialEnds: "Trial ends 1 December 2026" });
    // The sign-up trial has no paid plan behind it: nothing to cancel.
    expect(
      statusSummary(freeStatus({ status: "trial", trialEndsAt: "2026-12-01T12:00:00Z" })).canCancel,
    ).toBe(false);
  });

  it("canceled at the period's end: 'Ends {date}', and no second cancel", () => {
    const summary = statusSummary(
      freeStatus({
        isPremium: true,
        status: "active",
        plan: "monthly",
        cancelAtPeriodEnd: true,
        subscriptionEndsAt: "2026-12-21T12:00:00.000Z",
      }),
    );
    expect(summary).toMatchObject({ ends: "Ends 21 December 2026", canCancel: false, subscribed: false });
  });

  it("says a failed payment plainly, and leaves the plans open to save a new payment method", () => {
    expect(statusSummary(freeStatus({ paymentFailed: true })).paymentFailed).toBe(true);
    const pastDue = statusSummary(freeStatus({ isPremium: true, status: "past_due", plan: "monthly" }));
    expect(pastDue).toMatchObject({ paymentFailed: true, canCancel: true, subscribed: false });
  });

  it("ignores a date it cannot read", () => {
    expect(formatDate("not a date")).toBeNull();
    expect(statusSummary(freeStatus({ status: "trial", trialEndsAt: "soon" })).trialEnds).toBeNull();
  });
});

describe("the purchase (spec §4)", () => {
  it("shows the payment form only with all three response fields", () => {
    const created = { clientSecret: "seti_1_secret_2", setupIntentId: "seti_1", priceId: "price_monthly" };
    expect(pendingPayment("monthly", created)).toEqual({ plan: "monthly", ...created });
    expect(pendingPayment("monthly", { ...created, priceId: "" })).toBeNull();
    expect(pendingPayment("monthly", { clientSecret: "x", setupIntentId: "y" })).toBeNull();
    expect(pendingPayment("yearly", null)).toBeNull();
  });

  it("reads the server's message from a failed call", () => {
    expect(
      serverMessage(new ApiError(503, '503: {"error":"Payments are not configured on this server"}')),
    ).toBe("Payments are not configured on this server");
    expect(serverMessage(new ApiError(502, "502: Bad Gateway"))).toBe("Bad Gateway");
    expect(serverMessage(new ApiError(400, '400: {"message":"plan must be monthly or yearly"}'))).toBe(
      "plan must be monthly or yearly",
    );
    expect(serverMessage(new TypeError("Failed to fetch"))).toBe("Failed to fetch");
    expect(serverMessage(new Error(""))).toBeNull();
    expect(serverMessage("nope")).toBeNull();
  });
});

describe("the way back from a redirecting payment method", () => {
  const remembered = { plan: "monthly" as const, setupIntentId: "seti_9", priceId: "price_monthly" };

  it("confirms the setup this tab started when Stripe says it succeeded (or is processing)", () => {
    expect(redirectReturn("?setup_intent=seti_9&redirect_status=succeeded", remembered)).toEqual({
      kind: "confirm",
      setup: remembered,
    });
    expect(redirectReturn("?setup_intent=seti_9&redirect_status=processing", remembered).kind).toBe(
      "confirm",
    );
  });

  it("reports a failed or unknown setup, and ignores an ordinary visit", () => {
    expect(redirectReturn("?setup_intent=seti_9&redirect_status=failed", remembered)).toEqual({
      kind: "failed",
      setupIntentId: "seti_9",
    });
    expect(redirectReturn("?setup_intent=seti_other&redirect_status=succeeded", remembered).kind).toBe(
      "failed",
    );
    expect(redirectReturn("?setup_intent=seti_9&redirect_status=succeeded", null).kind).toBe("failed");
    expect(redirectReturn("", remembered)).toEqual({ kind: "none" });
  });
});
