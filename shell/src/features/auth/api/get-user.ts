import { queryOptions, useQuery } from "@tanstack/react-query";
import { clearAuthToken, readAuthToken } from "../../../lib/auth-token.ts";

/** The signed-in musician, as GET /api/auth/user answers (spec §7). */
export interface CurrentUser {
  id: string | number;
  email: string | null;
  firstName?: string | null;
  lastName?: string | null;
  profileImageUrl?: string | null;
  isPremium?: boolean;
}

export const USER_URL = "/api/auth/user";
export const userQueryKey = [USER_URL] as const;

/**
 * Spec §4: signed in when the user call returns data, signed out on any failure. Unlike other
 * reads this never redirects: visitors belong on the landing page.
 */
export const getUser = async (signal?: AbortSignal): Promise<CurrentUser | null> => {
  const token = readAuthToken();
  const response = await fetch(USER_URL, {
    credentials: "include",
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    ...(signal ? { signal } : {}),
  });
  if (response.status === 401) {
    // Drain the body: an unread response keeps its request (and a keep-alive connection) open.
    await response.text().catch(() => undefined);
    if (token) clearAuthToken(); // a token the server no longer knows only gets in the way
    return null;
  }
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  return (await response.json()) as CurrentUser;
};

/** Refetched on mount and on window focus, never retried (spec §4, §9). */
export const userQueryOptions = () =>
  queryOptions({
    queryKey: userQueryKey,
    queryFn: ({ signal }) => getUser(signal),
    staleTime: 0,
    refetchOnMount: true,
    refetchOnWindowFocus: true,
    retry: false,
  });

export type AuthState =
  | { status: "loading"; user: null }
  | { status: "signedIn"; user: CurrentUser }
  | { status: "signedOut"; user: null };

export const useAuth = (): AuthState => {
  const query = useQuery(userQueryOptions());
  if (query.isPending) return { status: "loading", user: null };
  if (query.data) return { status: "signedIn", user: query.data };
  return { status: "signedOut", user: null };
};

/** How the menus name the musician: first name, then email, then 'User' (spec §2). */
export const displayName = (user: CurrentUser | null, prefer: "firstName" | "email"): string => {
  const firstName = user?.firstName?.trim();
  const email = user?.email?.trim();
  if (prefer === "firstName") return firstName || email || "User";
  return email || "User";
};
