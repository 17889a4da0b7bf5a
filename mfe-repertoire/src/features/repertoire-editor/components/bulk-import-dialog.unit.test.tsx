import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi, json, renderAt, repertoire, repertoireSong } from "../../../testing/test-utils.tsx";

const parsed = (title: string, artist: string, duplicate: null | "in-list" | "in-repertoire" = null) => ({
  title,
  artist,
  genre: null,
  key: null,
  durationSeconds: null,
  bpm: null,
  vocalist: null,
  notes: null,
  duplicate,
});

const openImport = async () => {
  const user = userEvent.setup();
  renderAt("/repertoires/5/edit");
  await user.click(await screen.findByRole("button", { name: "Bulk Import" }));
  const dialog = await screen.findByRole("dialog", { name: "Bulk Import" });
  return { user, dialog };
};

const base = {
  "GET /api/repertoires/5": () => json(200, repertoire(5, { name: "Wedding Classics" })),
  "GET /api/repertoires/5/songs": () => json(200, []),
};

describe("Bulk import", () => {
  it("explains the accepted formats and refuses an empty list with the spec's toast", async () => {
    const api = fakeApi(base);
    const { user, dialog } = await openImport();
    for (const format of ["Title - Artist, or Artist - Title", "Title by Artist"]) {
      expect(within(dialog).getByText(format)).toBeInTheDocument();
    }
    expect(within(dialog).getByText(/Numbered or bulleted lists/)).toBeInTheDocument();
    expect(within(dialog).getByText(/CSV or TSV with a header row/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Song list"), "   ");
    await user.click(within(dialog).getByRole("button", { name: "Preview Songs" }));
    expect(await screen.findByText("No songs to parse")).toBeInTheDocument();
    expect(screen.getAllByText("Please paste a list of songs to import.")[0]).toBeInTheDocument();
    expect(api.sent("POST", "/api/repertoires/parse-bulk-songs")).toHaveLength(0);
  });

  it("stays on the input with 'No songs found' when nothing parses, and 'Parsing failed' on an error", async () => {
    let fail = false;
    fakeApi({
      ...base,
      "POST /api/repertoires/parse-bulk-songs": () =>
        fail ? json(500, { error: "x" }) : json(200, { songs: [], skippedLines: 2, format: "lines" }),
    });
    const { user, dialog } = await openImport();
    await user.type(within(dialog).getByLabelText("Song list"), "???");
    await user.click(within(dialog).getByRole("button", { name: "Preview Songs" }));
    expect(await screen.findByText("No songs found")).toBeInTheDocument();
    expect(
      screen.getAllByText(
        "No songs could be parsed from the text. Please check the format and try again.",
      )[0],
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Song list")).toBeInTheDocument();
    fail = true;
    await user.click(within(dialog).getByRole("button", { name: "Preview Songs" }));
    expect(await screen.findByText("Parsing failed")).toBeInTheDocument();
    expect(screen.getAllByText("Failed to parse song list")[0]).toBeInTheDocument();
  });

  it("previews with duplicates flagged and unticked, counts skipped lines, adds the ticked ones and resets", async () => {
    const api = fakeApi({
      ...base,
      "POST /api/repertoires/parse-bulk-songs": () =>
        json(200, {
          songs: [
            parsed("Valerie", "Amy Winehouse"),
            parsed("September", "Earth, Wind & Fire"),
            parsed("Valerie", "Amy Winehouse", "in-list"),
            parsed("Rehab", "Amy Winehouse", "in-repertoire"),
          ],
          skippedLines: 1,
          format: "lines",
        }),
      "POST /api/repertoires/5/songs/bulk": () => json(201, [repertoireSong(1), repertoireSong(2)]),
    });
    const { user, dialog } = await openImport();
    const text =
      "Valerie - Amy Winehouse\nSeptember - Earth, Wind & Fire\nValerie - Amy Winehouse\nRehab - Amy Winehouse\n???";
    fireEvent.change(within(dialog).getByLabelText("Song list"), { target: { value: text } });
    await user.click(within(dialog).getByRole("button", { name: "Preview Songs" }));
    expect(await within(dialog).findByTestId("preview-summary")).toHaveTextContent(
      "4 songs found · 2 duplicates · 1 line skipped",
    );
    expect(await api.sent("POST", "/api/repertoires/parse-bulk-songs")[0]?.json()).toEqual({
      songListText: text,
      repertoireId: 5,
    });
    const boxes = within(dialog).getAllByRole("checkbox", { name: /^Import / });
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, true, false, false]);
    expect(within(dialog).getByText("Duplicate in list")).toBeInTheDocument();
    expect(within(dialog).getByText("Already in repertoire")).toBeInTheDocument();
    await user.click(
      within(dialog).getByRole("checkbox", { name: "Import September by Earth, Wind & Fire" }),
    );
    await user.click(within(dialog).getByRole("checkbox", { name: "Import Rehab by Amy Winehouse" }));
    await user.click(within(dialog).getByRole("button", { name: "Add 2 Songs" }));
    expect(await screen.findByText("Songs added successfully")).toBeInTheDocument();
    expect(await api.sent("POST", "/api/repertoires/5/songs/bulk")[0]?.json()).toEqual({
      songs: [
        { title: "Valerie", artist: "Amy Winehouse" },
        { title: "Rehab", artist: "Amy Winehouse" },
      ],
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: "Bulk Import" }));
    expect(
      within(await screen.findByRole("dialog", { name: "Bulk Import" })).getByLabelText("Song list"),
    ).toHaveValue("");
  });

  it("says 'No songs to add' with nothing ticked and 'Failed to add songs' when the add fails", async () => {
    fakeApi({
      ...base,
      "POST /api/repertoires/parse-bulk-songs": () =>
        json(200, { songs: [parsed("Valerie", "Amy Winehouse")], skippedLines: 0, format: "lines" }),
      "POST /api/repertoires/5/songs/bulk": () => json(400, { error: "Row 1: Artist is required" }),
    });
    const { user, dialog } = await openImport();
    await user.type(within(dialog).getByLabelText("Song list"), "Valerie - Amy Winehouse");
    await user.click(within(dialog).getByRole("button", { name: "Preview Songs" }));
    await user.click(await within(dialog).findByRole("checkbox", { name: "Select all songs" }));
    await user.click(within(dialog).getByRole("button", { name: "Add 0 Songs" }));
    expect(await screen.findByText("No songs to add")).toBeInTheDocument();
    expect(screen.getAllByText("Please parse some songs first.")[0]).toBeInTheDocument();
    await user.click(within(dialog).getByRole("checkbox", { name: "Select all songs" }));
    await user.click(within(dialog).getByRole("button", { name: "Add 1 Song" }));
    expect(await screen.findByText("Failed to add songs")).toBeInTheDocument();
    expect(within(dialog).getByTestId("preview-summary")).toBeInTheDocument();
  });

  it("previews 500 songs as a plain table and ticks through them quickly", async () => {
    const songs = Array.from({ length: 500 }, (_, i) => parsed(`Song ${i + 1}`, `Artist ${i + 1}`));
    fakeApi({
      ...base,
      "POST /api/repertoires/parse-bulk-songs": () => json(200, { songs, skippedLines: 0, format: "lines" }),
    });
    const { user, dialog } = await openImport();
    await user.type(within(dialog).getByLabelText("Song list"), "lots");
    await user.click(within(dialog).getByRole("button", { name: "Preview Songs" }));
    expect(await within(dialog).findByTestId("preview-summary")).toHaveTextContent("500 songs found");
    expect(within(dialog).getAllByTestId("preview-row")).toHaveLength(500);
    const box = within(dialog).getByLabelText("Import Song 250 by Artist 250");
    // Only the toggled row re-renders (memoised rows, a stable toggle).
    const started = performance.now();
    fireEvent.click(box);
    const took = performance.now() - started;
    expect(within(dialog).getByText("Add 499 Songs")).toBeInTheDocument();
    expect(box).not.toBeChecked();
    expect(took).toBeLessThan(500);
  });
});
