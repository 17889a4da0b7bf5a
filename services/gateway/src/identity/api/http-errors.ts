/** Every identity error, mapped once to its HTTP status and message (spec section 8, 'Auth' toasts). */
import type { Context } from "hono";
import type { IdentityError } from "../domain/errors.ts";

export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a few minutes and try again.";

export const errorResponse = (c: Context, error: IdentityError): Response => {
  c.header("Cache-Control", "no-store");
  switch (error._tag) {
    case "InvalidRequest":
      return c.json({ error: error.error, issues: error.issues }, 400);
    case "EmailAlreadyRegistered":
      return c.json({ error: "An account with this email already exists" }, 409);
    case "InvalidCredentials":
      return c.json({ error: "Invalid email or password" }, 401);
    case "NotSignedIn":
      return c.json({ error: "Not signed in" }, 401);
    case "ResetLinkInvalid":
      return c.json({ error: "This reset link is invalid or has expired" }, 400);
    case "TooManyAttempts":
      c.header("Retry-After", String(error.retryAfterSeconds));
      return c.json({ error: TOO_MANY_ATTEMPTS }, 429);
    case "ConcurrentChange":
    case "AccountAlreadyExists":
      return c.json(
        { error: "Your account was being changed by another request at the same moment. Please try again." },
        409,
      );
    case "AccountNotFound":
      // Never reaches the edge (reset requests answer the same whether or not the account exists).
      return c.json({ error: "Invalid email or password" }, 401);
  }
};
