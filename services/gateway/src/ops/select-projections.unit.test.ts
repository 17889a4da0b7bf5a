import type { Projection } from "@encore/eventstore";
import type { ServiceDefinition } from "@encore/runtime";
import { describe, expect, it } from "vitest";
import { selectProjections } from "./select-projections.ts";

const projection = (name: string): Projection => ({
  name,
  version: 1,
  filter: {},
  setup: async () => undefined,
  teardown: async () => undefined,
  apply: async () => undefined,
});
const services: ServiceDefinition[] = [
  {
    name: "analytics",
    schema: "analytics",
    projections: [projection("analytics.venues"), projection("analytics.songs")],
  },
  { name: "setlists", schema: "setlists", projections: [projection("setlists.saved")] },
  { name: "billing", schema: "billing", projections: [] },
];
const names = (target: string | undefined) => {
  const selection = selectProjections(services, target);
  return selection.ok ? selection.selected.map((s) => s.projection.name) : selection.error;
};

describe("selectProjections", () => {
  it("selects every projection with --all, a service's with its name, one by its full name", () => {
    expect(names("--all")).toEqual(["analytics.venues", "analytics.songs", "setlists.saved"]);
    expect(names("analytics")).toEqual(["analytics.venues", "analytics.songs"]);
    expect(names("setlists.saved")).toEqual(["setlists.saved"]);
  });

  it("explains what it accepts when the target is missing or unknown", () => {
    expect(names(undefined)).toMatch(/^Usage: npm run replay -- <projection>\|<service>\|--all/);
    expect(names("nope")).toMatch(
      /No projection or service named 'nope'.*analytics\.venues, analytics\.songs, setlists\.saved/,
    );
    expect(names("billing")).toBe("The billing service has no projections yet.");
  });
});
