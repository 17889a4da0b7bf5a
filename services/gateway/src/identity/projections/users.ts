import { decodePage, type Projection } from "@encore/eventstore";
import { sql } from "kysely";

/** `users` of spec section 3, as the gateway knows them; plan fields keep their defaults here. */
export const usersProjection: Projection = {
  name: "gateway.users",
  version: 1,
  filter: { eventTypes: ["UserRegistered", "PasswordChanged"] },
  setup: async (trx) => {
    await sql`CREATE TABLE IF NOT EXISTS gateway.users (
      id text PRIMARY KEY,
      email text NOT NULL UNIQUE,
      first_name text,
      last_name text,
      profile_image_url text,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      is_premium boolean NOT NULL DEFAULT false,
      stripe_customer_id text,
      stripe_subscription_id text,
      subscription_status varchar(50) NOT NULL DEFAULT 'free',
      trial_ends_at timestamptz,
      subscription_ends_at timestamptz,
      free_setlists_used integer NOT NULL DEFAULT 0,
      spotify_access_token text,
      spotify_refresh_token text
    )`.execute(trx);
  },
  teardown: async (trx) => {
    await sql`DROP TABLE IF EXISTS gateway.users`.execute(trx);
  },
  apply: async (trx, events) => {
    const registered: Array<Record<string, string | null>> = [];
    const updatedAt = new Map<string, string>();
    for (const event of decodePage(events)) {
      if (event.type === "UserRegistered") {
        const { userId, email, firstName, lastName, registeredAt } = event.data;
        registered.push({
          id: userId,
          email,
          first_name: firstName ?? null,
          last_name: lastName ?? null,
          created_at: registeredAt,
        });
      } else if (event.type === "PasswordChanged") {
        updatedAt.set(event.data.userId, event.data.changedAt);
      }
    }
    if (registered.length > 0) {
      // No conflict target: a replayed page, or an email taken over from an abandoned signup, is no crash.
      await sql`
        INSERT INTO gateway.users (id, email, first_name, last_name, created_at, updated_at)
        SELECT id, email, first_name, last_name, created_at::timestamptz, created_at::timestamptz
        FROM jsonb_to_recordset(${JSON.stringify(registered)}::jsonb)
          AS r(id text, email text, first_name text, last_name text, created_at text)
        ON CONFLICT DO NOTHING`.execute(trx);
    }
    if (updatedAt.size > 0) {
      const rows = JSON.stringify([...updatedAt].map(([id, at]) => ({ id, at })));
      await sql`
        UPDATE gateway.users AS u SET updated_at = r.at::timestamptz
        FROM jsonb_to_recordset(${rows}::jsonb) AS r(id text, at text)
        WHERE u.id = r.id`.execute(trx);
    }
  },
};
