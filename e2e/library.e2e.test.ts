import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureWebBuilt, type RunningApp, repositoryRoot, startEmbeddedApp } from "./support/app.ts";
import { type BrowserSession, browserLabel, hasChromium, launchBrowser } from "./support/browser.ts";

interface SavedSong {
  title: string;
  artist: string;
  key?: string;
  durationSeconds?: number;
  vocalist?: string;
}
interface SavedSetlist {
  id: number;
  name: string;
  folder: string;
  songs: SavedSong[];
  setlistContent: Array<{ songs: SavedSong[] }>;
}

const uniqueEmail = () => `library-${Math.random().toString(36).slice(2, 10)}@example.com`;
const flat = (setlist: SavedSetlist) =>
  setlist.songs.length > 0 ? setlist.songs : setlist.setlistContent.flatMap((section) => section.songs);

/**
 * The setlist library (mfe-library) as a musician meets it, in Chromium, against Encore started as
 * `npm start` runs it: the real shell, the real remote from mfe-library/dist, the real API.
 */
describe.skipIf(!hasChromium)(browserLabel("the setlist library in Chromium"), () => {
  let app: RunningApp;
  let browser: BrowserSession;
  let context: BrowserContext;
  let page: Page;
  let token = "";
  const ids: number[] = [];

  const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${app.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
    return (await response.json()) as T;
  };
  const setlistById = async (id: number) =>
    (await api<SavedSetlist[]>("GET", "/api/setlists")).find((setlist) => setlist.id === id);
  const rowTitles = () => page.getByTestId("edit-song-title").allTextContents();
  const toast = (text: string) => page.getByText(text, { exact: true }).first().waitFor({ timeout: 15_000 });
  const card = (name: string): Locator =>
    page.getByRole("list", { name: "Saved setlists" }).getByRole("listitem").filter({ hasText: name });

  beforeAll(async () => {
    ensureWebBuilt();
    if (!existsSync(join(repositoryRoot, "mfe-library", "dist", "mf-manifest.json"))) {
      execFileSync("npm", ["run", "build", "-w", "@encore/mfe-library"], {
        cwd: repositoryRoot,
        stdio: "inherit",
      });
    }
    app = await startEmbeddedApp();
    browser = await launchBrowser();
    context = await browser.newContext({ width: 1280, height: 900 });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: app.url });
    page = await context.newPage();
    const signup = await fetch(`${app.url}/api/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: uniqueEmail(), password: "encore-e2e-pass" }),
    });
    token = ((await signup.json()) as { token: string }).token;
  });

  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await browser?.close();
    await app?.stop();
  });

  it("lists two generated setlists saved through the API", async () => {
    for (const [name, sets] of [
      ["Smith & Jones Wedding", [45, 45]],
      ["Friday at the Granary", [30]],
    ] as const) {
      const generated = await api<{ id: number }>("POST", "/api/setlists/generate", {
        eventType: "wedding",
        numberOfSets: sets.length,
        setDurations: sets,
        energyFlow: "build",
        vocalists: [
          { name: "Ana", gender: "female" },
          { name: "Ben", gender: "male" },
        ],
      });
      await api("POST", "/api/setlists/save", { setlistId: generated.id, customName: name });
      ids.push(generated.id);
    }
    await page.goto(`${app.url}/saved-setlists?auth_token=${encodeURIComponent(token)}`, {
      waitUntil: "networkidle",
    });
    await page.getByRole("heading", { name: "Saved Setlists" }).waitFor({ timeout: 20_000 });
    expect(await card("Smith & Jones Wedding").count()).toBe(1);
    expect(await card("Friday at the Granary").count()).toBe(1);
    expect(await page.getByRole("combobox", { name: "Folder" }).textContent()).toContain("All (2)");
  });

  it("renames one inline with Enter", async () => {
    await page.getByRole("button", { name: "More actions for Friday at the Granary" }).click();
    await page.getByRole("menuitem", { name: "Rename" }).click();
    const field = page.getByLabel("New setlist name");
    await field.fill("Friday Late Show");
    await field.press("Enter");
    await toast("Setlist updated");
    await card("Friday Late Show").waitFor();
    expect((await setlistById(ids[1] ?? 0))?.name).toBe("Friday Late Show");
  });

  it("creates a folder, moves a setlist into it and filters by it", async () => {
    await page.getByRole("button", { name: "New Folder" }).click();
    await page.getByLabel("Folder name").fill("Weddings 2026");
    await page.getByRole("button", { name: "Create Folder" }).click();
    await toast("Folder Created");
    await page.getByText("No setlists in this folder").waitFor();
    await page.getByRole("button", { name: "View All Setlists" }).click();
    await page.getByRole("button", { name: "More actions for Smith & Jones Wedding" }).click();
    await page.getByRole("menuitem", { name: "Move to Folder" }).click();
    await page
      .getByRole("dialog", { name: "Move to Folder" })
      .getByRole("button", { name: "Weddings 2026" })
      .click();
    await card("Smith & Jones Wedding").getByTestId("folder-badge").waitFor();
    expect((await setlistById(ids[0] ?? 0))?.folder).toBe("Weddings 2026");

    await page.getByRole("combobox", { name: "Folder" }).click();
    await page.getByRole("option", { name: "Weddings 2026 (1)" }).click();
    await expect
      .poll(() => page.getByRole("list", { name: "Saved setlists" }).getByRole("listitem").count())
      .toBe(1);
    expect(await card("Smith & Jones Wedding").count()).toBe(1);
    await page.getByRole("combobox", { name: "Folder" }).click();
    await page.getByRole("option", { name: "All (2)" }).click();
  });

  it("opens the setlist view and searches it", async () => {
    await page.getByRole("link", { name: "Smith & Jones Wedding", exact: true }).click();
    await page.waitForURL(`**/setlist/${ids[0]}`);
    // The list's card names the setlist too: wait for the view's own title and its songs.
    await page.getByRole("heading", { level: 1, name: "Smith & Jones Wedding" }).waitFor();
    await page.getByTestId("song-title").first().waitFor();
    const titles = await page.getByTestId("song-title").allTextContents();
    expect(titles.length).toBeGreaterThan(10);
    const wanted = titles[3] ?? "";
    await page.getByLabel("Search songs").fill(wanted.slice(0, Math.max(4, wanted.length - 2)));
    await expect.poll(() => page.getByTestId("song-title").allTextContents()).toContain(wanted);
    expect((await page.getByTestId("song-title").allTextContents()).length).toBeLessThan(titles.length);
    await page.getByLabel("Search songs").fill("zzzz-no-such-song");
    await page.getByText(/No songs match/).waitFor();
  });

  it("edits: drag and keyboard reorder, key, duration, vocalist, replace from suggestions and by hand, delete, then saves", async () => {
    await page.getByRole("link", { name: "Edit", exact: true }).click();
    await page.waitForURL(`**/edit-setlist/${ids[0]}`);
    await page.getByRole("tab", { name: "Edit Setlist", selected: true }).waitFor();
    const before = await rowTitles();

    // Drag the first song below the third with the pointer.
    const handle = page.getByRole("button", { name: /^Reorder .*, position 1$/ });
    const target = page.getByTestId("edit-song-row").nth(2);
    const from = await handle.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error("no boxes to drag between");
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 4 });
    await page.mouse.move(from.x + from.width / 2, to.y + to.height * 0.75, { steps: 12 });
    await page.mouse.up();
    await expect.poll(rowTitles).toEqual([before[1], before[2], before[0], ...before.slice(3)]);

    // Keyboard: pick up the (new) first song, move it down one, drop it.
    const afterDrag = await rowTitles();
    await page.getByRole("button", { name: /^Reorder .*, position 1$/ }).focus();
    await page.keyboard.press("Space");
    await page.getByText(/(at|over) position 1\.$/).waitFor({ state: "attached" });
    await page.keyboard.press("ArrowDown");
    await page.getByText(/is over position 2\.$/).waitFor({ state: "attached" });
    await page.keyboard.press("Space");
    await expect.poll(rowTitles).toEqual([afterDrag[1], afterDrag[0], ...afterDrag.slice(2)]);

    const order = await rowTitles();
    const first = order[0] ?? "";
    // Key
    await page.getByRole("button", { name: `Key of ${first}`, exact: false }).click();
    await page.getByRole("option", { name: "C# Minor" }).click();
    await page.getByRole("button", { name: `Key of ${first}: C# Minor` }).waitFor();
    // Duration, saved on Enter
    await page.getByRole("button", { name: new RegExp(`^Time of ${escapeRegExp(first)}`) }).click();
    await page.getByLabel(`Time of ${first} (m:ss)`).fill("4:05");
    await page.getByLabel(`Time of ${first} (m:ss)`).press("Enter");
    await page.getByRole("button", { name: `Time of ${first}: 4:05` }).waitFor();
    // Vocalist, from the setlist's vocalists
    await page.getByRole("button", { name: new RegExp(`^Vocalist of ${escapeRegExp(first)}`) }).click();
    await page.getByRole("option", { name: "Ben (male)" }).click();
    await page.getByRole("button", { name: `Vocalist of ${first}: Ben` }).waitFor();

    // Replace the second song from the AI suggestions.
    const second = order[1] ?? "";
    await page.getByRole("button", { name: `Replace ${second}` }).click();
    const dialog = page.getByRole("dialog", { name: "Replace Song" });
    const choose = dialog.getByRole("button", { name: /^Select / }).first();
    await choose.waitFor({ timeout: 15_000 });
    const suggestion = ((await choose.getAttribute("aria-label")) ?? "")
      .replace(/^Select /, "")
      .split(" by ")[0];
    await choose.click();
    await toast("Song replaced!");
    expect((await rowTitles())[1]).toBe(suggestion);

    // Replace the third by hand.
    const third = order[2] ?? "";
    await page.getByRole("button", { name: `Replace ${third}` }).click();
    await dialog.getByRole("tab", { name: "Manual Entry" }).click();
    await dialog.getByLabel("Song title").fill("Moondance");
    await dialog.getByLabel("Artist").fill("Van Morrison");
    await dialog.getByLabel("Duration (optional, m:ss)").fill("4:32");
    await dialog.getByRole("button", { name: "Replace Song" }).click();
    await expect.poll(async () => (await rowTitles())[2]).toBe("Moondance");

    // Delete the fourth (by its row: a title may be typed twice by hand).
    const fourth = order[3] ?? "";
    const count = (await rowTitles()).length;
    await page
      .getByTestId("edit-song-row")
      .nth(3)
      .getByRole("button", { name: `Delete ${fourth}` })
      .click();
    await expect.poll(async () => (await rowTitles()).length).toBe(count - 1);
    const expected = await rowTitles();

    await page.getByRole("button", { name: "Save Setlist Changes" }).click();
    await toast("Setlist updated!");
    const saved = await setlistById(ids[0] ?? 0);
    const songs = flat(saved as SavedSetlist);
    expect(songs.map((song) => song.title)).toEqual(expected);
    expect(songs[0]).toMatchObject({ key: "C#m", durationSeconds: 245, vocalist: "Ben" });
    expect(songs[1]?.title).toBe(suggestion);
    expect(songs[2]).toMatchObject({ title: "Moondance", artist: "Van Morrison", durationSeconds: 272 });
  });

  it("adds feedback", async () => {
    await page.getByRole("tab", { name: "Add Feedback" }).click();
    await page.getByText("Quick Feedback").waitFor();
    await page.getByRole("button", { name: "4 Really Good" }).click();
    await page.getByLabel("Highlights or notes (optional)").fill("The first dance filled the floor");
    await page.getByRole("button", { name: "Done!" }).click();
    await toast("Feedback saved!");
    const feedback = await api<{ overallRating: number; whatWorked: string }>(
      "GET",
      `/api/setlists/${ids[0]}/feedback`,
    );
    expect(feedback).toMatchObject({ overallRating: 4, whatWorked: "The first dance filled the floor" });
  });

  it("shares it, and the link opens in a fresh browser with no login", async () => {
    await page.goto(`${app.url}/saved-setlists`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "More actions for Smith & Jones Wedding" }).click();
    await page.getByRole("menuitem", { name: "Share QR Code" }).click();
    await page.getByRole("button", { name: "Generate Share Link" }).click();
    await page.getByRole("img", { name: /QR code for/ }).waitFor();
    const shareUrl = await page.getByLabel("Share link").inputValue();
    expect(shareUrl).toMatch(/\/shared\/[0-9a-f-]{36}$/);
    await page.getByRole("button", { name: "Copy link" }).click();
    await toast("Copied!");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);
    await page.getByRole("dialog", { name: "Share Setlist" }).getByRole("button", { name: "Close" }).click();
    await page.getByRole("dialog", { name: "Share Setlist" }).waitFor({ state: "hidden" });

    const visitor = await browser.newContext({ width: 390, height: 844 });
    try {
      const phone = await visitor.newPage();
      await phone.goto(`${app.url}${new URL(shareUrl).pathname}`, { waitUntil: "networkidle" });
      await phone.getByText("Shared Setlist").waitFor({ timeout: 20_000 });
      await phone.getByRole("heading", { name: "Smith & Jones Wedding" }).waitFor();
      expect(await phone.getByText("Moondance").isVisible()).toBe(true);
      expect(await phone.getByRole("region", { name: "Set 1" }).isVisible()).toBe(true);
      expect(await phone.evaluate(() => localStorage.getItem("auth_token"))).toBeNull();
    } finally {
      await visitor.close();
    }
  });

  it("deletes a setlist after confirming", async () => {
    await page.getByRole("button", { name: "More actions for Friday Late Show" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByText("Are you sure you want to delete this setlist?").waitFor();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await toast("Setlist deleted");
    await expect.poll(() => card("Friday Late Show").count()).toBe(0);
    expect(await setlistById(ids[1] ?? 0)).toBeUndefined();
  });
});

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
