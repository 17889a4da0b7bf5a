/**
 * The KurrentDB (and EventStoreDB 20+) adapter of the event-store port, on @kurrent/kurrentdb-client.
 *
 * - Every call runs under an application-level timeout (`timeoutMs`): the client waits forever on a
 *   server that accepts TCP and never answers. Expiry rejects with EventStoreUnavailableError naming the
 *   operation; a server that cannot be reached rejects with the same error type.
 * - Streaming: the timeout bounds each page of a subscription's catch-up and the confirmation of its live
 *   phase, never the idle time of a live subscription.
 * See docs/decisions/0004-kurrentdb-adapter.md.
 */

import type { AllStreamResolvedEvent, AllStreamSubscription, Filter } from "@kurrent/kurrentdb-client";
import { BACKWARDS, FORWARDS, KurrentDBClient } from "@kurrent/kurrentdb-client";
import {
  type AppendResult,
  comparePositions,
  type EventFilter,
  type EventStore,
  EventStoreUnavailableError,
  type ExpectedRevision,
  type NewEvent,
  type Position,
  parsePosition,
  type ReadAllOptions,
  type ReadAllPage,
  type ReadStreamOptions,
  type RecordedEvent,
  START,
  type SubscribeOptions,
  WrongExpectedRevisionError,
} from "../port.ts";
import {
  assemblePage,
  describeEndpoint,
  END,
  EXCLUDE_SYSTEM_EVENTS,
  fromClientPosition,
  isRealPosition,
  isVisible,
  type PageRequest,
  requestedCount,
  type ScannedEvent,
  toActualRevision,
  toEventData,
  toReadPosition,
  toRecordedEvent,
  toServerFilter,
  toStreamState,
} from "./kurrentdb-mapping.ts";
import { ABORTED, abortable, type TimeoutContext, toStoreError, withTimeout } from "./kurrentdb-timeout.ts";

export interface KurrentDbEventStoreOptions {
  /** e.g. `kurrentdb://localhost:2113?tls=false` (also `esdb://`, `kurrentdb+discover://`). */
  readonly connectionString: string;
  /** Application-level timeout of every call, in ms. Default 5000. */
  readonly timeoutMs?: number;
}

/** Events per page while a subscription catches up. */
const CATCH_UP_PAGE_SIZE = 512;

type ClientAllEvent = NonNullable<AllStreamResolvedEvent["event"]>;
interface Scanned extends ScannedEvent {
  readonly event: ClientAllEvent;
}

/** The client's protected accessor of its gRPC channel (1.3 offers no public way to close it). */
interface GrpcChannelAccess {
  getChannel(): Promise<{ close(): void }>;
}

const hasType = (error: unknown, type: string): boolean =>
  error instanceof Error && (error as { type?: unknown }).type === type;

const assertCount = (name: string, value: number, minimum: number): void => {
  if (!Number.isSafeInteger(value) || value < minimum) {
    throw new RangeError(`${name} must be an integer >= ${minimum}, got ${String(value)}`);
  }
};

class KurrentDbEventStore implements EventStore {
  readonly name = "kurrentdb";
  readonly #client: KurrentDBClient;
  readonly #context: TimeoutContext;
  #closed = false;
  /** Stop switches of the open subscriptions, so close() ends them. */
  readonly #subscriptions = new Set<AbortController>();
  /** Pending waitForAppend calls. */
  readonly #waiters = new Set<() => void>();
  /** A live subscription from the end of $all that wakes the waiters; opened on first wait. */
  #wakeSubscription: AllStreamSubscription | undefined;
  /** Whether a gRPC channel was opened (appends and subscriptions; reads go through the native bridge). */
  #grpcUsed = false;

  constructor(options: KurrentDbEventStoreOptions) {
    const timeoutMs = options.timeoutMs ?? 5000;
    assertCount("timeoutMs", timeoutMs, 1);
    this.#context = { timeoutMs, endpoint: describeEndpoint(options.connectionString) };
    this.#client = KurrentDBClient.connectionString(options.connectionString);
  }

  /** Runs one operation under the timeout; refuses once the store is closed. */
  #run<T>(operation: string, run: () => Promise<T>): Promise<T> {
    if (this.#closed) {
      return Promise.reject(new EventStoreUnavailableError(operation, "the event store is closed"));
    }
    return withTimeout(this.#context, operation, run);
  }

