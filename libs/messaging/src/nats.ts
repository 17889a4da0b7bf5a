/**
 * The NATS adapter for the distributed run mode: core NATS only (request/reply, queue groups), which
 * Debian's nats-server 2.9 provides. Start-up is bounded; after the first connection it reconnects forever.
 */
import { connect, errors, type Msg, type NatsConnection, type Status } from "@nats-io/transport-node";
import { Effect, Layer } from "effect";
import { type BusOptions, createMessageBus, logToStderr } from "./bus.ts";
import {
  MessageBusClosedError,
  MessagingConnectionError,
  NoRespondersError,
  RequestTimeoutError,
} from "./errors.ts";
import { type MessageBus, Messaging } from "./port.ts";
import type { IncomingMessage, Transport, TransportSubscription } from "./transport.ts";
import { messageOf } from "./wire.ts";

export interface NatsBusOptions {
  /** `nats://host:4222`; a comma-separated list for a cluster. */
  readonly url: string;
  /** The connection name shown by the server's monitoring and in this bus's log lines. */
  readonly name: string;
  readonly connectTimeoutMs?: number;
  readonly requestTimeoutMs?: number;
  readonly reconnectTimeWaitMs?: number;
  readonly log?: BusOptions["log"];
}

/** A status event as one log line, or undefined for the routine ones (pings, cluster gossip). */
export const describeStatus = (status: Status): string | undefined => {
  switch (status.type) {
    case "disconnect":
      return `disconnected from ${status.server}; reconnecting`;
    case "reconnect":
      return `reconnected to ${status.server}`;
    case "staleConnection":
      return "connection is stale (no PONG from the server); reconnecting";
    case "ldm":
      return `server ${status.server} is in lame duck mode and will close the connection`;
    case "error":
      return `error: ${status.error.message}`;
    case "slowConsumer":
      return `slow consumer on "${status.sub.getSubject()}" (${status.pending} messages pending)`;
    case "forceReconnect":
      return "reconnect forced";
    case "close":
    case "reconnecting":
    case "ping":
    case "update":
      return undefined;
  }
};

/** What a failed nats.js request means to a caller of the port. */
export const toRequestError = (error: unknown, subject: string, timeoutMs: number): unknown => {
  if (error instanceof errors.TimeoutError) return new RequestTimeoutError(subject, timeoutMs);
  if (error instanceof errors.NoRespondersError) return new NoRespondersError(subject);
  if (error instanceof errors.RequestError && error.isNoResponders()) return new NoRespondersError(subject);
  return toClosedError(error, subject, "send a request");
};

const toClosedError = (error: unknown, subject: string, operation: string): unknown =>
  error instanceof errors.ClosedConnectionError || error instanceof errors.DrainingConnectionError
    ? new MessageBusClosedError(subject, operation)
    : error;

const incoming = (msg: Msg): IncomingMessage => ({
  data: msg.string(),
  respond: msg.reply ? (data) => void msg.respond(data) : undefined,
});

/**
 * Whether the connection is up, as the status events tell it. nats.js discards what is written while
 * disconnected (NATS is at most once), so a request waits for the reconnect, within its own timeout.
 */
export class ConnectionLink {
  #connected = true;
  readonly #waiters = new Set<() => void>();

  get connected(): boolean {
    return this.#connected;
  }

  markDown(): void {
    this.#connected = false;
  }

  markUp(): void {
    this.#connected = true;
    this.stopWaiting();
  }

  /** Lets waiting requests proceed (and meet the closed connection) instead of sitting out their timeout. */
  stopWaiting(): void {
    for (const wake of this.#waiters) wake();
    this.#waiters.clear();
  }

  /** True once connected, false if still down after `timeoutMs`. */
  untilConnected(timeoutMs: number): Promise<boolean> {
    if (this.#connected) return Promise.resolve(true);
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.#waiters.delete(wake);
        resolve(false);
      }, timeoutMs);
      this.#waiters.add(wake);
    });
  }
}

const sendRequest = async (
  nc: NatsConnection,
  link: ConnectionLink,
  request: { subject: string; data: string; timeoutMs: number },
): Promise<string> => {
  const { subject, data, timeoutMs } = request;
  const deadline = Date.now() + timeoutMs;
  if (!(await link.untilConnected(timeoutMs))) {
    throw new RequestTimeoutError(subject, timeoutMs, "disconnected from NATS the whole time");
  }
  try {
    const reply = await nc.request(subject, data, { timeout: Math.max(1, deadline - Date.now()) });
    return reply.string();
  } catch (error) {
    throw toRequestError(error, subject, timeoutMs);
  }
};

