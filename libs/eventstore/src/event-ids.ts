/**
 * Name-based (version 5, RFC 9562) UUIDs for event ids: the same fact always gets the same id, so an
 * append retried after a crash or a lost answer is recognised by the event store and stored once.
 */
import { createHash } from "node:crypto";

const formatUuid = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

/**
 * The event id function of one namespace (32 hex digits, one namespace per service). Changing a
 * namespace changes every id derived from it, so a stored event would no longer match its retry.
 */
export const nameBasedEventIds = (namespaceHex: string): ((name: string) => string) => {
  const namespace = Buffer.from(namespaceHex, "hex");
  if (namespace.length !== 16)
    throw new TypeError(`A UUID namespace is 32 hex digits, not "${namespaceHex}"`);
  return (name) => {
    const bytes = createHash("sha1").update(namespace).update(name).digest().subarray(0, 16);
    bytes[6] = (bytes[6]! & 0x0f) | 0x50;
    bytes[8] = (bytes[8]! & 0x3f) | 0x80;
    return formatUuid(bytes.toString("hex"));
  };
};
