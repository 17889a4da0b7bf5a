import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fakeApi, json, renderAt, repertoire, repertoireSong } from "../../../testing/test-utils.tsx";

const duo = () =>
  repertoire(5, {
    name: "Wedding Classics",
    vocalists: [
      { name: "Ana", gender: "female" },
      { name: "Ben", gender: "male" },
    ],
    songCount: 3,
  });

const threeSongs = () => [
  repertoireSong(1, {
    repertoireId: 5,
    title: "Valerie",
    artist: "Amy Winehouse",
    genre: "Soul",
    key: "Eb",
    durationSeconds: 233,
    energy: 8,
    vocalist: "Ana",
  }),
  repertoireSong(2, {
    repertoireId: 5,
    title: "September",
    artist: "Earth, Wind & Fire",
    aiStatus: "failed",
  }),
  repertoireSong(3, {
    repertoireId: 5,
    title: "Rehab",
    artist: "Amy Winehouse",
    aiStatus: "idle",
    genre: "Soul",
  }),
];

const rowOf = (title: string) =>
  screen.getAllByTestId("song-row").find((row) => within(row).queryByText(title)) as HTMLElement;

describe("Repertoire create", () => {
  it("shows the spec's messages for a missing name and sends nothing", async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    renderAt("/repertoires/new");
    await user.click(await screen.findByRole("button", { name: "Create Repertoire" }));
    expect(screen.getByText("Repertoire name is required")).toBeInTheDocument();
    expect(api.sent("POST", "/api/repertoires")).toHaveLength(0);
    expect(screen.queryByRole("heading", { name: "Songs" })).not.toBeInTheDocument();
  });

  it("adds vocalists up to 5 (then Add Vocalist disappears), drops blank ones, creates and goes to edit", async () => {
    const api = fakeApi({
      "POST /api/repertoires": () => json(201, repertoire(9, { name: "Wedding Classics" })),
      "GET /api/repertoires/9": () => json(200, repertoire(9, { name: "Wedding Classics" })),
      "GET /api/repertoires/9/songs": () => json(200, []),
    });
    const user = userEvent.setup();
    const { router } = renderAt("/repertoires/new");
    await user.type(await screen.findByLabelText("Name"), "  Wedding Classics ");
    await user.type(screen.getByLabelText("Description (optional)"), "Floor fillers");
    expect(screen.getByText("0/5 vocalists added")).toBeInTheDocument();
    for (let i = 0; i < 5; i++) await user.click(screen.getByRole("button", { name: "Add Vocalist" }));
    expect(screen.getByText("5/5 vocalists added")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add Vocalist" })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Vocalist 1 name"), "Ana");
    await user.click(
      within(screen.getByRole("radiogroup", { name: "Vocalist 1 gender" })).getByRole("radio", {
        name: "Female",
      }),
    );
    await user.type(screen.getByLabelText("Vocalist 2 name"), "Ben");
    await user.click(screen.getByLabelText("Vocalist 3 name"));
    await user.tab();
    expect(screen.getByText("Vocalist name is required")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove vocalist 5" }));
    expect(screen.getByText("4/5 vocalists added")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add Vocalist" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Create Repertoire" }));
    expect(await screen.findByText("Repertoire created")).toBeInTheDocument();
    expect(await api.sent("POST", "/api/repertoires")[0]?.json()).toEqual({
      name: "Wedding Classics",
      type: "band",
      description: "Floor fillers",
      vocalists: [
        { name: "Ana", gender: "female" },
        { name: "Ben", gender: "male" },
      ],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/repertoires/9/edit"));
    expect(await screen.findByRole("heading", { name: "Songs" })).toBeInTheDocument();
  });

  it("hides the vocalists when the type is 'vocalist'", async () => {
    fakeApi();
    const user = userEvent.setup();
    renderAt("/repertoires/new");
    expect(await screen.findByRole("button", { name: "Add Vocalist" })).toBeInTheDocument();
    await user.click(screen.getByRole("combobox", { name: "Type" }));
    await user.click(await screen.findByRole("option", { name: "Vocalist" }));
    expect(screen.queryByRole("button", { name: "Add Vocalist" })).not.toBeInTheDocument();
    expect(screen.queryByText(/vocalists added/)).not.toBeInTheDocument();
  });

  it("says 'Failed to create repertoire' with the server's reason", async () => {
    fakeApi({ "POST /api/repertoires": () => json(400, { error: "Type is required" }) });
    const user = userEvent.setup();
    renderAt("/repertoires/new");
    await user.type(await screen.findByLabelText("Name"), "X");
    await user.click(screen.getByRole("button", { name: "Create Repertoire" }));
    expect(await screen.findByText("Failed to create repertoire")).toBeInTheDocument();
    expect(screen.getAllByText("Type is required")[0]).toBeInTheDocument();
  });
});

