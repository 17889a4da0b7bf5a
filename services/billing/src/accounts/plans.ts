/**
 * The plan an account is on, from billing's accounts read model and its settings: the trial ends
 * TRIAL_DAYS after registration, FREE_SETLISTS_PER_MONTH are free each month after it.
 */
import type { SqlDatabase } from "@encore/eventstore";
import { sql } from "kysely";
import { type BillingSettings, DAY_MS } from "../config.ts";
import type { Plan } from "../domain/quota.ts";

export interface Account {
  readonly registeredAt: Date;
  readonly isPremium: boolean;
}

export const findAccount = async (database: SqlDatabase, userId: string): Promise<Account | undefined> => {
  const { rows } = await sql<{ registered_at: Date | string; is_premium: boolean }>`
    SELECT registered_at, is_premium FROM billing.accounts WHERE user_id = ${userId}`.execute(database.db);
  const row = rows[0];
  return row && { registeredAt: new Date(row.registered_at), isPremium: row.is_premium };
};

export const planFor = (account: Account | undefined, settings: BillingSettings): Plan => ({
  isPremium: account?.isPremium ?? false,
  trialEndsAt: account && new Date(account.registeredAt.getTime() + settings.trialDays * DAY_MS),
  freeSetlistsPerMonth: settings.freeSetlistsPerMonth,
});

export interface Plans {
  planOf(userId: string): Promise<Plan>;
}

export const createPlans = (options: {
  readonly database: SqlDatabase;
  readonly settings: BillingSettings;
  /** Lets the accounts read model reach the end of the event store (bounded wait). */
  readonly catchUp: () => Promise<unknown>;
}): Plans => ({
  planOf: async (userId) => {
    let account = await findAccount(options.database, userId);
    if (!account) {
      // A brand-new account may not have reached the read model yet; without it there is no trial.
      await options.catchUp();
      account = await findAccount(options.database, userId);
    }
    return planFor(account, options.settings);
  },
});
