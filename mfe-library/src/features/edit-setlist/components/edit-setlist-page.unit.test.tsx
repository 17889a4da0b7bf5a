import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi, json, renderAt, savedSetlist } from "../../../testing/test-utils.tsx";

const titles = () => screen.getAllByTestId("edit-song-title").map((node) => node.textContent);

describe("Edit and review", () => {
  it("says 'Setlist not found' with a way back for an id not among the musician's setlists", async () => {
    fakeApi({ "GET /api/setlists": () => json(200, [savedSetlist(1)]) });
    renderAt("/edit-setlist/99");
    expect(await screen.findByText("Setlist not found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Back to Saved Setlists/ })).toHaveAttribute(
      "href",
      "/saved-setlists",
    );
  });

  it("edits key, time and vocalist inline, deletes, adds, and saves with the version edited", async () => {
    const api = fakeApi({
      "GET /api/setlists": () => json(200, [savedSetlist(1)]),
      "PUT /api/setlists/1": () => json(200, savedSetlist(1, { version: 3 })),
    });
    const user = userEvent.setup();
    renderAt("/edit-setlist/1");
    expect(await screen.findByRole("tab", { name: "Edit Setlist", selected: true })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Add Feedback" })).toBeInTheDocument();
    expect(titles()).toEqual(["At Last", "September", "Valerie"]);

    await user.click(screen.getByRole("button", { name: "Time of Valerie: 3:53" }));
    const time = screen.getByLabelText("Time of Valerie (m:ss)");
    expect(time).toHaveAttribute("placeholder", "3:45");
    await user.clear(time);
    await user.type(time, "4:1{Enter}");
    expect(screen.getByText("Use m:ss, like 3:45")).toBeInTheDocument();
    await user.clear(time);
    await user.type(time, "4:10{Enter}");
    expect(screen.getByRole("button", { name: "Time of Valerie: 4:10" })).toBeInTheDocument();

    // One time editor at a time: opening another closes the first.
    await user.click(screen.getByRole("button", { name: "Time of At Last: 3:02" }));
    await user.click(screen.getByRole("button", { name: "Time of September: 3:35" }));
    expect(screen.queryByLabelText("Time of At Last (m:ss)")).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Time of September (m:ss)"), "{Escape}");

    await user.click(screen.getByRole("button", { name: "Delete At Last" }));
    expect(titles()).toEqual(["September", "Valerie"]);

    const add = screen.getByRole("button", { name: "Add Song" });
    expect(add).toBeDisabled();
    await user.type(screen.getAllByLabelText("Song title")[0] as HTMLElement, "Dancing Queen");
    await user.type(screen.getAllByLabelText("Artist")[0] as HTMLElement, "ABBA");
    await user.type(screen.getAllByLabelText("Duration (optional, m:ss)")[0] as HTMLElement, "3:51");
    await user.click(add);
    expect(titles()).toEqual(["September", "Valerie", "Dancing Queen"]);

    await user.click(screen.getByRole("button", { name: "Save Setlist Changes" }));
    expect(await screen.findByText("Setlist updated!")).toBeInTheDocument();
    expect(screen.getAllByText("Your changes have been saved successfully.")[0]).toBeInTheDocument();
    const body = await api.sent("PUT", "/api/setlists/1")[0]?.json();
    expect(body).toEqual({
      name: "Setlist 1",
      version: 2,
      songs: [
        { title: "September", artist: "Earth, Wind & Fire", key: "A", durationSeconds: 215, vocalist: "Ben" },
        { title: "Valerie", artist: "Amy Winehouse", key: "Eb", durationSeconds: 250, vocalist: "" },
        { title: "Dancing Queen", artist: "ABBA", key: null, durationSeconds: 231, vocalist: "" },
      ],
    });
  });

  it("refuses to save without a name, with the spec's message", async () => {
    const api = fakeApi({ "GET /api/setlists": () => json(200, [savedSetlist(1)]) });
    const user = userEvent.setup();
    renderAt("/edit-setlist/1");
    await user.clear(await screen.findByLabelText("Setlist name"));
    await user.click(screen.getByRole("button", { name: "Save Setlist Changes" }));
    expect(screen.getByText("Setlist name is required")).toBeInTheDocument();
    expect(api.sent("PUT", "/api/setlists/1")).toHaveLength(0);
  });

  it("tells the musician when someone else saved first (409), keeping their edits", async () => {
    fakeApi({
      "GET /api/setlists": () => json(200, [savedSetlist(1)]),
      "PUT /api/setlists/1": () =>
        json(409, {
          error: "This setlist was changed by someone else. Reload it to see their changes, then edit again.",
        }),
    });
    const user = userEvent.setup();
    renderAt("/edit-setlist/1");
    await user.click(await screen.findByRole("button", { name: "Delete At Last" }));
    await user.click(screen.getByRole("button", { name: "Save Setlist Changes" }));
    expect(await screen.findByText("Error updating setlist")).toBeInTheDocument();
    expect(screen.getAllByText(/changed by someone else/)[0]).toBeInTheDocument();
    expect(titles()).toEqual(["September", "Valerie"]);
  });

  it("replaces a song from the AI suggestions, and says when there are none", async () => {
    let suggestions: unknown[] = [
      {
        title: "Superstition",
        artist: "Stevie Wonder",
        key: "Ebm",
        durationMinutes: 4.45,
        vocalist: "Ben",
        reason: "Same groove",
      },
    ];
    const api = fakeApi({
      "GET /api/setlists": () => json(200, [savedSetlist(1)]),
      "POST /api/setlists/1/songs/1/replace": () => json(200, suggestions),
      "POST /api/setlists/1/songs/0/replace": () => json(200, []),
    });
    const user = userEvent.setup();
    renderAt("/edit-setlist/1");
    await user.click(await screen.findByRole("button", { name: "Replace September" }));
    const dialog = await screen.findByRole("dialog", { name: "Replace Song" });
    expect(within(dialog).getByRole("tab", { name: /AI Suggestions/, selected: true })).toBeInTheDocument();
    expect(await within(dialog).findByText("Same groove")).toBeInTheDocument();
    expect(within(dialog).getByText("4:27")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Select Superstition by Stevie Wonder" }));
    expect(await screen.findByText("Song replaced!")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(titles()).toEqual(["At Last", "Superstition", "Valerie"]);
    expect(api.sent("POST", "/api/setlists/1/songs/1/replace")).toHaveLength(1);

    suggestions = [];
    await user.click(screen.getByRole("button", { name: "Replace At Last" }));
    expect(
      await screen.findByText("No suggestions available. Try the manual entry option."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Manual Entry" }));
    const manual = screen.getByRole("dialog");
    const replace = within(manual).getByRole("button", { name: "Replace Song" });
    expect(replace).toBeDisabled();
    await user.type(within(manual).getByLabelText("Song title"), "Moondance");
    expect(replace).toBeDisabled();
    await user.type(within(manual).getByLabelText("Artist"), "Van Morrison");
    await user.click(replace);
    expect(titles()).toEqual(["Moondance", "Superstition", "Valerie"]);
  });

  it("saves quick feedback ('Done!') with the venue copied from the setlist and an empty song list", async () => {
    const api = fakeApi({
      "GET /api/setlists": () => json(200, [savedSetlist(1)]),
      "GET /api/setlists/1/feedback": () => json(200, null),
      "POST /api/setlists/1/feedback": () => json(200, { overallRating: 4 }),
    });
    const user = userEvent.setup();
    renderAt("/edit-setlist/1");
    await user.click(await screen.findByRole("tab", { name: "Add Feedback" }));
    expect(screen.getByText("Quick Feedback")).toBeInTheDocument();
    for (const label of ["5 Amazing!", "4 Really Good", "3 Good", "2 Okay", "1 Could Be Better"]) {
      expect(screen.getByRole("button", { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole("button", { name: "5 Amazing!" })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "4 Really Good" }));
    await user.type(screen.getByLabelText("Highlights or notes (optional)"), "First dance was magic");
    await user.click(screen.getByRole("button", { name: "Done!" }));
    expect(await screen.findByText("Feedback saved!")).toBeInTheDocument();
    expect(screen.getAllByText("Thanks for sharing how your performance went!")[0]).toBeInTheDocument();
    await waitFor(() => expect(api.sent("POST", "/api/setlists/1/feedback")).toHaveLength(1));
    expect(await api.sent("POST", "/api/setlists/1/feedback")[0]?.json()).toEqual({
      overallRating: 4,
      whatWorked: "First dance was magic",
      venueCity: "York",
      venueCountry: "UK",
      songFeedback: [],
    });
  });

  it("fills the feedback form from saved feedback", async () => {
    fakeApi({
      "GET /api/setlists": () => json(200, [savedSetlist(1)]),
      "GET /api/setlists/1/feedback": () => json(200, { overallRating: 2, whatWorked: "Sound was rough" }),
    });
    const user = userEvent.setup();
    renderAt("/edit-setlist/1");
    await user.click(await screen.findByRole("tab", { name: "Add Feedback" }));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "2 Okay" })).toHaveAttribute("aria-pressed", "true"),
    );
    expect(screen.getByLabelText("Highlights or notes (optional)")).toHaveValue("Sound was rough");
  });
});
