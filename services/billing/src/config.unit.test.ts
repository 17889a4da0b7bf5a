import { ConfigError } from "@encore/runtime";
import { describe, expect, it } from "vitest";
import { loadBillingSettings } from "./config.ts";

describe("billing's configuration", () => {
  it("defaults to a 7-day trial and 3 free setlists a month", () => {
    expect(loadBillingSettings({})).toEqual({ trialDays: 7, freeSetlistsPerMonth: 3 });
  });

  it("takes whole numbers, 0 included", () => {
    expect(loadBillingSettings({ TRIAL_DAYS: "0", FREE_SETLISTS_PER_MONTH: "5" })).toEqual({
      trialDays: 0,
      freeSetlistsPerMonth: 5,
    });
  });

  it.each([
    ["TRIAL_DAYS", "-1"],
    ["TRIAL_DAYS", "seven"],
    ["FREE_SETLISTS_PER_MONTH", "2.5"],
  ])("refuses %s=%s, naming the variable", (name, value) => {
    expect(() => loadBillingSettings({ [name]: value })).toThrow(ConfigError);
    expect(() => loadBillingSettings({ [name]: value })).toThrow(name);
  });
});
