import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fakeApi, json, renderAt, repertoire, repertoireSong } from "../../../testing/test-utils.tsx";

const wedding = () =>
  repertoire(5, { name: "Wedding Classics", type: "event", description: "Floor fillers", songCount: 2 });
const songs = () => [
  repertoireSong(1, {
    repertoireId: 5,
    title: "Valerie",
    artist: "Amy Winehouse",
    key: "Eb",
    durationSeconds: 233,
  }),
  repertoireSong(2, { repertoireId: 5, title: "September", artist: "Earth, Wind & Fire", genre: "Disco" }),
];

describe("Repertoire view", () => {
  it("shows name, type badge, count, description, Edit, and read-only songs with search", async () => {
    fakeApi({
      "GET /api/repertoires/5": () => json(200, wedding()),
      "GET /api/repertoires/5/songs": () => json(200, songs()),
    });
    const user = userEvent.setup();
    renderAt("/repertoires/5");
    expect(await screen.findByRole("heading", { name: "Wedding Classics" })).toBeInTheDocument();
    expect(screen.getByTestId("type-badge")).toHaveTextContent("Event");
    expect(screen.getByText("Floor fillers")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Edit" })).toHaveAttribute("href", "/repertoires/5/edit");
    expect(await screen.findByText("Valerie")).toBeInTheDocument();
    expect(screen.getByText("2 songs")).toBeInTheDocument();
    expect(screen.getByText("3:53")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit Valerie" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download Word Doc" })).toBeInTheDocument();
    await user.type(screen.getByLabelText("Search songs"), "disco");
    expect(screen.getAllByTestId("song-title").map((t) => t.textContent)).toEqual(["September"]);
  });

  it("says 'Repertoire Not Found' for a repertoire that is not the musician's", async () => {
    fakeApi({ "GET /api/repertoires/9": () => json(404, { error: "Repertoire not found" }) });
    renderAt("/repertoires/9");
    expect(await screen.findByText("Repertoire Not Found")).toBeInTheDocument();
    expect(
      screen.getByText(
        "The repertoire you're looking for doesn't exist or you don't have permission to view it.",
      ),
    ).toBeInTheDocument();
  });

  it("disables Share QR Code with no songs", async () => {
    fakeApi({
      "GET /api/repertoires/5": () => json(200, { ...wedding(), songCount: 0 }),
      "GET /api/repertoires/5/songs": () => json(200, []),
    });
    renderAt("/repertoires/5");
    expect(await screen.findByText("This repertoire has no songs yet.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Share QR Code" })).toBeDisabled();
  });

  it("shares: generates the link and shows the QR code", async () => {
    const api = fakeApi({
      "GET /api/repertoires/5": () => json(200, wedding()),
      "GET /api/repertoires/5/songs": () => json(200, songs()),
      "POST /api/repertoires/5/share": () =>
        json(200, {
          shareUrl: "http://localhost:3000/shared/repertoire/abc",
          qrCode: "data:image/png;base64,AAAA",
        }),
    });
    const user = userEvent.setup();
    renderAt("/repertoires/5");
    await screen.findByText("Valerie");
    await user.click(screen.getByRole("button", { name: "Share QR Code" }));
    const dialog = await screen.findByRole("dialog", { name: "Share Repertoire" });
    await user.click(within(dialog).getByRole("button", { name: "Generate Share Link" }));
    expect(await within(dialog).findByLabelText("Share link")).toHaveValue(
      "http://localhost:3000/shared/repertoire/abc",
    );
    expect(within(dialog).getByRole("img", { name: "QR code for Wedding Classics" })).toBeInTheDocument();
    expect(api.sent("POST", "/api/repertoires/5/share")).toHaveLength(1);
  });

  it("asks Spotify for '{name} (Repertoire)' and shows 'Error' while Spotify is not configured", async () => {
    const api = fakeApi({
      "GET /api/repertoires/5": () => json(200, wedding()),
      "GET /api/repertoires/5/songs": () => json(200, songs()),
      "POST /api/spotify/create-playlist": () =>
        json(503, { error: "Spotify is not configured on this server" }),
    });
    const user = userEvent.setup();
    renderAt("/repertoires/5");
    await screen.findByText("Valerie");
    await user.click(screen.getByRole("button", { name: "Create Spotify Playlist" }));
    expect(await screen.findByText("Error")).toBeInTheDocument();
    expect(
      screen.getAllByText("Failed to create Spotify playlist. Please try again.")[0],
    ).toBeInTheDocument();
    expect(await api.sent("POST", "/api/spotify/create-playlist")[0]?.json()).toEqual({
      repertoireId: 5,
      playlistName: "Wedding Classics (Repertoire)",
      songs: [
        { title: "Valerie", artist: "Amy Winehouse" },
        { title: "September", artist: "Earth, Wind & Fire" },
      ],
    });
  });

  it("offers 'Connect Spotify' when Spotify is not connected, opening the 500x600 sign-in", async () => {
    fakeApi({
      "GET /api/repertoires/5": () => json(200, wedding()),
      "GET /api/repertoires/5/songs": () => json(200, songs()),
      "POST /api/spotify/create-playlist": () => json(401, { error: "Spotify not connected" }),
    });
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const user = userEvent.setup();
    renderAt("/repertoires/5");
    await screen.findByText("Valerie");
    await user.click(screen.getByRole("button", { name: "Create Spotify Playlist" }));
    expect(await screen.findByText("Connect Spotify Account")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Connect Spotify" }));
    expect(open).toHaveBeenCalledWith("/api/spotify/auth?userId=7", "spotify-auth", "width=500,height=600");
    expect(await screen.findByText("Popup Blocked")).toBeInTheDocument();
  });

  it("downloads the Word file and names it '{name}_repertoire.docx'", async () => {
    const api = fakeApi({
      "GET /api/repertoires/5": () => json(200, wedding()),
      "GET /api/repertoires/5/songs": () => json(200, songs()),
      "GET /api/repertoires/5/download": () => new Response(new Blob(["docx"]), { status: 200 }),
    });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => "blob:x");
    URL.revokeObjectURL = vi.fn();
    const user = userEvent.setup();
    renderAt("/repertoires/5");
    await screen.findByText("Valerie");
    await user.click(screen.getByRole("button", { name: "Download Word Doc" }));
    expect(await screen.findByText("Download Started")).toBeInTheDocument();
    expect(names).toEqual(["Wedding_Classics_repertoire.docx"]);
    await waitFor(() => expect(api.sent("GET", "/api/repertoires/5/download")).toHaveLength(1));
  });

  it("says 'Download DOCX' on a phone", async () => {
    vi.spyOn(window, "innerWidth", "get").mockReturnValue(390);
    fakeApi({
      "GET /api/repertoires/5": () => json(200, wedding()),
      "GET /api/repertoires/5/songs": () => json(200, songs()),
    });
    renderAt("/repertoires/5");
    expect(await screen.findByRole("button", { name: "Download DOCX" })).toBeInTheDocument();
  });
});
