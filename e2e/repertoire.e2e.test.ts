import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureWebBuilt, type RunningApp, repositoryRoot, startEmbeddedApp } from "./support/app.ts";
import { type BrowserSession, browserLabel, hasChromium, launchBrowser } from "./support/browser.ts";

/** The outside oracle for a realistic bulk import (not shipped with Encore; see its README). */
const referenceCsv = "/work/shared/data/reference/spotify-top-2000.csv";
const hasReference = existsSync(referenceCsv);

interface RepertoireSong {
  id: number;
  title: string;
  artist: string;
  key: string | null;
  durationSeconds: number | null;
  aiStatus: string;
}
interface GeneratedSetlist {
  id: number;
  setlist: { sections: Array<{ songs: Array<{ title: string; artist: string }> }> };
}

/** One field list of a semicolon-separated line, with "quoted ""fields""" unquoted. */
const splitSemicolons = (line: string): string[] => {
  const fields: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted && char === '"' && line[i + 1] === '"') {
      field += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (char === ";" && !quoted) {
      fields.push(field);
      field = "";
    } else {
      field += char;
    }
  }
  fields.push(field);
  return fields;
};

/** The first `rows` data rows of the reference list as "Title - Artist" lines. */
const referenceLines = (rows: number): string[] => {
  const [header = "", ...data] = readFileSync(referenceCsv, "utf8").split(/\r?\n/).filter(Boolean);
  const columns = splitSemicolons(header);
  const title = columns.indexOf("Title");
  const artist = columns.indexOf("Artist");
  return data.slice(0, rows).map((line) => {
    const fields = splitSemicolons(line);
    return `${fields[title]?.trim()} - ${fields[artist]?.trim()}`;
  });
};

const uniqueEmail = (who: string) => `${who}-${Math.random().toString(36).slice(2, 10)}@example.com`;
const pairOf = (song: { title: string; artist: string }) =>
  `${song.title.trim().toLowerCase()} — ${song.artist.trim().toLowerCase()}`;

/**
 * Issue 6's must-show walk-through of repertoires (mfe-repertoire), in Chromium, against Encore
 * started as `npm start` runs it: a band builds a repertoire from a pasted top-200 list, waits for
 * song details, edits a song, generates a setlist from it, shares it, and a second musician saves
 * a copy to their own account.
 */
