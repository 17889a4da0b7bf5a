import { decodePage, type Projection } from "@encore/eventstore";
import { sql } from "kysely";
import { OwnedRowChanges } from "./owned-rows.ts";

interface SessionRow {
  readonly sid: string;
  readonly userId: string;
  readonly sessionId: string;
  readonly expire: string;
}

/**
 * `sessions` of spec section 3: sid is the SHA-256 of the token (never the token), sess holds the
 * user and session ids. A session ends at sign-out, at a password change, or when `expire` passes.
 */
export const sessionsProjection: Projection = {
  name: "gateway.sessions",
  version: 1,
  filter: { eventTypes: ["UserSignedIn", "UserSignedOut", "PasswordChanged"] },
  setup: async (trx) => {
    await sql`CREATE TABLE IF NOT EXISTS gateway.sessions (
      sid varchar PRIMARY KEY,
      sess jsonb NOT NULL,
      expire timestamptz NOT NULL
    )`.execute(trx);
    await sql`CREATE INDEX IF NOT EXISTS sessions_expire_idx ON gateway.sessions (expire)`.execute(trx);
    await sql`CREATE INDEX IF NOT EXISTS sessions_user_idx ON gateway.sessions ((sess->>'userId'))`.execute(
      trx,
    );
    await sql`CREATE INDEX IF NOT EXISTS sessions_session_idx ON gateway.sessions ((sess->>'sessionId'))`.execute(
      trx,
    );
  },
  teardown: async (trx) => {
    await sql`DROP TABLE IF EXISTS gateway.sessions`.execute(trx);
  },
  apply: async (trx, events) => {
    const changes = new OwnedRowChanges<SessionRow>();
    for (const event of decodePage(events)) {
      switch (event.type) {
        case "UserSignedIn": {
          const { userId, sessionId, tokenHash, expiresAt } = event.data;
          changes.insert(sessionId, { sid: tokenHash, userId, sessionId, expire: expiresAt });
          break;
        }
        case "UserSignedOut":
          changes.delete(event.data.sessionId);
          break;
        case "PasswordChanged":
          changes.clearUser(event.data.userId);
          break;
      }
    }
    if (changes.clearedUsers.size > 0) {
      await sql`DELETE FROM gateway.sessions WHERE sess->>'userId' IN (${sql.join([...changes.clearedUsers])})`.execute(
        trx,
      );
    }
    if (changes.deletes.size > 0) {
      await sql`DELETE FROM gateway.sessions WHERE sess->>'sessionId' IN (${sql.join([...changes.deletes])})`.execute(
        trx,
      );
    }
    if (changes.inserts.size > 0) {
      await sql`
        INSERT INTO gateway.sessions (sid, sess, expire)
        SELECT sid, jsonb_build_object('userId', "userId", 'sessionId', "sessionId"), expire::timestamptz
        FROM jsonb_to_recordset(${JSON.stringify([...changes.inserts.values()])}::jsonb)
          AS r(sid text, "userId" text, "sessionId" text, expire text)
        ON CONFLICT (sid) DO NOTHING`.execute(trx);
    }
  },
};
