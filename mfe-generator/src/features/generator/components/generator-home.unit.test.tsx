import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fakeApi, generatedResult, json, renderScreen } from "../../../testing/test-utils.tsx";
import { GeneratorHome } from "./generator-home.tsx";

const quota = {
  isPremium: false,
  isInTrial: false,
  trialDaysRemaining: 0,
  remaining: 3,
  usedCount: 0,
  totalFree: 3,
};
const baseRoutes = { "GET /api/setlists/can-generate": () => json(200, quota) };

const renderHome = (overlayMinimumMs = 0) =>
  renderScreen(<GeneratorHome overlayMinimumMs={overlayMinimumMs} />);

const generateOnce = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole("button", { name: "Generate Setlist" }));
  return screen.findByRole("region", { name: "Generated setlist" });
};

describe("the generator form", () => {
  it("shows the header, the empty result and, with no repertoire service, the empty-repertoires message without an error toast", async () => {
    fakeApi(baseRoutes); // GET /api/repertoires answers 404
    renderHome();
    expect(screen.getByRole("heading", { name: "Create Your Perfect Setlist" })).toBeInTheDocument();
    expect(screen.getByText("No Setlist Generated Yet")).toBeInTheDocument();
    expect(
      screen.getByText("Fill out the form above and generate your perfect setlist."),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        "No repertoires found. Create repertoires to limit song selection to your known songs.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create Repertoire" })).toHaveAttribute("href", "/repertoires");
    expect(screen.getByRole("link", { name: /Saved Setlists/ })).toHaveAttribute("href", "/saved-setlists");
    expect(screen.queryByText("Failed to fetch repertoires")).not.toBeInTheDocument();
  });

  it("lists repertoires and says when none is selected", async () => {
    fakeApi({
      ...baseRoutes,
      "GET /api/repertoires": () =>
        json(200, { repertoires: [{ id: "3", name: "Wedding book", type: "band" }] }),
    });
    const user = userEvent.setup();
    renderHome();
    expect(
      await screen.findByText("No repertoires selected - AI will choose from all music"),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: /Wedding book/ }));
    expect(screen.getByText(/1 repertoire selected/)).toBeInTheDocument();
  });

  it("steps the number of sets between 1 and 5, appending 60 minutes and trimming", async () => {
    fakeApi(baseRoutes);
    const user = userEvent.setup();
    renderHome();
    const fewer = screen.getByRole("button", { name: "Remove a set" });
    const more = screen.getByRole("button", { name: "Add a set" });
    expect(fewer).toBeDisabled();
    for (let i = 0; i < 4; i += 1) await user.click(more);
    expect(more).toBeDisabled();
    expect(within(screen.getByRole("group", { name: "Number of sets" })).getByText("5")).toBeInTheDocument();
    expect(screen.getByTestId("total-duration")).toHaveTextContent("300 minutes (5.0 hours)");
    await user.click(fewer);
    await user.click(fewer);
    expect(screen.queryByLabelText("Set 4 duration in minutes")).not.toBeInTheDocument();
    expect(screen.getByTestId("total-duration")).toHaveTextContent("180 minutes (3.0 hours)");
  });

  it("applies the typing and blur rules to a set's minutes", async () => {
    fakeApi(baseRoutes);
    const user = userEvent.setup();
    renderHome();
    const input = screen.getByLabelText("Set 1 duration in minutes");
    await user.clear(input);
    expect(input).toHaveValue("");
    expect(screen.getByTestId("total-duration")).toHaveTextContent("0 minutes (0.0 hours)");
    await user.type(input, "4x5-");
    expect(input).toHaveValue("45");
    expect(screen.getByTestId("total-duration")).toHaveTextContent("45 minutes (0.8 hours)");
    await user.clear(input);
    await user.tab();
    expect(input).toHaveValue("60");
    await user.clear(input);
    await user.type(input, "0");
    await user.tab();
    expect(input).toHaveValue("1");
    await user.clear(input);
    await user.type(input, "250");
    await user.tab();
    expect(input).toHaveValue("180");
  });

  it("adds vocalists up to 5 and removes them only while there is more than one", async () => {
    fakeApi(baseRoutes);
    const user = userEvent.setup();
    renderHome();
    expect(screen.queryByRole("button", { name: /Remove vocalist/ })).not.toBeInTheDocument();
    const add = screen.getByRole("button", { name: "Add Vocalist" });
    await user.click(add);
    expect(screen.getByLabelText("Vocalist 2 name")).toHaveValue("");
    expect(
      within(screen.getByRole("radiogroup", { name: "Vocalist 2 voice" })).getByRole("radio", {
        name: "Male",
      }),
    ).toHaveAttribute("aria-checked", "true");
    expect(screen.getAllByRole("button", { name: /Remove vocalist/ })).toHaveLength(2);
    for (let i = 0; i < 3; i += 1) await user.click(add);
    expect(screen.getAllByLabelText(/Vocalist \d name/)).toHaveLength(5);
    expect(add).toBeDisabled();
    expect(screen.getByText("Maximum 5 vocalists allowed")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove vocalist 5" }));
    expect(add).toBeEnabled();
  });
});

