/** Test helpers for code that talks over a MessageBus: `@encore/messaging/testing`. */
export { namespacedBus } from "./namespaced-bus.ts";
export { connectNatsTestBuses, type NatsTestBuses } from "./nats-test-buses.ts";
