import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi, json, renderAt } from "../../../testing/test-utils.tsx";

const id = "c3f5ea4f-1e2d-4cb2-942c-3cbe82948431";
const url = `/api/shared/repertoire/${id}`;
const shared = {
  name: "Wedding Classics",
  description: "Floor fillers for receptions",
  type: "band",
  songCount: 2,
  defaultKey: "G",
  defaultEnergy: 4,
  vocalists: [
    { name: "Ana", gender: "female" },
    { name: "Ben", gender: "male" },
  ],
  tags: ["weddings", "soul"],
  createdAt: "2025-01-05T12:00:00.000Z",
};
const sharedSongs = [
  {
    title: "Valerie",
    artist: "Amy Winehouse",
    key: "Eb",
    durationSeconds: 233,
    genre: "Soul",
    energy: 7,
    vocalist: "Ana",
    notes: "Capo 1",
  },
  {
    title: "September",
    artist: "Earth, Wind & Fire",
    key: null,
    durationSeconds: null,
    genre: null,
    energy: null,
    vocalist: null,
    notes: null,
  },
];

describe("the shared repertoire page", () => {
  it("says it is loading, then shows details, vocalists, tags and the songs", async () => {
    let answer: (response: Response) => void = () => undefined;
    fakeApi(
      {
        [`GET ${url}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
        [`GET ${url}/songs`]: () => json(200, sharedSongs),
      },
      { signedIn: false },
    );
    renderAt(`/shared/repertoire/${id}`);
    expect(await screen.findByRole("status", { name: "Loading shared repertoire..." })).toBeInTheDocument();
    answer(json(200, shared));
    expect(await screen.findByRole("heading", { name: "Wedding Classics" })).toBeInTheDocument();
    expect(screen.getByText("Floor fillers for receptions")).toBeInTheDocument();
    expect(screen.getAllByText("2 songs")[0]).toBeInTheDocument();
    const details = screen.getByRole("region", { name: "Details" });
    expect(within(details).getByText("Band")).toBeInTheDocument();
    expect(within(details).getByText("G")).toBeInTheDocument();
    expect(within(details).getByText("4/5")).toBeInTheDocument();
    const vocalists = screen.getByRole("region", { name: "Vocalists" });
    expect(within(vocalists).getByText("Ana")).toBeInTheDocument();
    expect(within(vocalists).getByText("Female")).toBeInTheDocument();
    expect(within(vocalists).getByText("1 song")).toBeInTheDocument();
    expect(within(vocalists).getByText("0 songs")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Tags" })).getByText("weddings")).toBeInTheDocument();
    const [valerie, september] = screen.getAllByTestId("shared-song") as [HTMLElement, HTMLElement];
    for (const text of [
      "Valerie",
      "Amy Winehouse",
      "Eb",
      "3:53",
      "Soul",
      "Energy 4/5",
      "Vocalist: Ana",
      "Capo 1",
    ]) {
      expect(within(valerie).getByText(text, { exact: false })).toBeInTheDocument();
    }
    expect(within(valerie).getByText("1")).toBeInTheDocument();
    expect(within(september).getByText("2")).toBeInTheDocument();
    expect(within(september).getByText("Unknown")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Login to Save" })).toHaveAttribute("href", "/login");
    expect(screen.queryByRole("button", { name: "Save to My Account" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Visit Encore/ })).toHaveAttribute("href", "/");
  });

  it("saves a copy named '{name} (Copy)' for a signed-in musician", async () => {
    const api = fakeApi({
      [`GET ${url}`]: () => json(200, shared),
      [`GET ${url}/songs`]: () => json(200, sharedSongs),
      "POST /api/repertoires/clone": () => json(201, { id: 12, name: "Wedding Classics (Copy)" }),
    });
    const user = userEvent.setup();
    renderAt(`/shared/repertoire/${id}`);
    await user.click(await screen.findByRole("button", { name: "Save to My Account" }));
    expect(await screen.findByText("Repertoire Saved!")).toBeInTheDocument();
    expect(screen.getAllByText("The repertoire has been saved to your account.")[0]).toBeInTheDocument();
    expect(await api.sent("POST", "/api/repertoires/clone")[0]?.json()).toEqual({
      shareableId: id,
      newName: "Wedding Classics (Copy)",
    });
    expect(screen.getByRole("link", { name: /Open My Repertoires/ })).toHaveAttribute("href", "/repertoires");
  });

  it("says 'Save Failed' with the server's message, or the spec's fallback", async () => {
    let fail = () => json(404, { error: "Repertoire not found" });
    fakeApi({
      [`GET ${url}`]: () => json(200, shared),
      [`GET ${url}/songs`]: () => json(200, sharedSongs),
      "POST /api/repertoires/clone": () => fail(),
    });
    const user = userEvent.setup();
    renderAt(`/shared/repertoire/${id}`);
    await user.click(await screen.findByRole("button", { name: "Save to My Account" }));
    expect(await screen.findByText("Save Failed")).toBeInTheDocument();
    expect(screen.getAllByText("Repertoire not found")[0]).toBeInTheDocument();
    fail = () => new Response("", { status: 500 });
    await user.click(screen.getByRole("button", { name: "Save to My Account" }));
    expect(await screen.findByText("Failed to save repertoire to your account.")).toBeInTheDocument();
  });

  it("says 'No songs in this repertoire yet.' for an empty repertoire", async () => {
    fakeApi({
      [`GET ${url}`]: () => json(200, { ...shared, songCount: 0, vocalists: [], tags: [] }),
      [`GET ${url}/songs`]: () => json(200, []),
    });
    renderAt(`/shared/repertoire/${id}`);
    expect(await screen.findByText("No songs in this repertoire yet.")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Vocalists" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Tags" })).not.toBeInTheDocument();
  });

  it("says 'Repertoire Not Found' for an unknown link", async () => {
    fakeApi({}, { signedIn: false });
    renderAt(`/shared/repertoire/${id}`);
    expect(await screen.findByText("Repertoire Not Found")).toBeInTheDocument();
    expect(
      screen.getByText("This shared repertoire could not be found or is no longer available."),
    ).toBeInTheDocument();
  });
});
