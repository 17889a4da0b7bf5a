import { Toaster } from "@encore/ui";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { vi } from "vitest";
import { routes } from "../routes.tsx";

export const musician = { id: 7, email: "ada@example.com", firstName: "Ada" };

type Handler = (request: Request) => Response | Promise<Response>;

export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/**
 * Stands in for the gateway: the user call answers the musician; other calls go to `routes` by
 * "METHOD /path", else 404 (a visitor's user call answers 401). Returns the requests made.
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

/** The shell's query defaults (decision 0011): never stale, no focus refetch, no retries. */
export const testQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });

function Where() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/** The remote's own routes (as the shell mounts them) at `path`, plus toasts. */
export const renderAt = (path: string) => {
  const router = createMemoryRouter([...routes, { path: "*", element: <Where /> }], {
    initialEntries: [path],
  });
  const queryClient = testQueryClient();
  return {
    router,
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>,
    ),
  };
};

/** A repertoire as the API answers it. */
export const repertoire = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  name: `Repertoire ${id}`,
  type: "band",
  description: null,
  tags: [],
  isPublic: false,
  shareableId: null,
  defaultKey: null,
  defaultEnergy: null,
  vocalists: [],
  songCount: 0,
  createdAt: "2025-01-05T12:00:00.000Z",
  updatedAt: "2025-01-05T12:00:00.000Z",
  ...overrides,
});

/** A repertoire song as the API answers it. */
export const repertoireSong = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  repertoireId: 1,
  title: `Song ${id}`,
  artist: `Artist ${id}`,
  key: null,
  durationSeconds: null,
  genre: null,
  energy: null,
  bpm: null,
  popularity: null,
  year: null,
  language: "English",
  vocalist: null,
  notes: null,
  isActive: true,
  tags: [],
  aiStatus: "complete",
  aiConfidence: null,
  aiError: null,
  detected: {},
  createdAt: "2025-01-05T12:00:00.000Z",
  updatedAt: "2025-01-05T12:00:00.000Z",
  ...overrides,
});
