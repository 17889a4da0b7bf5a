import type { ServiceDefinition, ServiceDependencies } from "@encore/runtime";
import { Hono } from "hono";
import { accountsProjection } from "./accounts/accounts-projection.ts";
import { createPlans } from "./accounts/plans.ts";
import { quotaApi } from "./api/quota-api.ts";
import { subscriptionApi } from "./api/subscription-api.ts";
import { type BillingSettings, loadBillingSettings } from "./config.ts";
import { serveQuotaMessages } from "./messaging/quota-messages.ts";
import { createQuotas, type Quotas } from "./quota/quotas.ts";
import { createSubscriptions, type Subscriptions } from "./subscription/subscriptions.ts";

export const BILLING_SCHEMA = "billing";

/** How long a reservation for an account billing has not seen yet waits for its read model. */
const ACCOUNT_CATCH_UP_MS = 2000;

/** Billing's read models alone: what ops tools replay and report on. */
export const billingReadModels: ServiceDefinition = {
  name: "billing",
  schema: BILLING_SCHEMA,
  projections: [accountsProjection],
};

interface Billing {
  readonly settings: BillingSettings;
  readonly quotas: Quotas;
  readonly subscriptions: Subscriptions;
}

/**
 * Tiers, the free quota, trials and Stripe subscriptions. Settings are read when the service starts
 * (a function) or given (tests); HTTP routes and message handlers share one Quotas.
 */
export const createBillingService = (
  settings: BillingSettings | (() => BillingSettings),
  options: { readonly log?: (line: string) => void } = {},
): ServiceDefinition => {
  const started = new WeakMap<ServiceDependencies, Billing>();
  const billingOf = (dependencies: ServiceDependencies): Billing => {
    let billing = started.get(dependencies);
    if (!billing) {
      const { store, database, now } = dependencies;
      const resolved = typeof settings === "function" ? settings() : settings;
      const catchUp = async () =>
        dependencies.waitForProjections(await store.headPosition(), ACCOUNT_CATCH_UP_MS);
      const plans = createPlans({ database, settings: resolved, catchUp });
      const quotas = createQuotas({ store, plans, now });
      const subscriptions = createSubscriptions({
        store,
        database,
        quotas,
        stripe: resolved.stripe,
        now,
        settle: (position) => dependencies.waitForProjections(position),
        catchUp,
        log: options.log ?? ((line) => console.log(`[billing] ${line}`)),
      });
      billing = { settings: resolved, quotas, subscriptions };
      started.set(dependencies, billing);
    }
    return billing;
  };
  return {
    ...billingReadModels,
    routes: (dependencies) => {
      const { quotas, subscriptions, settings: resolved } = billingOf(dependencies);
      const app = new Hono();
      app.route("/", quotaApi(quotas));
      app.route("/", subscriptionApi(subscriptions, resolved.stripe !== undefined));
      return app;
    },
    serveMessages: (dependencies) => serveQuotaMessages(dependencies.bus, billingOf(dependencies).quotas),
  };
};

/** Billing as both run modes start it: TRIAL_DAYS, FREE_SETLISTS_PER_MONTH and STRIPE_* from the environment. */
export const billingService: ServiceDefinition = createBillingService(() => loadBillingSettings());
