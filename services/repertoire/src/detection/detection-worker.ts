/**
 * Song-detail detection in the background (docs/decisions/0014-repertoires.md): a checkpointed
 * catch-up subscription over SongDetectionRequested events. For each request still standing it
 * appends SongDetectionStarted ('processing'), asks the detector, and appends SongDetected or
 * SongDetectionFailed. Result event ids derive from the request's event id, so after a crash the
 * page is simply done again and the event store stores nothing twice; the checkpoint moves after.
 */

import { randomUUID } from "node:crypto";
import {
  EventMetadata,
  REPERTOIRE_STREAM_CATEGORY,
  repertoireStreamId,
  type SongDetectionRequested,
} from "@encore/contracts";
import {
  comparePositions,
  DuplicateEventIdError,
  decodeRecordedEvents,
  type EventStore,
  type NewEvent,
  type Position,
  type RecordedEvent,
  type SqlDatabase,
  START,
} from "@encore/eventstore";
import { Schema } from "effect";
import { sql } from "kysely";
import { type EventContext, foldRepertoire, toNewEvent } from "../domain/command-handling.ts";
import { detectionStillWanted, type RepertoireEvent } from "../domain/repertoire.ts";
import type { DetectionOutcome, SongDetector } from "./detector.ts";
import { resultEventId, startedEventId } from "./event-ids.ts";

export const DETECTION_WORKER = "repertoire.detection";

export interface DetectionWorkerOptions {
  readonly store: EventStore;
  readonly database: SqlDatabase;
  readonly detector: SongDetector;
  readonly now: () => Date;
  readonly log?: (line: string) => void;
  readonly pageSize?: number;
  readonly idlePollMs?: number;
  /** Songs detected at once (OpenAI calls in flight). */
  readonly concurrency?: number;
  /** How long a page may take before another instance may take the work over. */
  readonly leaseSeconds?: number;
}

export interface DetectionWorker {
  readonly name: string;
  /** Creates the checkpoint table, then follows the store until stop(). */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Handles the next page of requests: the unit of work, also for tests and tools. */
  processNextPage(): Promise<{ readonly handled: number; readonly caughtUp: boolean }>;
  position(): Promise<Position>;
}

const decodeMetadata = Schema.decodeUnknownOption(EventMetadata);

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Runs `work` over items with at most `limit` in flight, keeping the order of results. */
const mapLimited = async <T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> => {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  });
  await Promise.all(lanes);
  return results;
};

