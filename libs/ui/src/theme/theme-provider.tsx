import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";

export type Theme = "dark" | "light" | "system";
export type ResolvedTheme = "dark" | "light";

/** Spec §3/§9: the theme lives in localStorage under `ui-theme`; dark unless the musician chose otherwise. */
export const THEME_STORAGE_KEY = "ui-theme";
export const DEFAULT_THEME: Theme = "dark";

const isTheme = (value: unknown): value is Theme =>
  value === "dark" || value === "light" || value === "system";

export const readStoredTheme = (storageKey = THEME_STORAGE_KEY, fallback: Theme = DEFAULT_THEME): Theme => {
  try {
    const stored = window.localStorage.getItem(storageKey);
    return isTheme(stored) ? stored : fallback;
  } catch {
    return fallback; // storage blocked (private mode, sandboxed frame): use the default
  }
};

const systemQuery = "(prefers-color-scheme: dark)";
const systemTheme = (): ResolvedTheme =>
  typeof window.matchMedia === "function" && !window.matchMedia(systemQuery).matches ? "light" : "dark";

interface ThemeContextValue {
  theme: Theme;
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export interface ThemeProviderProps {
  children: ReactNode;
  storageKey?: string;
  defaultTheme?: Theme;
}

/** Puts `dark` or `light` on <html>; with `system` it follows the operating system as it changes. */
export function ThemeProvider({
  children,
  storageKey = THEME_STORAGE_KEY,
  defaultTheme = DEFAULT_THEME,
}: ThemeProviderProps) {
  const [theme, setThemeState] = useState<Theme>(() => readStoredTheme(storageKey, defaultTheme));
  const [system, setSystem] = useState<ResolvedTheme>(systemTheme);

  useEffect(() => {
    if (theme !== "system" || typeof window.matchMedia !== "function") return;
    const query = window.matchMedia(systemQuery);
    const follow = () => setSystem(query.matches ? "dark" : "light");
    follow();
    query.addEventListener("change", follow);
    return () => query.removeEventListener("change", follow);
  }, [theme]);

  const resolvedTheme: ResolvedTheme = theme === "system" ? system : theme;

  useEffect(() => {
    const root = window.document.documentElement;
    root.classList.remove("light", "dark");
    root.classList.add(resolvedTheme);
    root.style.colorScheme = resolvedTheme;
  }, [resolvedTheme]);

  const setTheme = useCallback(
    (next: Theme) => {
      try {
        window.localStorage.setItem(storageKey, next);
      } catch {
        // storage blocked: the choice still holds for this visit
      }
      setThemeState(next);
    },
    [storageKey],
  );

  const value = useMemo(() => ({ theme, resolvedTheme, setTheme }), [theme, resolvedTheme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export const useTheme = (): ThemeContextValue => {
  const context = useContext(ThemeContext);
  if (!context) throw new Error("useTheme must be used inside <ThemeProvider>");
  return context;
};
