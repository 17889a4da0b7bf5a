import { renderRoutesAt } from "@encore/ui/testing";
import { routes } from "../routes.tsx";

export { fakeApi, json, musician, renderScreen } from "@encore/ui/testing";
export { freeStatus, stripeConfig } from "./fixtures.ts";

/** The remote's own routes (as the shell mounts them) at `path`, plus toasts. */
export const renderAt = (path: string) => renderRoutesAt(routes, path);
