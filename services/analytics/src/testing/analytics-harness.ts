/**
 * Analytics on one database and event store, answering on a message bus: for .int tests here and
 * for other services' tests (the composer's learning test) that need real insights.
 */
import type { EventStore, NewEvent, Position, SqlDatabase } from "@encore/eventstore";
import type { MessageBus } from "@encore/messaging";
import {
  generateInternalSecret,
  type RunningService,
  signUserAssertion,
  startService,
} from "@encore/runtime";
import { createAnalyticsService } from "../service.ts";

export interface AnalyticsHarness {
  readonly service: RunningService;
  /** Appends events to a stream and waits until every analytics read model has read them. */
  append(streamId: string, events: readonly NewEvent[]): Promise<Position>;
  /** Waits until every analytics projection has passed `position`. */
  caughtUp(position: Position): Promise<void>;
  /** GET through analytics' HTTP app as the gateway forwards it (signed user assertion). */
  get(path: string, userId?: string): Promise<{ status: number; body: unknown }>;
  stop(): Promise<void>;
}

export const startAnalytics = async (options: {
  readonly database: SqlDatabase;
  readonly store: EventStore;
  readonly bus: MessageBus;
  readonly now?: () => Date;
}): Promise<AnalyticsHarness> => {
  const internalSecret = generateInternalSecret();
  const service = await startService(createAnalyticsService(), {
    store: options.store,
    database: options.database,
    bus: options.bus,
    internalSecret,
    ...(options.now ? { now: options.now } : {}),
    log: () => undefined,
  });
  const caughtUp = async (position: Position) => {
    if (!(await service.runner.waitForPosition(position, 10_000)))
      throw new Error("analytics' read models did not catch up within 10 s");
  };
  return {
    service,
    caughtUp,
    append: async (streamId, events) => {
      const { position } = await options.store.append(streamId, events);
      await caughtUp(position);
      return position;
    },
    get: async (path, userId) => {
      const headers: Record<string, string> = {};
      if (userId)
        headers["x-encore-user"] = signUserAssertion(
          { id: userId, email: `${userId}@example.com` },
          internalSecret,
          options.now?.() ?? new Date(),
        );
      const response = await service.app.request(path, { headers });
      return { status: response.status, body: await response.json() };
    },
    stop: () => service.stop(),
  };
};