export const createDetectionWorker = (options: DetectionWorkerOptions): DetectionWorker => {
  const { store, database, detector } = options;
  const { db } = database;
  const log = options.log ?? ((line: string) => console.log(line));
  const pageSize = options.pageSize ?? 100;
  const idlePollMs = options.idlePollMs ?? 500;
  const concurrency = options.concurrency ?? 4;
  const leaseSeconds = options.leaseSeconds ?? 300;
  const instanceId = randomUUID();
  const filter = { eventTypes: ["SongDetectionRequested"], categories: [REPERTOIRE_STREAM_CATEGORY] };

  const prepare = () =>
    database.runScript(`
      CREATE SCHEMA IF NOT EXISTS repertoire;
      CREATE TABLE IF NOT EXISTS repertoire.detection_checkpoint (
        name text PRIMARY KEY,
        position text NOT NULL,
        requests_handled bigint NOT NULL DEFAULT 0,
        last_error text,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      ALTER TABLE repertoire.detection_checkpoint ADD COLUMN IF NOT EXISTS lease_owner text;
      ALTER TABLE repertoire.detection_checkpoint ADD COLUMN IF NOT EXISTS lease_until timestamptz;`);

  let preparing: Promise<void> | undefined;
  const prepared = () => {
    preparing ??= prepare().catch((error: unknown) => {
      preparing = undefined;
      throw error;
    });
    return preparing;
  };

  const position = async (): Promise<Position> => {
    const { rows } = await sql<{ position: string }>`
      SELECT position FROM repertoire.detection_checkpoint WHERE name = ${DETECTION_WORKER}`.execute(db);
    return (rows[0]?.position as Position | undefined) ?? START;
  };

  /**
   * One instance detects at a time: it holds a lease on the checkpoint, renewed each page, so that
   * several repertoire instances do not ask OpenAI twice. Undefined when another instance holds it.
   */
  const claim = async (): Promise<Position | undefined> => {
    const { rows } = await sql<{ position: string }>`
      INSERT INTO repertoire.detection_checkpoint (name, position, lease_owner, lease_until)
      VALUES (${DETECTION_WORKER}, ${START}, ${instanceId}, now() + make_interval(secs => ${leaseSeconds}))
      ON CONFLICT (name) DO UPDATE SET lease_owner = excluded.lease_owner, lease_until = excluded.lease_until
      WHERE repertoire.detection_checkpoint.lease_owner IS NULL
         OR repertoire.detection_checkpoint.lease_owner = excluded.lease_owner
         OR repertoire.detection_checkpoint.lease_until < now()
      RETURNING position`.execute(db);
    return rows[0]?.position as Position | undefined;
  };

  const release = async () => {
    await sql`
      UPDATE repertoire.detection_checkpoint SET lease_owner = NULL, lease_until = NULL
      WHERE name = ${DETECTION_WORKER} AND lease_owner = ${instanceId}`.execute(db);
  };

  const saveCheckpoint = async (next: Position, handled: number) => {
    await sql`
      UPDATE repertoire.detection_checkpoint
      SET position = ${next}, requests_handled = requests_handled + ${handled}, last_error = NULL, updated_at = now()
      WHERE name = ${DETECTION_WORKER} AND lease_owner = ${instanceId}`.execute(db);
  };

  /** An append that may partly exist already (a crash mid-page): stored events are skipped one by one. */
  const appendIdempotently = async (streamId: string, events: readonly NewEvent[]) => {
    if (events.length === 0) return;
    try {
      await store.append(streamId, events, { expectedRevision: "any" });
    } catch (error) {
      if (!(error instanceof DuplicateEventIdError)) throw error;
      for (const event of events) await store.append(streamId, [event], { expectedRevision: "any" });
    }
  };

  const contextOf = (request: RecordedEvent): EventContext => {
    const metadata = decodeMetadata(request.metadata);
    return {
      userId: metadata._tag === "Some" ? metadata.value.userId : "system",
      correlationId: metadata._tag === "Some" ? metadata.value.correlationId : undefined,
      causationId: request.eventId,
      now: options.now(),
      newId: () => {
        throw new Error("detection events take ids derived from their request");
      },
    };
  };

  const resultOf = (request: SongDetectionRequested, outcome: DetectionOutcome): RepertoireEvent =>
    outcome.found
      ? {
          type: "SongDetected",
          data: { repertoireId: request.repertoireId, songId: request.songId, ...outcome.details },
        }
      : {
          type: "SongDetectionFailed",
          data: { repertoireId: request.repertoireId, songId: request.songId, reason: outcome.reason },
        };

  const detectSafely = async (request: SongDetectionRequested): Promise<DetectionOutcome> => {
    try {
      return await detector.detect({ title: request.title, artist: request.artist });
    } catch (error) {
      return { found: false, reason: `Detection failed: ${errorText(error)}`.slice(0, 300) };
    }
  };

  /** The requests of one stream, in order: those still standing and not answered yet are detected. */
  const handleStream = async (
    streamId: string,
    requests: ReadonlyArray<{ recorded: RecordedEvent; data: SongDetectionRequested }>,
  ) => {
    const stream = await store.readStream(streamId);
    const state = foldRepertoire(stream);
    const answered = new Set(stream.map((event) => event.eventId));
    const open = requests.filter(
      ({ recorded, data }) =>
        !answered.has(resultEventId(recorded.eventId)) && detectionStillWanted(state, data),
    );
    if (open.length === 0) return 0;
    await appendIdempotently(
      streamId,
      open
        .filter(({ recorded }) => !answered.has(startedEventId(recorded.eventId)))
        .map(({ recorded, data }) =>
          toNewEvent(
            { type: "SongDetectionStarted", data: { repertoireId: data.repertoireId, songId: data.songId } },
            contextOf(recorded),
            startedEventId(recorded.eventId),
          ),
        ),
    );
    const outcomes = await mapLimited(open, concurrency, ({ data }) => detectSafely(data));
    await appendIdempotently(
      streamId,
      open.map(({ recorded, data }, index) =>
        toNewEvent(resultOf(data, outcomes[index]!), contextOf(recorded), resultEventId(recorded.eventId)),
      ),
    );
    return open.length;
  };

  const processNextPage = async () => {
    const from = await claim();
    if (from === undefined) return { handled: 0, caughtUp: true };
    const page = await store.readAll({ from, maxCount: pageSize, filter });
    if (comparePositions(page.next, from) <= 0) return { handled: 0, caughtUp: true };
    const byStream = new Map<string, Array<{ recorded: RecordedEvent; data: SongDetectionRequested }>>();
    for (const { recorded, event } of decodeRecordedEvents(page.events)) {
      if (event.type !== "SongDetectionRequested") continue;
      const streamId = repertoireStreamId(event.data.repertoireId);
      const list = byStream.get(streamId) ?? [];
      list.push({ recorded, data: event.data });
      byStream.set(streamId, list);
    }
    let handled = 0;
    for (const [streamId, requests] of byStream) handled += await handleStream(streamId, requests);
    await saveCheckpoint(page.next, handled);
    return { handled, caughtUp: page.isEnd };
  };

  let controller: AbortController | undefined;
  let loop: Promise<void> | undefined;

  const follow = async (signal: AbortSignal) => {
    let failures = 0;
    while (!signal.aborted) {
      try {
        const outcome = await processNextPage();
        failures = 0;
        if (outcome.caughtUp) await store.waitForAppend(idlePollMs, signal);
      } catch (error) {
        if (signal.aborted) return;
        failures++;
        const message = errorText(error);
        log(`[detection] page failed (attempt ${failures}): ${message}`);
        await sql`UPDATE repertoire.detection_checkpoint SET last_error = ${message} WHERE name = ${DETECTION_WORKER}`
          .execute(db)
          .catch(() => undefined);
        const backoffMs = Math.min(30_000, 250 * 2 ** Math.min(failures, 7));
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, backoffMs);
          signal.addEventListener("abort", () => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    }
  };

  return {
    name: DETECTION_WORKER,
    start: async () => {
      await prepared();
      controller = new AbortController();
      loop = follow(controller.signal);
    },
    stop: async () => {
      controller?.abort();
      await loop;
      loop = undefined;
      await release().catch(() => undefined);
    },
    processNextPage: async () => {
      await prepared();
      return processNextPage();
    },
    position,
  };
};