describe("Repertoire edit", () => {
  it("says 'Repertoire Not Found' for someone else's or a missing repertoire", async () => {
    fakeApi({ "GET /api/repertoires/77": () => json(404, { error: "Repertoire not found" }) });
    renderAt("/repertoires/77/edit");
    expect(await screen.findByText("Repertoire Not Found")).toBeInTheDocument();
    expect(
      screen.getByText(
        "The repertoire you're looking for doesn't exist or you don't have permission to view it.",
      ),
    ).toBeInTheDocument();
  });

  it("lists songs with AI badge, genre, key, m:ss, energy x/10 and vocalist, and searches title, artist and genre", async () => {
    fakeApi({
      "GET /api/repertoires/5": () => json(200, duo()),
      "GET /api/repertoires/5/songs": () => json(200, threeSongs()),
    });
    const user = userEvent.setup();
    renderAt("/repertoires/5/edit");
    expect(await screen.findByText("Valerie")).toBeInTheDocument();
    const valerie = rowOf("Valerie");
    for (const text of ["Soul", "Eb", "3:53", "8/10", "Ana"]) {
      expect(within(valerie).getAllByText(text, { exact: false })[0]).toBeInTheDocument();
    }
    expect(within(valerie).queryByTestId("ai-status")).not.toBeInTheDocument();
    expect(within(rowOf("September")).getByTestId("ai-status")).toHaveTextContent("Detection Failed");
    expect(within(rowOf("Rehab")).queryByTestId("ai-status")).not.toBeInTheDocument();

    const search = screen.getByLabelText("Search songs");
    await user.type(search, "soul");
    expect(screen.getAllByTestId("song-title").map((t) => t.textContent)).toEqual(["Valerie", "Rehab"]);
    await user.clear(search);
    await user.type(search, "EARTH");
    expect(screen.getAllByTestId("song-title").map((t) => t.textContent)).toEqual(["September"]);
  });

  it("asks for the songs again every 3 s while any is being detected, and stops when done", async () => {
    let calls = 0;
    fakeApi({
      "GET /api/repertoires/5": () => json(200, duo()),
      "GET /api/repertoires/5/songs": () => {
        calls += 1;
        return json(200, [
          repertoireSong(1, { title: "Valerie", aiStatus: calls === 1 ? "pending" : "complete" }),
        ]);
      },
    });
    renderAt("/repertoires/5/edit");
    expect(await screen.findByText("Detecting...")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("Detecting...")).not.toBeInTheDocument(), {
      timeout: 4500,
    });
    expect(calls).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 3300));
    expect(calls).toBe(2);
  }, 15_000);

  it("auto-saves vocalists after a 1-second pause and clears a removed vocalist's songs", async () => {
    const api = fakeApi({
      "GET /api/repertoires/5": () => json(200, duo()),
      "GET /api/repertoires/5/songs": () => json(200, []),
      "PUT /api/repertoires/5": () => json(200, duo()),
      "POST /api/repertoires/5/clear-vocalist-assignments": () => json(500, { error: "down" }),
    });
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderAt("/repertoires/5/edit");
    await user.click(await screen.findByRole("button", { name: "Remove vocalist 1" }));
    expect(api.sent("PUT", "/api/repertoires/5")).toHaveLength(0);
    await waitFor(() => expect(api.sent("PUT", "/api/repertoires/5")).toHaveLength(1), { timeout: 2500 });
    expect(await api.sent("PUT", "/api/repertoires/5")[0]?.json()).toEqual({
      vocalists: [{ name: "Ben", gender: "male" }],
    });
    await waitFor(() =>
      expect(api.sent("POST", "/api/repertoires/5/clear-vocalist-assignments")).toHaveLength(1),
    );
    expect(await api.sent("POST", "/api/repertoires/5/clear-vocalist-assignments")[0]?.json()).toEqual({
      vocalistName: "Ana",
    });
    expect(await screen.findByText("Vocalists saved")).toBeInTheDocument();
    // A failed clear is only logged (spec §8).
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByText("Failed to update repertoire")).not.toBeInTheDocument();
  });

  it("saves the details with Save Changes", async () => {
    const api = fakeApi({
      "GET /api/repertoires/5": () => json(200, duo()),
      "GET /api/repertoires/5/songs": () => json(200, []),
      "PUT /api/repertoires/5": () => json(200, duo()),
    });
    const user = userEvent.setup();
    renderAt("/repertoires/5/edit");
    const name = await screen.findByLabelText("Name");
    await user.clear(name);
    await user.type(name, "Summer Weddings");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Repertoire updated")).toBeInTheDocument();
    expect(await api.sent("PUT", "/api/repertoires/5")[0]?.json()).toEqual({
      name: "Summer Weddings",
      type: "band",
      description: "",
      vocalists: [
        { name: "Ana", gender: "female" },
        { name: "Ben", gender: "male" },
      ],
    });
  });

  it("adds a song with the dialog (validating it first), with the vocalist note", async () => {
    const api = fakeApi({
      "GET /api/repertoires/5": () => json(200, duo()),
      "GET /api/repertoires/5/songs": () => json(200, []),
      "POST /api/repertoires/5/songs": () =>
        json(201, repertoireSong(9, { title: "Valerie", aiStatus: "pending" })),
    });
    const user = userEvent.setup();
    renderAt("/repertoires/5/edit");
    expect(await screen.findByText(/No songs yet/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add Song" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Song" });
    expect(within(dialog).getByText("AI will auto-assign if left blank")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Add Song" }));
    expect(within(dialog).getByText("Song title is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Artist is required")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Title"), "Valerie");
    await user.type(within(dialog).getByLabelText("Artist"), "Amy Winehouse");
    await user.type(within(dialog).getByLabelText("Duration (seconds)"), "2000");
    await user.click(within(dialog).getByRole("button", { name: "Add Song" }));
    expect(
      within(dialog).getByText("Duration must be a whole number of seconds from 1 to 1800"),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText("Duration (seconds)"));
    await user.type(within(dialog).getByLabelText("Duration (seconds)"), "233");
    await user.click(within(dialog).getByRole("combobox", { name: "Vocalist" }));
    await user.click(await screen.findByRole("option", { name: "Ana" }));
    await user.click(within(dialog).getByRole("button", { name: "Add Song" }));
    expect(await screen.findByText("Song added")).toBeInTheDocument();
    expect(await api.sent("POST", "/api/repertoires/5/songs")[0]?.json()).toEqual({
      title: "Valerie",
      artist: "Amy Winehouse",
      key: null,
      durationSeconds: 233,
      vocalist: "Ana",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("hides the vocalist field of the song dialog when the repertoire has no vocalists", async () => {
    fakeApi({
      "GET /api/repertoires/5": () => json(200, repertoire(5)),
      "GET /api/repertoires/5/songs": () => json(200, []),
    });
    const user = userEvent.setup();
    renderAt("/repertoires/5/edit");
    await user.click(await screen.findByRole("button", { name: "Add Song" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Song" });
    expect(within(dialog).queryByText("AI will auto-assign if left blank")).not.toBeInTheDocument();
  });

  it("edits a song (PUT) and says 'Failed to update song' when that fails", async () => {
    let fail = true;
    const api = fakeApi({
      "GET /api/repertoires/5": () => json(200, duo()),
      "GET /api/repertoires/5/songs": () => json(200, threeSongs()),
      "PUT /api/repertoires/5/songs/1": () => (fail ? json(500, { error: "x" }) : json(200, threeSongs()[0])),
    });
    const user = userEvent.setup();
    renderAt("/repertoires/5/edit");
    await user.click(await screen.findByRole("button", { name: "Edit Valerie" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Song" });
    expect(within(dialog).getByLabelText("Title")).toHaveValue("Valerie");
    expect(within(dialog).getByLabelText("Duration (seconds)")).toHaveValue(233);
    await user.clear(within(dialog).getByLabelText("Title"));
    await user.type(within(dialog).getByLabelText("Title"), "Valerie (Live)");
    await user.click(within(dialog).getByRole("button", { name: "Save Song" }));
    expect(await screen.findByText("Failed to update song")).toBeInTheDocument();
    fail = false;
    await user.click(within(dialog).getByRole("button", { name: "Save Song" }));
    expect(await screen.findByText("Song updated")).toBeInTheDocument();
    expect(await api.sent("PUT", "/api/repertoires/5/songs/1")[1]?.json()).toEqual({
      title: "Valerie (Live)",
      artist: "Amy Winehouse",
      key: "Eb",
      durationSeconds: 233,
      vocalist: "Ana",
    });
  });

  it("deletes a song after a confirmation", async () => {
    const api = fakeApi({
      "GET /api/repertoires/5": () => json(200, duo()),
      "GET /api/repertoires/5/songs": () => json(200, threeSongs()),
      "DELETE /api/repertoires/5/songs/2": () => json(200, { deleted: true }),
    });
    const user = userEvent.setup();
    renderAt("/repertoires/5/edit");
    await user.click(await screen.findByRole("button", { name: "Delete September" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Song deleted")).toBeInTheDocument();
    expect(api.sent("DELETE", "/api/repertoires/5/songs/2")).toHaveLength(1);
  });
});
