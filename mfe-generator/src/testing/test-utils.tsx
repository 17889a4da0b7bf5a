import { Toaster } from "@encore/ui";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { vi } from "vitest";

export const musician = { id: 7, email: "ada@example.com", firstName: "Ada" };

type Handler = (request: Request) => Response | Promise<Response>;

export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/**
 * Stands in for the gateway: the user call answers the musician; other calls go to `routes` by
 * "METHOD /path", else 404. Returns the fetch mock, whose calls are the requests made.
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
  return { fetchMock, requests };
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

/** Renders a screen at `/` in a memory router (with /subscription and /repertoires to land on), plus toasts. */
export const renderScreen = (screen: ReactElement) => {
  const router = createMemoryRouter(
    [
      { path: "/", element: screen },
      { path: "*", element: <Where /> },
    ],
    { initialEntries: ["/"] },
  );
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

/** A generated result like the server's, with real timings. */
export const generatedResult = {
  id: 42,
  setlist: {
    name: "Wedding at The Old Granary",
    duration: 90,
    sections: [
      {
        name: "Set 1",
        durationSeconds: 2712,
        targetSeconds: 2700,
        songs: [
          {
            title: "At Last",
            artist: "Etta James",
            vocalist: "Ana",
            durationSeconds: 182,
            key: "F",
            bpm: 87,
            energy: 3,
            reason: "A must-have, placed early",
          },
          {
            title: "September",
            artist: "Earth, Wind & Fire",
            durationSeconds: 215,
            key: "A",
            bpm: 126,
            energy: 8,
            reason: "",
          },
        ],
      },
      {
        name: "Set 2",
        durationSeconds: 2688,
        targetSeconds: 2700,
        songs: [
          {
            title: "Valerie",
            artist: "Amy Winehouse",
            vocalist: "Ben",
            durationSeconds: 233,
            key: "Eb",
            bpm: 106,
            energy: 8,
            reason: "Keeps the floor full",
          },
        ],
      },
    ],
  },
};
