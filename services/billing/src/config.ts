import { FREE_SETLISTS, TRIAL_DAYS } from "@encore/contracts";
import { ConfigError, envVar, HttpUrl, loadConfig, NonEmptyText } from "@encore/runtime";
import { Schema } from "effect";

const WholeNumberFromString = Schema.NumberFromString.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0));

/** Billing's environment, the same in both run modes (README's configuration table). */
export const billingConfig = {
  trialDays: envVar(
    "TRIAL_DAYS",
    WholeNumberFromString,
    "how many days a new account generates without limit (a whole number, 0 for no trial)",
    { defaultValue: String(TRIAL_DAYS) },
  ),
  freeSetlistsPerMonth: envVar(
    "FREE_SETLISTS_PER_MONTH",
    WholeNumberFromString,
    "how many setlists a free account may generate each calendar month, UTC (a whole number)",
    { defaultValue: String(FREE_SETLISTS) },
  ),
  stripeSecretKey: envVar(
    "STRIPE_SECRET_KEY",
    NonEmptyText,
    "Stripe's secret API key (sk_live_... or sk_test_...); unset, Encore runs without payments",
    { optional: true, secret: true },
  ),
  stripePublishableKey: envVar(
    "STRIPE_PUBLISHABLE_KEY",
    NonEmptyText,
    "Stripe's publishable key (pk_...) for the payment form; required with STRIPE_SECRET_KEY",
    { optional: true },
  ),
  stripeWebhookSecret: envVar(
    "STRIPE_WEBHOOK_SECRET",
    NonEmptyText,
    "the signing secret (whsec_...) of the webhook endpoint /api/stripe/webhook; required with STRIPE_SECRET_KEY",
    { optional: true, secret: true },
  ),
  stripePriceMonthly: envVar(
    "STRIPE_PRICE_MONTHLY",
    NonEmptyText,
    "the Stripe price id (price_...) of the monthly plan, £4.99 a month; required with STRIPE_SECRET_KEY",
    { optional: true },
  ),
  stripePriceYearly: envVar(
    "STRIPE_PRICE_YEARLY",
    NonEmptyText,
    "the Stripe price id (price_...) of the yearly plan, £49.90 a year; required with STRIPE_SECRET_KEY",
    { optional: true },
  ),
  stripeApiBaseUrl: envVar(
    "STRIPE_API_BASE_URL",
    HttpUrl,
    "another address for Stripe's API (an http(s) URL: a local mock in tests); unset, Stripe itself",
    { optional: true },
  ),
};

/** Stripe, when STRIPE_SECRET_KEY is set: then every other STRIPE_* but the base URL is required. */
export interface StripeSettings {
  readonly secretKey: string;
  readonly publishableKey: string;
  readonly webhookSecret: string;
  readonly prices: { readonly monthly: string; readonly yearly: string };
  /** Host, port and protocol for the SDK, from STRIPE_API_BASE_URL. */
  readonly api?: { readonly host: string; readonly port: number; readonly protocol: "http" | "https" };
}

export interface BillingSettings {
  readonly trialDays: number;
  readonly freeSetlistsPerMonth: number;
  /** Absent: payments are not configured, and quotas and trials work as ever. */
  readonly stripe?: StripeSettings;
}

/** The SDK's `host`, `port` and `protocol` options for a base URL (`http://127.0.0.1:4010`). */
export const stripeApiOptions = (baseUrl: string): NonNullable<StripeSettings["api"]> => {
  const url = new URL(baseUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return {
    host: url.hostname.replace(/^\[|\]$/g, ""),
    port: url.port === "" ? (protocol === "http" ? 80 : 443) : Number(url.port),
    protocol,
  };
};

export const loadBillingSettings = (env: NodeJS.ProcessEnv = process.env): BillingSettings => {
  const config = loadConfig(billingConfig, env);
  const settings = { trialDays: config.trialDays, freeSetlistsPerMonth: config.freeSetlistsPerMonth };
  if (config.stripeSecretKey === undefined) return settings;
  const required = <K extends keyof typeof billingConfig>(key: K): string => {
    const value = config[key];
    if (typeof value !== "string") {
      const variable = billingConfig[key];
      throw new ConfigError(
        variable.name,
        `is missing: set it to ${variable.expects} (STRIPE_SECRET_KEY is set)`,
      );
    }
    return value;
  };
  return {
    ...settings,
    stripe: {
      secretKey: config.stripeSecretKey,
      publishableKey: required("stripePublishableKey"),
      webhookSecret: required("stripeWebhookSecret"),
      prices: { monthly: required("stripePriceMonthly"), yearly: required("stripePriceYearly") },
      ...(config.stripeApiBaseUrl === undefined ? {} : { api: stripeApiOptions(config.stripeApiBaseUrl) }),
    },
  };
};

export const DAY_MS = 24 * 60 * 60 * 1000;
