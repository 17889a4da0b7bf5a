import type { QueryFunction } from "@tanstack/react-query";
import { clearAuthToken, readAuthToken } from "./auth-token.ts";

/**
 * Encore's one way to call the API (spec §7, §8 'Transport'). Remotes import it as
 * `@encore/shell/api-client`: it keeps no state of its own (the token is read from localStorage
 * on every call), so each bundle having its own copy changes nothing.
 */

export const UNAUTHORIZED_MESSAGE = "Unauthorized - please login again";

/** Pages where a 401 must not send the musician to /login (they are signing in, or viewing a share). */
const NO_LOGIN_REDIRECT_PREFIXES = ["/reset-password", "/login", "/auth", "/shared/"] as const;

/** An HTTP failure: the message is `"<status>: <body text or status text>"`. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const isSpotifyCall = (url: string) => url.includes("/api/spotify/");

const sendToLogin = () => {
  const { pathname } = window.location;
  if (NO_LOGIN_REDIRECT_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return;
  window.location.assign("/login");
};

/** Throws an ApiError for a non-OK response, applying the 401 rules of spec §8. */
export const throwIfNotOk = async (response: Response, url: string): Promise<void> => {
  if (response.ok) return;
  const text = (await response.text().catch(() => "")) || response.statusText;
  if (response.status === 401 && !isSpotifyCall(url)) {
    clearAuthToken();
    sendToLogin();
    throw new ApiError(401, `401: ${UNAUTHORIZED_MESSAGE}`);
  }
  throw new ApiError(response.status, `${response.status}: ${text}`);
};

/** Bearer token (when stored) and cookies on every call; JSON content type only when there is a body. */
export const apiRequest = async (
  method: string,
  url: string,
  body?: unknown,
  init: Omit<RequestInit, "method" | "body"> = {},
): Promise<Response> => {
  const headers = new Headers(init.headers);
  const token = readAuthToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  if (body !== undefined) headers.set("Content-Type", "application/json");
  const response = await fetch(url, {
    ...init,
    method,
    headers,
    credentials: "include",
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  await throwIfNotOk(response, url);
  return response;
};

/** GET and parse JSON: the default read. */
export const apiGet = async <T>(url: string, init?: Omit<RequestInit, "method" | "body">): Promise<T> =>
  (await (await apiRequest("GET", url, undefined, init)).json()) as T;

export type UnauthorizedBehavior = "throw" | "returnNull";

/**
 * A TanStack Query function that GETs the query key's first element as the URL. With
 * `returnNull`, a 401 yields null instead of an error (the token is still cleared, per spec §8).
 */
export const getQueryFn =
  <T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> =>
  async ({ queryKey, signal }) => {
    const url = String(queryKey[0]);
    try {
      return await apiGet<T>(url, { signal });
    } catch (error) {
      if (on401 === "returnNull" && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
