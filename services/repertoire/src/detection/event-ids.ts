import { createHash } from "node:crypto";

/** The repertoire service's namespace for name-based (version 5) UUIDs. */
const NAMESPACE = Buffer.from("3c9e5a1f7b2d4e6f8a0b1c2d3e4f5a6b", "hex");

/**
 * The same event id for the same fact (`<request event id>/started`), so a detection re-run after
 * a crash appends nothing twice: the event store answers a repeated append as the first one.
 */
export const eventIdFor = (name: string): string => {
  const bytes = createHash("sha1").update(NAMESPACE).update(name).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

export const startedEventId = (requestEventId: string) => eventIdFor(`${requestEventId}/started`);
export const resultEventId = (requestEventId: string) => eventIdFor(`${requestEventId}/result`);
