import { Spinner } from "@encore/ui";
import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { useAuth } from "../../features/auth/api/get-user.ts";
import { BottomBar } from "./bottom-bar.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

export function FullPageSpinner({ label = "Loading Encore" }: { label?: string }) {
  return (
    <div className="flex min-h-dvh flex-1 items-center justify-center">
      <Spinner size="lg" label={label} />
    </div>
  );
}

/**
 * The chrome around every screen: header, content, footer, and the bottom bar when signed in.
 * While the user call is pending only a spinner shows (spec §2).
 */
export function AppLayout({ children }: { children?: ReactNode }) {
  const auth = useAuth();
  if (auth.status === "loading") return <FullPageSpinner />;
  const signedIn = auth.status === "signedIn";
  return (
    <div className={signedIn ? "flex min-h-dvh flex-col pb-16 md:pb-0" : "flex min-h-dvh flex-col"}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex flex-1 flex-col">
        {children ?? <Outlet />}
      </main>
      <SiteFooter />
      {signedIn ? <BottomBar /> : null}
    </div>
  );
}
