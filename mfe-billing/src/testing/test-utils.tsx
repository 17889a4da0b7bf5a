import { Toaster } from "@encore/ui";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { vi } from "vitest";
import type { SubscriptionConfig, SubscriptionStatus } from "../features/subscription/api/types.ts";
import { SPEC_PLANS } from "../features/subscription/lib/plans.ts";
import { routes } from "../routes.tsx";

export const musician = { id: 7, email: "ada@example.com", firstName: "Ada" };

type Handler = (request: Request) => Response | Promise<Response>;

export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/**
 * Stands in for the gateway: the user call answers the musician (or 401 with `signedOut`); other
 * calls go to `routes` by "METHOD /path", else 404. Returns the requests made.
 */
export const fakeApi = (routes: Record<string, Handler> = {}, { signedOut = false } = {}) => {
  const requests: Request[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(
      new URL(String(input instanceof Request ? input.url : input), "http://localhost"),
      init,
    );
    requests.push(request.clone());
    const { pathname } = new URL(request.url);
    if (pathname === "/api/auth/user")
      return signedOut ? json(401, { error: "Unauthorized" }) : json(200, musician);
    const handler = routes[`${request.method} ${pathname}`];
    return handler ? handler(request) : json(404, { error: `Nothing at ${pathname}` });
  });
  vi.stubGlobal("fetch", fetchMock);
  const sent = (method: string, pathname: string) =>
    requests.filter((r) => r.method === method && new URL(r.url).pathname === pathname);
  return { fetchMock, requests, sent };
};

/** GET /api/subscription/status for a musician on the free plan with 3 setlists left. */
export const freeStatus = (overrides: Partial<SubscriptionStatus> = {}): SubscriptionStatus => ({
  isPremium: false,
  status: "free",
  trialEndsAt: null,
  freeSetlistsRemaining: 3,
  subscriptionEndsAt: null,
  cancelAtPeriodEnd: false,
  plan: null,
  paymentsConfigured: true,
  paymentFailed: false,
  ...overrides,
});

/** GET /api/subscription/config with Stripe keys set. */
export const stripeConfig = (overrides: Partial<SubscriptionConfig> = {}): SubscriptionConfig => ({
  publishableKey: "pk_test_encore",
  paymentsConfigured: true,
  plans: SPEC_PLANS.map((plan) => ({ ...plan })),
  ...overrides,
});

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

const withProviders = (router: ReturnType<typeof createMemoryRouter>) => {
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

/** The remote's own routes (as the shell mounts them) at `path`, plus toasts. */
export const renderAt = (path: string) =>
  withProviders(
    createMemoryRouter([...routes, { path: "*", element: <Where /> }], { initialEntries: [path] }),
  );

/** One component at `/`, with somewhere to land for links, plus toasts. */
export const renderScreen = (screen: ReactElement) =>
  withProviders(
    createMemoryRouter(
      [
        { path: "/", element: screen },
        { path: "*", element: <Where /> },
      ],
      { initialEntries: ["/"] },
    ),
  );
