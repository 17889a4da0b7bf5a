import { vi } from "vitest";

/** The musician every remote's tests are signed in as. */
export const musician = { id: 7, email: "ada@example.com", firstName: "Ada" };

type Handler = (request: Request) => Response | Promise<Response>;

export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/**
 * Stands in for the gateway: the user call answers the musician (a visitor's, with `signedIn:
 * false`, answers 401); other calls go to `routes` by "METHOD /path", else 404. Returns the
 * requests made.
 */
export const fakeApi = (routes: Record<string, Handler> = {}, { signedIn = true } = {}) => {
  const requests: Request[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(
      new URL(String(input instanceof Request ? input.url : input), "http://localhost"),
      init,
    );
    requests.push(request.clone());
    const { pathname } = new URL(request.url);
    if (pathname === "/api/auth/user")
      return signedIn ? json(200, musician) : json(401, { error: "Not signed in" });
    const handler = routes[`${request.method} ${pathname}`];
    return handler ? handler(request) : json(404, { error: `Nothing at ${pathname}` });
  });
  vi.stubGlobal("fetch", fetchMock);
  const sent = (method: string, pathname: string) =>
    requests.filter((r) => r.method === method && new URL(r.url).pathname === pathname);
  return { fetchMock, requests, sent };
};
