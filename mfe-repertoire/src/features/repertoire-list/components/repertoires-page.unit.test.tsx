import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fakeApi, json, renderAt, repertoire } from "../../../testing/test-utils.tsx";

const three = () => [
  repertoire(3, {
    name: "Wedding Classics",
    type: "band",
    description: "First dances and floor fillers",
    songCount: 42,
    createdAt: "2025-03-09T12:00:00.000Z",
  }),
  repertoire(2, { name: "Maya solo", type: "singer", songCount: 1 }),
  repertoire(1, { name: "Jazz Night", type: "trio", description: "Standards" }),
];

describe("Repertoires list", () => {
  it("says it is loading, then shows the empty state with Create Your First Repertoire", async () => {
    let answer: (response: Response) => void = () => undefined;
    fakeApi({ "GET /api/repertoires": () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderAt("/repertoires");
    expect(await screen.findByRole("status", { name: "Loading your repertoires..." })).toBeInTheDocument();
    answer(json(200, { repertoires: [] }));
    expect(await screen.findByText("No Repertoires Yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create Your First Repertoire" })).toHaveAttribute(
      "href",
      "/repertoires/new",
    );
    expect(screen.getByRole("link", { name: "New Repertoire" })).toHaveAttribute("href", "/repertoires/new");
  });

  it("shows cards with type badge, song count, description and created date, and searches them", async () => {
    fakeApi({ "GET /api/repertoires": () => json(200, { repertoires: three() }) });
    const user = userEvent.setup();
    renderAt("/repertoires");
    const list = await screen.findByRole("list", { name: "Repertoires" });
    const cards = within(list).getAllByRole("listitem");
    expect(cards).toHaveLength(3);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByRole("link", { name: "Wedding Classics" })).toHaveAttribute(
      "href",
      "/repertoires/3",
    );
    expect(within(first).getByTestId("type-badge")).toHaveTextContent("Band");
    expect(within(first).getByTestId("type-badge").className).toContain("sky");
    expect(within(first).getByText("42 songs")).toBeInTheDocument();
    expect(within(first).getByText("First dances and floor fillers")).toBeInTheDocument();
    expect(within(first).getByText("Created Mar 9, 2025")).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByTestId("type-badge").className).toContain("fuchsia");
    expect(within(cards[1] as HTMLElement).getByText("1 song")).toBeInTheDocument();

    const search = screen.getByLabelText("Search repertoires");
    await user.type(search, "STANDARDS");
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((c) => within(c).getByRole("heading").textContent),
    ).toEqual(["Jazz Night"]);
    await user.clear(search);
    await user.type(search, "singer");
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);
    await user.clear(search);
    await user.type(search, "polka");
    expect(screen.getByText("No matching repertoires")).toBeInTheDocument();
  });

  it("shows 'Error Loading Repertoires' (and the 'Failed to fetch repertoires' toast) with Try Again, which reloads the page", async () => {
    fakeApi({ "GET /api/repertoires": () => json(500, { error: "boom" }) });
    const reload = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload } as Location);
    const user = userEvent.setup();
    renderAt("/repertoires");
    expect(await screen.findByText("Error Loading Repertoires")).toBeInTheDocument();
    expect(await screen.findByText("Failed to fetch repertoires")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(reload).toHaveBeenCalled();
  });

  it("goes to View Songs and Edit from the menu", async () => {
    fakeApi({ "GET /api/repertoires": () => json(200, { repertoires: three() }) });
    const user = userEvent.setup();
    const { router } = renderAt("/repertoires");
    await user.click(await screen.findByRole("button", { name: "More actions for Jazz Night" }));
    await user.click(await screen.findByRole("menuitem", { name: "Edit" }));
    expect(router.state.location.pathname).toBe("/repertoires/1/edit");
  });

  it("deletes after a confirmation that says the songs go too, and refreshes the list", async () => {
    let list = three();
    const api = fakeApi({
      "GET /api/repertoires": () => json(200, { repertoires: list }),
      "DELETE /api/repertoires/3": () => {
        list = list.filter((r) => r.id !== 3);
        return json(200, { deleted: true });
      },
    });
    const user = userEvent.setup();
    renderAt("/repertoires");
    await user.click(await screen.findByRole("button", { name: "More actions for Wedding Classics" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText(/all of its songs/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Repertoire deleted")).toBeInTheDocument();
    expect(api.sent("DELETE", "/api/repertoires/3")).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText("Wedding Classics")).not.toBeInTheDocument());
  });

  it("says 'Failed to delete repertoire' when the delete fails", async () => {
    fakeApi({
      "GET /api/repertoires": () => json(200, { repertoires: three() }),
      "DELETE /api/repertoires/1": () => json(500, { error: "nope" }),
    });
    const user = userEvent.setup();
    renderAt("/repertoires");
    await user.click(await screen.findByRole("button", { name: "More actions for Jazz Night" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Failed to delete repertoire")).toBeInTheDocument();
  });

  it("asks with no-cache on a phone (below 768 px)", async () => {
    vi.spyOn(window, "innerWidth", "get").mockReturnValue(390);
    const api = fakeApi({ "GET /api/repertoires": () => json(200, []) });
    renderAt("/repertoires");
    expect(await screen.findByText("No Repertoires Yet")).toBeInTheDocument();
    const call = api.fetchMock.mock.calls.find(([url]) => String(url) === "/api/repertoires");
    expect(call?.[1]?.cache).toBe("no-cache");
  });
});
