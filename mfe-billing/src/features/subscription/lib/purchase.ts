import type { CreatedSubscription, PlanId } from "../api/types.ts";

/** A chosen plan with what Stripe's payment form needs (spec §4 'Subscription purchase'). */
export interface PendingPayment {
  plan: PlanId;
  clientSecret: string;
  setupIntentId: string;
  priceId: string;
}

const present = (value: string | null | undefined): value is string =>
  typeof value === "string" && value.trim() !== "";

/** With all three response fields the payment form shows; with any missing, the selection clears. */
export const pendingPayment = (
  plan: PlanId,
  created: CreatedSubscription | null | undefined,
): PendingPayment | null =>
  created && present(created.clientSecret) && present(created.setupIntentId) && present(created.priceId)
    ? {
        plan,
        clientSecret: created.clientSecret,
        setupIntentId: created.setupIntentId,
        priceId: created.priceId,
      }
    : null;
