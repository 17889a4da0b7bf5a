import type { ServiceDefinition, ServiceDependencies } from "@encore/runtime";
import { accountsProjection } from "./accounts/accounts-projection.ts";
import { createPlans } from "./accounts/plans.ts";
import { quotaApi } from "./api/quota-api.ts";
import { type BillingSettings, loadBillingSettings } from "./config.ts";
import { serveQuotaMessages } from "./messaging/quota-messages.ts";
import { createQuotas, type Quotas } from "./quota/quotas.ts";

export const BILLING_SCHEMA = "billing";

/** How long a reservation for an account billing has not seen yet waits for its read model. */
const ACCOUNT_CATCH_UP_MS = 2000;

/** Billing's read models alone: what ops tools replay and report on. */
export const billingReadModels: ServiceDefinition = {
  name: "billing",
  schema: BILLING_SCHEMA,
  projections: [accountsProjection],
};

/**
 * Tiers, the free quota and trials (Stripe subscriptions to come). Settings are read when the
 * service starts (a function) or given (tests); HTTP routes and message handlers share one Quotas.
 */
export const createBillingService = (
  settings: BillingSettings | (() => BillingSettings),
): ServiceDefinition => {
  const started = new WeakMap<ServiceDependencies, Quotas>();
  const quotasOf = (dependencies: ServiceDependencies): Quotas => {
    let quotas = started.get(dependencies);
    if (!quotas) {
      const { store, database, now } = dependencies;
      const plans = createPlans({
        database,
        settings: typeof settings === "function" ? settings() : settings,
        catchUp: async () => dependencies.waitForProjections(await store.headPosition(), ACCOUNT_CATCH_UP_MS),
      });
      quotas = createQuotas({ store, plans, now });
      started.set(dependencies, quotas);
    }
    return quotas;
  };
  return {
    ...billingReadModels,
    routes: (dependencies) => quotaApi(quotasOf(dependencies)),
    serveMessages: (dependencies) => serveQuotaMessages(dependencies.bus, quotasOf(dependencies)),
  };
};

/** Billing as both run modes start it: TRIAL_DAYS and FREE_SETLISTS_PER_MONTH from the environment. */
export const billingService: ServiceDefinition = createBillingService(() => loadBillingSettings());
