import { describe, expect, it } from "vitest";
import {
  ANY_CONTEXT,
  contextFromSearch,
  describeContext,
  formatPercent,
  formatScore,
  insightsLinkFor,
  performancesLabel,
  searchFromContext,
} from "./context.ts";

describe("the insights context in the address", () => {
  it("reads the four fields, trimmed; unknown types and 'Unknown' places read as any", () => {
    expect(
      contextFromSearch(
        new URLSearchParams("country=%20Portugal%20&city=Lisbon&venueType=hotel&eventType=wedding"),
      ),
    ).toEqual({ country: "Portugal", city: "Lisbon", venueType: "hotel", eventType: "wedding" });
    expect(contextFromSearch(new URLSearchParams("country=Unknown&venueType=castle&eventType=rave"))).toEqual(
      ANY_CONTEXT,
    );
    expect(contextFromSearch(new URLSearchParams(`city=${"x".repeat(150)}`)).city).toHaveLength(100);
  });

  it("writes only what is said", () => {
    expect(searchFromContext(ANY_CONTEXT)).toBe("");
    expect(searchFromContext({ ...ANY_CONTEXT, city: " Lisbon ", eventType: "wedding" }, { from: "4" })).toBe(
      "city=Lisbon&eventType=wedding&from=4",
    );
  });

  it("links a setlist to insights for its venue and event", () => {
    expect(
      insightsLinkFor({
        id: 12,
        eventType: "wedding",
        venueCountry: "Portugal",
        venueCity: "Lisbon",
        venueType: "hotel",
      }),
    ).toBe("/insights?country=Portugal&city=Lisbon&venueType=hotel&eventType=wedding&from=12");
    expect(insightsLinkFor({ id: 3, eventType: "corporate", venueCountry: "Unknown", venueCity: null })).toBe(
      "/insights?eventType=corporate&from=3",
    );
  });

  it("describes the context and formats the figures", () => {
    expect(
      describeContext({ country: "Portugal", city: "Lisbon", venueType: "hotel", eventType: "wedding" }),
    ).toBe("Wedding gigs in Lisbon, Portugal · Hotel venues");
    expect(describeContext(ANY_CONTEXT)).toBe("All gigs everywhere");
    expect(formatScore(0.6234)).toBe("+0.62");
    expect(formatScore(-0.4)).toBe("−0.40");
    expect(formatScore(-0.001)).toBe("0.00");
    expect(formatPercent(0.8333)).toBe("83 %");
    expect(performancesLabel(1)).toBe("1 gig");
    expect(performancesLabel(3)).toBe("3 gigs");
  });
});
