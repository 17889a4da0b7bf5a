import type { ProjectionStatus } from "@encore/eventstore";

export interface ServiceStatusDocument {
  readonly service: string;
  readonly store?: string;
  readonly projections?: readonly ProjectionStatus[];
  readonly error?: string;
}

const pad = (rows: readonly (readonly string[])[]) => {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
};

/** One line per projection: what ops need to see whether read models keep up. */
export const formatStatusTable = (services: readonly ServiceStatusDocument[]): string => {
  const header = [
    "service",
    "projection",
    "version",
    "state",
    "position",
    "lag (events)",
    "processed",
    "last error",
  ];
  const rows: string[][] = [header];
  for (const service of services) {
    if (service.error) {
      rows.push([service.service, "-", "-", "unreachable", "-", "-", "-", service.error]);
      continue;
    }
    if (!service.projections || service.projections.length === 0) {
      rows.push([service.service, "(none)", "-", "-", "-", "-", "-", ""]);
      continue;
    }
    for (const p of service.projections) {
      const state = p.state === "live" && !p.caughtUp ? "live, catching up" : p.state;
      rows.push([
        service.service,
        p.name,
        String(p.version),
        state,
        p.position,
        p.lagEvents === undefined ? "?" : String(p.lagEvents),
        String(p.eventsProcessed),
        p.lastError ?? "",
      ]);
    }
  }
  return pad(rows);
};
