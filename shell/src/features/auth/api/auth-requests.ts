import { clearAuthToken, readAuthToken } from "../../../lib/auth-token.ts";

/**
 * The identity calls of spec §7. They answer `{token}` or `{error}` whatever the status, so they
 * read the body themselves instead of going through the api-client's 401 rules (a wrong password
 * must show the server's message, not send the musician to /login).
 */

/** A call that reached the server and was refused; `serverMessage` is the server's `error`, if any. */
export class AuthRequestError extends Error {
  override readonly name = "AuthRequestError";
  constructor(readonly serverMessage: string | null) {
    super(serverMessage ?? "Request failed");
  }
}

/** The server could not be reached at all. */
export class NetworkError extends Error {
  override readonly name = "NetworkError";
  constructor() {
    super("Network error. Please try again.");
  }
}

const postJson = async (url: string, body: unknown): Promise<Record<string, unknown>> => {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    throw new NetworkError();
  }
  const parsed: unknown = await response.json().catch(() => null);
  const answer = parsed !== null && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  const error = typeof answer.error === "string" && answer.error.trim() ? answer.error : null;
  if (!response.ok || error) throw new AuthRequestError(error);
  return answer;
};

export interface Credentials {
  email: string;
  password: string;
}

const expectToken = (answer: Record<string, unknown>): string => {
  if (typeof answer.token !== "string" || answer.token === "") throw new AuthRequestError(null);
  return answer.token;
};

export const signUp = async (credentials: Credentials): Promise<string> =>
  expectToken(await postJson("/api/signup", credentials));

export const logIn = async (credentials: Credentials): Promise<string> =>
  expectToken(await postJson("/api/login", credentials));

export const requestPasswordReset = async (email: string): Promise<void> => {
  await postJson("/api/reset-password", { email });
};

export const completePasswordReset = async (token: string, newPassword: string): Promise<void> => {
  await postJson("/api/complete-reset-password", { token, newPassword });
};

/**
 * Spec §4: the stored token is removed first, then the server is told (with that token, so it can
 * end the session); its answer does not matter.
 */
export const logOut = async (): Promise<void> => {
  const token = readAuthToken();
  clearAuthToken();
  try {
    await fetch("/api/logout", {
      method: "POST",
      credentials: "include",
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    // spec §8: a failed logout is silent
  }
};
