import { describe, expect, it } from "vitest";
import { quotaBannerState } from "./quota-banner-state.ts";

describe("the quota banner's state (spec §4)", () => {
  it("shows nothing for premium, the trial banner in trial, then blue, yellow, red by what is left", () => {
    expect(quotaBannerState({ isPremium: true, remaining: 0 })).toEqual({ tone: "none" });
    expect(quotaBannerState({ isPremium: true, isInTrial: true, trialDaysRemaining: 3 })).toEqual({
      tone: "none",
    });
    expect(quotaBannerState({ isInTrial: true, trialDaysRemaining: 5 })).toEqual({
      tone: "trial",
      daysRemaining: 5,
    });
    expect(quotaBannerState({ isInTrial: true })).toEqual({ tone: "trial", daysRemaining: 0 });
    expect(quotaBannerState({ remaining: 3, totalFree: 3 }).tone).toBe("blue");
    expect(quotaBannerState({ remaining: 2, totalFree: 3 }).tone).toBe("blue");
    expect(quotaBannerState({ remaining: 1, totalFree: 3 }).tone).toBe("yellow");
    expect(quotaBannerState({ remaining: 0, totalFree: 3 }).tone).toBe("red");
  });

  it("falls back to 3 free setlists and 0 trial days (spec §9)", () => {
    expect(quotaBannerState({ usedCount: 2 })).toEqual({ tone: "yellow", remaining: 1, totalFree: 3 });
    expect(quotaBannerState({ isInTrial: true, trialDaysRemaining: null })).toEqual({
      tone: "trial",
      daysRemaining: 0,
    });
    expect(quotaBannerState(undefined)).toEqual({ tone: "none" });
    expect(quotaBannerState(null)).toEqual({ tone: "none" });
  });

  it("never shows a negative count", () => {
    expect(quotaBannerState({ remaining: -2, totalFree: 3 })).toEqual({
      tone: "red",
      remaining: 0,
      totalFree: 3,
    });
    expect(quotaBannerState({ usedCount: 5, totalFree: 3 })).toEqual({
      tone: "red",
      remaining: 0,
      totalFree: 3,
    });
    expect(quotaBannerState({ isInTrial: true, trialDaysRemaining: -1 })).toEqual({
      tone: "trial",
      daysRemaining: 0,
    });
  });
});
