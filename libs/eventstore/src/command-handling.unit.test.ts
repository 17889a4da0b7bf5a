import { exampleUserRegistered } from "@encore/contracts/examples";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { type CommandHandler, encodeNewEvent, handleCommand } from "./command-handling.ts";
import {
  type EventStore,
  makePosition,
  type NewEvent,
  type RecordedEvent,
  WrongExpectedRevisionError,
} from "./port.ts";

/** One stream in memory, with a hook that lets a "concurrent writer" append just before ours. */
const oneStreamStore = (options: { beforeAppend?: (append: (type: string) => void) => void } = {}) => {
  const recorded: RecordedEvent[] = [];
  const appendNow = (streamId: string, events: readonly Pick<NewEvent, "eventId" | "type" | "data">[]) => {
    for (const event of events) {
      const revision = recorded.length;
      recorded.push({
        eventId: event.eventId,
        streamId,
        revision,
        type: event.type,
        schemaVersion: 1,
        data: event.data,
        metadata: {},
        position: makePosition(1, revision + 1),
        createdAt: new Date(0),
      });
    }
    return { nextExpectedRevision: recorded.length - 1, position: recorded.at(-1)!.position };
  };
  const store = {
    name: "one stream in memory",
    readStream: async () => [...recorded],
    append: async (streamId, events, { expectedRevision } = {}) => {
      options.beforeAppend?.((type) => appendNow(streamId, [{ eventId: `other-${type}`, type, data: null }]));
      const actual = recorded.length === 0 ? "no_stream" : recorded.length - 1;
      if (expectedRevision !== undefined && expectedRevision !== actual) {
        throw new WrongExpectedRevisionError(streamId, expectedRevision, actual);
      }
      return appendNow(streamId, events);
    },
  } as Pick<EventStore, "name" | "readStream" | "append"> as EventStore;
  return { store, recorded, appendNow };
};

/** A stream state that remembers every event type and the revision it was applied at. */
type Seen = readonly string[];
const handlerOf = (
  decide: CommandHandler<Seen, string, "Refused">["decide"],
): CommandHandler<Seen, string, "Refused"> => ({
  fold: (recorded) => recorded.map((event) => `${event.type}@${event.revision}`),
  decide,
  evolve: (seen, type, revision) => [...seen, `${type}@${revision}`],
  toNewEvent: (type) => ({ eventId: `ours-${type}`, type, data: null, metadata: {} }),
});

describe("handleCommand", () => {
  it("appends the decided events at the revision read and applies them at the revisions they landed", async () => {
    const { store, appendNow } = oneStreamStore();
    appendNow("s-1", [{ eventId: "e0", type: "Opened", data: null }]);
    const decidedOn: Seen[] = [];
    const outcome = await handleCommand(
      store,
      "s-1",
      handlerOf((seen) => {
        decidedOn.push(seen);
        return Result.succeed(["Named", "Closed"]);
      }),
      { maxAttempts: 3 },
    );
    expect(decidedOn).toEqual([["Opened@0"]]);
    expect(outcome).toEqual({
      _tag: "Decided",
      state: ["Opened@0", "Named@1", "Closed@2"],
      decision: Result.succeed(["Named", "Closed"]),
      position: makePosition(1, 3),
    });
  });

  it("appends nothing for a rejection or for no events, and answers the state read", async () => {
    const { store, recorded } = oneStreamStore();
    const refused = await handleCommand(
      store,
      "s-1",
      handlerOf(() => Result.fail("Refused" as const)),
      { maxAttempts: 3 },
    );
    expect(refused).toEqual({
      _tag: "Decided",
      state: [],
      decision: Result.fail("Refused"),
      position: undefined,
    });
    const nothing = await handleCommand(
      store,
      "s-1",
      handlerOf(async () => Result.succeed([])),
      { maxAttempts: 3 },
    );
    expect(nothing).toMatchObject({ _tag: "Decided", state: [], position: undefined });
    expect(recorded).toEqual([]);
  });

  it("decides again on the newer state after losing a race, calling afterConflict between attempts", async () => {
    let races = 2;
    const { store } = oneStreamStore({
      beforeAppend: (append) => {
        if (races-- > 0) append(`Concurrent${races}`);
      },
    });
    const decidedOn: Seen[] = [];
    const conflicts: number[] = [];
    const outcome = await handleCommand(
      store,
      "s-1",
      handlerOf((seen) => {
        decidedOn.push(seen);
        return Result.succeed(["Mine"]);
      }),
      {
        maxAttempts: 3,
        afterConflict: async (attempt) => {
          conflicts.push(attempt);
        },
      },
    );
    expect(decidedOn).toEqual([[], ["Concurrent1@0"], ["Concurrent1@0", "Concurrent0@1"]]);
    expect(conflicts).toEqual([1, 2]);
    expect(outcome).toMatchObject({ _tag: "Decided", state: ["Concurrent1@0", "Concurrent0@1", "Mine@2"] });
  });

  it("gives up on a stream that changes under every attempt", async () => {
    const { store, recorded } = oneStreamStore({ beforeAppend: (append) => append("Concurrent") });
    const conflicts: number[] = [];
    const outcome = await handleCommand(
      store,
      "s-1",
      handlerOf(() => Result.succeed(["Mine"])),
      {
        maxAttempts: 2,
        afterConflict: async (attempt) => {
          conflicts.push(attempt);
        },
      },
    );
    expect(outcome).toEqual({ _tag: "KeptChanging", streamId: "s-1" });
    expect(conflicts).toEqual([1, 2]);
    expect(recorded.map((event) => event.type)).toEqual(["Concurrent", "Concurrent"]);
  });

  it("lets any other append failure through", async () => {
    const { store } = oneStreamStore({
      beforeAppend: () => {
        throw new Error("disk full");
      },
    });
    await expect(
      handleCommand(
        store,
        "s-1",
        handlerOf(() => Result.succeed(["Mine"])),
        { maxAttempts: 3 },
      ),
    ).rejects.toThrow("disk full");
  });
});

describe("encodeNewEvent", () => {
  const eventId = "0b5e3f0e-8a43-4c55-9f7e-2f9e4c1a7d10";
  const occurredAt = new Date("2025-06-14T19:30:00.000Z");

  it("encodes the event at its current schema version, with the metadata given", () => {
    expect(
      encodeNewEvent(
        { type: "UserRegistered", data: exampleUserRegistered },
        { eventId, userId: exampleUserRegistered.userId, correlationId: "request-9", occurredAt },
      ),
    ).toEqual({
      eventId,
      type: "UserRegistered",
      schemaVersion: 1,
      data: exampleUserRegistered,
      metadata: {
        eventId,
        userId: exampleUserRegistered.userId,
        correlationId: "request-9",
        causationId: eventId,
        occurredAt: "2025-06-14T19:30:00.000Z",
      },
    });
  });

  it("throws on an event its own schema refuses: a bug in a decider, not a user error", () => {
    expect(() =>
      encodeNewEvent(
        { type: "UserRegistered", data: { ...exampleUserRegistered, email: 42 as never } },
        { eventId, userId: exampleUserRegistered.userId, occurredAt },
      ),
    ).toThrow();
  });
});
