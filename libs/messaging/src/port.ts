/**
 * The messaging port: request/reply and publish/subscribe between services over Schema-typed subjects.
 * Adapters (NATS, in-process) implement `MessageBus`; one contract suite (./contract) proves they behave alike.
 */
import { Context, type Schema } from "effect";

/** A schema that encodes and decodes without Effect services, so the port can stay Promise-based. */
export type MessageSchema<T> = Schema.Codec<T, unknown>;

/** A subject answered by one responder (per queue group): `billing.reserve-generation`. */
export interface RequestSubject<Req, Res> {
  readonly name: string;
  readonly request: MessageSchema<Req>;
  readonly response: MessageSchema<Res>;
}

/** A subject for notifications: every plain subscriber and one member of each queue group gets each one. */
export interface Topic<M> {
  readonly name: string;
  readonly schema: MessageSchema<M>;
}

const SUBJECT_NAME = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;

/** Dot-separated tokens of letters, digits, `-` and `_`: no wildcards, no spaces, no empty tokens. */
export const assertSubjectName = (name: string): string => {
  if (!SUBJECT_NAME.test(name)) {
    throw new TypeError(
      `Invalid subject name "${name}": use dot-separated tokens of letters, digits, "-" and "_" (e.g. "billing.reserve-generation")`,
    );
  }
  return name;
};

export const requestSubject = <Req, ReqEncoded, Res, ResEncoded>(
  name: string,
  request: Schema.Codec<Req, ReqEncoded>,
  response: Schema.Codec<Res, ResEncoded>,
): RequestSubject<Req, Res> => ({ name: assertSubjectName(name), request, response });

export const topic = <M, Encoded>(name: string, schema: Schema.Codec<M, Encoded>): Topic<M> => ({
  name: assertSubjectName(name),
  schema,
});

export interface Subscription {
  /** Stops delivery; resolves once the transport no longer routes messages to this subscription. */
  unsubscribe(): Promise<void>;
}

export interface RequestOptions {
  /** Defaults to the bus's `requestTimeoutMs`. */
  readonly timeoutMs?: number;
}

export interface SubscribeOptions {
  /** Subscribers sharing a queue name form a group: each message goes to exactly one member. */
  readonly queue?: string;
}

export type RequestHandler<Req, Res> = (request: Req) => Promise<Res> | Res;
export type MessageHandler<M> = (message: M) => void | Promise<void>;

export interface MessageBus {
  /**
   * Sends a request and decodes the reply. Rejects with RequestTimeoutError, NoRespondersError,
   * RemoteHandlerError, InvalidMessageError or MessageBusClosedError.
   */
  request<Req, Res>(subject: RequestSubject<Req, Res>, payload: Req, options?: RequestOptions): Promise<Res>;
  /** Answers requests on the subject. Resolves once the subscription is live at the transport. */
  serve<Req, Res>(
    subject: RequestSubject<Req, Res>,
    handler: RequestHandler<Req, Res>,
    options?: SubscribeOptions,
  ): Promise<Subscription>;
  /** Fire and forget: rejects only if the message does not encode or the bus is closed. */
  publish<M>(topic: Topic<M>, message: M): Promise<void>;
  /** A handler that throws is logged to stderr with the topic name; the subscription keeps going. */
  subscribe<M>(
    topic: Topic<M>,
    handler: MessageHandler<M>,
    options?: SubscribeOptions,
  ): Promise<Subscription>;
  /** Stops taking messages, lets in-flight handlers finish and their replies go out, then closes. */
  drain(): Promise<void>;
  /** Closes at once: in-flight handlers cannot reply, pending requests fail with MessageBusClosedError. */
  close(): Promise<void>;
}

/** The Effect service key: services depend on `Messaging`, run modes provide a NATS or in-process Layer. */
export class Messaging extends Context.Service<Messaging, MessageBus>()("Messaging") {}
