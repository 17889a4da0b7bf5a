/**
 * Billing on one database and event store (in-memory PGlite, or real PostgreSQL), answering on a
 * message bus (in-process, or NATS under a run-unique subject prefix so that concurrent test runs
 * on one NATS server never answer each other). For .int tests.
 */
import { randomUUID } from "node:crypto";
import { encodeEvent, makeMetadata, userStreamId } from "@encore/contracts";
import { exampleUserRegistered } from "@encore/contracts/examples";
import type { EventStore, Position, SqlDatabase } from "@encore/eventstore";
import type { MessageBus } from "@encore/messaging";
import {
  generateInternalSecret,
  type RunningService,
  signUserAssertion,
  startService,
} from "@encore/runtime";
import { Result } from "effect";
import { loadBillingSettings } from "../config.ts";
import { createBillingService } from "../service.ts";

/** A new account's UserRegistered, appended as identity appends it (billing knows accounts from it). */
export const appendRegistration = async (
  store: EventStore,
  registeredAt: Date,
): Promise<{ readonly userId: string; readonly position: Position }> => {
  const userId = randomUUID();
  const eventId = randomUUID();
  const encoded = Result.getOrThrow(
    encodeEvent("UserRegistered", {
      ...exampleUserRegistered,
      userId,
      email: `musician.${userId}@example.com`,
      registeredAt: registeredAt.toISOString(),
    }),
  );
  const { position } = await store.append(
    userStreamId(userId),
    [{ eventId, ...encoded, metadata: makeMetadata({ eventId, userId, occurredAt: registeredAt }) }],
    { expectedRevision: "no_stream" },
  );
  return { userId, position };
};

export interface BillingHarness {
  readonly service: RunningService;
  readonly internalSecret: string;
  /** Appends a UserRegistered as the gateway would and, unless told not to, waits until billing has read it. */
  register(registeredAt: Date, options?: { readonly waitForBilling?: boolean }): Promise<string>;
  /** GET through billing's HTTP app as the gateway forwards it (signed user assertion). */
  get(path: string, userId?: string): Promise<{ status: number; body: unknown }>;
  stop(): Promise<void>;
}

export const startBilling = async (options: {
  readonly database: SqlDatabase;
  readonly store: EventStore;
  readonly bus: MessageBus;
  /** The environment billing reads TRIAL_DAYS and FREE_SETLISTS_PER_MONTH from. */
  readonly env?: NodeJS.ProcessEnv;
  readonly now?: () => Date;
}): Promise<BillingHarness> => {
  const internalSecret = generateInternalSecret();
  const service = await startService(
    createBillingService(() => loadBillingSettings(options.env ?? {})),
    {
      store: options.store,
      database: options.database,
      bus: options.bus,
      internalSecret,
      ...(options.now ? { now: options.now } : {}),
      log: () => undefined,
    },
  );
  return {
    service,
    internalSecret,
    register: async (registeredAt, { waitForBilling: wait = true } = {}) => {
      const { userId, position } = await appendRegistration(options.store, registeredAt);
      if (wait) await waitForBilling(service, position);
      return userId;
    },
    get: async (path, userId) => {
      const headers: Record<string, string> = {};
      if (userId) {
        headers["x-encore-user"] = signUserAssertion(
          { id: userId, email: `musician.${userId}@example.com` },
          internalSecret,
        );
      }
      const response = await service.app.request(path, { headers });
      return { status: response.status, body: await response.json() };
    },
    stop: () => service.stop(),
  };
};

const waitForBilling = async (service: RunningService, position: Position) => {
  if (!(await service.runner.waitForPosition(position, 5000))) {
    throw new Error("billing's read models did not catch up within 5 s");
  }
};
