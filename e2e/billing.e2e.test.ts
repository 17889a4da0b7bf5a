import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StripeMock, startStripeMock } from "../services/billing/src/testing/stripe-mock.ts";
import {
  ensureRemoteBuilt,
  ensureWebBuilt,
  type RunningApp,
  repositoryRoot,
  startEmbeddedApp,
} from "./support/app.ts";
import { type BrowserSession, browserLabel, hasChromium, launchBrowser } from "./support/browser.ts";

const uniqueEmail = () => `billing-${Math.random().toString(36).slice(2, 10)}@example.com`;
const screenshots = join(repositoryRoot, "docs", "screenshots");

/** The remotes this file needs: the screen and banner, and the generator home that shows the banner. */
const ensureRemotesBuilt = () => {
  ensureWebBuilt();
  ensureRemoteBuilt("mfe-billing");
  ensureRemoteBuilt("mfe-generator");
};

const signUp = async (app: RunningApp): Promise<string> => {
  const response = await fetch(`${app.url}/api/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: uniqueEmail(), password: "encore-e2e-pass" }),
  });
  expect(response.ok, `signup: ${response.status}`).toBe(true);
  return ((await response.json()) as { token: string }).token;
};

const callApi = async <T>(app: RunningApp, token: string, method: string, path: string, body?: unknown) => {
  const response = await fetch(`${app.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
};

/** A signed-in page at `path`: the token arrives as the sign-in redirect brings it (spec §2). */
const openSignedIn = async (
  browser: Browser | BrowserSession,
  app: RunningApp,
  token: string,
  path: string,
) => {
  const session = browser as BrowserSession;
  const context: BrowserContext = await session.newContext({ width: 1280, height: 900 });
  const page = await context.newPage();
  await page.goto(`${app.url}${path}?auth_token=${encodeURIComponent(token)}`, { waitUntil: "networkidle" });
  return { context, page };
};

const statusCard = (page: Page) => page.getByRole("region", { name: /^(Premium|Free)$/ });

const shoot = async (page: Page, name: string) => {
  mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: join(screenshots, `subscription-${name}.png`), fullPage: true });
};

/**
 * The subscription screen and the quota banner (mfe-billing) in Chromium, against Encore started as
 * `npm start` runs it. Stripe.js itself is not reachable from here, so the one payment is made the
 * way the payment form would make it: create → the SetupIntent succeeds (the billing service's fake
 * Stripe server plays the browser's part) → confirm, through the real API.
 */
