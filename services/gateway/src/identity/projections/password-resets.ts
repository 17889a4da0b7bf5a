import { decodePage, type Projection } from "@encore/eventstore";
import { sql } from "kysely";
import { OwnedRowChanges } from "./owned-rows.ts";

interface ResetRow {
  readonly tokenHash: string;
  readonly resetId: string;
  readonly userId: string;
  readonly expiresAt: string;
}

/**
 * Outstanding reset links by the SHA-256 of their token, to find the account a link belongs to.
 * The account's own stream decides whether the link still works; a password change clears them.
 */
export const passwordResetsProjection: Projection = {
  name: "gateway.password_resets",
  version: 1,
  filter: { eventTypes: ["PasswordResetRequested", "PasswordChanged"] },
  setup: async (trx) => {
    await sql`CREATE TABLE IF NOT EXISTS gateway.password_resets (
      token_hash text PRIMARY KEY,
      reset_id text NOT NULL,
      user_id text NOT NULL,
      expires_at timestamptz NOT NULL
    )`.execute(trx);
    await sql`CREATE INDEX IF NOT EXISTS password_resets_user_idx ON gateway.password_resets (user_id)`.execute(
      trx,
    );
  },
  teardown: async (trx) => {
    await sql`DROP TABLE IF EXISTS gateway.password_resets`.execute(trx);
  },
  apply: async (trx, events) => {
    const changes = new OwnedRowChanges<ResetRow>();
    for (const event of decodePage(events)) {
      if (event.type === "PasswordResetRequested") {
        const { userId, resetId, tokenHash, expiresAt } = event.data;
        changes.insert(resetId, { tokenHash, resetId, userId, expiresAt });
      } else if (event.type === "PasswordChanged") {
        changes.clearUser(event.data.userId);
      }
    }
    if (changes.clearedUsers.size > 0) {
      await sql`DELETE FROM gateway.password_resets WHERE user_id IN (${sql.join([...changes.clearedUsers])})`.execute(
        trx,
      );
    }
    if (changes.inserts.size > 0) {
      await sql`
        INSERT INTO gateway.password_resets (token_hash, reset_id, user_id, expires_at)
        SELECT "tokenHash", "resetId", "userId", "expiresAt"::timestamptz
        FROM jsonb_to_recordset(${JSON.stringify([...changes.inserts.values()])}::jsonb)
          AS r("tokenHash" text, "resetId" text, "userId" text, "expiresAt" text)
        ON CONFLICT (token_hash) DO NOTHING`.execute(trx);
    }
  },
};
