export const SERVICE_NAMES = ["setlists", "repertoire", "billing", "analytics"] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** Which service answers which part of /api (spec section 7); the most specific prefix comes first. */
const ROUTES: ReadonlyArray<readonly [prefix: string, service: ServiceName]> = [
  ["/api/shared/repertoire", "repertoire"],
  ["/api/repertoires", "repertoire"],
  ["/api/shared", "setlists"],
  ["/api/setlists/can-generate", "billing"],
  ["/api/setlists", "setlists"],
  ["/api/inspiration", "setlists"],
  ["/api/spotify", "setlists"],
  ["/api/cloud-storage", "setlists"],
  ["/api/subscription", "billing"],
  ["/api/stripe", "billing"],
  ["/api/insights", "analytics"],
];

/** The service behind an /api path, matching whole path segments only (`/api/setlistsX` matches nothing). */
export const serviceForPath = (path: string): ServiceName | undefined => {
  for (const [prefix, service] of ROUTES) {
    if (path === prefix || path.startsWith(`${prefix}/`)) return service;
  }
  return undefined;
};
