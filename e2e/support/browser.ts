import { existsSync } from "node:fs";
import { type Browser, type BrowserContext, chromium } from "playwright-core";

/** Debian's Chromium (apt install chromium), or CHROMIUM_PATH: no browser is ever downloaded. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const hasChromium = existsSync(chromiumPath);
export const browserLabel = (name: string) =>
  hasChromium ? name : `${name} (install chromium or set CHROMIUM_PATH to run)`;

export interface BrowserSession {
  readonly browser: Browser;
  newContext(options?: {
    width?: number;
    height?: number;
    colorScheme?: "dark" | "light";
  }): Promise<BrowserContext>;
  close(): Promise<void>;
}

/** Headless Chromium with the flags this machine needs; Playwright gives it a fresh temporary profile. */
export const launchBrowser = async (): Promise<BrowserSession> => {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  return {
    browser,
    newContext: ({ width = 1280, height = 800, colorScheme = "dark" } = {}) =>
      browser.newContext({ viewport: { width, height }, colorScheme, deviceScaleFactor: 1 }),
    close: () => browser.close(),
  };
};
