import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DropdownMenuItem } from "../components/dropdown-menu.tsx";
import { renderScreen } from "../testing/render.tsx";
import { ItemActionsMenu, ItemCardTitle } from "./item-card.tsx";

describe("ItemCardTitle", () => {
  it("is a heading that links to the item's page", () => {
    renderScreen(<ItemCardTitle to="/setlist/4">Smith Wedding</ItemCardTitle>);
    expect(screen.getByRole("heading", { level: 3, name: "Smith Wedding" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Smith Wedding" })).toHaveAttribute("href", "/setlist/4");
  });
});

describe("ItemActionsMenu", () => {
  it("opens from a button named after the item and runs the chosen action", async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    renderScreen(
      <ItemActionsMenu itemName="Smith Wedding">
        <DropdownMenuItem onSelect={onDelete}>Delete</DropdownMenuItem>
      </ItemActionsMenu>,
    );
    await user.click(screen.getByRole("button", { name: "More actions for Smith Wedding" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });
});
