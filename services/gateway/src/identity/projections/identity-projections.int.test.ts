/** Given events in the store, then these read-model rows: whole pages at once, or one event per page. */
import { randomUUID } from "node:crypto";
import { type DomainEvent, encodeEvent, userStreamId } from "@encore/contracts";
import {
  createPostgresEventStore,
  createProjectionRunner,
  type EventStore,
  openPglite,
  type SqlDatabase,
} from "@encore/eventstore";
import { Result } from "effect";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { identityProjections } from "./index.ts";

let database: SqlDatabase;
let store: EventStore;

beforeAll(async () => {
  database = await openPglite();
  store = await createPostgresEventStore({ database });
});
afterAll(async () => {
  await store?.close();
  await database?.close();
});

const hash = (n: number) => n.toString(16).padStart(64, "0");
const scrypt = (salt: string) => `$scrypt$ln=15,r=8,p=1$${salt}$aGFzaA`;
const at = (minute: number) => new Date(Date.UTC(2025, 0, 5, 20, minute)).toISOString();
const later = (days: number) => new Date(Date.UTC(2025, 0, 5 + days, 20)).toISOString();

const append = async (streamId: string, events: readonly DomainEvent[]) => {
  await store.append(
    streamId,
    events.map((event) => {
      const encoded = Result.getOrThrow(encodeEvent(event.type, event.data as never));
      return { eventId: randomUUID(), ...encoded, metadata: { userId: "test" } };
    }),
  );
};

const story = (userId: string, email: string) => {
  const session = (n: number, minute: number): DomainEvent => ({
    type: "UserSignedIn",
    data: {
      userId,
      sessionId: randomUUID(),
      tokenHash: hash(n),
      signedInAt: at(minute),
      expiresAt: later(30),
    },
  });
  const first = session(1, 1);
  const second = session(2, 2);
  const third = session(3, 3);
  const afterChange = session(4, 6);
  const resetId = randomUUID();
  return {
    events: [
      {
        type: "UserRegistered",
        data: { userId, email, passwordHash: scrypt("b2xk"), firstName: "Ana", registeredAt: at(0) },
      },
      first,
      second,
      third,
      {
        type: "UserSignedOut",
        data: { userId, sessionId: (second.data as { sessionId: string }).sessionId, signedOutAt: at(4) },
      },
      {
        type: "PasswordResetRequested",
        data: { userId, resetId, tokenHash: hash(100), requestedAt: at(4), expiresAt: at(64) },
      },
      { type: "PasswordChanged", data: { userId, passwordHash: scrypt("bmV3"), changedAt: at(5), resetId } },
      afterChange,
      {
        type: "PasswordResetRequested",
        data: { userId, resetId: randomUUID(), tokenHash: hash(101), requestedAt: at(7), expiresAt: at(67) },
      },
    ] satisfies DomainEvent[],
  };
};

const rowsOf = async () => {
  const users = await sql<Record<string, unknown>>`
    SELECT id, email, first_name, last_name, profile_image_url, created_at, updated_at, is_premium,
           subscription_status, free_setlists_used
    FROM gateway.users ORDER BY email`.execute(database.db);
  const sessions = await sql<{ sid: string; sess: unknown; expire: Date }>`
    SELECT sid, sess, expire FROM gateway.sessions ORDER BY sid`.execute(database.db);
  const resets = await sql<{ token_hash: string }>`
    SELECT token_hash FROM gateway.password_resets ORDER BY token_hash`.execute(database.db);
  return { users: users.rows, sessions: sessions.rows, resets: resets.rows };
};

const runToEnd = async (pageSize: number) => {
  const runner = createProjectionRunner({
    store,
    database,
    schema: "gateway",
    projections: identityProjections,
    pageSize,
    log: () => undefined,
  });
  await runner.prepare();
  for (const projection of identityProjections) {
    await runner.reset(projection.name);
    while (!(await runner.processNextPage(projection.name)).caughtUp) {
      // every page commits with its checkpoint
    }
  }
};

describe("identity read models", () => {
  const userId = randomUUID();
  const email = "ana@lateshift.band";

  it("given a user's history, then the users row with the spec's defaults, the live sessions and resets", async () => {
    const { events } = story(userId, email);
    await append(userStreamId(userId), events);
    await runToEnd(1000);
    const { users, sessions, resets } = await rowsOf();
    expect(users).toEqual([
      {
        id: userId,
        email,
        first_name: "Ana",
        last_name: null,
        profile_image_url: null,
        created_at: new Date(at(0)),
        updated_at: new Date(at(5)),
        is_premium: false,
        subscription_status: "free",
        free_setlists_used: 0,
      },
    ]);
    // Sessions 1 and 3 died with the password change, 2 at sign-out; only the one opened after it lives.
    expect(sessions).toEqual([
      { sid: hash(4), sess: { userId, sessionId: expect.any(String) }, expire: new Date(later(30)) },
    ]);
    expect(resets.map((row) => row.token_hash)).toEqual([hash(101)]);
  });

  it("gives the same rows when rebuilt one event per page", async () => {
    const whole = await rowsOf();
    await runToEnd(1);
    expect(await rowsOf()).toEqual(whole);
  });

  it("takes a second registration of one email (a taken-over reservation) without stopping", async () => {
    const other = randomUUID();
    await append(userStreamId(other), [
      {
        type: "UserRegistered",
        data: { userId: other, email, passwordHash: scrypt("eA"), registeredAt: at(9) },
      },
    ]);
    await runToEnd(1000);
    expect((await rowsOf()).users.map((row) => row.id)).toEqual([userId]);
  });
});
