import { createStore } from "jotai";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { AppProvider } from "./app/provider.tsx";
import { createAppRoutes } from "./app/router.tsx";
import { userQueryOptions } from "./features/auth/api/get-user.ts";
import { loadFederatedRoutes, registerFederatedRemotes } from "./features/remotes/federation.ts";
import { fetchMfeConfig } from "./features/remotes/remote-config.ts";
import { createRemoteRegistry } from "./features/remotes/remote-registry.ts";
import { readAuthToken } from "./lib/auth-token.ts";
import { createQueryClient } from "./lib/query-client.ts";

const queryClient = createQueryClient();
// Who is signed in is asked while the remote list loads, not after.
void queryClient.prefetchQuery(userQueryOptions());

const start = async () => {
  const { remotes } = await fetchMfeConfig();
  registerFederatedRemotes(remotes);
  const registry = createRemoteRegistry(remotes, loadFederatedRoutes, {
    hasLoginToken: () => readAuthToken() !== null,
  });
  const router = createBrowserRouter(createAppRoutes(registry), {
    patchRoutesOnNavigation: registry.patchRoutesOnNavigation,
  });

  const container = document.getElementById("root");
  if (!container) throw new Error("index.html has no #root");
  createRoot(container).render(
    <StrictMode>
      <AppProvider queryClient={queryClient} store={createStore()}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
};

void start();
