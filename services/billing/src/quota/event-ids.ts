import { createHash } from "node:crypto";

/** Billing's namespace for name-based (version 5) UUIDs. */
const NAMESPACE = Buffer.from("6f1d2c3a8b5e4f7a9c0d1e2f3a4b5c6d", "hex");

/**
 * The same event id for the same fact (`quota-42/GenerationReserved/<reservationId>`), so an append
 * retried after a lost answer is recognised by the event store and stored once (architecture §4).
 */
export const eventIdFor = (name: string): string => {
  const bytes = createHash("sha1").update(NAMESPACE).update(name).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
