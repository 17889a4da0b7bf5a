import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../testing/render.tsx";
import { SharedPage, SharedPageNotFound, SongKeyBadge, SongPosition } from "./shared-page.tsx";

describe("SharedPage", () => {
  it("frames the shared list: kicker, title, summary, content and the way to Encore", () => {
    renderScreen(
      <SharedPage
        kicker="Shared Setlist"
        title="Smith Wedding"
        summary={<p>12 songs</p>}
        homeLinkText="Try Encore"
      >
        <p>The sets</p>
      </SharedPage>,
    );
    expect(screen.getByRole("article", { name: "Smith Wedding" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Smith Wedding" })).toBeInTheDocument();
    expect(screen.getByText("Shared Setlist")).toBeInTheDocument();
    expect(screen.getByText("12 songs")).toBeInTheDocument();
    expect(screen.getByText("The sets")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Try Encore" })).toHaveAttribute("href", "/");
  });

  it("reads a song's key and shows its position", () => {
    renderScreen(
      <ol>
        <li>
          <SongPosition position={4} />
          <SongKeyBadge songKey="Eb" />
        </li>
      </ol>,
    );
    expect(screen.getByTitle("Key")).toHaveTextContent("Key Eb");
    expect(screen.getByText("4")).toBeInTheDocument();
  });
});

describe("SharedPageNotFound", () => {
  it("says what was not found and leads to Encore's home", async () => {
    const { router } = renderScreen(
      <SharedPageNotFound title="Setlist Not Found" text="The link may be invalid." />,
    );
    expect(screen.getByRole("heading", { name: "Setlist Not Found" })).toBeInTheDocument();
    expect(screen.getByText("The link may be invalid.")).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("link", { name: "Go to Encore" }));
    expect(router.state.location.pathname).toBe("/");
  });
});
