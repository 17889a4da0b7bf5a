import { describe, expect, it } from "vitest";
import { formatStatusTable } from "./status-table.ts";

describe("formatStatusTable", () => {
  it("shows each projection's state, position, lag and error, and services without projections or reach", () => {
    const table = formatStatusTable([
      {
        service: "analytics",
        projections: [
          {
            name: "analytics.venues",
            version: 2,
            state: "live",
            position: "812/40",
            headPosition: "900/41",
            caughtUp: false,
            lagEvents: 3,
            eventsProcessed: 120,
            updatedAt: null,
            lastError: "boom",
          },
        ],
      },
      { service: "billing", projections: [] },
      { service: "setlists", error: "connect ECONNREFUSED" },
    ]);
    const lines = table.split("\n");
    expect(lines[0]).toMatch(
      /^service\s+projection\s+version\s+state\s+position\s+lag \(events\)\s+processed\s+last error$/,
    );
    expect(lines[1]).toMatch(
      /^analytics\s+analytics\.venues\s+2\s+live, catching up\s+812\/40\s+3\s+120\s+boom$/,
    );
    expect(lines[2]).toMatch(/^billing\s+\(none\)/);
    expect(lines[3]).toMatch(/^setlists\s+-\s+-\s+unreachable.*connect ECONNREFUSED$/);
  });
});
