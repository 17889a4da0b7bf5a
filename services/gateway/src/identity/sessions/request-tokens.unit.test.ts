import { describe, expect, it } from "vitest";
import { newToken } from "../passwords/tokens.ts";
import { requestTokens } from "./request-tokens.ts";

describe("requestTokens", () => {
  const bearer = newToken();
  const cookie = newToken();

  it("reads the bearer token, then the session cookie", () => {
    const headers = new Headers({
      authorization: `Bearer ${bearer}`,
      cookie: `theme=dark; encore_session=${cookie}`,
    });
    expect(requestTokens(headers)).toEqual([bearer, cookie]);
  });

  it("lists one token once", () => {
    expect(
      requestTokens(new Headers({ authorization: `bearer ${bearer}`, cookie: `encore_session=${bearer}` })),
    ).toEqual([bearer]);
  });

  it("ignores anything that is not a token", () => {
    expect(requestTokens(new Headers({ authorization: "Bearer null", cookie: "encore_session=x" }))).toEqual(
      [],
    );
    expect(requestTokens(new Headers({ authorization: `Basic ${bearer}` }))).toEqual([]);
    expect(requestTokens(new Headers())).toEqual([]);
  });
});
