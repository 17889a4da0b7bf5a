/** The paid plans as the subscription screen shows them (spec §9): amounts in pence. */
import type { PaidPlan } from "@encore/contracts";
import { PAID_PLAN_TRIAL_DAYS } from "../domain/subscription.ts";

export interface PlanOffer {
  readonly plan: PaidPlan;
  readonly label: string;
  readonly amount: number;
  readonly currency: "gbp";
  readonly interval: "month" | "year";
  readonly trialDays: number;
}

export const PLAN_OFFERS: readonly PlanOffer[] = [
  {
    plan: "monthly",
    label: "Monthly",
    amount: 499,
    currency: "gbp",
    interval: "month",
    trialDays: PAID_PLAN_TRIAL_DAYS,
  },
  {
    plan: "yearly",
    label: "Yearly",
    amount: 4990,
    currency: "gbp",
    interval: "year",
    trialDays: PAID_PLAN_TRIAL_DAYS,
  },
];
