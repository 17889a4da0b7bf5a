/**
 * The application-level timeout every KurrentDB call goes through. The client can wait forever on a
 * server that accepts TCP and never answers, so each operation races a timer; on expiry the caller gets
 * the port's EventStoreUnavailableError naming the operation and the timeout. The abandoned call keeps
 * running in the client and its late result or error is swallowed.
 */
import { EventStoreUnavailableError } from "../port.ts";

/** Error types (`CommandError.type`) of @kurrent/kurrentdb-client that mean "cannot reach the server". */
const UNAVAILABLE_TYPES = new Set(["unavailable", "deadline-exceeded", "timeout", "cancelled", "not-leader"]);
/** gRPC status codes that mean the same when the client passes a raw gRPC error through. */
const UNAVAILABLE_GRPC_CODES = new Set([1 /* CANCELLED */, 4 /* DEADLINE_EXCEEDED */, 14 /* UNAVAILABLE */]);

/** "UnavailableError", "14 UNAVAILABLE: No connection established…": the client's words, without noise. */
const describe = (error: Error): string => {
  const label =
    error.name !== "Error" ? error.name : error.constructor.name !== "Error" ? error.constructor.name : "";
  const message = error.message !== label ? error.message : "";
  return [label, message].filter(Boolean).join(": ") || "unknown error";
};

/**
 * Translates a client error: "cannot reach the server" becomes EventStoreUnavailableError(operation);
 * anything else (a port error, a domain error of the client) is returned unchanged.
 */
export const toStoreError = (operation: string, endpoint: string, error: unknown): unknown => {
  if (!(error instanceof Error) || error instanceof EventStoreUnavailableError) return error;
  const { type, code } = error as { type?: unknown; code?: unknown };
  const unavailable =
    (typeof type === "string" && UNAVAILABLE_TYPES.has(type)) ||
    (typeof code === "number" && UNAVAILABLE_GRPC_CODES.has(code));
  return unavailable
    ? new EventStoreUnavailableError(operation, `cannot reach KurrentDB at ${endpoint} (${describe(error)})`)
    : error;
};

export interface TimeoutContext {
  readonly timeoutMs: number;
  readonly endpoint: string;
}

/**
 * Runs `run` under the timeout: resolves with its value, rejects with its (translated) error, or rejects
 * with EventStoreUnavailableError after `timeoutMs`.
 */
export const withTimeout = <T>(
  context: TimeoutContext,
  operation: string,
  run: () => Promise<T>,
): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      reject(
        new EventStoreUnavailableError(
          operation,
          `no answer from KurrentDB at ${context.endpoint} within ${context.timeoutMs} ms`,
        ),
      );
    }, context.timeoutMs);
    const settle = (action: () => void): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      action();
    };
    let pending: Promise<T>;
    try {
      pending = run();
    } catch (error) {
      pending = Promise.reject(error);
    }
    pending.then(
      (value) => settle(() => resolve(value)),
      (error: unknown) => settle(() => reject(toStoreError(operation, context.endpoint, error))),
    );
  });

export const ABORTED: unique symbol = Symbol("aborted");

/**
 * Resolves with the promise's value, or with ABORTED as soon as the signal aborts (the promise is left
 * to settle on its own; its late rejection is handled here, never unhandled).
 */
export const abortable = <T>(promise: Promise<T>, signal: AbortSignal): Promise<T | typeof ABORTED> =>
  new Promise<T | typeof ABORTED>((resolve, reject) => {
    if (signal.aborted) {
      promise.catch(() => {});
      resolve(ABORTED);
      return;
    }
    const onAbort = (): void => resolve(ABORTED);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
