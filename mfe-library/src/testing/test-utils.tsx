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
 * "METHOD /path", else 404. Returns the requests made.
 */
export const fakeApi = (routes: Record<string, Handler> = {}) => {
  const requests: Request[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(
      new URL(String(input instanceof Request ? input.url : input), "http://localhost"),
      init,
    );
    requests.push(request.clone());
    const { pathname } = new URL(request.url);
    if (pathname === "/api/auth/user") return json(200, musician);
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

const song = (title: string, artist: string, durationSeconds: number, key?: string, vocalist?: string) => ({
  title,
  artist,
  durationSeconds,
  ...(key ? { key } : {}),
  ...(vocalist ? { vocalist } : {}),
});

/** A saved setlist as GET /api/setlists answers it. */
export const savedSetlist = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  name: `Setlist ${id}`,
  eventType: "wedding",
  duration: 90,
  durationType: "minutes",
  folder: "General",
  songs: [],
  vocalists: [
    { name: "Ana", gender: "female" },
    { name: "Ben", gender: "male" },
  ],
  setlistContent: [
    {
      name: "Set 1",
      durationSeconds: 630,
      songs: [
        song("At Last", "Etta James", 182, "F", "Ana"),
        song("September", "Earth, Wind & Fire", 215, "A", "Ben"),
        song("Valerie", "Amy Winehouse", 233, "Eb"),
      ],
    },
  ],
  createdAt: "2025-01-05T12:00:00.000Z",
  songCount: 3,
  venueCity: "York",
  venueCountry: "UK",
  version: 2,
  ...overrides,
});
