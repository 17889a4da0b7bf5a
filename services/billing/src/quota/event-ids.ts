import { nameBasedEventIds } from "@encore/eventstore";

/**
 * The same event id for the same fact (`quota-42/GenerationReserved/<reservationId>`), so an append
 * retried after a lost answer is recognised by the event store and stored once (architecture §4).
 * The namespace is billing's own and must never change: stored event ids derive from it.
 */
export const eventIdFor = nameBasedEventIds("6f1d2c3a8b5e4f7a9c0d1e2f3a4b5c6d");
