import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, json, renderScreen } from "../../../testing/test-utils.tsx";
import { QUOTA_POLL_MS, quotaQueryKey, quotaQueryOptions } from "../api/quota-status.ts";
import { QuotaBanner } from "./quota-banner.tsx";

const showBanner = (status: Record<string, unknown>) => {
  fakeApi({ "GET /api/setlists/can-generate": () => json(200, status) });
  return renderScreen(<QuotaBanner />);
};

describe("the quota banner (spec §4)", () => {
  it("is polled every 10 s under the key the generator invalidates", () => {
    expect(QUOTA_POLL_MS).toBe(10_000);
    expect(quotaQueryOptions(true).refetchInterval).toBe(10_000);
    expect(quotaQueryKey).toEqual(["/api/setlists/can-generate"]);
  });

  it("shows nothing for a premium musician", async () => {
    const { sent } = fakeApi({ "GET /api/setlists/can-generate": () => json(200, { isPremium: true }) });
    renderScreen(<QuotaBanner />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent("GET", "/api/setlists/can-generate")).toHaveLength(1);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("shows nothing, and asks nothing, when signed out", async () => {
    const { sent } = fakeApi(
      { "GET /api/setlists/can-generate": () => json(200, { remaining: 0, totalFree: 3 }) },
      { signedIn: false },
    );
    renderScreen(<QuotaBanner />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent("GET", "/api/setlists/can-generate")).toHaveLength(0);
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
    expect(banner).toHaveTextContent("2 free setlists remaining of 3 this month.");
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

  it("refreshes when the quota key is invalidated (as after a generation)", async () => {
    let remaining = 2;
    fakeApi({
      "GET /api/setlists/can-generate": () => json(200, { isPremium: false, remaining, totalFree: 3 }),
    });
    const { queryClient } = renderScreen(<QuotaBanner />);
    expect(await screen.findByRole("status")).toHaveAttribute("data-tone", "blue");
    remaining = 1;
    await queryClient.invalidateQueries({ queryKey: ["/api/setlists/can-generate"] });
    expect(await screen.findByText("1 free setlist remaining")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveAttribute("data-tone", "yellow");
  });
});
