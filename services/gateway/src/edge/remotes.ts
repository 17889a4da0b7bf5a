import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** One micro-frontend as the shell registers it (architecture §7). */
export interface RemoteEntry {
  /** The Module Federation name from its manifest, e.g. `mfe_library`. */
  readonly name: string;
  /** Where the shell fetches its manifest. */
  readonly entry: string;
  /** The paths it serves, from its package.json `encore.routes`, so the shell mounts it lazily. */
  readonly routes: readonly string[];
}

export interface MfeConfig {
  readonly remotes: readonly RemoteEntry[];
}

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, "utf8"));

/**
 * The remotes built under the web root: every `mfe-*` folder with a `dist/mf-manifest.json`.
 * A folder whose files are unreadable is left out with a log line rather than breaking the shell.
 */
export const discoverRemotes = (webRoot: string, log: (line: string) => void = console.error): MfeConfig => {
  if (!existsSync(webRoot)) return { remotes: [] };
  const remotes: RemoteEntry[] = [];
  for (const folder of readdirSync(webRoot)
    .filter((name) => name.startsWith("mfe-"))
    .sort()) {
    const manifestPath = join(webRoot, folder, "dist", "mf-manifest.json");
    if (!existsSync(manifestPath)) continue;
    try {
      const manifest = readJson(manifestPath) as { name?: unknown };
      const packageJson = readJson(join(webRoot, folder, "package.json")) as {
        encore?: { routes?: unknown };
      };
      const routes = packageJson.encore?.routes;
      if (
        typeof manifest.name !== "string" ||
        !Array.isArray(routes) ||
        !routes.every((r) => typeof r === "string")
      ) {
        log(
          `[gateway] ${folder}: needs a manifest name and package.json "encore.routes" (a list of paths); left out`,
        );
        continue;
      }
      remotes.push({ name: manifest.name, entry: `/remotes/${folder}/mf-manifest.json`, routes });
    } catch (error) {
      log(`[gateway] ${folder}: ${error instanceof Error ? error.message : String(error)}; left out`);
    }
  }
  return { remotes };
};
