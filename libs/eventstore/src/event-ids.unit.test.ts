import { describe, expect, it } from "vitest";
import { nameBasedEventIds } from "./event-ids.ts";

const UUID_V5 = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("nameBasedEventIds", () => {
  it("gives the RFC 9562 version 5 UUID of the name in the namespace", () => {
    // The DNS namespace's example from RFC 9562 (appendix A.4).
    const dnsIds = nameBasedEventIds("6ba7b8109dad11d180b400c04fd430c8");
    expect(dnsIds("www.example.com")).toBe("2ed6657d-e927-568b-95e1-2665a8aea6a2");
  });

  it("keeps the ids already stored by billing and repertoire", () => {
    // Changing these would make a retried append look like a new event.
    expect(nameBasedEventIds("6f1d2c3a8b5e4f7a9c0d1e2f3a4b5c6d")("quota-42/GenerationReserved/abc")).toBe(
      "7cd685f2-e51c-56e7-94ae-91c626e88537",
    );
    expect(
      nameBasedEventIds("3c9e5a1f7b2d4e6f8a0b1c2d3e4f5a6b")("0b9f5c3e-1d2a-4c6b-8e7f-9a0b1c2d3e4f/started"),
    ).toBe("84cdd4fa-e19a-5691-bd68-194d29d756eb");
  });

  it("gives one valid UUID per name, always the same", () => {
    const eventIdFor = nameBasedEventIds("6f1d2c3a8b5e4f7a9c0d1e2f3a4b5c6d");
    const id = eventIdFor("quota-42/GenerationReserved/abc");
    expect(id).toMatch(UUID_V5);
    expect(eventIdFor("quota-42/GenerationReserved/abc")).toBe(id);
    expect(eventIdFor("quota-42/GenerationReleased/abc")).not.toBe(id);
  });

  it("refuses a namespace that is not 16 bytes", () => {
    expect(() => nameBasedEventIds("6f1d2c3a")).toThrow(TypeError);
  });
});
