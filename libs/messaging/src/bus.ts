/**
 * The MessageBus over any Transport: encodes and decodes with the subjects' schemas, wraps replies in the
 * envelope, keeps subscribers alive when their handlers throw, and drains in order.
 */
import { MessageBusClosedError } from "./errors.ts";
import type {
  MessageBus,
  MessageHandler,
  RequestHandler,
  RequestSubject,
  SubscribeOptions,
  Subscription,
  Topic,
} from "./port.ts";
import type { IncomingMessage, Transport, TransportSubscription } from "./transport.ts";
import {
  decodeMessage,
  decodeReply,
  encodeFailureReply,
  encodeMessage,
  encodeSuccessReply,
  messageOf,
  toRemoteFailure,
} from "./wire.ts";

export interface BusOptions {
  readonly requestTimeoutMs: number;
  /** Where problems nobody can be told about (a failing subscriber, a dropped message) are reported. */
  readonly log: (line: string) => void;
}

export const logToStderr = (line: string): void => {
  process.stderr.write(`${line}\n`);
};

type BusState = "open" | "draining" | "closed";

export const createMessageBus = (transport: Transport, options: BusOptions): MessageBus => {
  const { log } = options;
  let state: BusState = "open";
  let closing: Promise<void> | undefined;
  const subscriptions = new Set<TransportSubscription>();
  const inFlight = new Set<Promise<void>>();

  const ensure = (allowed: readonly BusState[], subject: string, operation: string): void => {
    if (!allowed.includes(state)) throw new MessageBusClosedError(subject, operation);
  };

  // Handlers run detached from the transport's callback; drain() waits for them before closing.
  const track = (work: Promise<void>): void => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  };

  const register = (subscription: TransportSubscription): Subscription => {
    subscriptions.add(subscription);
    return {
      unsubscribe: async () => {
        if (!subscriptions.delete(subscription)) return;
        await subscription.unsubscribe();
      },
    };
  };

  const answer = async <Req, Res>(
    subject: RequestSubject<Req, Res>,
    handler: RequestHandler<Req, Res>,
    message: IncomingMessage,
  ): Promise<void> => {
    const { respond } = message;
    if (respond === undefined) {
      log(
        `[messaging] ignored a message on "${subject.name}" that expects no reply: it is a request subject`,
      );
      return;
    }
    let reply: string;
    try {
      const request = decodeMessage(subject.request, subject.name, "request", message.data);
      const response = await handler(request);
      reply = encodeSuccessReply(subject.response, subject.name, response);
    } catch (error) {
      reply = encodeFailureReply(toRemoteFailure(error, subject.name));
    }
    try {
      respond(reply);
    } catch (error) {
      log(`[messaging] could not reply on "${subject.name}": ${messageOf(error)}`);
    }
  };

  const deliver = async <M>(topic: Topic<M>, handler: MessageHandler<M>, message: IncomingMessage) => {
    let decoded: M;
    try {
      decoded = decodeMessage(topic.schema, topic.name, "message", message.data);
    } catch (error) {
      log(`[messaging] dropped a message on "${topic.name}": ${messageOf(error)}`);
      return;
    }
    try {
      await handler(decoded);
    } catch (error) {
      log(`[messaging] subscriber of "${topic.name}" failed: ${messageOf(error)}`);
    }
  };

  const drain = async (): Promise<void> => {
    state = "draining";
    await Promise.all([...subscriptions].map((subscription) => subscription.drain()));
    subscriptions.clear();
    while (inFlight.size > 0) await Promise.all(inFlight);
    await transport.drain();
    state = "closed";
  };

  const close = async (): Promise<void> => {
    state = "closed";
    subscriptions.clear();
    await transport.close();
  };

  return {
    request: async (subject, payload, requestOptions) => {
      // Still allowed while draining: in-flight handlers may need to ask other services to finish.
      ensure(["open", "draining"], subject.name, "send a request");
      const data = encodeMessage(subject.request, subject.name, "request", payload);
      const timeoutMs = requestOptions?.timeoutMs ?? options.requestTimeoutMs;
      const reply = await transport.request(subject.name, data, timeoutMs);
      return decodeReply(subject.response, subject.name, reply);
    },

    serve: async (subject, handler, subscribeOptions?: SubscribeOptions) => {
      ensure(["open"], subject.name, "serve requests");
      const subscription = await transport.subscribe(subject.name, subscribeOptions?.queue, (message) =>
        track(answer(subject, handler, message)),
      );
      return register(subscription);
    },

    publish: async (topic, message) => {
      ensure(["open", "draining"], topic.name, "publish");
      await transport.publish(topic.name, encodeMessage(topic.schema, topic.name, "message", message));
    },

    subscribe: async (topic, handler, subscribeOptions?: SubscribeOptions) => {
      ensure(["open"], topic.name, "subscribe");
      const subscription = await transport.subscribe(topic.name, subscribeOptions?.queue, (message) =>
        track(deliver(topic, handler, message)),
      );
      return register(subscription);
    },

    drain: () => {
      closing ??= drain();
      return closing;
    },

    close: () => {
      closing ??= close();
      return closing;
    },
  };
};
