import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import {
  FREE_LIMIT_REACHED,
  freeLimitReachedBody,
  GetQuotaStatus,
  ReleaseGeneration,
  ReserveGeneration,
} from "./billing.ts";

const status = {
  isPremium: false,
  isInTrial: false,
  trialDaysRemaining: 0,
  remaining: 0,
  usedCount: 3,
  totalFree: 3,
};

describe("billing's subjects", () => {
  it("are named as architecture §5 asks, under billing.", () => {
    expect([ReserveGeneration.name, ReleaseGeneration.name, GetQuotaStatus.name]).toEqual([
      "billing.reserve-generation",
      "billing.release-generation",
      "billing.quota-status",
    ]);
  });

  it("answer a reservation as granted, or refused with a reason", () => {
    const decode = Schema.decodeUnknownSync(ReserveGeneration.response);
    expect(decode({ granted: true, status })).toEqual({ granted: true, status });
    expect(decode({ granted: false, reason: "FreeLimitReached", status }).granted).toBe(false);
    expect(() => decode({ granted: false, status })).toThrow();
  });

  it("take a UUID reservation id", () => {
    const decode = Schema.decodeUnknownSync(ReserveGeneration.request);
    expect(() => decode({ userId: "42", reservationId: "not-a-uuid" })).toThrow();
  });

  it("give setlists spec section 8's refusal body", () => {
    expect(freeLimitReachedBody()).toEqual({ error: FREE_LIMIT_REACHED, needsSubscription: true });
    expect(FREE_LIMIT_REACHED).toBe("Free limit reached");
  });
});
