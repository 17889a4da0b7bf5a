import type { Projection } from "@encore/eventstore";
import type { ServiceDefinition } from "@encore/runtime";

export interface SelectedProjection {
  readonly service: ServiceDefinition;
  readonly projection: Projection;
}

export type Selection =
  | { readonly ok: true; readonly selected: readonly SelectedProjection[] }
  | { readonly ok: false; readonly error: string };

/**
 * What `npm run replay -- <target>` means: `--all`, a service name (all of its projections) or a
 * projection's full name (`analytics.venues`).
 */
export const selectProjections = (
  services: readonly ServiceDefinition[],
  target: string | undefined,
): Selection => {
  const all = services.flatMap((service) =>
    service.projections.map((projection) => ({ service, projection })),
  );
  const known = all.map(({ projection }) => projection.name);
  const usage = `Usage: npm run replay -- <projection>|<service>|--all [--restart]. Projections: ${known.join(", ") || "none"}`;
  if (!target) return { ok: false, error: usage };
  if (target === "--all") return { ok: true, selected: all };
  const byService = all.filter(({ service }) => service.name === target);
  if (services.some((service) => service.name === target)) {
    return byService.length > 0
      ? { ok: true, selected: byService }
      : { ok: false, error: `The ${target} service has no projections yet.` };
  }
  const byName = all.filter(({ projection }) => projection.name === target);
  if (byName.length > 0) return { ok: true, selected: byName };
  return { ok: false, error: `No projection or service named '${target}'. ${usage}` };
};
