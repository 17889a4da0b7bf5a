import type { RouteObject } from "react-router";
import { AppLayout, FullPageSpinner } from "../components/layout/app-layout.tsx";
import { RouteError } from "../components/screens/route-error.tsx";
import {
  OPEN_ROUTES_ID,
  type RemoteRegistry,
  SIGNED_IN_ROUTES_ID,
} from "../features/remotes/remote-registry.ts";
import { RequireSignIn, UnmatchedRoute } from "./routes/route-guards.tsx";
import { WelcomeHome } from "./routes/welcome-home.tsx";

/** The sign-in screens load on demand, keeping them out of the landing page's first load. */
const authScreens: RouteObject[] = [
  {
    path: "/auth",
    lazy: async () => ({
      Component: (await import("../features/auth/components/sign-up-form.tsx")).SignUpForm,
    }),
  },
  {
    path: "/login",
    lazy: async () => ({ Component: (await import("../features/auth/components/login-form.tsx")).LoginForm }),
  },
  {
    path: "/reset-password",
    lazy: async () => ({
      Component: (await import("../features/auth/components/reset-password.tsx")).ResetPassword,
    }),
  },
  {
    path: "/account-help",
    lazy: async () => ({
      Component: (await import("../features/auth/components/account-help.tsx")).AccountHelp,
    }),
  },
  {
    path: "/help",
    lazy: async () => ({
      Component: (await import("../features/auth/components/account-help.tsx")).AccountHelp,
    }),
  },
];

/**
 * Encore's route tree. Remote routes are patched in on first navigation (see remote-registry.ts):
 * those needing sign-in under `signed-in`, the others under `open`. A screen that throws is caught
 * by the `screens` boundary, inside the chrome; the root boundary redraws the chrome itself.
 */
export const createAppRoutes = (registry: RemoteRegistry): RouteObject[] => [
  {
    id: "root",
    element: <AppLayout />,
    errorElement: (
      <AppLayout>
        <RouteError />
      </AppLayout>
    ),
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      {
        id: "screens",
        errorElement: <RouteError />,
        children: [
          {
            id: SIGNED_IN_ROUTES_ID,
            element: <RequireSignIn />,
            // Until a remote serves `/` (mfe-generator), a signed-in musician gets the welcome panel.
            children: registry.servesHome()
              ? []
              : [{ index: true, element: <WelcomeHome registry={registry} /> }],
          },
          {
            id: OPEN_ROUTES_ID,
            children: [...authScreens, { path: "*", element: <UnmatchedRoute registry={registry} /> }],
          },
        ],
      },
    ],
  },
];
