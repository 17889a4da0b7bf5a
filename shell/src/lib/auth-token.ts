/** Spec §3: the session token lives in localStorage under `auth_token`. */
export const AUTH_TOKEN_KEY = "auth_token";

export const readAuthToken = (): string | null => {
  try {
    return window.localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
};

export const storeAuthToken = (token: string): void => {
  window.localStorage.setItem(AUTH_TOKEN_KEY, token);
};

export const clearAuthToken = (): void => {
  try {
    window.localStorage.removeItem(AUTH_TOKEN_KEY);
  } catch {
    // storage blocked: nothing was stored either
  }
};

/**
 * Spec §2: an address carrying `?auth_token=` (a sign-in coming back from elsewhere) stores the
 * token, drops it from the address and reloads. Returns true when a reload is under way.
 */
export const takeAuthTokenFromAddress = (
  win: Pick<Window, "location" | "history" | "localStorage"> = window,
): boolean => {
  const address = new URL(win.location.href);
  const token = address.searchParams.get(AUTH_TOKEN_KEY);
  if (token === null) return false;
  if (token !== "") win.localStorage.setItem(AUTH_TOKEN_KEY, token);
  address.searchParams.delete(AUTH_TOKEN_KEY);
  win.history.replaceState(win.history.state, "", `${address.pathname}${address.search}${address.hash}`);
  win.location.reload();
  return true;
};
