/** One micro-frontend as `/mfe.config.json` lists it (architecture §7). */
export interface RemoteDefinition {
  /** Module Federation name, e.g. `mfe_library`. */
  name: string;
  /** URL of its `mf-manifest.json`. */
  entry: string;
  /** The route paths it serves, e.g. `/saved-setlists`, `/setlist/:id`. */
  routes: string[];
}

export interface MfeConfig {
  remotes: RemoteDefinition[];
}

export const MFE_CONFIG_URL = "/mfe.config.json";

const isRemote = (value: unknown): value is RemoteDefinition => {
  if (value === null || typeof value !== "object") return false;
  const { name, entry, routes } = value as Record<string, unknown>;
  return (
    typeof name === "string" &&
    /^[A-Za-z_$][\w$]*$/.test(name) &&
    typeof entry === "string" &&
    entry !== "" &&
    Array.isArray(routes) &&
    routes.every((route) => typeof route === "string" && route.startsWith("/"))
  );
};

/** Keeps the well-formed remotes of a parsed config; anything else is left out with a warning. */
export const parseMfeConfig = (raw: unknown): MfeConfig => {
  const listed = raw !== null && typeof raw === "object" ? (raw as { remotes?: unknown }).remotes : undefined;
  if (!Array.isArray(listed)) return { remotes: [] };
  const remotes: RemoteDefinition[] = [];
  for (const entry of listed) {
    if (isRemote(entry)) remotes.push({ name: entry.name, entry: entry.entry, routes: [...entry.routes] });
    else console.warn("[encore] ignoring a malformed remote in mfe.config.json:", entry);
  }
  return { remotes };
};

/** The shell must start even without the list: no remotes then, and the shell's own screens work. */
export const fetchMfeConfig = async (): Promise<MfeConfig> => {
  try {
    const response = await fetch(MFE_CONFIG_URL, { cache: "no-cache" });
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    return parseMfeConfig(await response.json());
  } catch (error) {
    console.warn("[encore] could not read mfe.config.json; starting without remotes:", error);
    return { remotes: [] };
  }
};
