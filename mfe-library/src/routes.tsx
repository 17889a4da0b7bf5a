import { Spinner } from "@encore/ui";
import { TooltipProvider } from "@encore/ui/tooltip";
import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import type { RouteObject } from "react-router";

// Each screen loads when it renders, so /shared/… on a phone fetches only the shared page.
const SavedSetlistsPage = lazy(async () => ({
  default: (await import("./features/saved-setlists/components/saved-setlists-page.tsx")).SavedSetlistsPage,
}));
const SetlistViewPage = lazy(async () => ({
  default: (await import("./features/setlist-view/components/setlist-view-page.tsx")).SetlistViewPage,
}));
const EditSetlistPage = lazy(async () => ({
  default: (await import("./features/edit-setlist/components/edit-setlist-page.tsx")).EditSetlistPage,
}));
const InsightsPage = lazy(async () => ({
  default: (await import("./features/insights/components/insights-page.tsx")).InsightsPage,
}));
const SharedSetlistPage = lazy(async () => ({
  default: (await import("./features/shared-setlist/components/shared-setlist-page.tsx")).SharedSetlistPage,
}));

function Screen({ screen: Component, label }: { readonly screen: ComponentType; readonly label: string }) {
  return (
    <Suspense
      fallback={
        <div className="flex flex-1 items-center justify-center py-24">
          <Spinner size="lg" label={label} />
        </div>
      }
    >
      <Component />
    </Suspense>
  );
}

const withTooltips = (node: ReactNode) => <TooltipProvider>{node}</TooltipProvider>;

/**
 * What the shell mounts (decision 0011). /saved-setlists, /setlist/:id and /insights go under the
 * sign-in guard; /edit-setlist/:id and /shared/:shareableId are open (spec §2 'Route access').
 */
export const routes: RouteObject[] = [
  {
    path: "/saved-setlists",
    element: withTooltips(<Screen screen={SavedSetlistsPage} label="Loading your saved setlists" />),
  },
  {
    path: "/setlist/:id",
    element: withTooltips(<Screen screen={SetlistViewPage} label="Loading the setlist" />),
  },
  {
    path: "/edit-setlist/:id",
    element: withTooltips(<Screen screen={EditSetlistPage} label="Loading your setlist" />),
  },
  {
    path: "/insights",
    element: <Screen screen={InsightsPage} label="Loading your insights" />,
  },
  {
    path: "/shared/:shareableId",
    element: <Screen screen={SharedSetlistPage} label="Loading shared setlist" />,
  },
];

export default routes;
