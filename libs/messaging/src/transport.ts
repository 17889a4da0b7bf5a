/**
 * What an adapter provides underneath the bus: core-NATS semantics over plain wire text. The bus (./bus.ts)
 * adds schemas, reply envelopes and error handling once, for every adapter.
 */

export interface IncomingMessage {
  readonly data: string;
  /** Sends the reply; undefined when the sender expects none (a publication). */
  readonly respond: ((data: string) => void) | undefined;
}

export interface TransportSubscription {
  /** Stops delivery at once; messages not yet handed over are dropped. */
  unsubscribe(): Promise<void>;
  /** Stops taking new messages and hands over those already received. */
  drain(): Promise<void>;
}

export interface Transport {
  publish(subject: string, data: string): Promise<void>;
  /** Rejects with NoRespondersError, RequestTimeoutError or MessageBusClosedError. */
  request(subject: string, data: string, timeoutMs: number): Promise<string>;
  /** Resolves once the subscription is live, so a message sent afterwards reaches it. */
  subscribe(
    subject: string,
    queue: string | undefined,
    onMessage: (message: IncomingMessage) => void,
  ): Promise<TransportSubscription>;
  /** Flushes what is pending, then closes. Called after the bus has drained its subscriptions. */
  drain(): Promise<void>;
  close(): Promise<void>;
}