  async append(
    streamId: string,
    events: readonly NewEvent[],
    options?: { readonly expectedRevision?: ExpectedRevision },
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error(`Append to ${streamId}: no events given`); // as the PostgreSQL store
    const expected = options?.expectedRevision ?? "any";
    const streamState = toStreamState(expected);
    const eventData = events.map(toEventData);
    const result = await this.#run("append", async () => {
      this.#grpcUsed = true;
      try {
        return await this.#client.appendToStream(streamId, eventData, {
          streamState,
          // The gRPC deadline matches ours, so the server gives up when we do.
          deadline: this.#context.timeoutMs,
        });
      } catch (error) {
        if (hasType(error, "wrong-expected-version")) {
          const actual = (error as { actualState?: bigint | "no_stream" }).actualState;
          throw new WrongExpectedRevisionError(streamId, expected, toActualRevision(actual));
        }
        throw error;
      }
    });
    this.#wake();
    const position = isRealPosition(result.position)
      ? fromClientPosition(result.position)
      : // An idempotent retry may come back without a position: read it from the stored event.
        await this.#run("append", () => this.#positionOfRevision(streamId, result.nextExpectedRevision));
    return { nextExpectedRevision: Number(result.nextExpectedRevision), position };
  }

  async #positionOfRevision(streamId: string, revision: bigint): Promise<Position> {
    if (revision < 0n) return START;
    for await (const resolved of this.#client.readStream(streamId, { fromRevision: revision, maxCount: 1 })) {
      if (resolved.event) return toRecordedEvent(resolved.event, resolved.commitPosition).position;
    }
    return START;
  }

  async readStream(streamId: string, options?: ReadStreamOptions): Promise<readonly RecordedEvent[]> {
    const fromRevision = options?.fromRevision ?? 0;
    const maxCount = options?.maxCount ?? Number.MAX_SAFE_INTEGER;
    assertCount("fromRevision", fromRevision, 0);
    assertCount("maxCount", maxCount, 0);
    return this.#run("readStream", async () => {
      if (maxCount === 0) return [];
      const events: RecordedEvent[] = [];
      try {
        for await (const resolved of this.#client.readStream(streamId, {
          fromRevision: BigInt(fromRevision),
          maxCount,
          direction: FORWARDS,
          resolveLinkTos: false,
        })) {
          if (resolved.event) events.push(toRecordedEvent(resolved.event, resolved.commitPosition));
        }
      } catch (error) {
        if (hasType(error, "stream-not-found")) return [];
        throw error;
      }
      return events;
    });
  }

  async readAll(options: ReadAllOptions): Promise<ReadAllPage> {
    const from = options.from ?? START;
    parsePosition(from);
    assertCount("maxCount", options.maxCount, 1);
    return this.#run("readAll", () => this.#readAllPage(from, options.maxCount, options.filter));
  }

  /** One page of $all after `from` (exclusive); see `assemblePage` for `next` and `isEnd`. */
  async #readAllPage(
    from: Position,
    maxCount: number,
    filter: EventFilter | undefined,
  ): Promise<ReadAllPage> {
    const serverFilter = toServerFilter(filter);
    const request: PageRequest = { from, maxCount, filter, serverFiltered: serverFilter !== undefined };
    // A filtered read only returns matches: the head read first tells how far it has certainly scanned.
    const headBefore = serverFilter ? await this.#lastPosition(undefined) : undefined;
    const scanned: Scanned[] = [];
    for await (const resolved of this.#client.readAll({
      fromPosition: toReadPosition(from),
      maxCount: requestedCount(request),
      direction: FORWARDS,
      resolveLinkTos: false,
      ...(serverFilter ? { filter: serverFilter } : {}),
    })) {
      const event = resolved.event;
      if (event) {
        scanned.push({
          position: fromClientPosition(event.position),
          streamId: event.streamId,
          type: event.type,
          event,
        });
      }
    }
    const page = assemblePage(request, scanned, headBefore);
    return {
      events: page.events.map(({ event }) => toRecordedEvent(event)),
      next: page.next,
      isEnd: page.isEnd,
    };
  }

  /** Position of the last event of $all matching `filter` (any event when undefined). */
  async #lastPosition(filter: Filter | undefined): Promise<Position | undefined> {
    for await (const resolved of this.#client.readAll({
      fromPosition: END,
      direction: BACKWARDS,
      maxCount: 1,
      resolveLinkTos: false,
      ...(filter ? { filter } : {}),
    })) {
      if (resolved.event) return fromClientPosition(resolved.event.position);
    }
    return undefined;
  }

  headPosition(): Promise<Position> {
    return this.#run("headPosition", async () => (await this.#lastPosition(EXCLUDE_SYSTEM_EVENTS)) ?? START);
  }

  subscribeToAll(options: SubscribeOptions = {}): AsyncIterable<RecordedEvent> {
    return { [Symbol.asyncIterator]: () => this.#openSubscription(options) };
  }

  /**
   * An iterator whose return() ends it at once, even while it waits for a live event: it flips a stop
   * switch (also flipped by the caller's signal and by close()) that every wait inside races against.
   */
  #openSubscription(options: SubscribeOptions): AsyncIterableIterator<RecordedEvent> {
    const stop = new AbortController();
    const onAbort = (): void => stop.abort();
    if (options.signal?.aborted || this.#closed) stop.abort();
    options.signal?.addEventListener("abort", onAbort, { once: true });
    this.#subscriptions.add(stop);
    const release = (): void => {
      options.signal?.removeEventListener("abort", onAbort);
      this.#subscriptions.delete(stop);
    };
    const generator = this.#catchUpThenLive(options, stop.signal);
    const iterator: AsyncIterableIterator<RecordedEvent> = {
      next: async () => {
        try {
          const result = await generator.next();
          if (result.done) release();
          return result;
        } catch (error) {
          release();
          throw error;
        }
      },
      return: async () => {
        stop.abort();
        release();
        await generator.return(undefined);
        return { done: true, value: undefined };
      },
      [Symbol.asyncIterator]: () => iterator,
    };
    return iterator;
  }

  async *#catchUpThenLive(options: SubscribeOptions, stop: AbortSignal): AsyncGenerator<RecordedEvent, void> {
    let cursor = options.from ?? START;
    parsePosition(cursor);
    const filter = options.filter;

    // Catch-up: pages of $all, each under the timeout.
    for (;;) {
      if (stop.aborted) return;
      const from = cursor;
      const page = await abortable(
        this.#run("subscribeToAll", () => this.#readAllPage(from, CATCH_UP_PAGE_SIZE, filter)),
        stop,
      );
      if (page === ABORTED) return;
      for (const event of page.events) {
        yield event;
        if (stop.aborted) return;
      }
      cursor = page.next;
      if (page.isEnd) break;
    }

    // Live: a server subscription from where the catch-up ended (exclusive). Its own short catch-up
    // covers events appended since the last page; positions at or before the cursor are dropped.
    if (stop.aborted) return;
    const serverFilter = toServerFilter(filter);
    this.#grpcUsed = true;
    const subscription = this.#client.subscribeToAll({
      fromPosition: toReadPosition(cursor),
      resolveLinkTos: false,
      ...(serverFilter ? { filter: serverFilter } : {}),
    });
    const confirmed = new Promise<void>((resolve, reject) => {
      subscription.once("confirmation", () => resolve());
      subscription.once("error", reject);
      subscription.once("close", () =>
        reject(new Error("the subscription closed before the server confirmed it")),
      );
    });
    confirmed.catch(() => {});
    const events = subscription[Symbol.asyncIterator]();
    try {
      if (
        (await abortable(
          this.#run("subscribeToAll", () => confirmed),
          stop,
        )) === ABORTED
      )
        return;
      for (;;) {
        const step = await abortable(
          events.next().catch((error: unknown) => {
            throw toStoreError("subscribeToAll", this.#context.endpoint, error);
          }),
          stop,
        );
        if (step === ABORTED) return;
        if (step.done) {
          throw new EventStoreUnavailableError(
            "subscribeToAll",
            `KurrentDB at ${this.#context.endpoint} ended the subscription`,
          );
        }
        const event = step.value.event;
        if (!event) continue;
        const position = fromClientPosition(event.position);
        if (comparePositions(position, cursor) <= 0) continue;
        cursor = position;
        if (isVisible(filter, event.streamId, event.type)) yield toRecordedEvent(event);
      }
    } finally {
      this.#endSubscription(subscription);
    }
  }

  #endSubscription(subscription: AllStreamSubscription): void {
    subscription
      .unsubscribe()
      .catch(() => {})
      .finally(() => subscription.destroy());
  }

  waitForAppend(timeoutMs: number, signal?: AbortSignal): Promise<void> {
    if (this.#closed || signal?.aborted) return Promise.resolve();
    this.#ensureWakeSubscription();
    return new Promise<void>((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        signal?.removeEventListener("abort", done);
        this.#waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, timeoutMs));
      signal?.addEventListener("abort", done, { once: true });
      this.#waiters.add(done);
    });
  }

  /**
   * One live subscription from the end of $all per store. A failure just drops it (the next wait opens
   * a new one) and never wakes the waiters early: a dead server must not turn pollers into busy loops.
   */
  #ensureWakeSubscription(): void {
    if (this.#wakeSubscription || this.#closed) return;
    this.#grpcUsed = true;
    const subscription = this.#client.subscribeToAll({ fromPosition: END, resolveLinkTos: false });
    this.#wakeSubscription = subscription;
    const drop = (): void => {
      if (this.#wakeSubscription === subscription) this.#wakeSubscription = undefined;
    };
    subscription.on("data", (resolved: AllStreamResolvedEvent) => {
      if (resolved.event && !resolved.event.type.startsWith("$")) this.#wake();
    });
    subscription.on("error", drop);
    subscription.on("end", drop);
    subscription.on("close", drop);
  }

  #wake(): void {
    for (const waiter of [...this.#waiters]) waiter();
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.#wake();
    for (const stop of this.#subscriptions) stop.abort();
    this.#subscriptions.clear();
    const wakeSubscription = this.#wakeSubscription;
    this.#wakeSubscription = undefined;
    if (wakeSubscription) this.#endSubscription(wakeSubscription);
    await withTimeout(this.#context, "close", async () => {
      await this.#client.dispose();
      // dispose() only cancels streams: a unary call stuck on a server that never answers (the client's
      // server-features probe has no deadline) would keep the process alive. Closing the channel
      // cancels what is still queued and drops the timer that holds the event loop.
      const access = this.#client as unknown as Partial<GrpcChannelAccess>;
      if (this.#grpcUsed && typeof access.getChannel === "function") (await access.getChannel()).close();
    });
  }
}

/** The KurrentDB adapter of the event-store port. Connects lazily: creating it never touches the network. */
export const createKurrentDbEventStore = (options: KurrentDbEventStoreOptions): EventStore =>
  new KurrentDbEventStore(options);
