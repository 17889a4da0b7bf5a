import { gzipSync } from "node:zlib";
import type { BrowserContext } from "playwright-core";

export interface ScriptLoad {
  readonly url: string;
  readonly bytes: number;
  readonly gzipBytes: number;
}

export interface FirstLoad {
  readonly scripts: readonly ScriptLoad[];
  readonly totalBytes: number;
  readonly totalGzipBytes: number;
}

export const FIRST_LOAD_BUDGET_GZIP_BYTES = 250 * 1024;

/**
 * Every script a first visit to `url` runs, until the network is idle: its size as served
 * uncompressed, and gzipped at level 9 the way the budget counts it.
 */
export const measureFirstLoad = async (context: BrowserContext, url: string): Promise<FirstLoad> => {
  const page = await context.newPage();
  const pending: Promise<ScriptLoad | undefined>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    pending.push(
      response
        .body()
        .then((body) => ({
          url: response.url(),
          bytes: body.length,
          gzipBytes: gzipSync(body, { level: 9 }).length,
        }))
        .catch(() => undefined),
    );
  });
  await page.goto(url, { waitUntil: "networkidle" });
  const scripts = (await Promise.all(pending)).filter((s): s is ScriptLoad => s !== undefined);
  await page.close();
  return {
    scripts,
    totalBytes: scripts.reduce((sum, s) => sum + s.bytes, 0),
    totalGzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
  };
};

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
