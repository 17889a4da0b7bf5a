/**
 * Typed failures of the messaging port. Each has a `_tag` (so Effect code can `catchTag` them) and a
 * message that names the subject, so a log line alone says what went wrong where.
 */

/** A request got no reply within its timeout: the responder is slow, stuck or gone mid-request. */
export class RequestTimeoutError extends Error {
  readonly _tag = "RequestTimeoutError";
  constructor(
    readonly subject: string,
    readonly timeoutMs: number,
    /** Why, when the adapter knows more than "no reply" (e.g. the broker was unreachable). */
    readonly reason?: string,
  ) {
    super(`Request on "${subject}" got no reply within ${timeoutMs} ms${reason ? ` (${reason})` : ""}`);
    this.name = "RequestTimeoutError";
  }
}

/** Nobody serves the subject: the service that answers it is not running (or not subscribed yet). */
export class NoRespondersError extends Error {
  readonly _tag = "NoRespondersError";
  constructor(readonly subject: string) {
    super(`No service answers requests on "${subject}"`);
    this.name = "NoRespondersError";
  }
}

/** The remote handler failed. `remoteTag` is the `_tag` of what it threw, or `HandlerFailed`. */
export class RemoteHandlerError extends Error {
  readonly _tag = "RemoteHandlerError";
  constructor(
    readonly subject: string,
    readonly remoteTag: string,
    readonly remoteMessage: string,
  ) {
    super(`Handler of "${subject}" failed with ${remoteTag}: ${remoteMessage}`);
    this.name = "RemoteHandlerError";
  }
}

/** A message did not match its subject's schema (or was not JSON). `issue` names the offending fields. */
export class InvalidMessageError extends Error {
  readonly _tag = "InvalidMessageError";
  constructor(
    readonly subject: string,
    readonly issue: string,
  ) {
    super(`Invalid message on "${subject}": ${issue}`);
    this.name = "InvalidMessageError";
  }
}

/** The bus was drained or closed: no more requests, publications or subscriptions. */
export class MessageBusClosedError extends Error {
  readonly _tag = "MessageBusClosedError";
  constructor(
    readonly subject: string,
    readonly operation: string,
  ) {
    super(`Cannot ${operation} on "${subject}": the message bus is closed`);
    this.name = "MessageBusClosedError";
  }
}

/** The first connection to the broker failed or did not complete in time. */
export class MessagingConnectionError extends Error {
  readonly _tag = "MessagingConnectionError";
  constructor(
    readonly url: string,
    readonly reason: string,
    options?: ErrorOptions,
  ) {
    super(`Could not connect to NATS at ${url}: ${reason}`, options);
    this.name = "MessagingConnectionError";
  }
}

/** The tag a handler failure travels under: its own `_tag` if it has one. */
export const HANDLER_FAILED = "HandlerFailed";
