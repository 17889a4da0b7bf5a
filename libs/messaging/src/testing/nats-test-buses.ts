/** The two NATS connections a service's integration test needs, kept apart from other runs on the server. */
import { randomUUID } from "node:crypto";
import { connectNatsBus } from "../nats.ts";
import type { MessageBus } from "../port.ts";
import { namespacedBus } from "./namespaced-bus.ts";

export interface NatsTestBuses {
  /** The bus the service under test serves on. */
  readonly serviceBus: MessageBus;
  /** The bus its caller asks on: another connection, under the same subject prefix. */
  readonly callerBus: MessageBus;
}

/**
 * A service's bus and its caller's, two connections under one run-unique subject prefix. The caller
 * waits up to 20 s for an answer: a fresh database on a busy machine can be slow to answer the first time.
 */
export const connectNatsTestBuses = async (options: {
  readonly url: string;
  /** Names the connections in the server's monitoring: `test-1a2b3c4d-billing`. */
  readonly service: string;
  readonly caller: string;
}): Promise<NatsTestBuses> => {
  const prefix = `test-${randomUUID().slice(0, 8)}`;
  const serviceBus = namespacedBus(
    await connectNatsBus({ url: options.url, name: `${prefix}-${options.service}` }),
    prefix,
  );
  const callerBus = namespacedBus(
    await connectNatsBus({ url: options.url, name: `${prefix}-${options.caller}`, requestTimeoutMs: 20_000 }),
    prefix,
  );
  return { serviceBus, callerBus };
};
