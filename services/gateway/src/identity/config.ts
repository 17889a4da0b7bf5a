import {
  BooleanFromString,
  envVar,
  HttpUrl,
  NonEmptyText,
  PositiveIntFromString,
  SmtpUrl,
} from "@encore/runtime";

/** Identity's environment, the same in both run modes (README's configuration table). */
export const identityConfig = {
  publicUrl: envVar(
    "PUBLIC_URL",
    HttpUrl,
    "the http(s):// address users open Encore at, for links in emails",
    {
      defaultValue: "http://localhost:3000",
    },
  ),
  smtpUrl: envVar(
    "SMTP_URL",
    SmtpUrl,
    "an smtp:// or smtps:// URL (with user:password@ if the server wants them) to send reset emails",
    { optional: true, secret: true },
  ),
  smtpFrom: envVar("SMTP_FROM", NonEmptyText, "the sender of reset emails", {
    defaultValue: "Encore <no-reply@localhost>",
  }),
  sessionTtlDays: envVar(
    "SESSION_TTL_DAYS",
    PositiveIntFromString,
    "how many days a sign-in lasts (a whole number)",
    {
      defaultValue: "30",
    },
  ),
  trustProxy: envVar(
    "TRUST_PROXY",
    BooleanFromString,
    "true behind a reverse proxy that sets X-Forwarded-For (client addresses for rate limits)",
    { defaultValue: "false" },
  ),
};

export const DAY_MS = 24 * 60 * 60 * 1000;
