import { Toaster } from "@encore/ui";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from "react-router";

/** The shell's query defaults (decision 0011): never stale, no focus refetch, no retries. */
export const testQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });

/** Where a test landed: any path a remote does not own shows its pathname. */
function Where() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/** `router` inside the shell's providers (a fresh query client), plus toasts. */
const renderRouter = (router: ReturnType<typeof createMemoryRouter>) => {
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

/** A remote's own routes (as the shell mounts them) at `path`, plus toasts. */
export const renderRoutesAt = (routes: RouteObject[], path: string) =>
  renderRouter(
    createMemoryRouter([...routes, { path: "*", element: <Where /> }], { initialEntries: [path] }),
  );

/** One screen at `/`, with somewhere to land for links, plus toasts. */
export const renderScreen = (screen: ReactElement) =>
  renderRouter(
    createMemoryRouter(
      [
        { path: "/", element: screen },
        { path: "*", element: <Where /> },
      ],
      { initialEntries: ["/"] },
    ),
  );
