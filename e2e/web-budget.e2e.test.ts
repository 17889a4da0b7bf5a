import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningApp, startEmbeddedApp } from "./support/app.ts";
import { type BrowserSession, browserLabel, hasChromium, launchBrowser } from "./support/browser.ts";
import { FIRST_LOAD_BUDGET_GZIP_BYTES, kilobytes, measureFirstLoad } from "./support/first-load.ts";

describe.skipIf(!hasChromium)(browserLabel("the landing page's first load"), () => {
  let app: RunningApp;
  let browser: BrowserSession;
  beforeAll(async () => {
    app = await startEmbeddedApp();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it(`stays within ${kilobytes(FIRST_LOAD_BUDGET_GZIP_BYTES)} of gzipped JavaScript`, async () => {
    const context = await browser.newContext();
    const firstLoad = await measureFirstLoad(context, `${app.url}/`);
    await context.close();
    expect(firstLoad.scripts.length).toBeGreaterThan(0);
    expect(
      firstLoad.totalGzipBytes,
      firstLoad.scripts.map((s) => `${s.url} ${kilobytes(s.gzipBytes)}`).join("\n"),
    ).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_GZIP_BYTES);
  });
});
