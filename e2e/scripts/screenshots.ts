import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { repositoryRoot, startEmbeddedApp } from "../support/app.ts";
import { hasChromium, launchBrowser } from "../support/browser.ts";

/** `npm run screenshots`: the landing page, login, the signed-in generator, a generated setlist, saved setlists, the edit screen, a shared setlist and the repertoire screens, desktop and mobile, in docs/screenshots/. */
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
    // Audience Insights: feedback after both gigs, a couple of songs loved and one disliked.
    for (const [gig, setlistId] of saved.entries()) {
      const list = (await api("/api/setlists")) as unknown as {
        id: number;
        setlistContent?: { songs: { title: string; artist: string }[] }[];
      }[];
      const setlist = list.find((candidate) => Number(candidate.id) === setlistId);
      const songs = (setlist?.setlistContent ?? []).flatMap((section) => section.songs);
      await api(`/api/setlists/${setlistId}/feedback`, {
        overallRating: 5,
        venueCity: "Bristol",
        venueCountry: "United Kingdom",
        venueType: "hotel",
        eventDate: `2026-0${gig + 8}-12`,
        songFeedback: songs.map((song, songIndex) => ({
          songIndex,
          title: song.title,
          artist: song.artist,
          rating: songIndex < 2 ? 5 : songIndex === 2 ? 2 : 4,
          audienceReaction: songIndex < 2 ? "loved" : songIndex === 2 ? "disliked" : "liked",
        })),
      });
    }
    const { shareUrl } = (await api(`/api/setlists/${saved[0]}/share`, {})) as { shareUrl: string };
    const sharedPath = new URL(shareUrl).pathname;
    // Repertoires (mfe-repertoire): a band's songs, their details detected, shared by link.
    const repertoire = await api("/api/repertoires", {
      name: "Function Band Favourites",
      type: "band",
      description: "First dances, dinner sets and the floor fillers that never fail",
      vocalists: [
        { name: "Maya", gender: "female" },
        { name: "Tom", gender: "male" },
      ],
    });
    const repertoireSongs = `/api/repertoires/${repertoire.id}/songs`;
    await api(`${repertoireSongs}/bulk`, {
      songs: [
        ["At Last", "Etta James"],
        ["Valerie", "Amy Winehouse"],
        ["September", "Earth, Wind & Fire"],
        ["Superstition", "Stevie Wonder"],
        ["Dancing Queen", "ABBA"],
        ["Mr. Brightside", "The Killers"],
        ["Uptown Funk", "Mark Ronson"],
        ["Shut Up and Dance", "WALK THE MOON"],
      ].map(([title, artist]) => ({ title, artist })),
    });
    for (let tries = 0; tries < 60; tries++) {
      const songs = (await api(repertoireSongs)) as unknown as { aiStatus: string }[];
      if (!songs.some((song) => song.aiStatus === "pending" || song.aiStatus === "processing")) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const repertoireShare = (await api(`/api/repertoires/${repertoire.id}/share`, {})) as {
      shareUrl: string;
    };
    const sharedRepertoirePath = new URL(repertoireShare.shareUrl).pathname;
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
      await shoot("subscription", "/subscription", async (subscription) => {
        await subscription.getByRole("button", { name: "Choose Yearly" }).waitFor();
      });
      await shoot("edit-setlist", `/edit-setlist/${saved[0]}`);
      await shoot("repertoire-list", "/repertoires");
      await shoot("repertoire-edit", `/repertoires/${repertoire.id}/edit`, async (editor) => {
        await editor.getByTestId("song-row").first().waitFor();
      });
      await shoot("repertoire-bulk-preview", `/repertoires/${repertoire.id}/edit`, async (editor) => {
        await editor.getByRole("button", { name: "Bulk Import" }).click();
        await editor
          .getByLabel("Song list")
          .fill(
            "Valerie - Amy Winehouse\nHallelujah by Leonard Cohen\n1. Wonderwall - Oasis\n• Jolene - Dolly Parton\n???",
          );
        await editor.getByRole("button", { name: "Preview Songs" }).click();
        await editor.getByTestId("preview-summary").waitFor();
      });
      await shoot(
        "insights",
        `/insights?country=United+Kingdom&city=Bristol&eventType=wedding&from=${saved[0]}`,
        async (insights) => {
          await insights
            .getByRole("list", { name: "Crowd Favourites" })
            .or(insights.getByText("No feedback yet"))
            .or(insights.getByText("Error loading insights"))
            .waitFor();
        },
      );
      await shoot(
        "insights-empty",
        "/insights?country=Norway&city=Oslo&eventType=corporate",
        async (insights) => {
          await insights
            .getByText("No feedback yet")
            .or(insights.getByRole("list", { name: "Crowd Favourites" }))
            .or(insights.getByText("Error loading insights"))
            .waitFor();
        },
      );
      await page.evaluate(() => localStorage.removeItem("auth_token"));
      await shoot("shared-setlist", sharedPath);
      await shoot("repertoire-shared", sharedRepertoirePath);
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
