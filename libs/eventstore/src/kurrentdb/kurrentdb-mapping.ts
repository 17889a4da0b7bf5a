/**
 * Pure translations between the event-store port and @kurrent/kurrentdb-client: expected revisions,
 * positions, filters, metadata, and the assembly of a `readAll` page from what the server returned.
 * Nothing here talks to a server, so all of it is unit-tested.
 */

import type {
  AppendStreamState,
  Position as ClientPosition,
  RecordedEvent as ClientRecordedEvent,
  CurrentStreamState,
  Filter,
  JSONEventData,
  JSONType,
  ReadPosition,
} from "@kurrent/kurrentdb-client";
import {
  ANY,
  START as CLIENT_START,
  END,
  EVENT_TYPE,
  NO_STREAM,
  STREAM_EXISTS,
  STREAM_NAME,
} from "@kurrent/kurrentdb-client";
import {
  comparePositions,
  type EventFilter,
  type ExpectedRevision,
  makePosition,
  matchesFilter,
  type NewEvent,
  type Position,
  parsePosition,
  type RecordedEvent,
  START,
} from "../port.ts";

/** Metadata key under which the event's schema version is stored in KurrentDB. */
export const SCHEMA_VERSION_KEY = "$schemaVersion";

// ── expected revisions ────────────────────────────────────────────────────────────────────────

/** Port expected revision → the client's stream state. */
export const toStreamState = (expected: ExpectedRevision): AppendStreamState => {
  switch (expected) {
    case "any":
      return ANY;
    case "no_stream":
      return NO_STREAM;
    case "stream_exists":
      return STREAM_EXISTS;
    default:
      if (!Number.isSafeInteger(expected) || expected < 0) {
        throw new RangeError(`Expected revision must be a non-negative integer, got ${String(expected)}`);
      }
      return BigInt(expected);
  }
};

/** The client's "current stream state" of a WrongExpectedVersionError → the port's `actual`. */
export const toActualRevision = (current: CurrentStreamState | undefined): number | "no_stream" =>
  typeof current === "bigint" && current >= 0n ? Number(current) : "no_stream";

// ── positions ─────────────────────────────────────────────────────────────────────────────────

export const fromClientPosition = (position: ClientPosition): Position =>
  makePosition(position.commit, position.prepare);

const NO_POSITION = 2n ** 64n - 1n;

/**
 * False for the "no position" markers servers send: absent, negative (-1 in some append results) or
 * 2^64-1 (stream reads on servers that do not know the log position).
 */
export const isRealPosition = (position: ClientPosition | undefined): position is ClientPosition =>
  position !== undefined &&
  position.commit >= 0n &&
  position.prepare >= 0n &&
  position.commit < NO_POSITION &&
  position.prepare < NO_POSITION;

/** Port position → where the client starts reading $all. START ("0/0") is the beginning. */
export const toReadPosition = (position: Position): ReadPosition => {
  const [commit, prepare] = parsePosition(position);
  return commit === 0n && prepare === 0n ? CLIENT_START : { commit, prepare };
};

export const isStart = (position: Position): boolean => comparePositions(position, START) === 0;

export const maxPosition = (left: Position, right: Position): Position =>
  comparePositions(left, right) >= 0 ? left : right;

export { END };

// ── filters ───────────────────────────────────────────────────────────────────────────────────

/** KurrentDB system events (`$>` links, `$metadata`, `$statsCollected`…) never reach port readers. */
export const isSystemEventType = (type: string): boolean => type.startsWith("$");

/** What a reader of the port sees: never system events, and only what the port filter matches. */
export const isVisible = (filter: EventFilter | undefined, streamId: string, type: string): boolean =>
  !isSystemEventType(type) && matchesFilter(filter, streamId, type);

