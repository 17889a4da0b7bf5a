import { type ServerType, serve } from "@hono/node-server";
import { Effect } from "effect";
import type { Hono } from "hono";
import { StartupError } from "./layers.ts";

/** Listens with a Hono app for as long as the surrounding scope lives. */
export const listen = (app: Hono, port: number, hostname: string, label: string) =>
  Effect.acquireRelease(
    Effect.tryPromise({
      try: () =>
        new Promise<ServerType>((resolve, reject) => {
          const server = serve({ fetch: app.fetch, port, hostname }, () => resolve(server));
          server.once("error", reject);
        }),
      catch: (error) => new StartupError(`listen on ${hostname}:${port}`, error),
    }).pipe(
      Effect.tap(() =>
        Effect.sync(() =>
          console.log(
            `${label} listening on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`,
          ),
        ),
      ),
    ),
    (server) =>
      Effect.promise(
        () =>
          new Promise<void>((resolve) => {
            server.close(() => resolve());
            // Keep-alive sockets would hold close() open; a stopping server owes them nothing.
            if ("closeAllConnections" in server) server.closeAllConnections();
          }),
      ),
  );
