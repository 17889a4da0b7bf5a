/** Where a request carries its session token: `Authorization: Bearer <token>` or the session cookie. */
import { parse } from "hono/utils/cookie";
import { looksLikeToken } from "../passwords/tokens.ts";

export const SESSION_COOKIE = "encore_session";

/** The distinct well-formed tokens of a request, bearer first. */
export const requestTokens = (headers: Headers): string[] => {
  const tokens: string[] = [];
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(headers.get("authorization") ?? "")?.[1];
  if (bearer) tokens.push(bearer);
  const cookieHeader = headers.get("cookie");
  const cookie = cookieHeader ? parse(cookieHeader, SESSION_COOKIE)[SESSION_COOKIE] : undefined;
  if (cookie) tokens.push(cookie);
  return [...new Set(tokens)].filter(looksLikeToken);
};
