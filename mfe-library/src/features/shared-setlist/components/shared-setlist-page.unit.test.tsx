import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, json, renderAt } from "../../../testing/test-utils.tsx";

const id = "c3f5ea4f-1e2d-4cb2-942c-3cbe82948431";

describe("the shared setlist page", () => {
  it("shows name, totals, long date and each set's songs with key and m:ss", async () => {
    fakeApi({
      [`GET /api/shared/${id}`]: () =>
        json(200, {
          name: "Smith & Jones Wedding",
          createdAt: "2025-01-05T12:00:00.000Z",
          setlistContent: [
            {
              name: "Set 1",
              durationMinutes: 45.2,
              songs: [
                { title: "At Last", artist: "Etta James", key: "F", durationMinutes: 3.0333 },
                { title: "September", artist: "Earth, Wind & Fire", durationMinutes: 3.5833 },
              ],
            },
            { name: "Set 2", durationMinutes: 44.8, songs: [{ name: "Valerie", artist: "Amy Winehouse" }] },
          ],
        }),
    });
    renderAt(`/shared/${id}`);
    expect(await screen.findByRole("heading", { name: "Smith & Jones Wedding" })).toBeInTheDocument();
    expect(screen.getByText("Shared Setlist")).toBeInTheDocument();
    expect(screen.getByText("3 songs")).toBeInTheDocument();
    expect(screen.getByText("90 minutes")).toBeInTheDocument();
    expect(screen.getByText("January 5, 2025")).toBeInTheDocument();
    const set1 = screen.getByRole("region", { name: "Set 1" });
    expect(within(set1).getByText("2 songs · 45 min")).toBeInTheDocument();
    expect(within(set1).getByText("3:02")).toBeInTheDocument();
    expect(within(set1).getByText("F")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Set 2" })).getByText("Valerie")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Try Encore/ })).toHaveAttribute("target", "_blank");
  });

  it("says the link may be invalid when the setlist is missing", async () => {
    fakeApi();
    renderAt(`/shared/${id}`);
    expect(await screen.findByText("Setlist Not Found")).toBeInTheDocument();
    expect(
      screen.getByText("This setlist link may be invalid or the setlist might have been removed."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Encore" })).toHaveAttribute("href", "/");
  });
});