describe("generating", () => {
  it("shows the overlay with its stages, disables submit, then shows the result and sends the brief", async () => {
    let answer: (response: Response) => void = () => {};
    const { requests } = fakeApi({
      ...baseRoutes,
      "POST /api/setlists/generate": () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    renderHome(50);
    await user.type(screen.getByLabelText("Vocalist 1 name"), "Ana");
    await user.type(screen.getByLabelText("Must-have songs"), "At Last - Etta James{enter}September");
    await user.click(screen.getByRole("button", { name: "Generate Setlist" }));

    const overlay = await screen.findByRole("dialog", { name: "Creating Your Setlist" });
    for (const stage of ["Analyzing", "Selecting", "Optimizing"])
      expect(within(overlay).getByText(stage)).toBeInTheDocument();
    expect(within(overlay).getByText("Please wait 8-12 seconds...")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Generating/ })).toBeDisabled();

    act(() => answer(json(200, generatedResult)));
    const result = await screen.findByRole("region", { name: "Generated setlist" });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(within(result).getByText("Generated")).toBeInTheDocument();
    expect(within(result).getByRole("heading", { name: "Wedding at The Old Granary" })).toBeInTheDocument();
    expect(within(result).getByText("1 h 30 min")).toBeInTheDocument();
    expect(within(result).getByText("At Last")).toBeInTheDocument();
    expect(within(result).getByText("3:02")).toBeInTheDocument();
    expect(
      within(result)
        .getAllByTestId("set-total")
        .map((el) => el.textContent),
    ).toEqual(["45:12", "44:48"]);
    expect(within(result).getByText("A must-have, placed early")).toBeInTheDocument();

    const sent = requests.find((request) => request.url.endsWith("/api/setlists/generate"));
    expect(await sent?.json()).toMatchObject({
      eventType: "wedding",
      numberOfSets: 1,
      setDurations: [60],
      vocalists: [{ name: "Ana", gender: "male" }],
      mustHaveSongs: ["At Last - Etta James", "September"],
    });
  });

  it("keeps the overlay up for its minimum even when the answer is instant", async () => {
    fakeApi({ ...baseRoutes, "POST /api/setlists/generate": () => json(200, generatedResult) });
    const user = userEvent.setup();
    renderHome(300);
    const started = Date.now();
    await user.click(screen.getByRole("button", { name: "Generate Setlist" }));
    expect(screen.getByRole("dialog", { name: "Creating Your Setlist" })).toBeInTheDocument();
    await screen.findByRole("region", { name: "Generated setlist" }, { timeout: 2000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
  });

  it("toasts 'Error generating setlist' with the server's message and returns to the form", async () => {
    fakeApi({
      ...baseRoutes,
      "POST /api/setlists/generate": () => json(400, { error: "Set durations must be 1-180 minutes" }),
    });
    const user = userEvent.setup();
    renderHome();
    await user.click(screen.getByRole("button", { name: "Generate Setlist" }));
    expect(await screen.findByText("Error generating setlist")).toBeInTheDocument();
    expect(screen.getByText("Set durations must be 1-180 minutes")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Generate Setlist" })).toBeEnabled();
    expect(screen.getByText("No Setlist Generated Yet")).toBeInTheDocument();
  });

  it("sends the musician to /subscription on 403 'Free limit reached'", async () => {
    fakeApi({
      ...baseRoutes,
      "POST /api/setlists/generate": () =>
        json(403, { error: "Free limit reached", needsSubscription: true }),
    });
    const user = userEvent.setup();
    const { router } = renderHome();
    await user.click(screen.getByRole("button", { name: "Generate Setlist" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/subscription"));
    expect(screen.queryByText("Error generating setlist")).not.toBeInTheDocument();
  });

  it("also on a needsSubscription flag without a 403", async () => {
    fakeApi({ ...baseRoutes, "POST /api/setlists/generate": () => json(402, { needsSubscription: true }) });
    const user = userEvent.setup();
    const { router } = renderHome();
    await user.click(screen.getByRole("button", { name: "Generate Setlist" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/subscription"));
  });
});

describe("the result view", () => {
  it("renames inline: Enter commits and saves; Escape reverts without saving", async () => {
    const saves: unknown[] = [];
    fakeApi({
      ...baseRoutes,
      "POST /api/setlists/generate": () => json(200, generatedResult),
      "POST /api/setlists/save": async (request) => {
        saves.push(await request.json());
        return json(200, { success: true });
      },
    });
    const user = userEvent.setup();
    renderHome();
    const result = await generateOnce(user);

    await user.click(within(result).getByRole("button", { name: "Rename setlist" }));
    const field = within(result).getByLabelText("Setlist name");
    await user.clear(field);
    await user.type(field, "Smith wedding{Escape}");
    expect(within(result).getByRole("heading", { name: "Wedding at The Old Granary" })).toBeInTheDocument();
    expect(saves).toEqual([]);

    await user.click(within(result).getByRole("button", { name: "Rename setlist" }));
    await user.clear(within(result).getByLabelText("Setlist name"));
    await user.type(within(result).getByLabelText("Setlist name"), "Smith wedding{Enter}");
    expect(within(result).getByRole("heading", { name: "Smith wedding" })).toBeInTheDocument();
    expect(await screen.findByText("Setlist Saved!")).toBeInTheDocument();
    expect(screen.getByText("Your setlist has been saved successfully.")).toBeInTheDocument();
    expect(saves).toEqual([{ setlistId: 42, customName: "Smith wedding" }]);
  });

  it("cancel reverts and confirm commits", async () => {
    fakeApi({
      ...baseRoutes,
      "POST /api/setlists/generate": () => json(200, generatedResult),
      "POST /api/setlists/save": () => json(500, { error: "db down" }),
    });
    const user = userEvent.setup();
    renderHome();
    const result = await generateOnce(user);
    await user.click(within(result).getByRole("button", { name: "Rename setlist" }));
    await user.type(within(result).getByLabelText("Setlist name"), " 2");
    await user.click(within(result).getByRole("button", { name: "Cancel rename" }));
    expect(within(result).getByRole("heading", { name: "Wedding at The Old Granary" })).toBeInTheDocument();
    await user.click(within(result).getByRole("button", { name: "Rename setlist" }));
    await user.type(within(result).getByLabelText("Setlist name"), " 2");
    await user.click(within(result).getByRole("button", { name: "Confirm name" }));
    expect(within(result).getByRole("heading", { name: "Wedding at The Old Granary 2" })).toBeInTheDocument();
    expect(await screen.findByText("Save Failed")).toBeInTheDocument();
    expect(screen.getByText("Failed to save setlist.")).toBeInTheDocument();
  });

  it("copies the share text to the clipboard when there is no share sheet", async () => {
    fakeApi({ ...baseRoutes, "POST /api/setlists/generate": () => json(200, generatedResult) });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    renderHome();
    const result = await generateOnce(user);
    await user.click(within(result).getByRole("button", { name: "Share" }));
    expect(writeText).toHaveBeenCalledWith(
      `Wedding at The Old Granary\n\nGenerated with Encore\n${window.location.origin}`,
    );
    expect(await screen.findByText("Copied to Clipboard")).toBeInTheDocument();
    expect(screen.getByText("Setlist details copied to clipboard.")).toBeInTheDocument();
  });

  it("downloads the document as '<name>.docx', and says so when it fails", async () => {
    let ok = true;
    fakeApi({
      ...baseRoutes,
      "POST /api/setlists/generate": () => json(200, generatedResult),
      "GET /api/setlists/42/download": () =>
        ok ? new Response(new Blob(["docx"])) : json(500, { error: "x" }),
    });
    vi.stubGlobal(
      "URL",
      Object.assign(URL, { createObjectURL: vi.fn(() => "blob:x"), revokeObjectURL: vi.fn() }),
    );
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const user = userEvent.setup();
    renderHome();
    const result = await generateOnce(user);
    await user.click(within(result).getByRole("button", { name: "Download" }));
    expect(await screen.findByText("Download Started")).toBeInTheDocument();
    expect(clicked).toEqual(["Wedding at The Old Granary.docx"]);
    ok = false;
    await user.click(within(result).getByRole("button", { name: "Download" }));
    expect(await screen.findByText("Download Failed")).toBeInTheDocument();
    expect(screen.getByText("Failed to download setlist.")).toBeInTheDocument();
  });

  it("New clears the result and returns to the top", async () => {
    fakeApi({ ...baseRoutes, "POST /api/setlists/generate": () => json(200, generatedResult) });
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    const user = userEvent.setup();
    renderHome();
    const result = await generateOnce(user);
    await user.click(within(result).getByRole("button", { name: "New" }));
    expect(screen.getByText("No Setlist Generated Yet")).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});
