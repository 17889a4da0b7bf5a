/** Queries of identity's read models: who holds a session token, which account a reset link is for. */
import type { SqlDatabase } from "@encore/eventstore";
import { sql } from "kysely";

export interface SignedInUser {
  readonly id: string;
  readonly email: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly profileImageUrl: string | null;
  readonly createdAt: string;
  readonly sessionId: string;
}

interface SignedInRow {
  readonly id: string;
  readonly email: string;
  readonly first_name: string | null;
  readonly last_name: string | null;
  readonly profile_image_url: string | null;
  readonly created_at: Date | string;
  readonly session_id: string;
}

export interface SessionReadModel {
  /** The user of an open, unexpired session, by the SHA-256 of its token. */
  findSignedIn(tokenHash: string, now: Date): Promise<SignedInUser | undefined>;
  findReset(tokenHash: string): Promise<{ readonly userId: string } | undefined>;
}

export const sessionReadModel = (database: SqlDatabase): SessionReadModel => ({
  findSignedIn: async (tokenHash, now) => {
    const { rows } = await sql<SignedInRow>`
      SELECT u.id, u.email, u.first_name, u.last_name, u.profile_image_url, u.created_at,
             s.sess->>'sessionId' AS session_id
      FROM gateway.sessions s JOIN gateway.users u ON u.id = s.sess->>'userId'
      WHERE s.sid = ${tokenHash} AND s.expire > ${now.toISOString()}::timestamptz`.execute(database.db);
    const row = rows[0];
    if (!row) return undefined;
    return {
      id: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      profileImageUrl: row.profile_image_url,
      createdAt: new Date(row.created_at).toISOString(),
      sessionId: row.session_id,
    };
  },
  findReset: async (tokenHash) => {
    const { rows } = await sql<{ user_id: string }>`
      SELECT user_id FROM gateway.password_resets WHERE token_hash = ${tokenHash}`.execute(database.db);
    return rows[0] ? { userId: rows[0].user_id } : undefined;
  },
});
