import type { ServiceDefinition } from "@encore/runtime";

/** Tiers, the free quota, trials and Stripe subscriptions. */
export const billingService: ServiceDefinition = { name: "billing", schema: "billing", projections: [] };
