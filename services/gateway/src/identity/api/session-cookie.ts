import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import { SESSION_COOKIE } from "../sessions/request-tokens.ts";

/** HttpOnly, so page scripts cannot read it; SameSite=Lax, so other sites' forms do not send it. */
export const setSessionCookie = (c: Context, token: string, maxAgeSeconds: number, secure: boolean) =>
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    secure,
    maxAge: maxAgeSeconds,
  });

export const clearSessionCookie = (c: Context, secure: boolean) =>
  deleteCookie(c, SESSION_COOKIE, { httpOnly: true, sameSite: "Lax", path: "/", secure });
