import { Spinner } from "@encore/ui";
import { lazy, Suspense } from "react";
import type { RouteObject } from "react-router";

// The screen loads when it renders, not when `/` matches: a visitor at `/` sees the shell's landing
// page (the sign-in guard renders it instead of this route) and never fetches the generator.
const GeneratorHome = lazy(async () => ({
  default: (await import("./features/generator/components/generator-home.tsx")).GeneratorHome,
}));

function GeneratorRoute() {
  return (
    <Suspense
      fallback={
        <div className="flex flex-1 items-center justify-center py-24">
          <Spinner size="lg" label="Loading the setlist generator" />
        </div>
      }
    >
      <GeneratorHome />
    </Suspense>
  );
}

/** What the shell mounts (decision 0011): the generator home at `/`, under the sign-in guard. */
export const routes: RouteObject[] = [{ path: "/", element: <GeneratorRoute /> }];
