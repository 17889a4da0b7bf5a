import type { SubscriptionConfig, SubscriptionStatus } from "../features/subscription/api/types.ts";
import { SPEC_PLANS } from "../features/subscription/lib/plans.ts";

/** GET /api/subscription/status for a musician on the free plan with 3 setlists left. */
export const freeStatus = (overrides: Partial<SubscriptionStatus> = {}): SubscriptionStatus => ({
  isPremium: false,
  status: "free",
  trialEndsAt: null,
  freeSetlistsRemaining: 3,
  subscriptionEndsAt: null,
  cancelAtPeriodEnd: false,
  plan: null,
  paymentsConfigured: true,
  paymentFailed: false,
  ...overrides,
});

/** GET /api/subscription/config with Stripe keys set. */
export const stripeConfig = (overrides: Partial<SubscriptionConfig> = {}): SubscriptionConfig => ({
  publishableKey: "pk_test_encore",
  paymentsConfigured: true,
  plans: SPEC_PLANS.map((plan) => ({ ...plan })),
  ...overrides,
});
