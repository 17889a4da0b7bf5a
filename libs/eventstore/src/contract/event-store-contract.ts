import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  comparePositions,
  type EventStore,
  type NewEvent,
  type RecordedEvent,
  START,
  WrongExpectedRevisionError,
} from "../port.ts";

export type MakeStore = () => Promise<{ store: EventStore; cleanup: () => Promise<void> }>;

/** A run-unique name, so the suite also runs against a shared server that holds other data. */
const unique = (prefix: string) => `${prefix}${randomUUID().replaceAll("-", "").slice(0, 12)}`;

const newEvent = (type: string, data: Record<string, unknown> = {}): NewEvent => ({
  eventId: randomUUID(),
  type,
  data,
  metadata: {
    userId: "contract",
    correlationId: "c-1",
    causationId: "c-1",
    occurredAt: new Date().toISOString(),
  },
});

const collect = async (iterable: AsyncIterable<RecordedEvent>, count: number, timeoutMs = 5000) => {
  const seen: RecordedEvent[] = [];
  const deadline = setTimeout(() => undefined, 0);
  clearTimeout(deadline);
  const iterator = iterable[Symbol.asyncIterator]();
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(
      () => reject(new Error(`saw ${seen.length} of ${count} events in ${timeoutMs} ms`)),
      timeoutMs,
    ),
  );
  while (seen.length < count) {
    const next = await Promise.race([iterator.next(), timeout]);
    if (next.done) break;
    seen.push(next.value);
  }
  await iterator.return?.();
  return seen;
};

/**
 * The behaviour every event-store adapter promises (port.ts). Names are unique per run, so the
 * suite holds against a store that already contains events.
 */
