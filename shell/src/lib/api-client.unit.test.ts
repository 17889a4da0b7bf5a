import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiGet, apiRequest, getQueryFn, UNAUTHORIZED_MESSAGE } from "./api-client.ts";

const respond = (status: number, body: string, statusText = "") =>
  vi.fn(async () => new Response(body === "" ? null : body, { status, statusText }));

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

beforeEach(() => {
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, "assign").mockImplementation(assign);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiRequest", () => {
  it("sends the stored bearer token and cookies, and JSON content type only with a body", async () => {
    window.localStorage.setItem("auth_token", "tok-123");
    const fetchMock = vi.fn(async () => new Response("{}", { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);

    await apiRequest("GET", "/api/setlists");
    await apiRequest("POST", "/api/setlists/save", { setlistId: 4 });

    const [, readInit] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const readHeaders = new Headers(readInit.headers);
    expect(readInit.credentials).toBe("include");
    expect(readHeaders.get("Authorization")).toBe("Bearer tok-123");
    expect(readHeaders.has("Content-Type")).toBe(false);
    expect(readInit.body).toBeUndefined();

    const [, writeInit] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(new Headers(writeInit.headers).get("Content-Type")).toBe("application/json");
    expect(writeInit.body).toBe(JSON.stringify({ setlistId: 4 }));
  });

  it("sends no Authorization header without a stored token", async () => {
    const fetchMock = vi.fn(async () => new Response("[]", { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    await apiGet("/api/inspiration");
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).has("Authorization")).toBe(false);
  });

  it("raises '<status>: <body text>' for a failed call", async () => {
    vi.stubGlobal("fetch", respond(500, "Database unavailable", "Internal Server Error"));
    await expect(apiRequest("GET", "/api/setlists")).rejects.toThrow("500: Database unavailable");
  });

  it("falls back to the status text when the body is empty", async () => {
    vi.stubGlobal("fetch", respond(404, "", "Not Found"));
    const error = await apiRequest("DELETE", "/api/setlists/9").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe("404: Not Found");
    expect((error as ApiError).status).toBe(404);
  });

  it("on a 401 clears the token, sends the musician to /login and says so", async () => {
    window.localStorage.setItem("auth_token", "expired");
    window.history.replaceState(null, "", "/saved-setlists");
    vi.stubGlobal("fetch", respond(401, '{"error":"expired"}'));

    await expect(apiRequest("GET", "/api/setlists")).rejects.toThrow(`401: ${UNAUTHORIZED_MESSAGE}`);
    expect(window.localStorage.getItem("auth_token")).toBeNull();
    expect(assign).toHaveBeenCalledWith("/login");
  });

  it.each(["/reset-password", "/login", "/auth", "/shared/abc-123", "/shared/repertoire/xyz"])(
    "on a 401 at %s clears the token but does not redirect",
    async (path) => {
      window.localStorage.setItem("auth_token", "expired");
      window.history.replaceState(null, "", path);
      vi.stubGlobal("fetch", respond(401, "nope"));

      await expect(apiRequest("GET", "/api/shared/abc-123")).rejects.toThrow(`401: ${UNAUTHORIZED_MESSAGE}`);
      expect(window.localStorage.getItem("auth_token")).toBeNull();
      expect(assign).not.toHaveBeenCalled();
    },
  );

  it("on a 401 from /api/spotify/ keeps the token, stays put and passes the server's text", async () => {
    window.localStorage.setItem("auth_token", "still-good");
    window.history.replaceState(null, "", "/setlist/3");
    vi.stubGlobal("fetch", respond(401, "Spotify not connected"));

    await expect(apiRequest("POST", "/api/spotify/create-playlist", { setlistId: 3 })).rejects.toThrow(
      "401: Spotify not connected",
    );
    expect(window.localStorage.getItem("auth_token")).toBe("still-good");
    expect(assign).not.toHaveBeenCalled();
  });
});

describe("getQueryFn", () => {
  const context = (url: string) =>
    ({ queryKey: [url], signal: new AbortController().signal, meta: undefined }) as unknown as Parameters<
      ReturnType<typeof getQueryFn>
    >[0];

  it("GETs the first query key element and parses JSON", async () => {
    vi.stubGlobal("fetch", respond(200, '{"repertoires":[]}'));
    await expect(getQueryFn({ on401: "throw" })(context("/api/repertoires"))).resolves.toEqual({
      repertoires: [],
    });
  });

  it("can turn a 401 into null (after clearing the token)", async () => {
    window.localStorage.setItem("auth_token", "expired");
    vi.stubGlobal("fetch", respond(401, ""));
    await expect(getQueryFn({ on401: "returnNull" })(context("/api/setlists"))).resolves.toBeNull();
    expect(window.localStorage.getItem("auth_token")).toBeNull();
  });
});
