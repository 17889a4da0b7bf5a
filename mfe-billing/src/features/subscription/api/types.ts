/** The billing service's answers (spec §3, §7; decision 0016 lists the fields beyond the spec's). */

export type PlanId = "monthly" | "yearly";

export type SubscriptionState = "free" | "trial" | "active" | "past_due" | "canceled";

/** GET /api/subscription/status. */
export interface SubscriptionStatus {
  isPremium: boolean;
  status: SubscriptionState;
  trialEndsAt: string | null;
  freeSetlistsRemaining: number;
  subscriptionEndsAt?: string | null;
  cancelAtPeriodEnd?: boolean;
  plan?: PlanId | null;
  paymentsConfigured?: boolean;
  paymentFailed?: boolean;
}

/** One plan as GET /api/subscription/config offers it; `amount` in pence. */
export interface PlanOffer {
  plan: PlanId;
  label: string;
  amount: number;
  currency: string;
  interval: "month" | "year";
  trialDays: number;
}

/** GET /api/subscription/config. */
export interface SubscriptionConfig {
  publishableKey: string | null;
  paymentsConfigured: boolean;
  plans: PlanOffer[];
}

/** POST /api/subscription/create: all three are needed to show the payment form (spec §4). */
export interface CreatedSubscription {
  clientSecret?: string | null;
  setupIntentId?: string | null;
  priceId?: string | null;
}

/** POST /api/subscription/confirm. */
export interface ConfirmedSubscription {
  success: boolean;
  status?: SubscriptionState;
  error?: string;
}

/** POST /api/subscription/cancel. */
export interface CanceledSubscription {
  success?: boolean;
  status?: SubscriptionState;
  error?: string;
}
