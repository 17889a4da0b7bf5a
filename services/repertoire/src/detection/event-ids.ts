import { nameBasedEventIds } from "@encore/eventstore";

/**
 * The same event id for the same fact (`<request event id>/started`), so a detection re-run after
 * a crash appends nothing twice: the event store answers a repeated append as the first one.
 * The namespace is the repertoire service's own and must never change: stored event ids derive from it.
 */
export const eventIdFor = nameBasedEventIds("3c9e5a1f7b2d4e6f8a0b1c2d3e4f5a6b");

export const startedEventId = (requestEventId: string) => eventIdFor(`${requestEventId}/started`);
export const resultEventId = (requestEventId: string) => eventIdFor(`${requestEventId}/result`);
