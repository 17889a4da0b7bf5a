import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureWebBuilt, type RunningApp, repositoryRoot, startEmbeddedApp } from "./support/app.ts";
import { type BrowserSession, browserLabel, hasChromium, launchBrowser } from "./support/browser.ts";

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };
const uniqueEmail = () => `player-${Math.random().toString(36).slice(2, 10)}@example.com`;

/**
 * The shell as a musician meets it, in Chromium, against Encore started as `npm start` runs it.
 * The web root holds the real shell plus a small fixture remote, so remote loading, its
 * fallback and Retry are exercised with a real Module Federation remote.
 */
describe.skipIf(!hasChromium)(browserLabel("the shell in Chromium"), () => {
  let app: RunningApp;
  let browser: BrowserSession;
  let webRoot: string;
  const contexts: BrowserContext[] = [];

  const openPage = async (viewport = desktop): Promise<Page> => {
    const context = await browser.newContext(viewport);
    contexts.push(context);
    return context.newPage();
  };
  const visit = async (page: Page, path: string) => {
    await page.goto(`${app.url}${path}`, { waitUntil: "networkidle" });
  };
  const signUpThroughTheForm = async (page: Page, email: string, password: string) => {
    await visit(page, "/auth");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Create Free Account" }).click();
  };
  const signUpByApi = async (email: string, password: string) => {
    const response = await fetch(`${app.url}/api/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
    return ((await response.json()) as { token: string }).token;
  };

  beforeAll(async () => {
    ensureWebBuilt();
    execFileSync("npx", ["rspack", "build", "-c", "e2e/fixtures/mfe-fixture/rspack.config.ts"], {
      cwd: repositoryRoot,
      stdio: "ignore",
    });
    webRoot = mkdtempSync(join(tmpdir(), "encore-e2e-web-"));
    symlinkSync(join(repositoryRoot, "shell"), join(webRoot, "shell"));
    symlinkSync(join(repositoryRoot, "e2e", "fixtures", "mfe-fixture"), join(webRoot, "mfe-fixture"));
    app = await startEmbeddedApp({ ENCORE_WEB_ROOT: webRoot });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await app?.stop();
    if (webRoot) rmSync(webRoot, { recursive: true, force: true });
  });

  it("shows a visitor the landing page with only Sign In to navigate", async () => {
    const page = await openPage();
    await visit(page, "/");
    await expect
      .poll(() => page.getByText("Professional setlist generator for musicians").first().isVisible())
      .toBe(true);
    expect(await page.getByRole("link", { name: "Sign In" }).first().getAttribute("href")).toBe("/login");
    expect(await page.getByRole("button", { name: "Sign Out" }).count()).toBe(0);
    expect(await page.getByRole("navigation", { name: "Bottom navigation" }).count()).toBe(0);
  });

  it("refuses a 5-character password at sign-up, then signs up and lands on / signed in", async () => {
    const page = await openPage();
    const email = uniqueEmail();
    await signUpThroughTheForm(page, email, "short");
    await expect
      .poll(() => page.getByText("Password must be at least 6 characters long").first().isVisible())
      .toBe(true);
    expect(new URL(page.url()).pathname).toBe("/auth");

    await page.getByLabel("Password", { exact: true }).fill("stage-ready");
    await page.getByRole("button", { name: "Create Free Account" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("auth_token"))).not.toBeNull();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect.poll(() => page.getByText(email).first().isVisible()).toBe(true);
  });

  it("shows the bottom bar to a signed-in musician on a 390-px phone, and Sign Out returns to /", async () => {
    const email = uniqueEmail();
    const token = await signUpByApi(email, "stage-ready");
    const page = await openPage(phone);
    await visit(page, "/");
    await page.evaluate((t) => localStorage.setItem("auth_token", t), token);
    await visit(page, "/account-help");
    const bottomBar = page.getByRole("navigation", { name: "Bottom navigation" });
    await expect.poll(() => bottomBar.isVisible()).toBe(true);
    for (const item of ["Generate", "Setlists", "Songs", "Upgrade", "Account"]) {
      expect(await bottomBar.getByText(item, { exact: true }).isVisible()).toBe(true);
    }

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("auth_token"))).toBeNull();
    await expect.poll(() => bottomBar.count()).toBe(0);
    const session = await fetch(`${app.url}/api/auth/user`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(session.status).toBe(401);
  });

  it("shows 'Login failed' with the server's message for a wrong password", async () => {
    const email = uniqueEmail();
    await signUpByApi(email, "stage-ready");
    const page = await openPage();
    await visit(page, "/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("wrong-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect.poll(() => page.getByText("Login failed").first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText("Invalid email or password").first().isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/login");
  });

  it("shows 'Page Not Found' at an unknown address", async () => {
    const page = await openPage();
    await visit(page, "/nowhere");
    await expect.poll(() => page.getByRole("heading", { name: "Page Not Found" }).isVisible()).toBe(true);
  });

  it("stores ?auth_token=… as the login token and removes it from the address", async () => {
    const token = await signUpByApi(uniqueEmail(), "stage-ready");
    const page = await openPage();
    await visit(page, `/account-help?auth_token=${encodeURIComponent(token)}`);
    await page.waitForURL((url) => !url.searchParams.has("auth_token"));
    expect(await page.evaluate(() => localStorage.getItem("auth_token"))).toBe(token);
    expect(new URL(page.url()).pathname).toBe("/account-help");
  });

  it("shows the login-required screen at a protected address when signed out", async () => {
    const page = await openPage();
    await visit(page, "/saved-setlists");
    await expect
      .poll(() => page.getByRole("heading", { name: "Sign in to continue" }).isVisible())
      .toBe(true);
    expect(await page.getByRole("main").getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe(
      "/login",
    );
  });

  it("keeps the chosen theme across a reload (dark by default)", async () => {
    const page = await openPage();
    await visit(page, "/");
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await page.getByRole("button", { name: "Light theme" }).first().click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("ui-theme"))).toBe("light");
    await page.reload({ waitUntil: "networkidle" });
    expect(await page.evaluate(() => document.documentElement.classList.contains("light"))).toBe(true);
  });

  it("shows a fallback inside the shell when a remote cannot load, and Retry recovers it", async () => {
    const token = await signUpByApi(uniqueEmail(), "stage-ready");
    const page = await openPage();
    await visit(page, "/");
    await page.evaluate((t) => localStorage.setItem("auth_token", t), token);
    // The venue's Wi-Fi drops every request for the remote's files.
    const offline = (route: { abort: () => Promise<void> }) => route.abort();
    await page.route("**/remotes/mfe-fixture/**", offline);
    await visit(page, "/fixture-remote");
    await expect
      .poll(() => page.getByText("This part of Encore could not be loaded").first().isVisible())
      .toBe(true);
    // The rest of the shell keeps working around it.
    expect(await page.getByRole("button", { name: "Open menu" }).isVisible()).toBe(true);

    await page.unroute("**/remotes/mfe-fixture/**", offline);
    await page.getByRole("button", { name: "Retry" }).click();
    await expect
      .poll(() => page.getByRole("heading", { name: "Fixture remote loaded" }).isVisible())
      .toBe(true);
  });
});
