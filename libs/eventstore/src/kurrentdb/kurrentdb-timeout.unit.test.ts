import { describe, expect, it } from "vitest";
import { EventStoreUnavailableError, WrongExpectedRevisionError } from "../port.ts";
import { ABORTED, abortable, toStoreError, withTimeout } from "./kurrentdb-timeout.ts";

const context = { timeoutMs: 50, endpoint: "db:2113" };
const never = <T>(): Promise<T> => new Promise<T>(() => {});
const clientError = (name: string, type: string, message = name) =>
  Object.assign(new Error(message), { name, type });

describe("withTimeout", () => {
  it("passes a timely result through", async () => {
    await expect(withTimeout(context, "readAll", async () => 42)).resolves.toBe(42);
  });

  it("rejects a call that never answers with EventStoreUnavailableError naming operation and timeout", async () => {
    const started = performance.now();
    const error = await withTimeout(context, "headPosition", never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EventStoreUnavailableError);
    expect(error).toMatchObject({ operation: "headPosition" });
    expect((error as Error).message).toBe(
      "Event store unavailable during headPosition: no answer from KurrentDB at db:2113 within 50 ms",
    );
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
  });

  it("swallows a late answer after the timeout", async () => {
    let fail: (error: Error) => void = () => {};
    const late = new Promise<never>((_, reject) => {
      fail = reject;
    });
    await expect(withTimeout(context, "append", () => late)).rejects.toBeInstanceOf(
      EventStoreUnavailableError,
    );
    fail(new Error("too late")); // would be an unhandled rejection, failing the run, if not swallowed
    await new Promise((resolve) => setTimeout(resolve, 10));
  });

  it("turns a synchronous throw into a rejection", async () => {
    const boom = () => {
      throw new RangeError("bad");
    };
    await expect(withTimeout(context, "readStream", boom)).rejects.toBeInstanceOf(RangeError);
  });

  it("translates 'cannot reach the server' errors of the client and keeps the others", async () => {
    const unavailable = await withTimeout(context, "readAll", () =>
      Promise.reject(clientError("UnavailableError", "unavailable")),
    ).catch((e: unknown) => e);
    expect(unavailable).toBeInstanceOf(EventStoreUnavailableError);
    expect((unavailable as Error).message).toBe(
      "Event store unavailable during readAll: cannot reach KurrentDB at db:2113 (UnavailableError)",
    );
    const conflict = new WrongExpectedRevisionError("s-1", 0, 1);
    await expect(withTimeout(context, "append", () => Promise.reject(conflict))).rejects.toBe(conflict);
  });
});

describe("toStoreError", () => {
  it("recognises the client's unavailability errors by type", () => {
    for (const type of ["unavailable", "deadline-exceeded", "cancelled", "not-leader"]) {
      expect(toStoreError("append", "db", clientError("X", type)), type).toBeInstanceOf(
        EventStoreUnavailableError,
      );
    }
  });

  it("recognises raw gRPC UNAVAILABLE and DEADLINE_EXCEEDED errors by code", () => {
    const raw = Object.assign(new Error("14 UNAVAILABLE: No connection established"), { code: 14 });
    const translated = toStoreError("append", "db", raw) as EventStoreUnavailableError;
    expect(translated).toBeInstanceOf(EventStoreUnavailableError);
    expect(translated.reason).toBe(
      "cannot reach KurrentDB at db (14 UNAVAILABLE: No connection established)",
    );
    expect(toStoreError("append", "db", Object.assign(new Error("late"), { code: 4 }))).toBeInstanceOf(
      EventStoreUnavailableError,
    );
  });

  it("names a client error class that leaves its name at 'Error'", () => {
    class UnavailableError extends Error {
      readonly type = "unavailable";
    }
    const translated = toStoreError("readAll", "db", new UnavailableError("UnavailableError"));
    expect((translated as EventStoreUnavailableError).reason).toBe(
      "cannot reach KurrentDB at db (UnavailableError)",
    );
  });

  it("keeps domain errors of the client and non-errors as they are", () => {
    const notFound = clientError("StreamNotFoundError", "stream-not-found");
    expect(toStoreError("readStream", "db", notFound)).toBe(notFound);
    expect(toStoreError("readStream", "db", "text")).toBe("text");
    const denied = Object.assign(new Error("denied"), { code: 7 });
    expect(toStoreError("readStream", "db", denied)).toBe(denied);
  });
});

describe("abortable", () => {
  it("passes the value through when not aborted", async () => {
    await expect(abortable(Promise.resolve(1), new AbortController().signal)).resolves.toBe(1);
  });

  it("resolves ABORTED as soon as the signal aborts, and ignores the late rejection", async () => {
    const controller = new AbortController();
    let fail: (error: Error) => void = () => {};
    const pending = abortable(
      new Promise<never>((_, reject) => {
        fail = reject;
      }),
      controller.signal,
    );
    controller.abort();
    await expect(pending).resolves.toBe(ABORTED);
    fail(new Error("late"));
    await new Promise((resolve) => setTimeout(resolve, 10));
  });

  it("resolves ABORTED at once for an already aborted signal", async () => {
    await expect(abortable(never(), AbortSignal.abort())).resolves.toBe(ABORTED);
  });

  it("passes a rejection through when not aborted", async () => {
    await expect(abortable(Promise.reject(new Error("x")), new AbortController().signal)).rejects.toThrow(
      "x",
    );
  });
});
