import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderScreen } from "../testing/render.tsx";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog.tsx";

const renderDialog = (onOpenChange = vi.fn(), onConfirm = vi.fn()) => {
  renderScreen(
    <ConfirmDeleteDialog
      title="Delete “Gig”?"
      description="Are you sure you want to delete this setlist?"
      open
      deleting={false}
      onOpenChange={onOpenChange}
      onConfirm={onConfirm}
    />,
  );
  return { onOpenChange, onConfirm };
};

describe("ConfirmDeleteDialog", () => {
  it("asks with the title and what goes", () => {
    renderDialog();
    expect(screen.getByRole("alertdialog", { name: "Delete “Gig”?" })).toBeInTheDocument();
    expect(screen.getByText("Are you sure you want to delete this setlist?")).toBeInTheDocument();
  });

  it("deletes on Delete", async () => {
    const { onConfirm, onOpenChange } = renderDialog();
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("closes on Cancel without deleting", async () => {
    const { onConfirm, onOpenChange } = renderDialog();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
