/**
 * The event-store port: every adapter (PostgreSQL on PGlite or a server, KurrentDB) implements it,
 * and one contract suite (./contract) proves they behave alike.
 */

/** An opaque, totally ordered position in `$all`. Compare with `comparePositions`, never by hand. */
export type Position = string & { readonly __brand: "Position" };

/** Before the first event of `$all`. */
export const START = "0/0" as Position;

/**
 * Positions are two unsigned integers "a/b": (tx id, global position) for PostgreSQL,
 * (commit, prepare) for KurrentDB. Both order lexicographically by (a, b).
 */
export const makePosition = (a: bigint | number | string, b: bigint | number | string): Position =>
  `${a}/${b}` as Position;

export const parsePosition = (position: Position): readonly [bigint, bigint] => {
  const [a, b] = position.split("/");
  if (a === undefined || b === undefined || !/^\d+$/.test(a) || !/^\d+$/.test(b)) {
    throw new InvalidPositionError(position);
  }
  return [BigInt(a), BigInt(b)];
};

export const comparePositions = (left: Position, right: Position): -1 | 0 | 1 => {
  const [la, lb] = parsePosition(left);
  const [ra, rb] = parsePosition(right);
  if (la !== ra) return la < ra ? -1 : 1;
  if (lb !== rb) return lb < rb ? -1 : 1;
  return 0;
};

export const isPosition = (value: string): value is Position => /^\d+\/\d+$/.test(value);

/** Expected revision of a stream when appending. Revisions are 0-based. */
export type ExpectedRevision = "any" | "no_stream" | "stream_exists" | number;

export interface NewEvent {
  /**
   * UUID. Retrying the same append (same stream, same event ids) appends nothing and answers as the
   * first time. Reusing an id for another event is an error on PostgreSQL; KurrentDB only checks
   * ids within a stream, so never reuse one.
   */
  readonly eventId: string;
  readonly type: string;
  readonly schemaVersion?: number;
  readonly data: unknown;
  readonly metadata: Readonly<Record<string, unknown>>;
}

export interface RecordedEvent {
  readonly eventId: string;
  readonly streamId: string;
  readonly revision: number;
  readonly type: string;
  readonly schemaVersion: number;
  readonly data: unknown;
  readonly metadata: Readonly<Record<string, unknown>>;
  readonly position: Position;
  readonly createdAt: Date;
}

export interface AppendResult {
  /** Revision of the last event of the stream after the append. */
  readonly nextExpectedRevision: number;
  /** Position of the last appended event (or of the already stored one for an idempotent retry). */
  readonly position: Position;
}

/** Which events a reader or subscriber wants. Omitted fields match everything. */
export interface EventFilter {
  readonly eventTypes?: readonly string[];
  /** Stream categories: the part of the stream id before the first '-' (`setlist` for `setlist-42`). */
  readonly categories?: readonly string[];
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. Default START. */
  readonly from?: Position;
  readonly maxCount: number;
  readonly filter?: EventFilter;
}

export interface ReadAllPage {
  readonly events: readonly RecordedEvent[];
  /**
   * Where the next read continues. It moves past events the filter skipped, so a filtered reader
   * never rescans them; equal to `from` when nothing new is visible.
   */
  readonly next: Position;
  /** True when the page reached the current end of `$all`. */
  readonly isEnd: boolean;
}

export interface ReadStreamOptions {
  /** Inclusive, 0-based. Default 0. */
  readonly fromRevision?: number;
  readonly maxCount?: number;
}

export interface SubscribeOptions {
  /** Exclusive. Default START (catch up from the beginning). */
  readonly from?: Position;
  readonly filter?: EventFilter;
  readonly signal?: AbortSignal;
}

export interface EventStore {
  readonly name: string;
  append(
    streamId: string,
    events: readonly NewEvent[],
    options?: { readonly expectedRevision?: ExpectedRevision },
  ): Promise<AppendResult>;
  /** The events of one stream in revision order; an absent stream gives []. */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<readonly RecordedEvent[]>;
  /** One page of `$all` in position order, only events every reader can already see. */
  readAll(options: ReadAllOptions): Promise<ReadAllPage>;
  /**
   * A catch-up subscription: every matching event after `from`, in order, exactly once, then
   * live events as they are appended, until the signal aborts or the iterator is returned.
   */
  subscribeToAll(options?: SubscribeOptions): AsyncIterable<RecordedEvent>;
  /**
   * How many visible events match the filter after `from`, for ops' lag figures. Optional: a store
   * that cannot count cheaply leaves it out.
   */
  countEventsAfter?(from: Position, filter?: EventFilter): Promise<number>;
  /** Position of the last event visible in `$all` (START when empty). */
  headPosition(): Promise<Position>;
  /**
   * Resolves when new events may be visible (after an append anywhere) or after `timeoutMs`.
   * A wake-up hint for pollers: it may resolve early, never matters for correctness.
   */
  waitForAppend(timeoutMs: number, signal?: AbortSignal): Promise<void>;
  close(): Promise<void>;
}

export const categoryOf = (streamId: string): string => {
  const dash = streamId.indexOf("-");
  return dash === -1 ? streamId : streamId.slice(0, dash);
};

export const matchesFilter = (filter: EventFilter | undefined, streamId: string, type: string): boolean => {
  if (!filter) return true;
  if (filter.eventTypes && !filter.eventTypes.includes(type)) return false;
  if (filter.categories && !filter.categories.includes(categoryOf(streamId))) return false;
  return true;
};

export class WrongExpectedRevisionError extends Error {
  readonly _tag = "WrongExpectedRevision";
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | "no_stream",
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, but it is ${String(actual)}`);
    this.name = "WrongExpectedRevisionError";
  }
}

/** An event id already stored, but not as this append (other stream, type or position). */
export class DuplicateEventIdError extends Error {
  readonly _tag = "DuplicateEventId";
  constructor(
    readonly streamId: string,
    readonly eventIds: readonly string[],
  ) {
    super(`Stream ${streamId}: event ids already used by other events: ${eventIds.join(", ")}`);
    this.name = "DuplicateEventIdError";
  }
}

export class InvalidPositionError extends Error {
  readonly _tag = "InvalidPosition";
  constructor(readonly position: string) {
    super(`Not an event-store position: '${position}'`);
    this.name = "InvalidPositionError";
  }
}

export class EventStoreUnavailableError extends Error {
  readonly _tag = "EventStoreUnavailable";
  constructor(
    readonly operation: string,
    readonly reason: string,
  ) {
    super(`Event store unavailable during ${operation}: ${reason}`);
    this.name = "EventStoreUnavailableError";
  }
}