export const describeEventStoreContract = (adapterName: string, makeStore: MakeStore) => {
  describe(`event store contract: ${adapterName}`, () => {
    let store: EventStore;
    let cleanup: () => Promise<void>;

    beforeAll(async () => {
      ({ store, cleanup } = await makeStore());
    });
    afterAll(async () => {
      await store?.close();
      await cleanup?.();
    });

    describe("append and read a stream", () => {
      it("gives 0-based revisions in order and reads back type, data, metadata and schema version", async () => {
        const stream = unique("contract-");
        const events = [
          newEvent("ThingHappened", { n: 1 }),
          { ...newEvent("ThingHappened", { n: 2 }), schemaVersion: 2 },
        ];
        const result = await store.append(stream, events, { expectedRevision: "no_stream" });
        expect(result.nextExpectedRevision).toBe(1);
        const read = await store.readStream(stream);
        expect(read.map((e) => [e.revision, e.eventId, e.type, e.data, e.schemaVersion])).toEqual([
          [0, events[0]!.eventId, "ThingHappened", { n: 1 }, 1],
          [1, events[1]!.eventId, "ThingHappened", { n: 2 }, 2],
        ]);
        expect(read[0]!.metadata).toMatchObject({ userId: "contract", correlationId: "c-1" });
        expect(read[0]!.streamId).toBe(stream);
        expect(read[1]!.position).toBe(result.position);
        expect(read[0]!.createdAt).toBeInstanceOf(Date);
      });

      it("reads an absent stream as empty, and honours fromRevision and maxCount", async () => {
        expect(await store.readStream(unique("absent-"))).toEqual([]);
        const stream = unique("contract-");
        await store.append(
          stream,
          [1, 2, 3, 4].map((n) => newEvent("Counted", { n })),
        );
        const middle = await store.readStream(stream, { fromRevision: 1, maxCount: 2 });
        expect(middle.map((e) => e.data)).toEqual([{ n: 2 }, { n: 3 }]);
      });

      it("appends with an exact expected revision and refuses a stale one, naming the actual revision", async () => {
        const stream = unique("contract-");
        await store.append(stream, [newEvent("A")], { expectedRevision: "no_stream" });
        const second = await store.append(stream, [newEvent("B")], { expectedRevision: 0 });
        expect(second.nextExpectedRevision).toBe(1);
        const stale = store.append(stream, [newEvent("C")], { expectedRevision: 0 });
        await expect(stale).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        await expect(stale).rejects.toMatchObject({ streamId: stream, expected: 0, actual: 1 });
        expect(await store.readStream(stream)).toHaveLength(2);
      });

      it("checks no_stream, stream_exists and any", async () => {
        const stream = unique("contract-");
        await expect(
          store.append(stream, [newEvent("A")], { expectedRevision: "stream_exists" }),
        ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        await store.append(stream, [newEvent("A")], { expectedRevision: "no_stream" });
        await expect(
          store.append(stream, [newEvent("B")], { expectedRevision: "no_stream" }),
        ).rejects.toMatchObject({
          actual: 0,
        });
        await store.append(stream, [newEvent("B")], { expectedRevision: "stream_exists" });
        const any = await store.append(stream, [newEvent("C")], { expectedRevision: "any" });
        expect(any.nextExpectedRevision).toBe(2);
      });

      it("appends nothing new when the same event ids are appended again (idempotent retry)", async () => {
        const stream = unique("contract-");
        const events = [newEvent("Paid", { amount: 5 }), newEvent("Paid", { amount: 6 })];
        const first = await store.append(stream, events, { expectedRevision: "no_stream" });
        const retry = await store.append(stream, events, { expectedRevision: "no_stream" });
        expect(retry.nextExpectedRevision).toBe(first.nextExpectedRevision);
        expect(await store.readStream(stream)).toHaveLength(2);
      });
    });

    describe("read $all", () => {
      it("reads events in append order, page by page, continuing exactly where the last page ended", async () => {
        const type = unique("Paged");
        const stream = unique("contract-");
        for (let n = 0; n < 7; n++) await store.append(stream, [newEvent(type, { n })]);
        const seen: number[] = [];
        let from = START;
        for (let guard = 0; guard < 100; guard++) {
          const page = await store.readAll({ from, maxCount: 3, filter: { eventTypes: [type] } });
          seen.push(...page.events.map((e) => (e.data as { n: number }).n));
          expect(page.events.length).toBeLessThanOrEqual(3);
          if (page.events.length > 0 || !page.isEnd)
            expect(comparePositions(page.next, from)).toBeGreaterThanOrEqual(0);
          from = page.next;
          if (page.isEnd) break;
        }
        expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6]);
      });

      it("filters by event type and by stream category, and moves past what it skipped", async () => {
        const category = unique("cat");
        const otherCategory = unique("other");
        const typeA = unique("TypeA");
        const typeB = unique("TypeB");
        const before = await store.headPosition();
        await store.append(`${category}-1`, [newEvent(typeA, { i: 1 }), newEvent(typeB, { i: 2 })]);
        await store.append(`${otherCategory}-1`, [newEvent(typeA, { i: 3 })]);
        await store.append(`${category}-2`, [newEvent(typeA, { i: 4 })]);

        const byType = await store.readAll({ from: before, maxCount: 100, filter: { eventTypes: [typeB] } });
        expect(byType.events.map((e) => e.data)).toEqual([{ i: 2 }]);
        const byCategory = await store.readAll({
          from: before,
          maxCount: 100,
          filter: { categories: [category] },
        });
        expect(byCategory.events.map((e) => e.data)).toEqual([{ i: 1 }, { i: 2 }, { i: 4 }]);
        const both = await store.readAll({
          from: before,
          maxCount: 100,
          filter: { categories: [category], eventTypes: [typeA] },
        });
        expect(both.events.map((e) => e.data)).toEqual([{ i: 1 }, { i: 4 }]);
        expect(both.isEnd).toBe(true);
        // Nothing after `next` matches: the filtered reader does not rescan what it skipped.
        const again = await store.readAll({
          from: both.next,
          maxCount: 100,
          filter: { eventTypes: [typeB] },
        });
        expect(again.events).toEqual([]);
        const nothing = await store.readAll({
          from: before,
          maxCount: 100,
          filter: { eventTypes: [unique("None")] },
        });
        expect(nothing.events).toEqual([]);
        expect(comparePositions(nothing.next, before)).toBe(1);
      });

      it("reports the head position: the last event, and after it nothing is left", async () => {
        const stream = unique("contract-");
        const appended = await store.append(stream, [newEvent("Head")]);
        const head = await store.headPosition();
        expect(comparePositions(head, appended.position)).toBeGreaterThanOrEqual(0);
        const page = await store.readAll({
          from: head,
          maxCount: 10,
          filter: { eventTypes: [unique("Nope")] },
        });
        expect(page.events).toEqual([]);
        expect(page.isEnd).toBe(true);
      });

      it("gives strictly increasing positions to successive appends", async () => {
        const stream = unique("contract-");
        const a = await store.append(stream, [newEvent("P")]);
        const b = await store.append(stream, [newEvent("P")]);
        const c = await store.append(unique("contract-"), [newEvent("P")]);
        expect(comparePositions(a.position, b.position)).toBe(-1);
        expect(comparePositions(b.position, c.position)).toBe(-1);
      });
    });

    describe("catch-up subscription", () => {
      it("delivers past events, then live ones, each once and in order, honouring the filter", async () => {
        const type = unique("Sub");
        const stream = unique("contract-");
        const from = await store.headPosition();
        await store.append(stream, [newEvent(type, { n: 0 }), newEvent(type, { n: 1 })]);
        await store.append(stream, [newEvent(unique("Ignored"))]);
        const controller = new AbortController();
        const received = collect(
          store.subscribeToAll({ from, filter: { eventTypes: [type] }, signal: controller.signal }),
          5,
        );
        for (let n = 2; n < 5; n++) await store.append(stream, [newEvent(type, { n })]);
        const events = await received;
        controller.abort();
        expect(events.map((e) => (e.data as { n: number }).n)).toEqual([0, 1, 2, 3, 4]);
        expect(new Set(events.map((e) => e.eventId)).size).toBe(5);
      });

      it("starts after the given position (exclusive)", async () => {
        const type = unique("Exclusive");
        const stream = unique("contract-");
        const first = await store.append(stream, [newEvent(type, { n: 0 })]);
        await store.append(stream, [newEvent(type, { n: 1 })]);
        const events = await collect(
          store.subscribeToAll({ from: first.position, filter: { eventTypes: [type] } }),
          1,
        );
        expect(events.map((e) => e.data)).toEqual([{ n: 1 }]);
      });

      it("stops when its signal aborts", async () => {
        const controller = new AbortController();
        const iterator = store
          .subscribeToAll({ from: await store.headPosition(), signal: controller.signal })
          [Symbol.asyncIterator]();
        const pending = iterator.next();
        controller.abort();
        const result = await Promise.race([
          pending,
          new Promise((resolve) => setTimeout(() => resolve("still running"), 3000)),
        ]);
        expect(result).toMatchObject({ done: true });
      });

      it("wakes a waiting reader soon after an append", async () => {
        const waiting = store.waitForAppend(10_000);
        const started = Date.now();
        await store.append(unique("contract-"), [newEvent("Wake")]);
        await waiting;
        expect(Date.now() - started).toBeLessThan(5000);
      });
    });
  });
};
