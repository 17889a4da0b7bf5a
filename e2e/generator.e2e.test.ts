import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { strFromU8, unzipSync } from "fflate";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureWebBuilt, type RunningApp, repositoryRoot, startEmbeddedApp } from "./support/app.ts";
import { type BrowserSession, browserLabel, hasChromium, launchBrowser } from "./support/browser.ts";

const uniqueEmail = () => `generator-${Math.random().toString(36).slice(2, 10)}@example.com`;
const seconds = (clock: string) => {
  const [minutes, secs] = clock.trim().split(":").map(Number);
  return (minutes ?? 0) * 60 + (secs ?? 0);
};
const xmlText = (xml: string) =>
  [...xml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)]
    .map((match) => match[1] ?? "")
    .join("")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&apos;", "'")
    .replaceAll("&amp;", "&");

/**
 * The generator home (mfe-generator) as a musician meets it, in Chromium, against Encore started
 * as `npm start` runs it: the real shell, the real remote from mfe-generator/dist, the real API.
 */
describe.skipIf(!hasChromium)(browserLabel("the generator home in Chromium"), () => {
  let app: RunningApp;
  let browser: BrowserSession;
  let context: BrowserContext;
  let page: Page;
  const downloads = mkdtempSync(join(tmpdir(), "encore-e2e-downloads-"));

  beforeAll(async () => {
    ensureWebBuilt();
    if (!existsSync(join(repositoryRoot, "mfe-generator", "dist", "mf-manifest.json"))) {
      execFileSync("npm", ["run", "build", "-w", "@encore/mfe-generator"], {
        cwd: repositoryRoot,
        stdio: "inherit",
      });
    }
    app = await startEmbeddedApp();
    browser = await launchBrowser();
    context = await browser.newContext({ width: 1280, height: 900 });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: app.url });
    page = await context.newPage();
    const response = await fetch(`${app.url}/api/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: uniqueEmail(), password: "encore-e2e-pass" }),
    });
    const { token } = (await response.json()) as { token: string };
    await page.goto(`${app.url}/?auth_token=${encodeURIComponent(token)}`, { waitUntil: "networkidle" });
  });

  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await browser?.close();
    await app?.stop();
    rmSync(downloads, { recursive: true, force: true });
  });

  it("shows the generator home with the trial banner to a new musician", async () => {
    await page.getByRole("heading", { name: "Create Your Perfect Setlist" }).waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByText("Free Trial: Unlimited Setlists!").isVisible()).toBe(true);
    expect(await page.getByText("No Setlist Generated Yet").isVisible()).toBe(true);
    expect(
      await page
        .getByText("No repertoires found. Create repertoires to limit song selection to your known songs.")
        .isVisible(),
    ).toBe(true);
  });

  it("generates two 45-minute wedding sets for a 4-piece band with two vocalists, each within 30 s of 45:00", async () => {
    await page.getByLabel("Act type").click();
    await page.getByRole("option", { name: "Band (4+ members)" }).click();
    await page.getByLabel("Event type").click();
    await page.getByRole("option", { name: "Wedding" }).click();
    await page.getByRole("button", { name: "Add a set" }).click();
    for (const set of [1, 2]) {
      const field = page.getByLabel(`Set ${set} duration in minutes`);
      await field.fill("45");
      await field.blur();
    }
    expect(await page.getByTestId("total-duration").textContent()).toBe("90 minutes (1.5 hours)");
    await page.getByLabel("Vocalist 1 name").fill("Ana");
    await page
      .getByRole("radiogroup", { name: "Vocalist 1 voice" })
      .getByRole("radio", { name: "Female" })
      .click();
    await page.getByRole("button", { name: "Add Vocalist" }).click();
    await page.getByLabel("Vocalist 2 name").fill("Ben");

    await page.getByRole("button", { name: "Generate Setlist" }).click();
    const overlay = page.getByRole("dialog", { name: "Creating Your Setlist" });
    await overlay.waitFor({ state: "visible", timeout: 5_000 });
    expect(await overlay.getByText("Please wait 8-12 seconds...").isVisible()).toBe(true);

    const result = page.getByRole("region", { name: "Generated setlist" });
    await result.waitFor({ timeout: 30_000 });
    await overlay.waitFor({ state: "hidden" });
    expect(await result.getByText("Generated", { exact: true }).isVisible()).toBe(true);
    expect(await result.getByText("2 sets").isVisible()).toBe(true);

    const totals = await result.getByTestId("set-total").allTextContents();
    expect(totals).toHaveLength(2);
    for (const total of totals) expect(Math.abs(seconds(total) - 45 * 60)).toBeLessThanOrEqual(30);
    expect(await result.getByText("/ 45:00 target").count()).toBe(2);
    const vocalists = await result
      .locator("li")
      .getByText(/^(Ana|Ben)$/)
      .allTextContents();
    expect(new Set(vocalists)).toEqual(new Set(["Ana", "Ben"]));
  });

  it("renames inline with Enter, which saves", async () => {
    const result = page.getByRole("region", { name: "Generated setlist" });
    await result.getByRole("button", { name: "Rename setlist" }).click();
    const field = result.getByLabel("Setlist name");
    await field.fill("Smith & Jones Wedding");
    await field.press("Enter");
    await result.getByRole("heading", { name: "Smith & Jones Wedding" }).waitFor();
    await page.getByText("Setlist Saved!").first().waitFor();
    expect(await page.getByText("Your setlist has been saved successfully.").first().isVisible()).toBe(true);
  });

  it("saves with the Save button", async () => {
    await page
      .getByRole("region", { name: "Generated setlist" })
      .getByRole("button", { name: "Save" })
      .click();
    await page.getByText("Setlist Saved!").first().waitFor();
  });

  it("downloads a .docx named after the setlist that lists every song", async () => {
    const result = page.getByRole("region", { name: "Generated setlist" });
    const titles = await result.getByTestId("song-title").allTextContents();
    expect(titles.length).toBeGreaterThan(10);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      result.getByRole("button", { name: "Download" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("Smith & Jones Wedding.docx");
    const file = join(downloads, "setlist.docx");
    await download.saveAs(file);
    await page.getByText("Download Started").first().waitFor();
    const documentXml = unzipSync(new Uint8Array(readFileSync(file)))["word/document.xml"];
    expect(documentXml).toBeDefined();
    const text = xmlText(strFromU8(documentXml ?? new Uint8Array()));
    for (const title of titles) expect(text).toContain(title.trim());
  });

  it("shares by copying the name, a 'Generated with Encore' line and the site's address", async () => {
    await page
      .getByRole("region", { name: "Generated setlist" })
      .getByRole("button", { name: "Share" })
      .click();
    await page.getByText("Copied to Clipboard").first().waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`Smith & Jones Wedding\n\nGenerated with Encore\n${app.url}`);
  });

  it("New clears the result and returns to the form", async () => {
    await page
      .getByRole("region", { name: "Generated setlist" })
      .getByRole("button", { name: "New" })
      .click();
    await page.getByText("No Setlist Generated Yet").waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBe(0);
  });
});

/** With no trial (TRIAL_DAYS=0), three free setlists a month: the fourth generation goes to /subscription. */
describe.skipIf(!hasChromium)(browserLabel("the generator home when the free setlists are used up"), () => {
  let app: RunningApp;
  let browser: BrowserSession;

  beforeAll(async () => {
    ensureWebBuilt();
    app = await startEmbeddedApp({ TRIAL_DAYS: "0" });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("redirects the fourth generation of the month to /subscription, after the banner says the limit is reached", async () => {
    const signup = await fetch(`${app.url}/api/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: uniqueEmail(), password: "encore-e2e-pass" }),
    });
    const { token } = (await signup.json()) as { token: string };
    for (let generation = 1; generation <= 3; generation++) {
      const response = await fetch(`${app.url}/api/setlists/generate`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({
          eventType: "wedding",
          numberOfSets: 1,
          setDurations: [30],
          energyFlow: "build",
        }),
      });
      expect(response.status, `generation ${generation}`).toBe(200);
    }

    const context = await browser.newContext({ width: 1280, height: 900 });
    const page = await context.newPage();
    await page.goto(`${app.url}/?auth_token=${encodeURIComponent(token)}`, { waitUntil: "networkidle" });
    await expect.poll(() => page.getByText("Free limit reached").first().isVisible()).toBe(true);
    await page.getByRole("button", { name: "Generate Setlist" }).click();
    await page.waitForURL((url) => url.pathname === "/subscription");
    await context.close();
  });
});
