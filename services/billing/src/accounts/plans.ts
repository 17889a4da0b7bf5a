/**
 * The plan an account is on, from billing's accounts read model, its settings and the time: the
 * trial ends TRIAL_DAYS after registration, FREE_SETLISTS_PER_MONTH are free each month after it,
 * and a Stripe subscription makes it premium while `subscriptionView` says so at that moment.
 */
import type { SqlDatabase } from "@encore/eventstore";
import { sql } from "kysely";
import { type BillingSettings, DAY_MS } from "../config.ts";
import type { Plan } from "../domain/quota.ts";
import { emptySummary, type SubscriptionSummary, subscriptionView } from "../domain/subscription.ts";
import { type SubscriptionRow, summaryOfRow } from "./accounts-projection.ts";

export interface Account {
  /** Null when billing saw the account's subscription but not (yet) its registration. */
  readonly registeredAt: Date | null;
  readonly subscription: SubscriptionSummary;
}

type AccountRow = SubscriptionRow & { readonly registered_at: Date | string | null };

const ACCOUNT_COLUMNS = sql`user_id, registered_at, stripe_customer_id, stripe_subscription_id,
  subscription_status, trial_ends_at, subscription_ends_at, plan, cancel_at_period_end, payment_failed`;

const accountOfRow = (row: AccountRow): Account => ({
  registeredAt: row.registered_at === null ? null : new Date(row.registered_at),
  subscription: summaryOfRow(row),
});

export const findAccount = async (database: SqlDatabase, userId: string): Promise<Account | undefined> => {
  const { rows } = await sql<AccountRow>`
    SELECT ${ACCOUNT_COLUMNS} FROM billing.accounts WHERE user_id = ${userId}`.execute(database.db);
  const row = rows[0];
  return row && accountOfRow(row);
};

/** The account whose Stripe customer this is: how a webhook finds its user. */
export const findAccountByCustomer = async (
  database: SqlDatabase,
  customerId: string,
): Promise<{ readonly userId: string; readonly account: Account } | undefined> => {
  const { rows } = await sql<AccountRow>`
    SELECT ${ACCOUNT_COLUMNS} FROM billing.accounts WHERE stripe_customer_id = ${customerId}
    LIMIT 1`.execute(database.db);
  const row = rows[0];
  return row && { userId: row.user_id, account: accountOfRow(row) };
};

export const planFor = (account: Account | undefined, settings: BillingSettings, now: Date): Plan => ({
  isPremium: subscriptionView(account?.subscription ?? emptySummary, now).isPremium,
  trialEndsAt:
    account?.registeredAt != null
      ? new Date(account.registeredAt.getTime() + settings.trialDays * DAY_MS)
      : undefined,
  freeSetlistsPerMonth: settings.freeSetlistsPerMonth,
});

export interface Plans {
  /** The plan at `at` (now when not given). */
  planOf(userId: string, at?: Date): Promise<Plan>;
}

export const createPlans = (options: {
  readonly database: SqlDatabase;
  readonly settings: BillingSettings;
  /** Lets the accounts read model reach the end of the event store (bounded wait). */
  readonly catchUp: () => Promise<unknown>;
}): Plans => ({
  planOf: async (userId, at = new Date()) => {
    let account = await findAccount(options.database, userId);
    if (!account?.registeredAt) {
      // A brand-new account may not have reached the read model yet; without it there is no trial.
      await options.catchUp();
      account = await findAccount(options.database, userId);
    }
    return planFor(account, options.settings, at);
  },
});
