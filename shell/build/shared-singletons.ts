import { readFileSync } from "node:fs";

/**
 * The modules that exist once in the page, for the shell and every remote (architecture §7).
 * A remote's rspack config uses the same list: `shared: sharedSingletons()`.
 */
const readJson = (url: URL) => JSON.parse(readFileSync(url, "utf8")) as Record<string, unknown>;
const shell = readJson(new URL("../package.json", import.meta.url)) as {
  dependencies: Record<string, string>;
};
const ui = readJson(new URL("../../libs/ui/package.json", import.meta.url)) as { version: string };
const jotai = readJson(new URL("../../node_modules/jotai/package.json", import.meta.url)) as {
  version: string;
};

const range = (name: string): string => {
  const declared = shell.dependencies[name];
  if (!declared) throw new Error(`shell/package.json does not depend on ${name}`);
  return declared;
};

const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion });

export const sharedSingletons = () => ({
  react: singleton(range("react")),
  "react/jsx-runtime": singleton(range("react")),
  "react-dom": singleton(range("react-dom")),
  "react-dom/client": singleton(range("react-dom")),
  "react-router": singleton(range("react-router")),
  "@tanstack/react-query": singleton(range("@tanstack/react-query")),
  jotai: {
    ...singleton(range("jotai")),
    import: new URL("../src/shared/jotai.ts", import.meta.url).pathname,
    version: jotai.version,
  },
  "jotai/react": singleton(range("jotai")),
  "jotai/vanilla": singleton(range("jotai")),
  // The design system: its main entry holds the theme context and the toast store, so one copy matters.
  ...Object.fromEntries(
    ["", "/dropdown-menu", "/select", "/tabs", "/tooltip"].map((entry) => [
      `@encore/ui${entry}`,
      { singleton: true, requiredVersion: `^${ui.version}`, version: ui.version },
    ]),
  ),
});
