import { useSyncExternalStore } from "react";
import { Outlet, useLocation } from "react-router";
import { FullPageSpinner } from "../../components/layout/app-layout.tsx";
import { LoginRequired } from "../../components/screens/login-required.tsx";
import { NotFound } from "../../components/screens/not-found.tsx";
import { NotYetAvailable } from "../../components/screens/not-yet-available.tsx";
import { findProductRoute, pathRequiresSignIn } from "../../config/paths.ts";
import { useAuth } from "../../features/auth/api/get-user.ts";
import { RemoteUnavailable } from "../../features/remotes/components/remote-unavailable.tsx";
import type { RemoteRegistry } from "../../features/remotes/remote-registry.ts";
import { Landing } from "./landing.tsx";

/** What a visitor sees at a signed-in address: the landing page at `/`, the login-required screen elsewhere. */
function SignedOutScreen() {
  const { pathname } = useLocation();
  return pathname === "/" ? <Landing /> : <LoginRequired />;
}

/** Wraps the routes of spec §2 that need a signed-in musician. */
export function RequireSignIn() {
  const auth = useAuth();
  if (auth.status === "loading") return <FullPageSpinner />;
  return auth.status === "signedIn" ? <Outlet /> : <SignedOutScreen />;
}

/**
 * The catch-all. An address a remote declares lands here only while that remote is not patched in:
 * loading, failed (fallback with Retry), or signed out on a protected path. Spec addresses nobody
 * serves yet say so; anything else is 'Page Not Found'.
 */
export function UnmatchedRoute({ registry }: { registry: RemoteRegistry }) {
  const { pathname } = useLocation();
  const auth = useAuth();
  const remote = registry.remoteFor(pathname);
  const state = useSyncExternalStore(
    registry.subscribe,
    () => (remote ? registry.status(remote.name).state : null),
    () => null,
  );
  const productRoute = findProductRoute(pathname);

  if (remote) {
    const declared = remote.routes.find((path) => path === pathname) ?? productRoute?.pattern ?? pathname;
    const needsSignIn = productRoute?.requiresSignIn ?? pathRequiresSignIn(declared);
    if (needsSignIn && auth.status === "signedOut") return <SignedOutScreen />;
    if (state === "failed") return <RemoteUnavailable registry={registry} remoteName={remote.name} />;
    if (state === "loading" || state === "idle") return <FullPageSpinner label="Loading" />;
    return <NotFound />;
  }
  if (productRoute) {
    if (productRoute.requiresSignIn && auth.status === "signedOut") return <SignedOutScreen />;
    return <NotYetAvailable />;
  }
  return <NotFound />;
}
