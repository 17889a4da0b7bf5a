import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMMUTABLE, REVALIDATE } from "./caching.ts";
import { staticHosting } from "./static-hosting.ts";

const write = (root: string, path: string, content: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
};

describe("static hosting of the shell and its remotes", () => {
  let webRoot: string;
  let app: ReturnType<typeof staticHosting>;
  const get = (path: string) => app.fetch(new Request(`http://encore.test${path}`));

  beforeAll(() => {
    webRoot = mkdtempSync(join(tmpdir(), "encore-web-"));
    write(webRoot, "shell/dist/index.html", "<!doctype html><title>Encore</title>");
    write(webRoot, "shell/dist/static/js/main.3f2a91c0.js", "console.log('shell')");
    write(webRoot, "mfe-library/dist/mf-manifest.json", JSON.stringify({ name: "mfe_library" }));
    write(webRoot, "mfe-library/dist/static/js/412.a1b2c3d4.js", "console.log('remote')");
    write(
      webRoot,
      "mfe-library/package.json",
      JSON.stringify({ encore: { routes: ["/saved-setlists", "/setlist/:id"] } }),
    );
    write(webRoot, "mfe-broken/dist/mf-manifest.json", "{ not json");
    write(webRoot, "mfe-broken/package.json", "{}");
    write(webRoot, "secret.txt", "do not serve");
    write(webRoot, "mfe-unbuilt/package.json", JSON.stringify({ encore: { routes: ["/x"] } }));
    app = staticHosting({ webRoot });
  });
  afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

  it("answers every page address with the shell's index.html, revalidated on each use", async () => {
    for (const path of ["/", "/saved-setlists", "/setlist/42", "/shared/abc-def"]) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe(REVALIDATE);
      expect(await response.text()).toContain("<title>Encore</title>");
    }
  });

  it("keeps content-hashed assets immutable", async () => {
    const shell = await get("/static/js/main.3f2a91c0.js");
    expect(shell.headers.get("cache-control")).toBe(IMMUTABLE);
    expect(await shell.text()).toBe("console.log('shell')");
    const remote = await get("/remotes/mfe-library/static/js/412.a1b2c3d4.js");
    expect(remote.headers.get("cache-control")).toBe(IMMUTABLE);
  });

  it("never answers a missing script or manifest with HTML", async () => {
    for (const path of [
      "/static/js/missing.js",
      "/remotes/mfe-library/missing.json",
      "/remotes/mfe-gone/mf-manifest.json",
    ]) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toContain("application/json");
    }
  });

  it("lists built remotes with their routes in /mfe.config.json, skipping broken and unbuilt ones", async () => {
    const response = await get("/mfe.config.json");
    expect(response.headers.get("cache-control")).toBe(REVALIDATE);
    expect(await response.json()).toEqual({
      remotes: [
        {
          name: "mfe_library",
          entry: "/remotes/mfe-library/mf-manifest.json",
          routes: ["/saved-setlists", "/setlist/:id"],
        },
      ],
    });
    const manifest = await get("/remotes/mfe-library/mf-manifest.json");
    expect(manifest.headers.get("cache-control")).toBe(REVALIDATE);
  });

  it("serves nothing from outside the built folders, however the path climbs", async () => {
    for (const path of [
      "/../secret.txt",
      "/%2e%2e/secret.txt",
      "/remotes/mfe-library/../../secret.txt",
      "/remotes/mfe-library/..%2f..%2fsecret.txt",
      "/remotes/mfe-library/%2e%2e/package.json",
      "/remotes/mfe-library/..%5c..%5csecret.txt",
    ]) {
      const body = await (await get(path)).text();
      expect(body).not.toContain("do not serve");
      expect(body).not.toContain("encore");
    }
  });

  it("says plainly when the web app has not been built", async () => {
    const empty = mkdtempSync(join(tmpdir(), "encore-web-empty-"));
    const response = await staticHosting({ webRoot: empty }).fetch(new Request("http://encore.test/"));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: expect.stringContaining("npm run build:web") });
    rmSync(empty, { recursive: true, force: true });
  });
});
