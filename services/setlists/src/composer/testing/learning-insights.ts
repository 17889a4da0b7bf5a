/**
 * Sets up the learning scenario's world: analytics running on the world's database and bus, the
 * simulated gigs' events appended to the store, and analytics' read models caught up with them.
 */
import { startAnalytics } from "@encore/analytics";
import type { CatalogSong } from "@encore/catalog";
import type { FeedbackGiven } from "@encore/contracts";
import { decodeRecordedEvents, type EventStore, type SqlDatabase } from "@encore/eventstore";
import type { MessageBus } from "@encore/messaging";
import { appendGigs, simulateGigs } from "./learning-scenario.ts";

export interface LearningWorld {
  readonly store: EventStore;
  readonly database: SqlDatabase;
  readonly bus: MessageBus;
  readonly catalog: readonly CatalogSong[];
}

export interface ServedInsights {
  /** Who answers `analytics.insights-for-brief`. */
  readonly source: string;
  /** How many FeedbackGiven the responder read. */
  readonly feedbackCount: number;
  stop(): Promise<void>;
}

/** Every FeedbackGiven in the store, in order. */
export const storedFeedback = async (store: EventStore): Promise<FeedbackGiven[]> => {
  const page = await store.readAll({ maxCount: 100_000, filter: { eventTypes: ["FeedbackGiven"] } });
  return decodeRecordedEvents(page.events).flatMap(({ event }) =>
    event.type === "FeedbackGiven" ? [event.data] : [],
  );
};

const CATCH_UP_MS = 120_000;

/** Starts analytics on the world's database and bus, appends the gigs and runs its projections to the head. */
export const serveAnalyticsInsights = async (world: LearningWorld): Promise<ServedInsights> => {
  const analytics = await startAnalytics({ database: world.database, store: world.store, bus: world.bus });
  try {
    const last = await appendGigs(world.store, simulateGigs(world.catalog));
    // 400 events: more than the harness's usual 10 s wait on a busy machine.
    if (!(await analytics.service.runner.waitForPosition(last, CATCH_UP_MS)))
      throw new Error(`analytics' read models did not catch up within ${CATCH_UP_MS / 1000} s`);
  } catch (error) {
    await analytics.stop();
    throw error;
  }
  return {
    source:
      "analytics' real handler (@encore/analytics: projections run to the head, its recommendation score)",
    feedbackCount: (await storedFeedback(world.store)).length,
    stop: () => analytics.stop(),
  };
};
