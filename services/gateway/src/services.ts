import { analyticsService } from "@encore/analytics";
import { billingService } from "@encore/billing";
import { repertoireService } from "@encore/repertoire";
import type { ServiceDefinition } from "@encore/runtime";
import { setlistsService } from "@encore/setlists";
import { identityReadModels } from "./identity/service.ts";
import type { ServiceName } from "./routing/route-table.ts";

/** Every back-end service, by name: what embedded mode runs and what ops tools replay. */
export const serviceDefinitions: Readonly<Record<ServiceName, ServiceDefinition>> = {
  setlists: setlistsService,
  repertoire: repertoireService,
  billing: billingService,
  analytics: analyticsService,
};

/** Every set of read models ops tools replay and report on: the services' and the gateway's own (identity). */
export const readModelOwners: readonly ServiceDefinition[] = [
  ...Object.values(serviceDefinitions),
  identityReadModels,
];
