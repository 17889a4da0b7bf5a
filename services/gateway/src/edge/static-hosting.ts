import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { cacheControlFor, isPageAddress, REVALIDATE } from "./caching.ts";
import { discoverRemotes } from "./remotes.ts";

export interface StaticHostingOptions {
  /** Holds `shell/dist` and the `mfe-*` folders (the repository root, or /app in the image). */
  readonly webRoot: string;
}

const notFound = (path: string) =>
  new Response(JSON.stringify({ error: `Nothing at ${path}` }), {
    status: 404,
    headers: { "content-type": "application/json", "cache-control": REVALIDATE },
  });

const withCaching = (response: Response, path: string) => {
  response.headers.set("cache-control", cacheControlFor(path));
  return response;
};

/**
 * The web apps: the shell at `/` (its index.html for every page address), each remote under
 * `/remotes/<folder>/`, and `/mfe.config.json` listing the remotes for the shell to register.
 */
export const staticHosting = ({ webRoot }: StaticHostingOptions): Hono => {
  const root = resolve(webRoot);
  const shellDir = join(root, "shell", "dist");
  const indexFile = join(shellDir, "index.html");
  const app = new Hono();
  app.use("*", compress());

  app.get("/mfe.config.json", (c) => {
    c.header("cache-control", REVALIDATE);
    return c.json(discoverRemotes(root));
  });

  // serveStatic calls `next` when it has no such file; a no-op leaves the decision to us.
  const noFile = async () => undefined;

  app.get("/remotes/:folder/*", async (c) => {
    const folder = c.req.param("folder");
    if (!/^mfe-[a-z0-9-]+$/.test(folder)) return notFound(c.req.path);
    const dist = join(root, folder, "dist");
    const serve = serveStatic({
      root: dist,
      rewriteRequestPath: (path) => path.slice(`/remotes/${folder}`.length),
    });
    const served = await serve(c, noFile);
    return served ? withCaching(served, c.req.path) : notFound(c.req.path);
  });

  const serveShell = serveStatic({ root: shellDir });

  app.on(["GET", "HEAD"], "*", async (c) => {
    const served = await serveShell(c, noFile);
    if (served) return withCaching(served, c.req.path);
    if (!isPageAddress(c.req.path)) return notFound(c.req.path);
    if (!existsSync(indexFile)) {
      return c.json(
        { error: "Encore's web app is not built yet: run `npm run build:web` (npm start does it)." },
        503,
      );
    }
    c.header("cache-control", REVALIDATE);
    return c.html(readFileSync(indexFile, "utf8"));
  });

  return app;
};
