import { type RenderResult, render } from "@testing-library/react";
import { createStore } from "jotai";
import type { ReactElement, ReactNode } from "react";
import { createMemoryRouter, MemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";
import { AppProvider } from "../app/provider.tsx";
import { createAppRoutes } from "../app/router.tsx";
import type { CurrentUser } from "../features/auth/api/get-user.ts";
import type { RemoteDefinition } from "../features/remotes/remote-config.ts";
import { createRemoteRegistry, type LoadRemoteRoutes } from "../features/remotes/remote-registry.ts";
import { createQueryClient } from "../lib/query-client.ts";

export const musician: CurrentUser = {
  id: 7,
  email: "ada@example.com",
  firstName: "Ada",
  lastName: "Lovelace",
};

type Handler = (request: Request) => Response | Promise<Response>;

export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/**
 * Stands in for the gateway: `/api/auth/user` answers the given musician (or 401 when signed out,
 * or never when `"pending"`); other calls go to `routes` by "METHOD /path", else 404.
 */
export const fakeApi = ({
  user = null,
  routes = {},
}: {
  user?: CurrentUser | null | "pending";
  routes?: Record<string, Handler>;
} = {}) => {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(
      new URL(String(input instanceof Request ? input.url : input), "http://localhost"),
      init,
    );
    const { pathname } = new URL(request.url);
    if (pathname === "/api/auth/user") {
      if (user === "pending") return new Promise<Response>(() => {});
      return user ? json(200, user) : json(401, { error: "Not signed in" });
    }
    const handler = routes[`${request.method} ${pathname}`];
    return handler ? handler(request) : json(404, { error: `Nothing at ${pathname}` });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
};

/** Renders a component with the shell's providers (query client, jotai store, theme, toasts) and a MemoryRouter. */
export const renderWithProviders = (
  ui: ReactElement,
  { route = "/" }: { route?: string } = {},
): RenderResult => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProvider queryClient={createQueryClient()} store={createStore()}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </AppProvider>
  );
  return render(ui, { wrapper });
};

/** Renders the whole shell at an address, with its real routes and the given remotes. */
export const renderApp = (
  route: string,
  {
    remotes = [],
    loadRoutes = async () => [],
    hasLoginToken = () => true,
  }: { remotes?: RemoteDefinition[]; loadRoutes?: LoadRemoteRoutes; hasLoginToken?: () => boolean } = {},
) => {
  const registry = createRemoteRegistry(remotes, loadRoutes, { hasLoginToken });
  const router = createMemoryRouter(createAppRoutes(registry), {
    initialEntries: [route],
    patchRoutesOnNavigation: registry.patchRoutesOnNavigation,
  });
  const result = render(
    <AppProvider queryClient={createQueryClient()} store={createStore()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, registry };
};
