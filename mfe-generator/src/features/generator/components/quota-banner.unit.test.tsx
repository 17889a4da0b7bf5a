import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, json, renderScreen } from "../../../testing/test-utils.tsx";
import { QUOTA_POLL_MS, quotaQueryOptions } from "../api/quota.ts";
import { QuotaBanner } from "./quota-banner.tsx";

const showBanner = (status: Record<string, unknown>) => {
  fakeApi({ "GET /api/setlists/can-generate": () => json(200, status) });
  return renderScreen(<QuotaBanner enabled />);
};

describe("the quota banner (spec §4)", () => {
  it("is polled every 10 s", () => {
    expect(QUOTA_POLL_MS).toBe(10_000);
    expect(quotaQueryOptions(true).refetchInterval).toBe(10_000);
  });

  it("shows nothing for a premium musician", async () => {
    const { fetchMock } = fakeApi({ "GET /api/setlists/can-generate": () => json(200, { isPremium: true }) });
    renderScreen(<QuotaBanner enabled />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).toHaveBeenCalled();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("in trial: blue, 'Free Trial: Unlimited Setlists!', the days left and a TRIAL badge", async () => {
    showBanner({ isPremium: false, isInTrial: true, trialDaysRemaining: 5 });
    const banner = await screen.findByRole("status");
    expect(banner).toHaveAttribute("data-tone", "blue");
    expect(banner).toHaveTextContent("Free Trial: Unlimited Setlists!");
    expect(banner).toHaveTextContent("5 days remaining");
    expect(banner).toHaveTextContent("TRIAL");
  });

  it("free with 2 or more left: blue", async () => {
    showBanner({ isPremium: false, isInTrial: false, remaining: 2, usedCount: 1, totalFree: 3 });
    const banner = await screen.findByRole("status");
    expect(banner).toHaveAttribute("data-tone", "blue");
    expect(banner).toHaveTextContent("2 free setlists remaining");
  });

  it("free with 1 left: yellow", async () => {
    showBanner({ isPremium: false, isInTrial: false, remaining: 1, usedCount: 2, totalFree: 3 });
    const banner = await screen.findByRole("status");
    expect(banner).toHaveAttribute("data-tone", "yellow");
    expect(banner).toHaveTextContent("1 free setlist remaining");
  });

  it("none left: red 'Free limit reached' linking to /subscription", async () => {
    showBanner({ isPremium: false, isInTrial: false, remaining: 0, usedCount: 3, totalFree: 3 });
    const banner = await screen.findByRole("status");
    expect(banner).toHaveAttribute("data-tone", "red");
    expect(banner).toHaveTextContent("Free limit reached");
    expect(screen.getByRole("link", { name: "Upgrade to Premium" })).toHaveAttribute("href", "/subscription");
  });
});
