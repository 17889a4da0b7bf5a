import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderScreen } from "../testing/render.tsx";
import { useExportActions } from "./use-export-actions.ts";

function ExportButtons({
  save,
  songs,
  create,
}: {
  readonly save: () => Promise<void>;
  readonly songs: readonly string[];
  readonly create: () => Promise<void>;
}) {
  const { busy, download, spotify } = useExportActions("setlist");
  return (
    <>
      <p>busy: {busy ?? "nothing"}</p>
      <button type="button" onClick={() => void download(save)}>
        Download
      </button>
      <button type="button" onClick={() => void spotify(songs, create)}>
        Spotify
      </button>
    </>
  );
}

describe("useExportActions", () => {
  it("says the download started once the document is saved", async () => {
    const save = vi.fn(async () => {});
    renderScreen(<ExportButtons save={save} songs={[]} create={vi.fn()} />);
    await userEvent.click(screen.getByRole("button", { name: "Download" }));
    expect(save).toHaveBeenCalledOnce();
    expect(await screen.findByText("Download Started")).toBeInTheDocument();
    expect(screen.getByText("Your setlist document is being downloaded.")).toBeInTheDocument();
    expect(screen.getByText("busy: nothing")).toBeInTheDocument();
  });

  it("says the download failed when saving throws", async () => {
    renderScreen(<ExportButtons save={() => Promise.reject(new Error("500"))} songs={[]} create={vi.fn()} />);
    await userEvent.click(screen.getByRole("button", { name: "Download" }));
    expect(await screen.findByText("Download Failed")).toBeInTheDocument();
    expect(screen.getByText("Failed to download setlist. Please try again.")).toBeInTheDocument();
  });

  it("makes no playlist without songs", async () => {
    const create = vi.fn(async () => {});
    renderScreen(<ExportButtons save={vi.fn()} songs={[]} create={create} />);
    await userEvent.click(screen.getByRole("button", { name: "Spotify" }));
    expect(await screen.findByText("No songs found")).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it("is busy with Spotify while the playlist is being created", async () => {
    let finish = () => {};
    const create = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderScreen(<ExportButtons save={vi.fn()} songs={["Superstition"]} create={create} />);
    await userEvent.click(screen.getByRole("button", { name: "Spotify" }));
    expect(await screen.findByText("Creating playlist...")).toBeInTheDocument();
    expect(screen.getByText("busy: spotify")).toBeInTheDocument();
    finish();
    expect(await screen.findByText("busy: nothing")).toBeInTheDocument();
  });
});
