/**
 * A message bus that puts every subject under a run-unique prefix, so that test runs sharing one NATS
 * server never answer (or hear) each other.
 */
import type { MessageBus, RequestSubject, Topic } from "../port.ts";

/** The same bus with every subject under `prefix.`: requests and answers stay within one test run. */
export const namespacedBus = (bus: MessageBus, prefix: string): MessageBus => {
  const under = <Req, Res>(subject: RequestSubject<Req, Res>): RequestSubject<Req, Res> => ({
    ...subject,
    name: `${prefix}.${subject.name}`,
  });
  const topicUnder = <M>(topic: Topic<M>): Topic<M> => ({ ...topic, name: `${prefix}.${topic.name}` });
  return {
    request: (subject, payload, options) => bus.request(under(subject), payload, options),
    serve: (subject, handler, options) => bus.serve(under(subject), handler, options),
    publish: (topic, message) => bus.publish(topicUnder(topic), message),
    subscribe: (topic, handler, options) => bus.subscribe(topicUnder(topic), handler, options),
    drain: () => bus.drain(),
    close: () => bus.close(),
  };
};
