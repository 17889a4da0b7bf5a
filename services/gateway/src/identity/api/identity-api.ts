/**
 * Identity's HTTP calls (spec section 7): signup, login, logout, the current user, and the two
 * steps of a password reset. Bodies are decoded with their Schema; every refusal is a typed error
 * turned into a response by `errorResponse`, the one place that knows statuses and messages.
 */
import { normaliseEmail } from "@encore/contracts";
import type { Position } from "@encore/eventstore";
import { Result } from "effect";
import { type Context, Hono } from "hono";
import type { Accounts } from "../accounts/accounts.ts";
import { type IdentityError, InvalidRequest, NotSignedIn, TooManyAttempts } from "../domain/errors.ts";
import type { ResetMailer } from "../mail/reset-mailer.ts";
import { sha256Hex } from "../passwords/tokens.ts";
import type { AuthThrottles } from "../rate-limiting/auth-throttles.ts";
import type { Verdict } from "../rate-limiting/sliding-window.ts";
import { requestTokens } from "../sessions/request-tokens.ts";
import type { SessionReadModel, SignedInUser } from "../sessions/session-read-model.ts";
import { clientAddress, isHttps } from "./client-address.ts";
import { errorResponse } from "./http-errors.ts";
import {
  CompleteResetPasswordRequest,
  decodeBody,
  LoginRequest,
  ResetPasswordRequest,
  SignupRequest,
} from "./requests.ts";
import { clearSessionCookie, setSessionCookie } from "./session-cookie.ts";

export const RESET_REQUESTED_MESSAGE =
  "If an account exists for that email, we have sent it a link to choose a new password. The link works for 1 hour.";
export const PASSWORD_CHANGED_MESSAGE = "Your password has been changed. Sign in with your new password.";

/** The paths identity answers; the gateway sends everything else under /api to the services. */
export const IDENTITY_PATHS = [
  "/api/signup",
  "/api/login",
  "/api/logout",
  "/api/auth/user",
  "/api/reset-password",
  "/api/complete-reset-password",
] as const;

export const isIdentityPath = (path: string): boolean =>
  (IDENTITY_PATHS as readonly string[]).includes(path) || path.startsWith("/api/auth/");

export interface IdentityApiOptions {
  readonly accounts: Accounts;
  readonly readModel: SessionReadModel;
  readonly mailer: ResetMailer;
  readonly throttles: AuthThrottles;
  /** Read-your-writes: resolves once identity's read models have passed a position. */
  readonly waitForProjections: (position: Position) => Promise<boolean>;
  readonly now: () => Date;
  readonly publicUrl: string;
  readonly sessionTtlMs: number;
  readonly trustProxy: boolean;
  readonly log: (line: string) => void;
}

/** The signed-in user of a request (bearer token first, then the cookie), or undefined. */
export const signedInUser = async (
  readModel: SessionReadModel,
  headers: Headers,
  now: Date,
): Promise<SignedInUser | undefined> => {
  for (const token of requestTokens(headers)) {
    const user = await readModel.findSignedIn(sha256Hex(token), now);
    if (user) return user;
  }
  return undefined;
};

/** The parsed body; an empty one is `undefined` (decodeBody then says what to send). */
const readJson = async (c: Context): Promise<Result.Result<unknown, InvalidRequest>> => {
  const text = await c.req.text();
  if (text.trim() === "") return Result.succeed(undefined);
  try {
    return Result.succeed(JSON.parse(text));
  } catch {
    return Result.fail(
      new InvalidRequest({
        error: "The request body is not valid JSON",
        issues: [{ path: "", message: "not JSON" }],
      }),
    );
  }
};

const refusedFor = (verdict: Verdict) =>
  verdict.allowed
    ? undefined
    : new TooManyAttempts({ retryAfterSeconds: Math.ceil(verdict.retryAfterMs / 1000) });

