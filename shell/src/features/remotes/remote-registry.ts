import { matchPath, type PatchRoutesOnNavigationFunction, type RouteObject } from "react-router";
import { pathRequiresSignIn } from "../../config/paths.ts";
import type { RemoteDefinition } from "./remote-config.ts";

export type RemoteStatus =
  | { state: "idle" }
  | { state: "loading" }
  | { state: "loaded" }
  | { state: "failed"; error: unknown };

/** The ids of the route groups that remote routes are patched into. */
export const SIGNED_IN_ROUTES_ID = "signed-in";
export const OPEN_ROUTES_ID = "open";

export type LoadRemoteRoutes = (remote: RemoteDefinition, attempt: number) => Promise<RouteObject[]>;

export interface RemoteRegistryOptions {
  /**
   * Whether a login token is stored. Without one, a sign-in-only address can only show the landing
   * page or the login-required screen, so its remote is not fetched (it would cost a visitor's first
   * load tens of KB for nothing); the next navigation after signing in loads it.
   */
  readonly hasLoginToken?: () => boolean;
}

export interface RemoteRegistry {
  readonly remotes: readonly RemoteDefinition[];
  /** The remote that declares this address, if any. */
  remoteFor(pathname: string): RemoteDefinition | undefined;
  /** Whether some remote serves `/` (the generator home). */
  servesHome(): boolean;
  status(name: string): RemoteStatus;
  subscribe(listener: () => void): () => void;
  /** For the router: loads a remote on the first navigation to one of its paths and patches its routes in. */
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
  /** Forget a failure so the next navigation loads the remote afresh. */
  forgetFailure(name: string): void;
}

const declares = (remote: RemoteDefinition, pathname: string) =>
  remote.routes.some((path) => matchPath({ path, end: true }, pathname) !== null);

/**
 * Which remotes are loaded, loading or failed. A failure is not thrown into the router (that would
 * replace the page with the root error screen): the navigation ends on the catch-all route, which
 * shows the fallback with Retry while the rest of the shell keeps working.
 */
export const createRemoteRegistry = (
  remotes: readonly RemoteDefinition[],
  loadRoutes: LoadRemoteRoutes,
  { hasLoginToken = () => true }: RemoteRegistryOptions = {},
): RemoteRegistry => {
  const statuses = new Map<string, RemoteStatus>();
  const attempts = new Map<string, number>();
  const inFlight = new Map<string, Promise<RouteObject[] | null>>();
  const listeners = new Set<() => void>();

  const setStatus = (name: string, status: RemoteStatus) => {
    statuses.set(name, status);
    for (const listener of listeners) listener();
  };

  const load = (remote: RemoteDefinition): Promise<RouteObject[] | null> => {
    const pending = inFlight.get(remote.name);
    if (pending) return pending;
    const attempt = (attempts.get(remote.name) ?? 0) + 1;
    attempts.set(remote.name, attempt);
    setStatus(remote.name, { state: "loading" });
    const loading = loadRoutes(remote, attempt).then(
      (routes) => {
        setStatus(remote.name, { state: "loaded" });
        return routes;
      },
      (error: unknown) => {
        console.error(`[encore] remote ${remote.name} could not be loaded:`, error);
        setStatus(remote.name, { state: "failed", error });
        return null;
      },
    );
    inFlight.set(remote.name, loading);
    void loading.finally(() => inFlight.delete(remote.name));
    return loading;
  };

  const remoteFor = (pathname: string) => remotes.find((remote) => declares(remote, pathname));

  return {
    remotes,
    remoteFor,
    servesHome: () => remotes.some((remote) => declares(remote, "/")),
    status: (name) => statuses.get(name) ?? { state: "idle" },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    forgetFailure: (name) => {
      if (statuses.get(name)?.state === "failed") setStatus(name, { state: "idle" });
    },
    patchRoutesOnNavigation: async ({ path, patch }) => {
      const pathname = path.split(/[?#]/)[0] ?? path;
      const remote = remoteFor(pathname);
      if (!remote) return;
      const declared = remote.routes.find(
        (route) => matchPath({ path: route, end: true }, pathname) !== null,
      );
      if (declared && pathRequiresSignIn(declared) && !hasLoginToken()) return;
      const state = statuses.get(remote.name)?.state;
      // Loaded routes stay patched; a failed remote waits for Retry rather than refetching on every click.
      if (state === "loaded" || state === "failed") return;
      const routes = await load(remote);
      if (!routes) return;
      const signedIn = routes.filter((route) => route.path !== undefined && pathRequiresSignIn(route.path));
      const open = routes.filter((route) => !signedIn.includes(route));
      if (signedIn.length > 0) patch(SIGNED_IN_ROUTES_ID, signedIn);
      if (open.length > 0) patch(OPEN_ROUTES_ID, open);
    },
  };
};
