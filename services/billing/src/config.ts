import { FREE_SETLISTS, TRIAL_DAYS } from "@encore/contracts";
import { envVar, loadConfig } from "@encore/runtime";
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
};

export interface BillingSettings {
  readonly trialDays: number;
  readonly freeSetlistsPerMonth: number;
}

export const loadBillingSettings = (env: NodeJS.ProcessEnv = process.env): BillingSettings =>
  loadConfig(billingConfig, env);

export const DAY_MS = 24 * 60 * 60 * 1000;
