import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetToasts, TOAST_DURATION_MS, TOAST_LIMIT, toast } from "./toast-store.ts";
import { Toaster } from "./toaster.tsx";

afterEach(() => {
  act(() => resetToasts());
  vi.useRealTimers();
});

describe("Toaster", () => {
  it("shows one toast at a time: a newer toast replaces the older one", () => {
    expect(TOAST_LIMIT).toBe(1);
    render(<Toaster />);
    act(() => {
      toast({ title: "Setlist Saved!", description: "Your setlist has been saved successfully." });
    });
    expect(screen.getByText("Setlist Saved!")).toBeInTheDocument();

    act(() => {
      toast({ title: "Download Failed", description: "Failed to download setlist.", variant: "destructive" });
    });
    expect(screen.getByText("Download Failed")).toBeInTheDocument();
    expect(screen.queryByText("Setlist Saved!")).not.toBeInTheDocument();
  });

  it("closes a toast after 5 seconds", () => {
    vi.useFakeTimers();
    expect(TOAST_DURATION_MS).toBe(5000);
    render(<Toaster />);
    act(() => {
      toast({ title: "Copied!" });
    });
    expect(screen.getByText("Copied!")).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS + 500);
    });
    expect(screen.queryByText("Copied!")).not.toBeInTheDocument();
  });

  it("can be closed by the musician", async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Folder Created" });
    });
    act(() => {
      screen.getByRole("button", { name: "Close" }).click();
    });
    expect(screen.queryByText("Folder Created")).not.toBeInTheDocument();
  });
});
