import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi, json, renderAt, savedSetlist } from "../../../testing/test-utils.tsx";

describe("Saved Setlists", () => {
  it("says it is loading, then shows the empty state with Create Your First Setlist", async () => {
    let answer: (response: Response) => void = () => undefined;
    fakeApi({ "GET /api/setlists": () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderAt("/saved-setlists");
    expect(await screen.findByRole("status", { name: "Loading your saved setlists..." })).toBeInTheDocument();
    answer(json(200, []));
    expect(await screen.findByText("No saved setlists yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create Your First Setlist" })).toHaveAttribute("href", "/");
  });

  it("shows the error state when the list fails", async () => {
    fakeApi({ "GET /api/setlists": () => json(500, { error: "boom" }) });
    renderAt("/saved-setlists");
    expect(await screen.findByText("Error loading setlists. Please try again.")).toBeInTheDocument();
  });

  it("shows cards with badges, count and date, 10 a page with Load More counting the rest", async () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      savedSetlist(i + 1, { createdAt: `2025-01-${String(i + 1).padStart(2, "0")}T12:00:00.000Z` }),
    );
    many[11] = savedSetlist(12, {
      name: "Smith Wedding",
      folder: "Weddings",
      createdAt: "2025-01-12T12:00:00.000Z",
    });
    fakeApi({ "GET /api/setlists": () => json(200, many) });
    const user = userEvent.setup();
    renderAt("/saved-setlists");
    const list = await screen.findByRole("list", { name: "Saved setlists" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(10);
    const first = within(list).getAllByRole("listitem")[0] as HTMLElement;
    expect(within(first).getByRole("link", { name: "Smith Wedding" })).toHaveAttribute("href", "/setlist/12");
    expect(within(first).getByText("Wedding")).toBeInTheDocument();
    expect(within(first).getByText("90 minutes")).toBeInTheDocument();
    expect(within(first).getByText("Weddings")).toBeInTheDocument();
    expect(within(first).getByText("3 songs")).toBeInTheDocument();
    expect(within(first).getByText("Jan 12, 2025")).toBeInTheDocument();
    expect(within(first).getByRole("link", { name: "Edit Smith Wedding" })).toHaveAttribute(
      "href",
      "/edit-setlist/12",
    );
    await user.click(screen.getByRole("button", { name: "Load More (2 remaining)" }));
    expect(within(list).getAllByRole("listitem")).toHaveLength(12);
    expect(screen.queryByRole("button", { name: /Load More/ })).not.toBeInTheDocument();
  });

  it("renames inline with Enter (PATCH name) and ignores an empty name", async () => {
    const api = fakeApi({
      "GET /api/setlists": () => json(200, [savedSetlist(1, { name: "Old name" })]),
      "PATCH /api/setlists/1": () => json(200, savedSetlist(1, { name: "New name" })),
    });
    const user = userEvent.setup();
    renderAt("/saved-setlists");
    await user.click(await screen.findByRole("button", { name: "More actions for Old name" }));
    await user.click(await screen.findByRole("menuitem", { name: "Rename" }));
    const field = await screen.findByLabelText("New setlist name");
    await user.clear(field);
    await user.type(field, "   {Enter}");
    expect(api.sent("PATCH", "/api/setlists/1")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "More actions for Old name" }));
    await user.click(await screen.findByRole("menuitem", { name: "Rename" }));
    const again = await screen.findByLabelText("New setlist name");
    await user.clear(again);
    await user.type(again, "  New name {Enter}");
    await waitFor(() => expect(api.sent("PATCH", "/api/setlists/1")).toHaveLength(1));
    expect(await api.sent("PATCH", "/api/setlists/1")[0]?.json()).toEqual({ name: "New name" });
    expect(await screen.findByText("Setlist updated")).toBeInTheDocument();
  });

  it("creates a folder client-side, shows it empty, and moves a setlist into it", async () => {
    const api = fakeApi({
      "GET /api/setlists": () => json(200, [savedSetlist(1, { name: "Gig" })]),
      "PATCH /api/setlists/1": () => json(200, savedSetlist(1, { folder: "Corporate" })),
    });
    const user = userEvent.setup();
    renderAt("/saved-setlists");
    await user.click(await screen.findByRole("button", { name: "New Folder" }));
    await user.type(screen.getByLabelText("Folder name"), "  Corporate {Enter}");
    expect(await screen.findByText("Folder Created")).toBeInTheDocument();
    expect(screen.getByText("No setlists in this folder")).toBeInTheDocument();
    expect(api.sent("PATCH", "/api/setlists/1")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "View All Setlists" }));
    await user.click(await screen.findByRole("button", { name: "More actions for Gig" }));
    await user.click(await screen.findByRole("menuitem", { name: "Move to Folder" }));
    await user.click(await screen.findByRole("button", { name: "Corporate" }));
    await waitFor(() => expect(api.sent("PATCH", "/api/setlists/1")).toHaveLength(1));
    expect(await api.sent("PATCH", "/api/setlists/1")[0]?.json()).toEqual({ folder: "Corporate" });
  });

  it("deletes after the confirmation, and says so when the delete fails", async () => {
    const api = fakeApi({
      "GET /api/setlists": () => json(200, [savedSetlist(1, { name: "Gig" })]),
      "DELETE /api/setlists/1": () => json(500, { error: "nope" }),
    });
    const user = userEvent.setup();
    renderAt("/saved-setlists");
    await user.click(await screen.findByRole("button", { name: "More actions for Gig" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
    expect(await screen.findByText("Are you sure you want to delete this setlist?")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Delete failed")).toBeInTheDocument();
    expect(screen.getAllByText("Failed to delete setlist. Please try again.")[0]).toBeInTheDocument();
    expect(api.sent("DELETE", "/api/setlists/1")).toHaveLength(1);
  });

  it("shows the Spotify error toast while Spotify is not configured", async () => {
    fakeApi({
      "GET /api/setlists": () => json(200, [savedSetlist(1, { name: "Gig" })]),
      "POST /api/spotify/create-playlist": () =>
        json(503, { error: "Spotify is not configured on this server" }),
    });
    const user = userEvent.setup();
    renderAt("/saved-setlists");
    await user.click(await screen.findByRole("button", { name: "More actions for Gig" }));
    await user.click(await screen.findByRole("menuitem", { name: "Create Spotify Playlist" }));
    expect(await screen.findByText("Spotify Error")).toBeInTheDocument();
    expect(
      screen.getAllByText("Failed to create Spotify playlist. Please try again.")[0],
    ).toBeInTheDocument();
  });
});
