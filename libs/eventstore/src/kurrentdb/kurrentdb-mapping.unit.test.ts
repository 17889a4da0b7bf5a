import type { RecordedEvent as ClientRecordedEvent } from "@kurrent/kurrentdb-client";
import { describe, expect, it } from "vitest";
import { InvalidPositionError, makePosition, type Position, START } from "../port.ts";
import {
  assemblePage,
  decodeMetadata,
  describeEndpoint,
  EXCLUDE_SYSTEM_EVENTS,
  encodeMetadata,
  escapeRegex,
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

const at = (n: number): Position => makePosition(n, n);
const scanned = (n: number, type = "Happened", streamId = "thing-1"): ScannedEvent => ({
  position: at(n),
  streamId,
  type,
});
const positions = (events: readonly ScannedEvent[]) => events.map((event) => event.position);

/** The server-side regex, as JavaScript sees it (the constructs used mean the same in .NET). */
const serverRegex = (filter: Parameters<typeof toServerFilter>[0]): RegExp => {
  const built = toServerFilter(filter);
  if (!built || !("regex" in built)) throw new Error("expected a regex filter");
  return new RegExp(built.regex);
};

describe("expected revision mapping", () => {
  it("maps the port's keywords to the client's stream states", () => {
    expect(toStreamState("any")).toBe("any");
    expect(toStreamState("no_stream")).toBe("no_stream");
    expect(toStreamState("stream_exists")).toBe("stream_exists");
  });

  it("maps a 0-based revision to a bigint", () => {
    expect(toStreamState(0)).toBe(0n);
    expect(toStreamState(41)).toBe(41n);
  });

  it("refuses revisions that are not non-negative integers", () => {
    expect(() => toStreamState(-1)).toThrow(RangeError);
    expect(() => toStreamState(1.5)).toThrow(RangeError);
    expect(() => toStreamState(Number.NaN)).toThrow(RangeError);
  });

  it("maps the actual stream state of a conflict back to the port", () => {
    expect(toActualRevision(3n)).toBe(3);
    expect(toActualRevision(0n)).toBe(0);
    expect(toActualRevision("no_stream")).toBe("no_stream");
    expect(toActualRevision(-1n)).toBe("no_stream");
    expect(toActualRevision(undefined)).toBe("no_stream");
  });
});

describe("position conversion", () => {
  it("writes client positions as commit/prepare", () => {
    expect(fromClientPosition({ commit: 1024n, prepare: 987n })).toBe("1024/987");
  });

  it("reads START from the beginning and any other position as commit/prepare", () => {
    expect(toReadPosition(START)).toBe("start");
    expect(toReadPosition(makePosition(1024, 987))).toEqual({ commit: 1024n, prepare: 987n });
  });

  it("refuses what is not a position", () => {
    expect(() => toReadPosition("12" as Position)).toThrow(InvalidPositionError);
    expect(() => toReadPosition("-1/-1" as Position)).toThrow(InvalidPositionError);
  });

  it("tells real positions from the servers' 'no position' markers", () => {
    expect(isRealPosition({ commit: 5n, prepare: 5n })).toBe(true);
    expect(isRealPosition({ commit: 0n, prepare: 0n })).toBe(true);
    expect(isRealPosition(undefined)).toBe(false);
    expect(isRealPosition({ commit: -1n, prepare: -1n })).toBe(false);
    expect(isRealPosition({ commit: 2n ** 64n - 1n, prepare: 2n ** 64n - 1n })).toBe(false);
  });
});

describe("filter building", () => {
  it("leaves an unfiltered read unfiltered on the server", () => {
    expect(toServerFilter(undefined)).toBeUndefined();
    expect(toServerFilter({})).toBeUndefined();
  });

  it("filters event types server-side by exact name", () => {
    const filter = toServerFilter({ eventTypes: ["SetlistSaved", "SetlistRenamed"] });
    expect(filter).toMatchObject({ filterOn: "eventType", regex: "^(?:SetlistSaved|SetlistRenamed)$" });
    const regex = serverRegex({ eventTypes: ["SetlistSaved", "SetlistRenamed"] });
    expect(regex.test("SetlistSaved")).toBe(true);
    expect(regex.test("SetlistRenamed")).toBe(true);
    expect(regex.test("SetlistSavedV2")).toBe(false);
    expect(regex.test("OldSetlistSaved")).toBe(false);
  });

  it("filters categories server-side on the stream name, as categoryOf defines a category", () => {
    const filter = toServerFilter({ categories: ["setlist", "quota"] });
    expect(filter).toMatchObject({ filterOn: "streamName" });
    const regex = serverRegex({ categories: ["setlist", "quota"] });
    for (const stream of ["setlist-42", "setlist-a-b", "setlist", "quota-user-1"]) {
      expect(regex.test(stream), stream).toBe(true);
    }
    for (const stream of ["setlists-1", "inspiration-1", "$$setlist-1", "$ce-setlist", "xsetlist-1"]) {
      expect(regex.test(stream), stream).toBe(false);
    }
  });

  it("uses the event types server-side when both are given (categories are re-checked client-side)", () => {
    expect(toServerFilter({ eventTypes: ["A"], categories: ["setlist"] })).toMatchObject({
      filterOn: "eventType",
    });
    expect(isVisible({ eventTypes: ["A"], categories: ["setlist"] }, "setlist-1", "A")).toBe(true);
    expect(isVisible({ eventTypes: ["A"], categories: ["setlist"] }, "quota-1", "A")).toBe(false);
  });

  it("escapes regex metacharacters in names", () => {
    expect(escapeRegex("a.b*c")).toBe("a\\.b\\*c");
    const regex = serverRegex({ eventTypes: ["Song.Added", "x|y"] });
    expect(regex.test("Song.Added")).toBe(true);
    expect(regex.test("SongXAdded")).toBe(false);
    expect(regex.test("x|y")).toBe(true);
    expect(regex.test("x")).toBe(false);
  });

  it("never shows system events, filtered or not", () => {
    expect(isVisible(undefined, "$stats-1", "$statsCollected")).toBe(false);
    expect(isVisible(undefined, "$ce-setlist", "$>")).toBe(false);
    expect(isVisible({ eventTypes: ["$>"] }, "$ce-setlist", "$>")).toBe(false);
    expect(isVisible(undefined, "setlist-1", "SetlistSaved")).toBe(true);
    expect(new RegExp((EXCLUDE_SYSTEM_EVENTS as { regex: string }).regex).test("$metadata")).toBe(false);
    expect(new RegExp((EXCLUDE_SYSTEM_EVENTS as { regex: string }).regex).test("SetlistSaved")).toBe(true);
  });

  it("matches nothing for empty lists, as the port does", () => {
    expect(isVisible({ eventTypes: [] }, "setlist-1", "SetlistSaved")).toBe(false);
    expect(serverRegex({ eventTypes: [] }).test("SetlistSaved")).toBe(false);
  });
});

describe("metadata and events", () => {
  it("stores the schema version in metadata and reads it back out of it", () => {
    const stored = encodeMetadata({ userId: "u1" }, 3);
    expect(stored).toEqual({ userId: "u1", $schemaVersion: 3 });
    expect(decodeMetadata(stored)).toEqual({ metadata: { userId: "u1" }, schemaVersion: 3 });
  });

  it("defaults the schema version to 1", () => {
    expect(encodeMetadata({}, undefined)).toEqual({ $schemaVersion: 1 });
    expect(decodeMetadata({ userId: "u1" })).toEqual({ metadata: { userId: "u1" }, schemaVersion: 1 });
    expect(decodeMetadata({ $schemaVersion: "2" }).schemaVersion).toBe(1);
    expect(decodeMetadata({ $schemaVersion: 0 }).schemaVersion).toBe(1);
  });

  it("reads metadata that is not a JSON object as empty", () => {
    expect(decodeMetadata(undefined)).toEqual({ metadata: {}, schemaVersion: 1 });
    expect(decodeMetadata(new Uint8Array([1, 2]))).toEqual({ metadata: {}, schemaVersion: 1 });
    expect(decodeMetadata(["a"])).toEqual({ metadata: {}, schemaVersion: 1 });
  });

  it("sends the port's event id as KurrentDB's event id, as JSON", () => {
    const data = toEventData({
      eventId: "6f1c2a4e-0d7b-4a53-9a43-1f1f1f1f1f1f",
      type: "SetlistSaved",
      schemaVersion: 2,
      data: { name: "Gig" },
      metadata: { userId: "u1" },
    });
    expect(data).toEqual({
      id: "6f1c2a4e-0d7b-4a53-9a43-1f1f1f1f1f1f",
      contentType: "application/json",
      type: "SetlistSaved",
      data: { name: "Gig" },
      metadata: { userId: "u1", $schemaVersion: 2 },
    });
  });

  it("turns a recorded client event into a port event", () => {
    const created = new Date("2026-11-01T20:00:00Z");
    const client = {
      streamId: "setlist-1",
      id: "6f1c2a4e-0d7b-4a53-9a43-1f1f1f1f1f1f",
      isJson: true,
      revision: 4n,
      type: "SetlistSaved",
      created,
      data: { name: "Gig" },
      metadata: { userId: "u1", $schemaVersion: 2 },
      position: { commit: 900n, prepare: 900n },
    } as ClientRecordedEvent;
    expect(toRecordedEvent(client)).toEqual({
      eventId: "6f1c2a4e-0d7b-4a53-9a43-1f1f1f1f1f1f",
      streamId: "setlist-1",
      revision: 4,
      type: "SetlistSaved",
      schemaVersion: 2,
      data: { name: "Gig" },
      metadata: { userId: "u1" },
      position: "900/900",
      createdAt: created,
    });
    const withoutPosition = { ...client, position: undefined } as ClientRecordedEvent;
    expect(toRecordedEvent(withoutPosition, 700n).position).toBe("700/700");
    expect(toRecordedEvent(withoutPosition).position).toBe(START);
  });
});

describe("readAll page assembly", () => {
  const request = (overrides: Partial<PageRequest> = {}): PageRequest => ({
    from: START,
    maxCount: 3,
    serverFiltered: false,
    ...overrides,
  });

  it("asks for one event more after a position, because the server's start is inclusive", () => {
    expect(requestedCount(request())).toBe(3);
    expect(requestedCount(request({ from: at(10) }))).toBe(4);
  });

  it("reads from the beginning: a short page is the end, next is the last event", () => {
    const page = assemblePage(request(), [scanned(10), scanned(20)], undefined);
    expect(positions(page.events)).toEqual([at(10), at(20)]);
    expect(page).toMatchObject({ next: at(20), isEnd: true });
  });

  it("skips the event at `from` (exclusive) and still returns a full page", () => {
    const page = assemblePage(
      request({ from: at(10) }),
      [10, 20, 30, 40].map((n) => scanned(n)),
      undefined,
    );
    expect(positions(page.events)).toEqual([at(20), at(30), at(40)]);
    expect(page).toMatchObject({ next: at(40), isEnd: false });
  });

  it("returns at most maxCount when the server did not return the event at `from`", () => {
    const page = assemblePage(
      request({ from: at(10), serverFiltered: true }),
      [20, 30, 40, 50].map((n) => scanned(n)),
      at(90),
    );
    expect(positions(page.events)).toEqual([at(20), at(30), at(40)]);
    expect(page).toMatchObject({ next: at(40), isEnd: false });
  });

  it("moves next past system events and events the client-side filter skipped", () => {
    const page = assemblePage(
      request({ filter: { categories: ["setlist"] } }),
      [scanned(10, "Saved", "setlist-1"), scanned(20, "$>", "$ce-setlist"), scanned(30, "Saved", "quota-1")],
      undefined,
    );
    expect(positions(page.events)).toEqual([at(10)]);
    expect(page).toMatchObject({ next: at(30), isEnd: false });
  });

  it("moves a filtered read that reached the end up to the head read before it", () => {
    const page = assemblePage(
      request({ from: at(10), serverFiltered: true }),
      [scanned(10), scanned(20)],
      at(50),
    );
    expect(positions(page.events)).toEqual([at(20)]);
    expect(page).toMatchObject({ next: at(50), isEnd: true });
  });

  it("moves a filtered read with no match at all to the head", () => {
    const page = assemblePage(request({ from: at(10), serverFiltered: true }), [], at(50));
    expect(page).toEqual({ events: [], next: at(50), isEnd: true });
  });

  it("does not use the head of a page that was not the end", () => {
    const page = assemblePage(
      request({ serverFiltered: true }),
      [10, 20, 30].map((n) => scanned(n)),
      at(90),
    );
    expect(page).toMatchObject({ next: at(30), isEnd: false });
  });

  it("never moves next backwards", () => {
    expect(assemblePage(request({ from: at(60), serverFiltered: true }), [], at(50)).next).toBe(at(60));
    expect(assemblePage(request({ from: at(60) }), [], undefined)).toEqual({
      events: [],
      next: at(60),
      isEnd: true,
    });
  });

  it("leaves next at `from` when the only event returned is the one at `from`", () => {
    const page = assemblePage(request({ from: at(10) }), [scanned(10)], undefined);
    expect(page).toEqual({ events: [], next: at(10), isEnd: true });
  });
});

describe("endpoint description", () => {
  it("keeps the hosts and drops scheme, credentials and options", () => {
    expect(describeEndpoint("kurrentdb://admin:changeit@db1:2113,db2:2113?tls=true")).toBe(
      "db1:2113,db2:2113",
    );
    expect(describeEndpoint("esdb+discover://cluster.local:2113")).toBe("cluster.local:2113");
    expect(describeEndpoint("kurrentdb://127.0.0.1:2113?tls=false")).toBe("127.0.0.1:2113");
  });

  it("falls back to a generic name", () => {
    expect(describeEndpoint("not a connection string")).toBe("KurrentDB");
  });
});
