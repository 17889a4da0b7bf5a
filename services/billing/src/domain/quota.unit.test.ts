import { deciderSpecification } from "@encore/eventstore/testing/decider-specification";
import { describe, expect, it } from "vitest";
import { DAY_MS } from "../config.ts";
import {
  initialState,
  type Plan,
  type QuotaCommand,
  type QuotaEvent,
  quotaDecider,
  quotaStatus,
} from "./quota.ts";

const userId = "7d3c2f0a-5b1e-4c8d-9a6f-2e4b8c1d0f3a";
const reservation = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

const registeredAt = new Date("2025-01-10T12:00:00.000Z");
const afterTrial = new Date("2025-01-20T09:00:00.000Z");
const free: Plan = {
  isPremium: false,
  trialEndsAt: new Date(registeredAt.getTime() + 7 * DAY_MS),
  freeSetlistsPerMonth: 3,
};

const given = deciderSpecification(quotaDecider);

const reserve = (n: number, now: Date, plan: Plan = free): QuotaCommand => ({
  type: "ReserveGeneration",
  data: { userId, reservationId: reservation(n), plan },
  metadata: { now },
});

const release = (n: number, now: Date = afterTrial): QuotaCommand => ({
  type: "ReleaseGeneration",
  data: { userId, reservationId: reservation(n) },
  metadata: { now },
});

const reserved = (n: number, at: Date, tier: "free" | "trial" | "premium" = "free"): QuotaEvent => ({
  type: "GenerationReserved",
  data: {
    userId,
    reservationId: reservation(n),
    month: at.toISOString().slice(0, 7),
    tier,
    reservedAt: at.toISOString(),
  },
});

const released = (n: number, at: Date = afterTrial): QuotaEvent => ({
  type: "GenerationReleased",
  data: { userId, reservationId: reservation(n), releasedAt: at.toISOString() },
});

const stateOf = (events: readonly QuotaEvent[]) => events.reduce(quotaDecider.evolve, initialState());

describe("reserving a generation", () => {
  it("is unlimited in the trial, and trial generations do not count against the month", () => {
    const inTrial = new Date("2025-01-12T08:00:00.000Z");
    const history = [1, 2, 3, 4, 5].map((n) => reserved(n, inTrial, "trial"));

    given(history)
      .when(reserve(6, inTrial))
      .thenEvents([reserved(6, inTrial, "trial")]);
    given(history)
      .when(reserve(6, afterTrial))
      .thenEvents([reserved(6, afterTrial, "free")]);
  });

  it("allows the 3rd free setlist of the month and refuses the 4th", () => {
    const two = [reserved(1, afterTrial), reserved(2, afterTrial)];

    given(two)
      .when(reserve(3, afterTrial))
      .thenEvents([reserved(3, afterTrial)]);
    given([...two, reserved(3, afterTrial)])
      .when(reserve(4, afterTrial))
      .thenFails("FreeLimitReached");
  });

  it("starts each UTC month afresh", () => {
    const lastMinuteOfJanuary = new Date("2025-01-31T23:59:59.000Z");
    const firstOfFebruary = new Date("2025-02-01T00:00:00.000Z");
    const spent = [1, 2, 3].map((n) => reserved(n, lastMinuteOfJanuary));

    given(spent).when(reserve(4, lastMinuteOfJanuary)).thenFails("FreeLimitReached");
    given(spent)
      .when(reserve(4, firstOfFebruary))
      .thenEvents([reserved(4, firstOfFebruary)]);
  });

  it("is unlimited for premium accounts", () => {
    const premium: Plan = { ...free, isPremium: true };
    const spent = [1, 2, 3].map((n) => reserved(n, afterTrial));

    given(spent)
      .when(reserve(4, afterTrial, premium))
      .thenEvents([reserved(4, afterTrial, "premium")]);
  });

  it("has no trial for an account billing has not seen register", () => {
    const unknown: Plan = { ...free, trialEndsAt: undefined };
    given([])
      .when(reserve(1, registeredAt, unknown))
      .thenEvents([reserved(1, registeredAt, "free")]);
  });

  it("counts a reservation id once: asking again grants without a new event", () => {
    const spent = [1, 2, 3].map((n) => reserved(n, afterTrial));

    given(spent).when(reserve(3, afterTrial)).thenEvents([]);
  });

  it("never grants a released reservation id again", () => {
    given([reserved(1, afterTrial), released(1)])
      .when(reserve(1, afterTrial))
      .thenFails("ReservationReleased");
  });
});

describe("releasing a generation", () => {
  it("gives one back to the month it was reserved in", () => {
    const spent = [1, 2, 3].map((n) => reserved(n, afterTrial));

    given(spent)
      .when(release(2))
      .thenEvents([released(2)]);
    given([...spent, released(2)])
      .when(reserve(4, afterTrial))
      .thenEvents([reserved(4, afterTrial)]);
  });

  it("only releases a reservation that was made, and only once", () => {
    given([]).when(release(1)).thenFails("UnknownReservation");
    given([reserved(1, afterTrial), released(1)])
      .when(release(1))
      .thenEvents([]);
  });
});

describe("the quota status", () => {
  it("shows the trial with whole days left, rounded up, and the month's allowance untouched", () => {
    const now = new Date("2025-01-12T08:00:00.000Z");
    expect(quotaStatus(stateOf([reserved(1, now, "trial")]), free, now)).toEqual({
      isPremium: false,
      isInTrial: true,
      trialDaysRemaining: 6,
      remaining: 3,
      usedCount: 0,
      totalFree: 3,
    });
  });

  it("counts this month's free setlists only, minus the released ones", () => {
    const december = new Date("2024-12-30T10:00:00.000Z");
    const state = stateOf([
      reserved(1, december),
      reserved(2, afterTrial),
      reserved(3, afterTrial),
      released(3),
    ]);
    expect(quotaStatus(state, free, afterTrial)).toEqual({
      isPremium: false,
      isInTrial: false,
      trialDaysRemaining: 0,
      remaining: 2,
      usedCount: 1,
      totalFree: 3,
    });
  });

  it("never shows a negative remainder when the allowance is lowered", () => {
    const state = stateOf([1, 2, 3].map((n) => reserved(n, afterTrial)));
    expect(quotaStatus(state, { ...free, freeSetlistsPerMonth: 1 }, afterTrial)).toMatchObject({
      remaining: 0,
      usedCount: 3,
      totalFree: 1,
    });
  });

  it("is premium, not trial, for a premium account", () => {
    const now = new Date("2025-01-11T00:00:00.000Z");
    expect(quotaStatus(initialState(), { ...free, isPremium: true }, now)).toMatchObject({
      isPremium: true,
      isInTrial: false,
      trialDaysRemaining: 0,
    });
  });
});