const createNatsTransport = (
  nc: NatsConnection,
  link: ConnectionLink,
  log: (line: string) => void,
): Transport => ({
  publish: async (subject, data) => {
    try {
      nc.publish(subject, data);
    } catch (error) {
      throw toClosedError(error, subject, "publish");
    }
  },

  request: (subject, data, timeoutMs) => sendRequest(nc, link, { subject, data, timeoutMs }),

  subscribe: async (subject, queue, onMessage): Promise<TransportSubscription> => {
    const subscription = nc.subscribe(subject, {
      ...(queue === undefined ? {} : { queue }),
      callback: (error, msg) => {
        if (error) log(`[messaging] subscription to "${subject}" failed: ${error.message}`);
        else onMessage(incoming(msg));
      },
    });
    // The server has registered the subscription once it answers a PING sent after the SUB.
    await nc.flush();
    return {
      unsubscribe: async () => {
        subscription.unsubscribe();
        if (!nc.isClosed()) await nc.flush();
      },
      drain: () => subscription.drain(),
    };
  },

  drain: async () => {
    if (!nc.isClosed() && !nc.isDraining()) await nc.drain();
    link.stopWaiting();
  },

  close: async () => {
    if (!nc.isClosed()) await nc.close();
    link.stopWaiting();
  },
});

const watchStatus = async (
  nc: NatsConnection,
  link: ConnectionLink,
  prefix: string,
  log: (line: string) => void,
) => {
  for await (const status of nc.status()) {
    if (status.type === "disconnect") link.markDown();
    if (status.type === "reconnect") link.markUp();
    const line = describeStatus(status);
    if (line !== undefined) log(`${prefix} ${line}`);
  }
};

/** Bounds the first connection: nats.js alone can wait long on a server that accepts TCP and stays silent. */
const connectWithin = async (options: Required<Omit<NatsBusOptions, "log">>): Promise<NatsConnection> => {
  const { url, name, connectTimeoutMs, reconnectTimeWaitMs } = options;
  const connecting = connect({
    servers: url.split(",").map((server) => server.trim()),
    name,
    timeout: connectTimeoutMs,
    maxReconnectAttempts: -1,
    reconnectTimeWait: reconnectTimeWaitMs,
    waitOnFirstConnect: false,
    pingInterval: 30_000,
    maxPingOut: 2,
  });
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new MessagingConnectionError(url, `no connection within ${connectTimeoutMs} ms`)),
      connectTimeoutMs,
    );
  });
  try {
    return await Promise.race([connecting, timedOut]);
  } catch (error) {
    // A connection completing after we gave up would otherwise stay open, unowned.
    void connecting.then((late) => late.close()).catch(() => undefined);
    if (error instanceof MessagingConnectionError) throw error;
    throw new MessagingConnectionError(url, messageOf(error), { cause: error });
  } finally {
    clearTimeout(timer);
  }
};

export const connectNatsBus = async (options: NatsBusOptions): Promise<MessageBus> => {
  const log = options.log ?? logToStderr;
  const nc = await connectWithin({
    url: options.url,
    name: options.name,
    connectTimeoutMs: options.connectTimeoutMs ?? 5000,
    requestTimeoutMs: options.requestTimeoutMs ?? 5000,
    reconnectTimeWaitMs: options.reconnectTimeWaitMs ?? 1000,
  });
  const prefix = `[messaging] NATS "${options.name}" (${options.url}):`;
  const link = new ConnectionLink();
  void watchStatus(nc, link, prefix, log);
  void nc.closed().then((error) => {
    if (error) log(`${prefix} closed with error: ${error.message}`);
  });
  return createMessageBus(createNatsTransport(nc, link, log), {
    requestTimeoutMs: options.requestTimeoutMs ?? 5000,
    log,
  });
};

/** The distributed run mode's Messaging: fails the Layer with MessagingConnectionError, drains on release. */
export const natsMessagingLayer = (
  options: NatsBusOptions,
): Layer.Layer<Messaging, MessagingConnectionError> =>
  Layer.effect(
    Messaging,
    Effect.acquireRelease(
      Effect.tryPromise({
        try: () => connectNatsBus(options),
        catch: (error) =>
          error instanceof MessagingConnectionError
            ? error
            : new MessagingConnectionError(options.url, messageOf(error), { cause: error }),
      }),
      (bus) => Effect.promise(() => bus.drain()),
    ),
  );
