import type { PlanId, PlanOffer } from "../api/types.ts";

/** Spec §9, for when the server's plan list cannot be read: the plans still show. */
export const SPEC_PLANS: readonly PlanOffer[] = [
  { plan: "monthly", label: "Monthly", amount: 499, currency: "gbp", interval: "month", trialDays: 7 },
  { plan: "yearly", label: "Yearly", amount: 4990, currency: "gbp", interval: "year", trialDays: 7 },
];

/** Spec §9: what premium adds, on both plans. */
export const PREMIUM_FEATURES = [
  "Unlimited AI setlist generation",
  "Advanced customization",
  "Priority support",
  "Export to multiple formats",
] as const;

/** Amounts are minor units (pence): 499 → "£4.99". */
export const formatMoney = (amount: number, currency: string): string =>
  new Intl.NumberFormat("en-GB", { style: "currency", currency: currency.toUpperCase() }).format(
    amount / 100,
  );

export interface PlanCardView {
  plan: PlanId;
  label: string;
  price: string;
  per: "month" | "year";
  /** Yearly only: the monthly equivalent, e.g. "About £4.16 a month". */
  monthlyEquivalent: string | null;
  /** Yearly only: against twelve months of the monthly plan, e.g. "Save £9.98 a year". */
  saving: string | null;
  trial: string | null;
  mostPopular: boolean;
}

/** What each plan card says (spec §2 'Subscription', §9), from the server's plans. */
export const planCards = (plans: readonly PlanOffer[]): PlanCardView[] => {
  const monthly = plans.find((offer) => offer.interval === "month");
  return plans.map((offer) => {
    const yearly = offer.interval === "year";
    const saved = yearly && monthly ? monthly.amount * 12 - offer.amount : 0;
    return {
      plan: offer.plan,
      label: offer.label,
      price: formatMoney(offer.amount, offer.currency),
      per: offer.interval,
      monthlyEquivalent: yearly
        ? `About ${formatMoney(Math.round(offer.amount / 12), offer.currency)} a month`
        : null,
      saving: saved > 0 ? `Save ${formatMoney(saved, offer.currency)} a year` : null,
      trial: offer.trialDays > 0 ? `${offer.trialDays} days free first` : null,
      mostPopular: yearly,
    };
  });
};

/** The label a plan is called by in the headings and buttons ('Choose Monthly'). */
export const planLabel = (plans: readonly PlanOffer[], plan: PlanId): string =>
  plans.find((offer) => offer.plan === plan)?.label ?? (plan === "monthly" ? "Monthly" : "Yearly");
