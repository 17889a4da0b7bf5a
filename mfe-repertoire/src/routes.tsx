import { Spinner } from "@encore/ui";
import { type ComponentType, lazy, Suspense } from "react";
import type { RouteObject } from "react-router";

// Each screen loads when it renders, so a shared link on a phone fetches only the shared page.
const RepertoiresPage = lazy(async () => ({
  default: (await import("./features/repertoire-list/components/repertoires-page.tsx")).RepertoiresPage,
}));
const RepertoireEditorPage = lazy(async () => ({
  default: (await import("./features/repertoire-editor/components/repertoire-editor-page.tsx"))
    .RepertoireEditorPage,
}));
const RepertoireViewPage = lazy(async () => ({
  default: (await import("./features/repertoire-view/components/repertoire-view-page.tsx"))
    .RepertoireViewPage,
}));
const SharedRepertoirePage = lazy(async () => ({
  default: (await import("./features/shared-repertoire/components/shared-repertoire-page.tsx"))
    .SharedRepertoirePage,
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

/**
 * What the shell mounts (decision 0011). The four /repertoires screens go under the sign-in guard;
 * /shared/repertoire/:shareableId is open (spec §2 'Route access').
 */
export const routes: RouteObject[] = [
  { path: "/repertoires", element: <Screen screen={RepertoiresPage} label="Loading your repertoires" /> },
  {
    path: "/repertoires/new",
    element: <Screen screen={RepertoireEditorPage} label="Loading the repertoire form" />,
  },
  {
    path: "/repertoires/:id",
    element: <Screen screen={RepertoireViewPage} label="Loading the repertoire" />,
  },
  {
    path: "/repertoires/:id/edit",
    element: <Screen screen={RepertoireEditorPage} label="Loading the repertoire" />,
  },
  {
    path: "/shared/repertoire/:shareableId",
    element: <Screen screen={SharedRepertoirePage} label="Loading shared repertoire" />,
  },
];

export default routes;