describe.skipIf(!hasChromium)(browserLabel("the subscription screen without Stripe keys"), () => {
  let app: RunningApp;
  let browser: BrowserSession;

  beforeAll(async () => {
    ensureRemotesBuilt();
    app = await startEmbeddedApp({ TRIAL_DAYS: "0" });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("shows a free musician 'Free' and '3 free setlists remaining', with both plans", async () => {
    const token = await signUp(app);
    const { context, page } = await openSignedIn(browser, app, token, "/subscription");
    await page.getByRole("heading", { name: "Choose Your Plan" }).waitFor({ timeout: 20_000 });
    const card = statusCard(page);
    await card.waitFor();
    expect(await card.getByRole("heading", { name: "Free" }).isVisible()).toBe(true);
    expect(await card.getByText("3 free setlists remaining").isVisible()).toBe(true);
    expect(await page.getByText(/Trial ends/).count()).toBe(0);
    const yearly = page.getByRole("region", { name: "Yearly" });
    expect(await yearly.getByText("Most Popular").isVisible()).toBe(true);
    expect(await yearly.getByText("Save £9.98 a year").isVisible()).toBe(true);
    expect(await page.getByRole("region", { name: "Monthly" }).getByText("£4.99").isVisible()).toBe(true);
    await shoot(page, "free");
    await context.close();
  });

  it("shows billing's quota banner on the generator home, then the screen from the same remote", async () => {
    const token = await signUp(app);
    const context = await browser.newContext({ width: 390, height: 844 });
    const page = await context.newPage();
    await page.goto(`${app.url}/?auth_token=${encodeURIComponent(token)}`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "Create Your Perfect Setlist" }).waitFor({ timeout: 20_000 });
    const banner = page.locator('[role="status"][data-tone="blue"]');
    await banner.waitFor({ timeout: 20_000 });
    expect(await banner.textContent()).toContain("3 free setlists remaining of 3 this month.");
    // A client-side navigation: the routes come from the container the banner already started.
    await page
      .getByRole("navigation", { name: "Bottom navigation" })
      .getByRole("link", { name: "Upgrade" })
      .click();
    await page.getByRole("heading", { name: "Choose Your Plan" }).waitFor({ timeout: 20_000 });
    await statusCard(page).getByText("3 free setlists remaining").waitFor();
    await context.close();
  });

  it("says payments are not configured, and 'Choose Monthly' toasts the server's message", async () => {
    const token = await signUp(app);
    const { context, page } = await openSignedIn(browser, app, token, "/subscription");
    const notice = page.getByRole("note", { name: "Payments are not configured" });
    await notice.waitFor({ timeout: 20_000 });
    expect(await notice.textContent()).toContain("Payments are not configured on this server.");
    await page.getByRole("button", { name: "Choose Monthly" }).click();
    await page.getByText("Subscription Error", { exact: true }).first().waitFor({ timeout: 15_000 });
    expect(
      await page.getByText("Payments are not configured on this server", { exact: true }).first().isVisible(),
    ).toBe(true);
    expect(await page.getByRole("region", { name: "Complete Your Subscription" }).count()).toBe(0);
    // Stripe.js was never requested: it loads only with a payment form.
    const stripeRequests = await page.evaluate(
      () =>
        performance.getEntriesByType("resource").filter((entry) => entry.name.includes("stripe.com")).length,
    );
    expect(stripeRequests).toBe(0);
    await context.close();
  });

  it("looks after itself on a phone (390 px): no sideways scrolling", async () => {
    const token = await signUp(app);
    const context = await browser.newContext({ width: 390, height: 844 });
    const page = await context.newPage();
    await page.goto(`${app.url}/subscription?auth_token=${encodeURIComponent(token)}`, {
      waitUntil: "networkidle",
    });
    await page.getByRole("button", { name: "Choose Yearly" }).waitFor({ timeout: 20_000 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: join(screenshots, "subscription-free-mobile.png"), fullPage: true });
    await context.close();
  });
});

describe.skipIf(!hasChromium)(browserLabel("the subscription screen in a trial and as premium"), () => {
  let app: RunningApp;
  let browser: BrowserSession;
  let stripe: StripeMock;
  const prices = { price_encore_monthly: "month", price_encore_yearly: "year" } as const;

  beforeAll(async () => {
    ensureRemotesBuilt();
    stripe = await startStripeMock({ now: () => new Date(), prices });
    app = await startEmbeddedApp({
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_PUBLISHABLE_KEY: "pk_test_encore_e2e",
      STRIPE_WEBHOOK_SECRET: "whsec_encore_e2e",
      STRIPE_PRICE_MONTHLY: "price_encore_monthly",
      STRIPE_PRICE_YEARLY: "price_encore_yearly",
      STRIPE_API_BASE_URL: stripe.baseUrl,
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await stripe?.close();
  });

  it("shows a musician in the sign-up trial when it ends", async () => {
    const token = await signUp(app);
    const status = await callApi<{ status: string; trialEndsAt: string | null }>(
      app,
      token,
      "GET",
      "/api/subscription/status",
    );
    expect(status.body.status).toBe("trial");
    expect(status.body.trialEndsAt).not.toBeNull();
    const { context, page } = await openSignedIn(browser, app, token, "/subscription");
    const card = statusCard(page);
    await card.waitFor({ timeout: 20_000 });
    const ends = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric" }).format(
      new Date(status.body.trialEndsAt ?? ""),
    );
    expect(await card.getByText(`Trial ends ${ends}`).isVisible()).toBe(true);
    expect(await page.getByRole("note", { name: "Payments are not configured" }).count()).toBe(0);
    await shoot(page, "trial");
    await context.close();
  });

  it("shows a subscriber 'Premium' and the plan, and no quota banner on the generator", async () => {
    const token = await signUp(app);
    const created = await callApi<{ clientSecret: string; setupIntentId: string; priceId: string }>(
      app,
      token,
      "POST",
      "/api/subscription/create",
      { plan: "yearly" },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.clientSecret).toBeTruthy();
    stripe.succeedSetupIntent(created.body.setupIntentId);
    const confirmed = await callApi<{ success: boolean }>(app, token, "POST", "/api/subscription/confirm", {
      setupIntentId: created.body.setupIntentId,
      priceId: created.body.priceId,
    });
    expect(confirmed.body, JSON.stringify(confirmed.body)).toMatchObject({ success: true });

    const { context, page } = await openSignedIn(browser, app, token, "/subscription");
    const card = page.getByRole("region", { name: "Premium" });
    await card.waitFor({ timeout: 20_000 });
    expect(await card.getByText("Yearly").isVisible()).toBe(true);
    expect(await card.getByRole("button", { name: "Cancel subscription" }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Current plan" }).isDisabled()).toBe(true);
    await shoot(page, "premium");
    await page.setViewportSize({ width: 390, height: 844 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await shoot(page, "premium-mobile");
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.goto(`${app.url}/`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "Create Your Perfect Setlist" }).waitFor({ timeout: 20_000 });
    // The banner's remote is there (the slot loaded it), and for premium it shows nothing.
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType("resource")
            .some((entry) => entry.name.includes("/remotes/mfe-billing/")),
        ),
      )
      .toBe(true);
    await page.waitForTimeout(500);
    expect(await page.getByText("Free Trial: Unlimited Setlists!").count()).toBe(0);
    expect(await page.getByText(/free setlists? remaining/).count()).toBe(0);

    // Cancel: ends at the period's end, said on the card.
    await page.goto(`${app.url}/subscription`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Cancel subscription" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel subscription" }).click();
    await page.getByText("Subscription Canceled", { exact: true }).first().waitFor({ timeout: 15_000 });
    await page.getByText(/^Ends \d{1,2} \w+ \d{4}$/).waitFor({ timeout: 15_000 });
    await context.close();
  });
});
