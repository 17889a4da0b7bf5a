import type { Projection } from "@encore/eventstore";
import { sql } from "kysely";
import { decodePage } from "../quota/decode-page.ts";

/**
 * Billing's own view of the accounts it bills (schema `billing`): when each registered, which starts
 * its trial, and whether it is premium (false until subscriptions arrive with Stripe).
 */
export const accountsProjection: Projection = {
  name: "billing.accounts",
  version: 1,
  filter: { eventTypes: ["UserRegistered"] },
  setup: async (trx) => {
    await sql`CREATE TABLE IF NOT EXISTS billing.accounts (
      user_id text PRIMARY KEY,
      registered_at timestamptz NOT NULL,
      is_premium boolean NOT NULL DEFAULT false
    )`.execute(trx);
  },
  teardown: async (trx) => {
    await sql`DROP TABLE IF EXISTS billing.accounts`.execute(trx);
  },
  apply: async (trx, events) => {
    const registered = decodePage(events).flatMap((event) =>
      event.type === "UserRegistered"
        ? [{ user_id: event.data.userId, registered_at: event.data.registeredAt }]
        : [],
    );
    if (registered.length === 0) return;
    // A replayed page registers nobody twice; a later registration cannot move a trial.
    await sql`
      INSERT INTO billing.accounts (user_id, registered_at)
      SELECT user_id, registered_at::timestamptz
      FROM jsonb_to_recordset(${JSON.stringify(registered)}::jsonb) AS r(user_id text, registered_at text)
      ON CONFLICT (user_id) DO NOTHING`.execute(trx);
  },
};