/** Escapes a literal for a server-side (.NET) regular expression. */
export const escapeRegex = (literal: string): string => literal.replace(/[\\^$.|?*+()[\]{}#\s-]/g, "\\$&");

const alternation = (literals: readonly string[]): string => literals.map(escapeRegex).join("|");

/**
 * The server-side filter for a port filter, or undefined when the read is unfiltered. KurrentDB filters
 * one dimension per read: event types when given (usually the more selective), otherwise categories.
 * The other dimension, and the exact port semantics, are re-checked client-side with `isVisible`.
 * Categories are matched as the whole category (`setlist` matches `setlist-42` and `setlist`, never
 * `setlists-1`), exactly like `categoryOf`.
 */
export const toServerFilter = (filter: EventFilter | undefined): Filter | undefined => {
  if (filter?.eventTypes) {
    return { filterOn: EVENT_TYPE, regex: `^(?:${alternation(filter.eventTypes)})$`, checkpointInterval: 1 };
  }
  if (filter?.categories) {
    return {
      filterOn: STREAM_NAME,
      regex: `^(?:${alternation(filter.categories)})(?:-|$)`,
      checkpointInterval: 1,
    };
  }
  return undefined;
};

/** Server-side filter for "everything but system events" (used to find the head of $all). */
export const EXCLUDE_SYSTEM_EVENTS: Filter = { filterOn: EVENT_TYPE, regex: "^[^$]", checkpointInterval: 1 };

// ── metadata ──────────────────────────────────────────────────────────────────────────────────

export const encodeMetadata = (
  metadata: Readonly<Record<string, unknown>>,
  schemaVersion: number | undefined,
): Record<string, unknown> => ({ ...metadata, [SCHEMA_VERSION_KEY]: schemaVersion ?? 1 });

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);

/** Stored metadata → the port's metadata (without the schema version) and the schema version (default 1). */
export const decodeMetadata = (
  raw: unknown,
): { readonly metadata: Readonly<Record<string, unknown>>; readonly schemaVersion: number } => {
  if (!isPlainObject(raw)) return { metadata: {}, schemaVersion: 1 };
  const { [SCHEMA_VERSION_KEY]: stored, ...metadata } = raw;
  const schemaVersion = typeof stored === "number" && Number.isSafeInteger(stored) && stored > 0 ? stored : 1;
  return { metadata, schemaVersion };
};

// ── events ────────────────────────────────────────────────────────────────────────────────────

/** Port event → the client's JSON event; the event id is KurrentDB's, so its idempotency applies. */
export const toEventData = (event: NewEvent): JSONEventData => ({
  id: event.eventId,
  contentType: "application/json",
  type: event.type,
  data: (event.data ?? null) as JSONType,
  metadata: encodeMetadata(event.metadata, event.schemaVersion),
});

/**
 * Client event → port event. `fallbackCommit` (a resolved event's commit position) stands in for the
 * position when the server does not send one (stream reads on servers older than 22.6).
 */
export const toRecordedEvent = (event: ClientRecordedEvent, fallbackCommit?: bigint): RecordedEvent => {
  const { metadata, schemaVersion } = decodeMetadata(event.metadata);
  const position = isRealPosition(event.position)
    ? fromClientPosition(event.position)
    : fallbackCommit !== undefined && fallbackCommit >= 0n && fallbackCommit < NO_POSITION
      ? makePosition(fallbackCommit, fallbackCommit)
      : START;
  return {
    eventId: event.id,
    streamId: event.streamId,
    revision: Number(event.revision),
    type: event.type,
    schemaVersion,
    data: event.data,
    metadata,
    position,
    createdAt: event.created,
  };
};

// ── readAll pages ─────────────────────────────────────────────────────────────────────────────

/** The minimum the page assembly needs to know about an event the server returned. */
export interface ScannedEvent {
  readonly position: Position;
  readonly streamId: string;
  readonly type: string;
}

export interface PageRequest {
  /** Exclusive start of the page. */
  readonly from: Position;
  readonly maxCount: number;
  readonly filter?: EventFilter;
  /** True when the server filtered the read (its count then only covers matching events). */
  readonly serverFiltered: boolean;
}

/**
 * How many events to ask the server for: KurrentDB's forward read of $all includes the event at
 * `fromPosition`, so one more than `maxCount` when starting after an event.
 */
export const requestedCount = (request: PageRequest): number =>
  isStart(request.from) ? request.maxCount : request.maxCount + 1;

export interface AssembledPage<E extends ScannedEvent> {
  readonly events: readonly E[];
  readonly next: Position;
  readonly isEnd: boolean;
}

/**
 * Builds a port page from the events one forward read of $all returned (`scanned`, in order).
 * - `from` is exclusive: the event at `from` (or anything before it) is dropped.
 * - At most `maxCount` events after `from` are consumed; `next` is the last consumed event, so events
 *   skipped client-side (system events, the other filter dimension) are never rescanned.
 * - `isEnd` when the server returned fewer events than requested: it reached the end of $all.
 * - For a server-filtered read that reached the end, every event up to `headBefore` (the last event of
 *   $all, read before this read) was scanned by the server even if none matched, so `next` moves
 *   there: a filtered reader never rescans events the filter skipped.
 */
export const assemblePage = <E extends ScannedEvent>(
  request: PageRequest,
  scanned: readonly E[],
  headBefore: Position | undefined,
): AssembledPage<E> => {
  const after = scanned.filter((event) => comparePositions(event.position, request.from) > 0);
  const consumed = after.slice(0, request.maxCount);
  const isEnd = scanned.length < requestedCount(request);
  const last = consumed.at(-1);
  let next = last ? maxPosition(last.position, request.from) : request.from;
  if (isEnd && request.serverFiltered && headBefore !== undefined) next = maxPosition(next, headBefore);
  return {
    events: consumed.filter((event) => isVisible(request.filter, event.streamId, event.type)),
    next,
    isEnd,
  };
};

// ── diagnostics ───────────────────────────────────────────────────────────────────────────────

/** The hosts of a connection string, without scheme, credentials or options: safe for error messages. */
export const describeEndpoint = (connectionString: string): string => {
  const match = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?]*@)?([^/?]*)/i.exec(connectionString.trim());
  return match?.[1] || "KurrentDB";
};
