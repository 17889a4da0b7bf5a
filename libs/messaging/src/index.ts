export {
  InvalidMessageError,
  MessageBusClosedError,
  MessagingConnectionError,
  NoRespondersError,
  RemoteHandlerError,
  RequestTimeoutError,
} from "./errors.ts";
export {
  createInProcessBus,
  createInProcessNetwork,
  type InProcessBusOptions,
  type InProcessNetwork,
  inProcessMessagingLayer,
} from "./in-process.ts";
export { connectNatsBus, type NatsBusOptions, natsMessagingLayer } from "./nats.ts";
export {
  type MessageBus,
  type MessageHandler,
  type MessageSchema,
  Messaging,
  type RequestHandler,
  type RequestOptions,
  type RequestSubject,
  requestSubject,
  type SubscribeOptions,
  type Subscription,
  type Topic,
  topic,
} from "./port.ts";
