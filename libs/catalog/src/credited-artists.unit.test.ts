import { describe, expect, it } from "vitest";
import { creditedArtists } from "./normalise.ts";

describe("creditedArtists", () => {
  it("names every act of a shared credit, normalised", () => {
    expect(creditedArtists("Mark Ronson & Amy Winehouse")).toEqual(["mark ronson", "amy winehouse"]);
    expect(creditedArtists("Calvin Harris feat. Rihanna")).toEqual(["calvin harris", "rihanna"]);
    expect(creditedArtists("Daft Punk (featuring Pharrell Williams)")).toEqual([
      "daft punk",
      "pharrell williams",
    ]);
    expect(creditedArtists("The Beatles")).toEqual(["beatles"]);
    expect(creditedArtists("AC/DC")).toEqual(["ac dc"]);
  });
});