describe.skipIf(!hasChromium || !hasReference)(
  hasReference
    ? browserLabel("the repertoire walk-through in Chromium")
    : `the repertoire walk-through in Chromium (skipped: ${referenceCsv} is absent)`,
  () => {
    let app: RunningApp;
    let browser: BrowserSession;
    let context: BrowserContext;
    let page: Page;
    let token = "";
    let repertoireId = 0;
    let shareUrl = "";
    const name = `Top 200 Band ${Math.random().toString(36).slice(2, 6)}`;

    const signUp = async (who: string) => {
      const response = await fetch(`${app.url}/api/signup`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: uniqueEmail(who), password: "encore-e2e-pass" }),
      });
      expect(response.ok, `signup: ${response.status}`).toBe(true);
      return ((await response.json()) as { token: string }).token;
    };
    const api = async <T>(path: string): Promise<T> => {
      const response = await fetch(`${app.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.ok, `GET ${path}: ${response.status}`).toBe(true);
      return (await response.json()) as T;
    };
    const songs = () => api<RepertoireSong[]>(`/api/repertoires/${repertoireId}/songs`);
    const toast = (on: Page, text: string, timeout = 15_000) =>
      on.getByText(text, { exact: true }).first().waitFor({ timeout });

    beforeAll(async () => {
      ensureWebBuilt();
      if (!existsSync(join(repositoryRoot, "mfe-repertoire", "dist", "mf-manifest.json"))) {
        execFileSync("npm", ["run", "build", "-w", "@encore/mfe-repertoire"], {
          cwd: repositoryRoot,
          stdio: "inherit",
        });
      }
      app = await startEmbeddedApp();
      browser = await launchBrowser();
      context = await browser.newContext({ width: 1280, height: 900 });
      page = await context.newPage();
      token = await signUp("band");
    });

    afterAll(async () => {
      await context?.close().catch(() => undefined);
      await browser?.close();
      await app?.stop();
    });

    it("creates a repertoire with two vocalists and lands on its edit page", async () => {
      await page.goto(`${app.url}/repertoires/new?auth_token=${encodeURIComponent(token)}`, {
        waitUntil: "networkidle",
      });
      await page.getByRole("heading", { name: "New Repertoire" }).waitFor({ timeout: 20_000 });
      await page.getByLabel("Name", { exact: true }).fill(name);
      await page.getByLabel("Description (optional)").fill("Radio top 200 for the function band");
      await page.getByRole("button", { name: "Add Vocalist" }).click();
      await page.getByLabel("Vocalist 1 name").fill("Ana");
      await page
        .getByRole("radiogroup", { name: "Vocalist 1 gender" })
        .getByRole("radio", { name: "Female" })
        .click();
      await page.getByRole("button", { name: "Add Vocalist" }).click();
      await page.getByLabel("Vocalist 2 name").fill("Ben");
      expect(await page.getByText("2/5 vocalists added").isVisible()).toBe(true);
      await page.getByRole("button", { name: "Create Repertoire" }).click();
      await toast(page, "Repertoire created");
      await page.waitForURL(/\/repertoires\/\d+\/edit$/);
      repertoireId = Number(/\/repertoires\/(\d+)\/edit$/.exec(page.url())?.[1]);
      const saved = await api<{ name: string; vocalists: Array<{ name: string; gender: string }> }>(
        `/api/repertoires/${repertoireId}`,
      );
      expect(saved.name).toBe(name);
      expect(saved.vocalists).toEqual([
        { name: "Ana", gender: "female" },
        { name: "Ben", gender: "male" },
      ]);
    });

    it("bulk-imports the first 200 rows of the reference list: preview, then add", async () => {
      const lines = referenceLines(200);
      expect(lines).toHaveLength(200);
      await page.getByRole("button", { name: "Bulk Import" }).click();
      const dialog = page.getByRole("dialog", { name: "Bulk Import" });
      await dialog.getByLabel("Song list").fill(lines.join("\n"));
      await dialog.getByRole("button", { name: "Preview Songs" }).click();
      const summary = dialog.getByTestId("preview-summary");
      await summary.waitFor({ timeout: 30_000 });
      const found = Number(/^(\d+) songs? found/.exec((await summary.textContent()) ?? "")?.[1]);
      expect(found).toBeGreaterThanOrEqual(190);
      const rows = await dialog.getByTestId("preview-row").count();
      expect(rows).toBe(found);
      const ticked = await dialog.getByRole("checkbox", { name: /^Import /, checked: true }).count();
      expect(ticked).toBeGreaterThan(0);
      await dialog.getByRole("button", { name: `Add ${ticked} ${ticked === 1 ? "Song" : "Songs"}` }).click();
      await toast(page, "Songs added successfully", 60_000);
      await dialog.waitFor({ state: "hidden" });
      expect(await songs()).toHaveLength(ticked);
    }, 120_000);

    it("finds every song's details: no 'Detecting...' is left", async () => {
      await expect
        .poll(
          async () =>
            (await songs()).filter((s) => s.aiStatus === "pending" || s.aiStatus === "processing").length,
          { timeout: 170_000, interval: 2_000 },
        )
        .toBe(0);
      // The page polls every 3 s while detection runs, so the badges go without a reload.
      await expect.poll(() => page.getByText("Detecting...").count(), { timeout: 15_000 }).toBe(0);
      expect(await page.getByTestId("song-row").count()).toBe((await songs()).length);
    }, 200_000);

    it("edits a song: key and length are saved", async () => {
      const [first] = await songs();
      expect(first).toBeDefined();
      const song = first as RepertoireSong;
      await page
        .getByRole("button", { name: `Edit ${song.title}`, exact: true })
        .first()
        .click();
      const dialog = page.getByRole("dialog", { name: "Edit Song" });
      await dialog.getByLabel("Duration (seconds)").fill("245");
      await dialog.getByRole("combobox", { name: "Key" }).click();
      await page.getByRole("option", { name: "F#m", exact: true }).click();
      await dialog.getByRole("button", { name: "Save Song" }).click();
      await toast(page, "Song updated");
      const updated = (await songs()).find((s) => s.id === song.id);
      expect(updated?.durationSeconds).toBe(245);
      expect(updated?.key).toBe("F#m");
      await page.getByTestId("song-row").filter({ hasText: "4:05" }).first().waitFor();
    });

    it("generates a setlist from the repertoire: every song comes from it", async () => {
      const known = new Set((await songs()).map(pairOf));
      await page.goto(`${app.url}/`, { waitUntil: "networkidle" });
      await page.getByRole("heading", { name: "Create Your Perfect Setlist" }).waitFor({ timeout: 20_000 });
      await page.getByRole("checkbox", { name: new RegExp(name) }).check({ force: true });
      await page.getByText("1 repertoire selected", { exact: false }).waitFor();
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith("/api/setlists/generate"), { timeout: 60_000 }),
        page.getByRole("button", { name: "Generate Setlist" }).click(),
      ]);
      expect(response.status()).toBe(200);
      const generated = (await response.json()) as GeneratedSetlist;
      const picked = generated.setlist.sections.flatMap((section) => section.songs);
      expect(picked.length).toBeGreaterThan(5);
      const strangers = picked.filter((song) => !known.has(pairOf(song)));
      expect(strangers, "songs not in the repertoire").toEqual([]);
      await page.getByRole("region", { name: "Generated setlist" }).waitFor({ timeout: 30_000 });
      const shown = await page.getByTestId("song-title").allTextContents();
      expect(shown.map((t) => t.trim())).toEqual(picked.map((song) => song.title.trim()));
    }, 90_000);

    it("shares the repertoire from its view: a link and a QR code", async () => {
      await page.goto(`${app.url}/repertoires/${repertoireId}`, { waitUntil: "networkidle" });
      await page.getByRole("heading", { name }).waitFor({ timeout: 20_000 });
      await page.getByRole("button", { name: "Share QR Code" }).click();
      const dialog = page.getByRole("dialog", { name: "Share Repertoire" });
      await dialog.getByRole("button", { name: "Generate Share Link" }).click();
      const link = dialog.getByLabel("Share link");
      await link.waitFor({ timeout: 15_000 });
      shareUrl = await link.inputValue();
      expect(shareUrl).toMatch(/\/shared\/repertoire\/[0-9a-f-]{36}$/);
      expect(await dialog.getByRole("img", { name: `QR code for ${name}` }).isVisible()).toBe(true);
    });

    it("shows the shared page to a visitor with 'Login to Save'", async () => {
      const visitor = await browser.newContext({ width: 390, height: 844 });
      const visit = await visitor.newPage();
      await visit.goto(`${app.url}${new URL(shareUrl).pathname}`, { waitUntil: "networkidle" });
      await visit.getByRole("heading", { name }).waitFor({ timeout: 20_000 });
      expect(await visit.getByRole("link", { name: "Login to Save" }).getAttribute("href")).toBe("/login");
      expect(await visit.getByTestId("shared-song").count()).toBe((await songs()).length);
      await visitor.close();
    });

    it("lets a second musician save it to their account as '<name> (Copy)'", async () => {
      const otherToken = await signUp("dep");
      const other = await browser.newContext({ width: 1280, height: 900 });
      const theirs = await other.newPage();
      await theirs.goto(
        `${app.url}${new URL(shareUrl).pathname}?auth_token=${encodeURIComponent(otherToken)}`,
        {
          waitUntil: "networkidle",
        },
      );
      await theirs.getByRole("heading", { name }).waitFor({ timeout: 20_000 });
      await theirs.getByRole("button", { name: "Save to My Account" }).click();
      await toast(theirs, "Repertoire Saved!");
      await theirs.goto(`${app.url}/repertoires`, { waitUntil: "networkidle" });
      const list = theirs.getByRole("list", { name: "Repertoires" });
      await list.getByRole("link", { name: `${name} (Copy)`, exact: true }).waitFor({ timeout: 20_000 });
      expect(await list.getByRole("listitem").count()).toBe(1);
      await other.close();
    });
  },
);
