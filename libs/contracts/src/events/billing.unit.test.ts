import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { type GenerationReleased, type GenerationReserved, quotaStreamId, yearMonthOf } from "./billing.ts";
import { decodeEvent, encodeEvent } from "./registry.ts";

const reserved: GenerationReserved = {
  userId: "7d3c2f0a-5b1e-4c8d-9a6f-2e4b8c1d0f3a",
  reservationId: "0b7c4e5e-8c1a-4c5b-9f57-0d3f6e1d2a11",
  month: "2025-01",
  tier: "free",
  reservedAt: "2025-01-31T23:59:59.000Z",
};
const released: GenerationReleased = {
  userId: reserved.userId,
  reservationId: reserved.reservationId,
  releasedAt: "2025-02-01T00:00:05.000Z",
};

describe("quota events round-trip through stored JSON", () => {
  it.each([
    ["GenerationReserved", reserved],
    ["GenerationReleased", released],
  ] as const)("%s", (type, data) => {
    const encoded = Result.getOrThrow(encodeEvent(type, data as never));
    expect(encoded.schemaVersion).toBe(1);
    expect(Result.getOrThrow(decodeEvent(JSON.parse(JSON.stringify(encoded))))).toEqual({ type, data });
  });

  it("refuses a month that is not YYYY-MM and a tier that does not exist", () => {
    const error = encodeEvent("GenerationReserved", { ...reserved, month: "2025-13", tier: "gold" as never });
    expect(Result.isFailure(error) && error.failure.message).toContain("month: must be a month like 2025-01");
  });

  it("names streams quota-<userId> and months in UTC", () => {
    expect(quotaStreamId("42")).toBe("quota-42");
    expect(yearMonthOf(new Date("2025-01-31T23:59:59.999Z"))).toBe("2025-01");
    expect(yearMonthOf(new Date("2025-02-01T00:30:00.000+01:00"))).toBe("2025-01");
  });
});
