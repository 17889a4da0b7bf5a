/**
 * The in-process adapter for the embedded run mode: core-NATS semantics inside one Node process.
 * Plain subscribers each get every message; a queue group gets each message once (round-robin); a request
 * is routed like a publication and the first reply wins. Delivery is always on a later turn of the event
 * loop, and payloads are JSON text, so code that works here behaves the same on NATS.
 */
import { Effect, Layer } from "effect";
import { type BusOptions, createMessageBus, logToStderr } from "./bus.ts";
import { MessageBusClosedError, NoRespondersError, RequestTimeoutError } from "./errors.ts";
import { type MessageBus, Messaging } from "./port.ts";
import type { IncomingMessage, Transport, TransportSubscription } from "./transport.ts";

interface Route {
  readonly subject: string;
  readonly queue: string | undefined;
  readonly onMessage: (message: IncomingMessage) => void;
  /** False once unsubscribed: messages already scheduled for it are dropped, as a NATS client does. */
  active: boolean;
}

/** The shared "server": buses created on the same network reach each other. */
export class InProcessNetwork {
  readonly #routes = new Map<string, readonly Route[]>();
  readonly #nextMember = new Map<string, number>();

  /** Every plain subscriber, and one member of each queue group in turn. */
  routesTo(subject: string): readonly Route[] {
    const candidates = this.#routes.get(subject) ?? [];
    const plain = candidates.filter((route) => route.queue === undefined);
    const queues = new Set(candidates.flatMap((route) => (route.queue === undefined ? [] : [route.queue])));
    const chosen = [...queues].map((queue) =>
      this.#pickMember(
        subject,
        queue,
        candidates.filter((route) => route.queue === queue),
      ),
    );
    return [...plain, ...chosen.filter((route) => route !== undefined)];
  }

  add(route: Route): void {
    this.#routes.set(route.subject, [...(this.#routes.get(route.subject) ?? []), route]);
  }

  remove(route: Route): void {
    const remaining = (this.#routes.get(route.subject) ?? []).filter((candidate) => candidate !== route);
    if (remaining.length === 0) this.#routes.delete(route.subject);
    else this.#routes.set(route.subject, remaining);
  }

  #pickMember(subject: string, queue: string, members: readonly Route[]): Route | undefined {
    const key = `${subject} ${queue}`;
    const turn = this.#nextMember.get(key) ?? 0;
    this.#nextMember.set(key, turn + 1);
    return members[turn % members.length];
  }
}

export const createInProcessNetwork = (): InProcessNetwork => new InProcessNetwork();

const later = (work: () => void): void => {
  setImmediate(work);
};

/** Resolves after every delivery scheduled before it has run (setImmediate callbacks run in order). */
const afterScheduledDeliveries = (): Promise<void> => new Promise((resolve) => later(resolve));

const deliver = (route: Route, message: IncomingMessage): void =>
  later(() => {
    if (route.active) route.onMessage(message);
  });

interface PendingRequest {
  readonly subject: string;
  readonly reject: (error: Error) => void;
}

const createInProcessTransport = (network: InProcessNetwork): Transport => {
  const ownRoutes = new Set<Route>();
  const pending = new Set<PendingRequest>();
  let closed = false;

  const ensureOpen = (subject: string, operation: string): void => {
    if (closed) throw new MessageBusClosedError(subject, operation);
  };

  const removeRoute = (route: Route): void => {
    network.remove(route);
    ownRoutes.delete(route);
  };

  const subscription = (route: Route): TransportSubscription => ({
    unsubscribe: async () => {
      route.active = false;
      removeRoute(route);
    },
    drain: async () => {
      removeRoute(route);
      await afterScheduledDeliveries();
      route.active = false;
    },
  });

  const closeRoutes = (): void => {
    for (const route of ownRoutes) {
      route.active = false;
      removeRoute(route);
    }
  };

  return {
    publish: async (subject, data) => {
      ensureOpen(subject, "publish");
      for (const route of network.routesTo(subject)) deliver(route, { data, respond: undefined });
    },

    request: (subject, data, timeoutMs) =>
      new Promise<string>((resolve, reject) => {
        ensureOpen(subject, "send a request");
        const targets = network.routesTo(subject);
        if (targets.length === 0) {
          reject(new NoRespondersError(subject));
          return;
        }
        const settle = (outcome: () => void): void => {
          if (!pending.delete(request)) return;
          clearTimeout(timer);
          outcome();
        };
        const request: PendingRequest = { subject, reject: (error) => settle(() => reject(error)) };
        const timer = setTimeout(
          () => request.reject(new RequestTimeoutError(subject, timeoutMs)),
          timeoutMs,
        );
        pending.add(request);
        // The first reply wins, as on NATS; replies reach the requester on a later turn too.
        const respond = (reply: string): void => later(() => settle(() => resolve(reply)));
        for (const route of targets) deliver(route, { data, respond });
      }),

    subscribe: async (subject, queue, onMessage) => {
      ensureOpen(subject, "subscribe");
      const route: Route = { subject, queue, onMessage, active: true };
      network.add(route);
      ownRoutes.add(route);
      return subscription(route);
    },

    drain: async () => {
      closeRoutes();
      closed = true;
    },

    close: async () => {
      closeRoutes();
      closed = true;
      for (const request of [...pending]) {
        request.reject(new MessageBusClosedError(request.subject, "wait for a reply"));
      }
    },
  };
};

export interface InProcessBusOptions {
  /** Share one network between buses to stand in for several processes; default: a private one. */
  readonly network?: InProcessNetwork;
  readonly requestTimeoutMs?: number;
  readonly log?: BusOptions["log"];
}

export const createInProcessBus = (options: InProcessBusOptions = {}): MessageBus =>
  createMessageBus(createInProcessTransport(options.network ?? createInProcessNetwork()), {
    requestTimeoutMs: options.requestTimeoutMs ?? 5000,
    log: options.log ?? logToStderr,
  });

/** The embedded run mode's Messaging: one bus for the process, drained when the Layer's scope closes. */
export const inProcessMessagingLayer = (options: InProcessBusOptions = {}): Layer.Layer<Messaging> =>
  Layer.effect(
    Messaging,
    Effect.acquireRelease(
      Effect.sync(() => createInProcessBus(options)),
      (bus) => Effect.promise(() => bus.drain()),
    ),
  );
