import { loadRemote, registerRemotes } from "@module-federation/enhanced/runtime";
import type { RouteObject } from "react-router";
import type { RemoteDefinition } from "./remote-config.ts";

/** Tells the Module Federation runtime where each remote's manifest is. */
export const registerFederatedRemotes = (remotes: readonly RemoteDefinition[]): void => {
  if (remotes.length === 0) return;
  registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
};

/** The `./routes` module of a remote: route objects as `routes` or the default export. */
type RoutesModule = { routes?: unknown; default?: unknown } | RouteObject[];

const routesOf = (module: RoutesModule | null | undefined): RouteObject[] | null => {
  if (Array.isArray(module)) return module;
  if (module && Array.isArray(module.routes)) return module.routes as RouteObject[];
  if (module && Array.isArray(module.default)) return module.default as RouteObject[];
  return null;
};

/**
 * Loads `<name>/routes`. A retry re-registers the remote with `force` first, which drops whatever
 * the runtime cached from the failed attempt, so a remote that comes back is fetched anew.
 */
export const loadFederatedRoutes = async (
  remote: RemoteDefinition,
  attempt: number,
): Promise<RouteObject[]> => {
  if (attempt > 1) registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
  const module = await loadRemote<RoutesModule>(`${remote.name}/routes`);
  const routes = routesOf(module);
  if (!routes) throw new Error(`${remote.name}/routes exports no route array`);
  return routes;
};
