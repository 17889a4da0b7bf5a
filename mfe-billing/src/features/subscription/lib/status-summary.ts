import type { PlanId, SubscriptionStatus } from "../api/types.ts";

/** Dates in the musician's words: "28 November 2026" (the product prices in pounds, so British order). */
export const formatDate = (iso: string): string | null => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric" }).format(date);
};

export interface StatusSummary {
  /** Spec §2: 'Premium' or 'Free'. */
  tier: "Premium" | "Free";
  /** The paid plan, when there is one. */
  plan: PlanId | null;
  /** 'Trial ends {date}', when the status is trial and trialEndsAt is set. */
  trialEnds: string | null;
  /** '{n} free setlists remaining', for non-premium musicians with more than 0 left. */
  freeRemaining: string | null;
  /** 'Ends {date}', when canceled at the end of the period. */
  ends: string | null;
  /** A failed payment (paymentFailed or past_due), said plainly. */
  paymentFailed: boolean;
  /** Whether there is a paid subscription to cancel (active or trialing, not already canceled). */
  canCancel: boolean;
  /** Whether a paid subscription is running and paid up: the plans cannot be chosen again. */
  subscribed: boolean;
}

/** The status card of spec §2 'Subscription', from GET /api/subscription/status. */
export const statusSummary = (status: SubscriptionStatus): StatusSummary => {
  const plan = status.plan ?? null;
  const remaining = Math.max(0, Math.floor(status.freeSetlistsRemaining ?? 0));
  const trialDate = status.status === "trial" && status.trialEndsAt ? formatDate(status.trialEndsAt) : null;
  const endDate =
    status.cancelAtPeriodEnd && status.subscriptionEndsAt ? formatDate(status.subscriptionEndsAt) : null;
  const live =
    plan !== null &&
    (status.status === "active" || status.status === "trial" || status.status === "past_due");
  return {
    tier: status.isPremium ? "Premium" : "Free",
    plan,
    trialEnds: trialDate ? `Trial ends ${trialDate}` : null,
    freeRemaining:
      !status.isPremium && remaining > 0
        ? `${remaining} free ${remaining === 1 ? "setlist" : "setlists"} remaining`
        : null,
    ends: endDate ? `Ends ${endDate}` : null,
    paymentFailed: status.paymentFailed === true || status.status === "past_due",
    canCancel: live && status.cancelAtPeriodEnd !== true,
    // A failed payment leaves the plans open, so a musician can save a new payment method.
    subscribed: live && status.cancelAtPeriodEnd !== true && status.status !== "past_due",
  };
};
