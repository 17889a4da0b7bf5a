import type { StripeSubscriptionStatus } from "@encore/contracts";
import { decodePage, type Projection } from "@encore/eventstore";
import { type Kysely, sql } from "kysely";
import {
  emptySummary,
  evolveSummary,
  isSubscriptionEvent,
  SUBSCRIPTION_EVENT_TYPES,
  type SubscriptionEvent,
  type SubscriptionSummary,
  subscriptionView,
} from "../domain/subscription.ts";

/**
 * Billing's own view of the accounts it bills (schema `billing`): when each registered, which starts
 * its trial, and its Stripe subscription as `evolveSummary` folds it (docs/decisions/0015). Whether
 * an account is premium depends on the time too: `planFor` decides it from these columns and now;
 * `is_premium` is what it was when the last event was applied, for ops and reports.
 */
export const accountsProjection: Projection = {
  name: "billing.accounts",
  version: 2,
  filter: { eventTypes: ["UserRegistered", ...SUBSCRIPTION_EVENT_TYPES] },
  setup: async (trx) => {
    await sql`CREATE TABLE IF NOT EXISTS billing.accounts (
      user_id text PRIMARY KEY,
      registered_at timestamptz,
      is_premium boolean NOT NULL DEFAULT false,
      stripe_customer_id text,
      stripe_subscription_id text,
      subscription_status text,
      trial_ends_at timestamptz,
      subscription_ends_at timestamptz,
      plan text,
      cancel_at_period_end boolean NOT NULL DEFAULT false,
      payment_failed boolean NOT NULL DEFAULT false
    )`.execute(trx);
    await sql`CREATE INDEX IF NOT EXISTS accounts_stripe_customer_id
      ON billing.accounts (stripe_customer_id)`.execute(trx);
  },
  teardown: async (trx) => {
    await sql`DROP TABLE IF EXISTS billing.accounts`.execute(trx);
  },
  apply: async (trx, events) => {
    const decoded = decodePage(events);
    const registered = decoded.flatMap((event) =>
      event.type === "UserRegistered"
        ? [{ user_id: event.data.userId, registered_at: event.data.registeredAt }]
        : [],
    );
    if (registered.length > 0) {
      // A replayed page registers nobody twice; a later registration cannot move a trial.
      await sql`
        INSERT INTO billing.accounts (user_id, registered_at)
        SELECT user_id, registered_at::timestamptz
        FROM jsonb_to_recordset(${JSON.stringify(registered)}::jsonb) AS r(user_id text, registered_at text)
        ON CONFLICT (user_id) DO UPDATE
          SET registered_at = COALESCE(billing.accounts.registered_at, EXCLUDED.registered_at)`.execute(trx);
    }

    const byUser = new Map<string, SubscriptionEvent[]>();
    for (const event of decoded) {
      if (!isSubscriptionEvent(event)) continue;
      const list = byUser.get(event.data.userId) ?? [];
      list.push(event);
      byUser.set(event.data.userId, list);
    }
    if (byUser.size === 0) return;
    const known = await readSummaries(trx, [...byUser.keys()]);
    const rows = [...byUser].map(([userId, userEvents]) => {
      const summary = userEvents.reduce(evolveSummary, known.get(userId) ?? emptySummary);
      const lastAt = timeOf(userEvents.at(-1)!);
      return {
        user_id: userId,
        is_premium: subscriptionView(summary, lastAt).isPremium,
        stripe_customer_id: summary.customerId,
        stripe_subscription_id: summary.subscriptionId,
        subscription_status: summary.stripeStatus,
        trial_ends_at: summary.trialEndsAt?.toISOString() ?? null,
        subscription_ends_at: summary.endsAt?.toISOString() ?? null,
        plan: summary.plan,
        cancel_at_period_end: summary.cancelAtPeriodEnd,
        payment_failed: summary.paymentFailed,
      };
    });
    await sql`
      INSERT INTO billing.accounts (user_id, is_premium, stripe_customer_id, stripe_subscription_id,
        subscription_status, trial_ends_at, subscription_ends_at, plan, cancel_at_period_end, payment_failed)
      SELECT user_id, is_premium, stripe_customer_id, stripe_subscription_id, subscription_status,
        trial_ends_at::timestamptz, subscription_ends_at::timestamptz, plan, cancel_at_period_end, payment_failed
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(user_id text, is_premium boolean,
        stripe_customer_id text, stripe_subscription_id text, subscription_status text, trial_ends_at text,
        subscription_ends_at text, plan text, cancel_at_period_end boolean, payment_failed boolean)
      ON CONFLICT (user_id) DO UPDATE SET
        is_premium = EXCLUDED.is_premium,
        stripe_customer_id = EXCLUDED.stripe_customer_id,
        stripe_subscription_id = EXCLUDED.stripe_subscription_id,
        subscription_status = EXCLUDED.subscription_status,
        trial_ends_at = EXCLUDED.trial_ends_at,
        subscription_ends_at = EXCLUDED.subscription_ends_at,
        plan = EXCLUDED.plan,
        cancel_at_period_end = EXCLUDED.cancel_at_period_end,
        payment_failed = EXCLUDED.payment_failed`.execute(trx);
  },
};

const timeOf = (event: SubscriptionEvent): Date => {
  const data = event.data as Record<string, unknown>;
  const at = ["startedAt", "activatedAt", "updatedAt", "canceledAt", "endedAt", "paidAt", "failedAt"]
    .map((key) => data[key])
    .find((value) => typeof value === "string");
  return new Date(at as string);
};

export interface SubscriptionRow {
  readonly user_id: string;
  readonly stripe_customer_id: string | null;
  readonly stripe_subscription_id: string | null;
  readonly subscription_status: string | null;
  readonly trial_ends_at: Date | string | null;
  readonly subscription_ends_at: Date | string | null;
  readonly plan: string | null;
  readonly cancel_at_period_end: boolean;
  readonly payment_failed: boolean;
}

const dateOf = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

export const summaryOfRow = (row: SubscriptionRow): SubscriptionSummary => ({
  customerId: row.stripe_customer_id,
  subscriptionId: row.stripe_subscription_id,
  stripeStatus: row.subscription_status as StripeSubscriptionStatus | null,
  trialEndsAt: dateOf(row.trial_ends_at),
  endsAt: dateOf(row.subscription_ends_at),
  plan: row.plan === "monthly" || row.plan === "yearly" ? row.plan : null,
  cancelAtPeriodEnd: row.cancel_at_period_end,
  paymentFailed: row.payment_failed,
});

const readSummaries = async (
  trx: Kysely<unknown>,
  userIds: readonly string[],
): Promise<Map<string, SubscriptionSummary>> => {
  const { rows } = await sql<SubscriptionRow>`
    SELECT user_id, stripe_customer_id, stripe_subscription_id, subscription_status, trial_ends_at,
      subscription_ends_at, plan, cancel_at_period_end, payment_failed
    FROM billing.accounts
    WHERE user_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb))`.execute(trx);
  return new Map(rows.map((row) => [row.user_id, summaryOfRow(row)]));
};
