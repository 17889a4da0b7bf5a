import { describe, expect, it } from "vitest";
import { serviceForPath } from "./route-table.ts";

describe("serviceForPath", () => {
  it.each([
    ["/api/setlists", "setlists"],
    ["/api/setlists/42/share", "setlists"],
    ["/api/setlists/can-generate", "billing"],
    ["/api/setlists/can-generate-more", "setlists"],
    ["/api/shared/0b7c4e5e-8c1a-4c5b-9f57-0d3f6e1d2a11", "setlists"],
    ["/api/shared/repertoire/0b7c4e5e-8c1a-4c5b-9f57-0d3f6e1d2a11/songs", "repertoire"],
    ["/api/repertoires/parse-bulk-songs", "repertoire"],
    ["/api/subscription/status", "billing"],
    ["/api/stripe/webhook", "billing"],
    ["/api/insights/songs", "analytics"],
    ["/api/inspiration/7/like", "setlists"],
  ])("sends %s to %s", (path, service) => {
    expect(serviceForPath(path)).toBe(service);
  });

  it("matches whole segments only, and knows nothing outside the table", () => {
    expect(serviceForPath("/api/setlistsX")).toBeUndefined();
    expect(serviceForPath("/api/login")).toBeUndefined();
    expect(serviceForPath("/health")).toBeUndefined();
  });
});
