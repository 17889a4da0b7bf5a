import { ConfigError } from "@encore/runtime";
import { describe, expect, it } from "vitest";
import { loadBillingSettings, stripeApiOptions } from "./config.ts";

describe("billing's configuration", () => {
  it("defaults to a 7-day trial and 3 free setlists a month", () => {
    expect(loadBillingSettings({})).toEqual({ trialDays: 7, freeSetlistsPerMonth: 3 });
  });

  it("takes whole numbers, 0 included", () => {
    expect(loadBillingSettings({ TRIAL_DAYS: "0", FREE_SETLISTS_PER_MONTH: "5" })).toEqual({
      trialDays: 0,
      freeSetlistsPerMonth: 5,
    });
  });

  it.each([
    ["TRIAL_DAYS", "-1"],
    ["TRIAL_DAYS", "seven"],
    ["FREE_SETLISTS_PER_MONTH", "2.5"],
  ])("refuses %s=%s, naming the variable", (name, value) => {
    expect(() => loadBillingSettings({ [name]: value })).toThrow(ConfigError);
    expect(() => loadBillingSettings({ [name]: value })).toThrow(name);
  });

  const stripe = {
    STRIPE_SECRET_KEY: "sk_test_123",
    STRIPE_PUBLISHABLE_KEY: "pk_test_123",
    STRIPE_WEBHOOK_SECRET: "whsec_123",
    STRIPE_PRICE_MONTHLY: "price_m",
    STRIPE_PRICE_YEARLY: "price_y",
  };

  it("runs without payments when STRIPE_SECRET_KEY is unset", () => {
    expect(loadBillingSettings({ STRIPE_PRICE_MONTHLY: "price_m" }).stripe).toBeUndefined();
  });

  it("reads Stripe's keys and prices, and points the SDK at STRIPE_API_BASE_URL", () => {
    expect(loadBillingSettings({ ...stripe, STRIPE_API_BASE_URL: "http://127.0.0.1:4010" }).stripe).toEqual({
      secretKey: "sk_test_123",
      publishableKey: "pk_test_123",
      webhookSecret: "whsec_123",
      prices: { monthly: "price_m", yearly: "price_y" },
      api: { host: "127.0.0.1", port: 4010, protocol: "http" },
    });
    expect(stripeApiOptions("https://stripe.internal.example")).toEqual({
      host: "stripe.internal.example",
      port: 443,
      protocol: "https",
    });
  });

  it.each(["STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_PRICE_MONTHLY", "STRIPE_PRICE_YEARLY"])(
    "with STRIPE_SECRET_KEY set, stops at a missing %s, naming it",
    (name) => {
      const env = { ...stripe, [name]: "" };
      expect(() => loadBillingSettings(env)).toThrow(ConfigError);
      expect(() => loadBillingSettings(env)).toThrow(`${name} is missing`);
    },
  );

  it("refuses a STRIPE_API_BASE_URL that is not http(s), without echoing the secret key", () => {
    expect(() => loadBillingSettings({ ...stripe, STRIPE_API_BASE_URL: "ftp://x" })).toThrow(
      "STRIPE_API_BASE_URL",
    );
    expect(() => loadBillingSettings({ ...stripe, STRIPE_API_BASE_URL: "ftp://x" })).not.toThrow(
      "sk_test_123",
    );
  });
});
