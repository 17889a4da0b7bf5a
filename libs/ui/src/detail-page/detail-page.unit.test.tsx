import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderScreen } from "../testing/render.tsx";
import { BackLink, DetailNotFound, ExportActions } from "./detail-page.tsx";

describe("BackLink", () => {
  it("leads back to the list", async () => {
    renderScreen(<BackLink to="/repertoires">Repertoires</BackLink>);
    await userEvent.setup().click(screen.getByRole("link", { name: "Repertoires" }));
    expect(await screen.findByTestId("location")).toHaveTextContent("/repertoires");
  });
});

describe("DetailNotFound", () => {
  it("says what is missing, with two ways back to the list", () => {
    renderScreen(
      <DetailNotFound
        listPath="/saved-setlists"
        listName="Saved Setlists"
        title="Setlist Not Found"
        text="The setlist you're looking for doesn't exist."
      />,
    );
    expect(screen.getByRole("heading", { name: "Setlist Not Found" })).toBeInTheDocument();
    expect(screen.getByText("The setlist you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Saved Setlists" })).toHaveAttribute("href", "/saved-setlists");
    expect(screen.getByRole("link", { name: "Back to Saved Setlists" })).toHaveAttribute(
      "href",
      "/saved-setlists",
    );
  });
});

describe("ExportActions", () => {
  const actions = () => ({ onSpotify: vi.fn(), onDownload: vi.fn(), onShare: vi.fn() });

  it("runs each export", async () => {
    const user = userEvent.setup();
    const on = actions();
    renderScreen(
      <ExportActions {...on} spotifyBusy={false} downloadBusy={false} downloadLabel="Download Word Doc" />,
    );
    await user.click(screen.getByRole("button", { name: "Create Spotify Playlist" }));
    await user.click(screen.getByRole("button", { name: "Download Word Doc" }));
    await user.click(screen.getByRole("button", { name: "Share QR Code" }));
    expect(on.onSpotify).toHaveBeenCalledTimes(1);
    expect(on.onDownload).toHaveBeenCalledTimes(1);
    expect(on.onShare).toHaveBeenCalledTimes(1);
  });

  it("holds a busy export and a share with nothing to share", () => {
    renderScreen(
      <ExportActions
        {...actions()}
        spotifyBusy
        downloadBusy={false}
        downloadLabel="Download DOCX"
        shareDisabled
      />,
    );
    expect(screen.getByRole("button", { name: "Create Spotify Playlist" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Download DOCX" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Share QR Code" })).toBeDisabled();
  });
});
