import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, generatedResult, renderScreen } from "../../../testing/test-utils.tsx";
import { SetlistResult } from "./setlist-result.tsx";

describe("the generated setlist", () => {
  it("shows the engine's notices in plain words, e.g. a repertoire too small for the sets", async () => {
    fakeApi({});
    const notice =
      "Your selected repertoires have 5 songs, not enough to fill every set: Set 1 is 25 min short of its 45 min. Add songs to the repertoires, select more of them, or shorten the sets.";
    renderScreen(
      <SetlistResult result={{ ...generatedResult, notices: [notice] }} onNew={() => undefined} />,
    );
    expect(await screen.findByRole("note")).toHaveTextContent(notice);
  });

  it("shows no note when there is nothing to say", async () => {
    fakeApi({});
    renderScreen(<SetlistResult result={{ ...generatedResult, notices: [] }} onNew={() => undefined} />);
    expect(await screen.findByRole("region", { name: "Generated setlist" })).toBeInTheDocument();
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
  });
});