export const identityApi = (options: IdentityApiOptions): Hono => {
  const { accounts, readModel, mailer, throttles, now, log } = options;
  const app = new Hono();

  const fail = (c: Context, error: IdentityError) => errorResponse(c, error);

  const body = async <T>(
    c: Context,
    decode: (json: unknown) => Result.Result<T, InvalidRequest>,
  ): Promise<Result.Result<T, InvalidRequest>> => {
    const json = await readJson(c);
    return Result.isFailure(json) ? Result.fail(json.failure) : decode(json.success);
  };

  const caughtUp = async (position: Position | undefined, what: string) => {
    if (position && !(await options.waitForProjections(position))) {
      log(`[identity] read models are slow to catch up after ${what}; answering anyway`);
    }
  };

  const answerWithSession = (c: Context, token: string) => {
    setSessionCookie(c, token, Math.floor(options.sessionTtlMs / 1000), isHttps(c, options.trustProxy));
    c.header("Cache-Control", "no-store");
    return c.json({ token });
  };

  app.post("/api/signup", async (c) => {
    const request = await body(c, (json) => decodeBody(SignupRequest, json, "email and password"));
    if (Result.isFailure(request)) return fail(c, request.failure);
    const address = clientAddress(c, options.trustProxy);
    const refused = refusedFor(throttles.attemptSignup(address, now().getTime()));
    if (refused) return fail(c, refused);
    const { email, password, firstName, lastName } = request.success;
    const opened = await accounts.signUp({
      email: normaliseEmail(email),
      password,
      firstName: firstName?.trim(),
      lastName: lastName?.trim(),
      address,
    });
    if (Result.isFailure(opened)) return fail(c, opened.failure);
    await caughtUp(opened.success.position, "a signup");
    return answerWithSession(c, opened.success.token);
  });

  app.post("/api/login", async (c) => {
    const request = await body(c, (json) => decodeBody(LoginRequest, json, "email and password"));
    if (Result.isFailure(request)) return fail(c, request.failure);
    const email = normaliseEmail(request.success.email);
    const address = clientAddress(c, options.trustProxy);
    const refused = refusedFor(throttles.checkLogin(email, address, now().getTime()));
    if (refused) return fail(c, refused);
    const opened = await accounts.logIn({ email, password: request.success.password, address });
    if (Result.isFailure(opened)) {
      if (opened.failure._tag === "InvalidCredentials")
        throttles.loginFailed(email, address, now().getTime());
      return fail(c, opened.failure);
    }
    throttles.loginSucceeded(email);
    await caughtUp(opened.success.position, "a login");
    return answerWithSession(c, opened.success.token);
  });

  app.post("/api/logout", async (c) => {
    const sessions = [];
    for (const token of requestTokens(c.req.raw.headers)) {
      const user = await readModel.findSignedIn(sha256Hex(token), now());
      if (user) sessions.push({ userId: user.id, sessionId: user.sessionId });
    }
    await caughtUp(await accounts.signOut(sessions), "a logout");
    clearSessionCookie(c, isHttps(c, options.trustProxy));
    c.header("Cache-Control", "no-store");
    return c.json({ message: "Signed out" });
  });

  app.get("/api/auth/user", async (c) => {
    const user = await signedInUser(readModel, c.req.raw.headers, now());
    if (!user) return fail(c, new NotSignedIn());
    const { id, email, firstName, lastName, profileImageUrl, createdAt } = user;
    c.header("Cache-Control", "no-store");
    return c.json({ id, email, firstName, lastName, profileImageUrl, createdAt });
  });

  app.post("/api/reset-password", async (c) => {
    const request = await body(c, (json) => decodeBody(ResetPasswordRequest, json, "email"));
    if (Result.isFailure(request)) return fail(c, request.failure);
    const email = normaliseEmail(request.success.email);
    const refused = refusedFor(
      throttles.attemptReset(email, clientAddress(c, options.trustProxy), now().getTime()),
    );
    if (refused) return fail(c, refused);
    const issued = await accounts.requestPasswordReset(email);
    if (issued) {
      // The link must work as soon as it arrives: wait for the read model that finds it.
      await caughtUp(issued.position, "a reset request");
      const link = new URL("/reset-password", options.publicUrl);
      link.searchParams.set("token", issued.token);
      // Not awaited: an answer that took as long as an SMTP exchange would tell the account exists.
      mailer
        .send({ to: issued.email, link: link.toString(), expiresAt: issued.expiresAt })
        .catch((error) =>
          log(
            `[identity] could not send the reset email: ${error instanceof Error ? error.message : String(error)}`,
          ),
        );
    }
    c.header("Cache-Control", "no-store");
    return c.json({ message: RESET_REQUESTED_MESSAGE });
  });

  app.post("/api/complete-reset-password", async (c) => {
    const request = await body(c, (json) =>
      decodeBody(CompleteResetPasswordRequest, json, "token and newPassword"),
    );
    if (Result.isFailure(request)) return fail(c, request.failure);
    const changed = await accounts.completePasswordReset(request.success);
    if (Result.isFailure(changed)) return fail(c, changed.failure);
    throttles.loginSucceeded(changed.success.email);
    await caughtUp(changed.success.position, "a password change");
    c.header("Cache-Control", "no-store");
    return c.json({ message: PASSWORD_CHANGED_MESSAGE });
  });

  return app;
};
