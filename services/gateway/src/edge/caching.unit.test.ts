import { describe, expect, it } from "vitest";
import { cacheControlFor, IMMUTABLE, isPageAddress, REVALIDATE } from "./caching.ts";

describe("cacheControlFor", () => {
  it("keeps content-hashed assets forever", () => {
    expect(cacheControlFor("/static/js/main.3f2a91c0.js")).toBe(IMMUTABLE);
    expect(cacheControlFor("/remotes/mfe-library/static/js/async/412.a1b2c3d4e5f6.js")).toBe(IMMUTABLE);
    expect(cacheControlFor("/static/css/app-5d41402abc4b2a76.css")).toBe(IMMUTABLE);
  });

  it("revalidates entry documents and manifests on every use", () => {
    for (const path of [
      "/index.html",
      "/",
      "/mfe.config.json",
      "/remotes/mfe-library/mf-manifest.json",
      "/remotes/mfe-library/remoteEntry.js",
      "/favicon.svg",
    ]) {
      expect(cacheControlFor(path)).toBe(REVALIDATE);
    }
  });
});

describe("isPageAddress", () => {
  it("treats paths without an extension as pages of the app", () => {
    expect(isPageAddress("/")).toBe(true);
    expect(isPageAddress("/saved-setlists")).toBe(true);
    expect(isPageAddress("/setlist/42")).toBe(true);
    expect(isPageAddress("/shared/0b7c4e5e-8c1a-4c5b-9f57-0d3f6e1d2a11")).toBe(true);
  });

  it("never answers a missing script, manifest or stylesheet with the app", () => {
    expect(isPageAddress("/static/js/missing.js")).toBe(false);
    expect(isPageAddress("/remotes/mfe-x/mf-manifest.json")).toBe(false);
    expect(isPageAddress("/styles.css")).toBe(false);
  });
});
