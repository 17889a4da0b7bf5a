import { Spinner } from "@encore/ui";
import { lazy, Suspense } from "react";
import type { RouteObject } from "react-router";

// The screen loads when it renders, not when the route matches.
const SubscriptionPage = lazy(async () => ({
  default: (await import("./features/subscription/components/subscription-page.tsx")).SubscriptionPage,
}));

function SubscriptionRoute() {
  return (
    <Suspense
      fallback={
        <div className="flex flex-1 items-center justify-center py-24">
          <Spinner size="lg" label="Loading subscription details..." />
        </div>
      }
    >
      <SubscriptionPage />
    </Suspense>
  );
}

/** What the shell mounts (decision 0011): /subscription, under the sign-in guard (spec §2). */
export const routes: RouteObject[] = [{ path: "/subscription", element: <SubscriptionRoute /> }];

export default routes;
