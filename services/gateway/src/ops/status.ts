import { createProjectionRunner, type ProjectionStatus } from "@encore/eventstore";
import { ConfigError } from "@encore/runtime";
import { readModelOwners } from "../services.ts";
import { openOpsEnvironment } from "./ops-environment.ts";
import { formatStatusTable, type ServiceStatusDocument } from "./status-table.ts";

/**
 * `npm run status`: every projection's state, position and lag. Asks the running gateway
 * (ENCORE_URL, default http://localhost:3000); when none answers, reads the databases directly.
 */
const fromRunningGateway = async (baseUrl: string): Promise<ServiceStatusDocument[] | undefined> => {
  try {
    const response = await fetch(`${baseUrl.replace(/\/$/, "")}/ops/status`, {
      signal: AbortSignal.timeout(3000),
    });
    if (!response.ok) return undefined;
    return ((await response.json()) as { services: ServiceStatusDocument[] }).services;
  } catch {
    return undefined;
  }
};

const fromDatabases = async (): Promise<ServiceStatusDocument[]> => {
  const environment = await openOpsEnvironment();
  try {
    const documents: ServiceStatusDocument[] = [];
    for (const service of readModelOwners) {
      const runner = createProjectionRunner({
        ...environment,
        schema: service.schema,
        projections: service.projections,
      });
      const projections: ProjectionStatus[] = service.projections.length > 0 ? await runner.status() : [];
      documents.push({ service: service.name, store: environment.store.name, projections });
    }
    return documents;
  } finally {
    await environment.close();
  }
};

const main = async () => {
  const baseUrl = process.env.ENCORE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
  const live = await fromRunningGateway(baseUrl);
  console.log(
    live
      ? `Projection status from ${baseUrl}`
      : "No running gateway answered: reading the databases directly",
  );
  console.log(formatStatusTable(live ?? (await fromDatabases())));
};

main().catch((error) => {
  console.error(
    error instanceof ConfigError
      ? error.message
      : `Status failed: ${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
});
