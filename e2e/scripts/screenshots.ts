import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { repositoryRoot, startEmbeddedApp } from "../support/app.ts";
import { hasChromium, launchBrowser } from "../support/browser.ts";

/** `npm run screenshots`: the landing page, login, the signed-in generator, a generated setlist, saved setlists, the edit screen and a shared setlist, desktop and mobile, in docs/screenshots/. */
const viewports = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } } as const;

const main = async () => {
  if (!hasChromium) throw new Error("Chromium not found: apt install chromium, or set CHROMIUM_PATH");
  const out = join(repositoryRoot, "docs", "screenshots");
  mkdirSync(out, { recursive: true });
  const app = await startEmbeddedApp();
  const browser = await launchBrowser();
  try {
    const signup = await fetch(`${app.url}/api/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "alex@example.com", password: "stage-ready" }),
    });
    const { token } = (await signup.json()) as { token?: string };
    if (!token) throw new Error(`Could not sign up for the screenshots: ${signup.status}`);
    const api = async (path: string, body?: unknown) => {
      const response = await fetch(`${app.url}${path}`, {
        method: body === undefined ? "GET" : "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await response.json()) as Record<string, unknown>;
    };
    const saved: number[] = [];
    for (const [customName, setDurations] of [
      ["Saturday at The Granary", [45, 45]],
      ["Harbour Hotel wedding", [60, 45, 30]],
    ] as const) {
      const generated = await api("/api/setlists/generate", {
        eventType: "wedding",
        actType: "band_4plus",
        numberOfSets: setDurations.length,
        setDurations,
        energyFlow: "build",
        vocalists: [
          { name: "Maya", gender: "female" },
          { name: "Tom", gender: "male" },
        ],
        venueCountry: "United Kingdom",
        venueCity: "Bristol",
      });
      await api("/api/setlists/save", { setlistId: generated.id, customName });
      saved.push(Number(generated.id));
    }
    const { shareUrl } = (await api(`/api/setlists/${saved[0]}/share`, {})) as { shareUrl: string };
    const sharedPath = new URL(shareUrl).pathname;
    for (const [name, viewport] of Object.entries(viewports)) {
      const context = await browser.newContext(viewport);
      const page = await context.newPage();
      const shoot = async (file: string, path: string, prepare?: (page: Page) => Promise<void>) => {
        await page.goto(`${app.url}${path}`, { waitUntil: "networkidle" });
        await prepare?.(page);
        // A sticky header would otherwise be painted where the page was scrolled to.
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: join(out, `${file}-${name}.png`), fullPage: true });
        console.log(`docs/screenshots/${file}-${name}.png`);
      };
      await shoot("landing", "/");
      await shoot("login", "/login");
      await page.evaluate((t) => localStorage.setItem("auth_token", t), token);
      await shoot("signed-in", "/");
      await shoot("generated", "/", async (generator) => {
        await generator.getByRole("button", { name: "Generate Setlist" }).click();
        await generator.getByRole("region", { name: "Generated setlist" }).waitFor();
      });
      await shoot("saved-setlists", "/saved-setlists");
      await shoot("edit-setlist", `/edit-setlist/${saved[0]}`);
      await page.evaluate(() => localStorage.removeItem("auth_token"));
      await shoot("shared-setlist", sharedPath);
      await context.close();
    }
  } finally {
    await browser.close();
    await app.stop();
  }
};

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
