/**
 * The adapter against servers that cannot answer, runnable anywhere: a TCP server that accepts
 * connections and never says a word (the client alone would wait forever), and a closed port.
 */
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EventStore, EventStoreUnavailableError, type NewEvent, START } from "../port.ts";
import { createKurrentDbEventStore } from "./kurrentdb-event-store.ts";

const TIMEOUT_MS = 300;

const newEvent: NewEvent = {
  eventId: "0b7f3c52-6a0e-4c57-9d55-4b0c1f6f3a11",
  type: "SetlistSaved",
  data: { name: "Gig" },
  metadata: { userId: "u1" },
};

/** Awaits the call and returns its rejection and how long it took (fails the test if it resolves). */
const rejectionOf = async (call: () => Promise<unknown>) => {
  const started = performance.now();
  const error = await call().then(
    (value) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(value)}`);
    },
    (reason: unknown) => reason,
  );
  return { error, elapsedMs: performance.now() - started };
};

const listen = async (server: net.Server): Promise<number> => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
};

describe("KurrentDB adapter against a server that accepts TCP and never answers", () => {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
    socket.on("close", () => sockets.delete(socket));
  });
  let store: EventStore;

  beforeAll(async () => {
    const port = await listen(server);
    store = createKurrentDbEventStore({
      connectionString: `kurrentdb://127.0.0.1:${port}?tls=false`,
      timeoutMs: TIMEOUT_MS,
    });
  });

  afterAll(async () => {
    await store.close();
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const calls: ReadonlyArray<readonly [string, () => Promise<unknown>]> = [
    ["append", () => store.append("setlist-1", [newEvent], { expectedRevision: "no_stream" })],
    ["readStream", () => store.readStream("setlist-1")],
    ["readAll", () => store.readAll({ from: START, maxCount: 10 })],
    ["readAll", () => store.readAll({ from: START, maxCount: 10, filter: { categories: ["setlist"] } })],
    ["headPosition", () => store.headPosition()],
  ];

  it.each(calls)("%s rejects with EventStoreUnavailableError after the timeout", async (operation, call) => {
    const { error, elapsedMs } = await rejectionOf(call);
    expect(error).toBeInstanceOf(EventStoreUnavailableError);
    expect(error).toMatchObject({ operation });
    expect((error as Error).message).toContain(`during ${operation}`);
    expect((error as Error).message).toContain(`within ${TIMEOUT_MS} ms`);
    expect(elapsedMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 5);
    expect(elapsedMs).toBeLessThan(1000);
  });

  it("really was connected, not refused: the server holds the client's connection", () => {
    expect(sockets.size).toBeGreaterThan(0);
  });

  it("a subscription's catch-up rejects with EventStoreUnavailableError after the timeout", async () => {
    const { error, elapsedMs } = await rejectionOf(async () => {
      for await (const event of store.subscribeToAll({ from: START })) return event;
      return undefined;
    });
    expect(error).toBeInstanceOf(EventStoreUnavailableError);
    expect(error).toMatchObject({ operation: "subscribeToAll" });
    expect(elapsedMs).toBeLessThan(1000);
  });

  it("a subscription waiting on the dead server stops at once when its signal aborts", async () => {
    const controller = new AbortController();
    const iterator = store.subscribeToAll({ signal: controller.signal })[Symbol.asyncIterator]();
    const pending = iterator.next();
    setTimeout(() => controller.abort(), 50);
    const started = performance.now();
    await expect(pending).resolves.toMatchObject({ done: true });
    expect(performance.now() - started).toBeLessThan(TIMEOUT_MS);
  });

  it("waitForAppend resolves at its own timeout instead of hanging", async () => {
    const started = performance.now();
    await store.waitForAppend(100);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe("KurrentDB adapter against a closed port", () => {
  let store: EventStore;
  let port: number;

  beforeAll(async () => {
    const probe = net.createServer();
    port = await listen(probe);
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    // A generous timeout: the refusal itself must surface, long before it.
    store = createKurrentDbEventStore({
      connectionString: `kurrentdb://127.0.0.1:${port}?tls=false`,
      timeoutMs: 5000,
    });
  });

  afterAll(async () => {
    await store.close();
  });

  it("append fails fast with an error that says the server cannot be reached", async () => {
    const { error, elapsedMs } = await rejectionOf(() => store.append("setlist-1", [newEvent]));
    expect(error).toBeInstanceOf(EventStoreUnavailableError);
    expect(error).toMatchObject({ operation: "append" });
    expect((error as Error).message).toContain(`cannot reach KurrentDB at 127.0.0.1:${port}`);
    expect(elapsedMs).toBeLessThan(1000);
  });

  it("reads fail well before the timeout too", async () => {
    const { error, elapsedMs } = await rejectionOf(() => store.readAll({ maxCount: 10 }));
    expect(error).toBeInstanceOf(EventStoreUnavailableError);
    expect(error).toMatchObject({ operation: "readAll" });
    expect((error as Error).message).toContain(`cannot reach KurrentDB at 127.0.0.1:${port}`);
    expect(elapsedMs).toBeLessThan(2000);
  });

  it("refuses every call once closed", async () => {
    const closed = createKurrentDbEventStore({ connectionString: `kurrentdb://127.0.0.1:${port}?tls=false` });
    await closed.close();
    await expect(closed.readStream("setlist-1")).rejects.toMatchObject({
      operation: "readStream",
      reason: "the event store is closed",
    });
    await closed.close(); // idempotent
  });
});
