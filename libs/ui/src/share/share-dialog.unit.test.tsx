import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderScreen } from "../testing/render.tsx";
import { ShareDialog, type ShareLink } from "./share-dialog.tsx";

const link: ShareLink = { shareUrl: "https://encore.test/shared/abc", qrCode: "data:image/png;base64,AAAA" };

const renderDialog = (createLink: (id: number) => Promise<ShareLink>, onOpenChange = vi.fn()) => {
  renderScreen(
    <ShareDialog
      shared={{ id: 3, name: "Smith & Jones Wedding" }}
      onOpenChange={onOpenChange}
      createLink={createLink}
      noun="setlist"
      title="Share Setlist"
      intro="Create a public link."
      notice="Anyone with this link can view this setlist."
    />,
  );
  return screen.getByRole("dialog", { name: "Share Setlist" });
};

describe("ShareDialog", () => {
  it("stays closed while nothing is shared", () => {
    renderScreen(
      <ShareDialog
        shared={null}
        onOpenChange={vi.fn()}
        createLink={vi.fn()}
        noun="setlist"
        title="Share Setlist"
        intro="Create a public link."
        notice="Anyone with this link can view this setlist."
      />,
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("generates the link, then shows the QR code, the link and the notice", async () => {
    const createLink = vi.fn(async () => link);
    const dialog = renderDialog(createLink);
    expect(within(dialog).getByText("Create a public link.")).toBeInTheDocument();
    await userEvent.setup().click(within(dialog).getByRole("button", { name: "Generate Share Link" }));
    expect(
      await within(dialog).findByRole("img", { name: "QR code for Smith & Jones Wedding" }),
    ).toHaveAttribute("src", link.qrCode);
    expect(createLink).toHaveBeenCalledWith(3);
    expect(within(dialog).getByRole("textbox", { name: "Share link" })).toHaveValue(link.shareUrl);
    expect(within(dialog).getByRole("link", { name: "Open in New Tab" })).toHaveAttribute(
      "href",
      link.shareUrl,
    );
    expect(within(dialog).getByText("Anyone with this link can view this setlist.")).toBeInTheDocument();
  });

  it("copies the link and says so", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText");
    const dialog = renderDialog(async () => link);
    await user.click(within(dialog).getByRole("button", { name: "Generate Share Link" }));
    await user.click(await within(dialog).findByRole("button", { name: "Copy link" }));
    expect(writeText).toHaveBeenCalledWith(link.shareUrl);
    expect(within(dialog).getByRole("button", { name: "Copied" })).toBeInTheDocument();
    expect(await screen.findByText("Share link copied to clipboard.")).toBeInTheDocument();
  });

  it("downloads the QR code under the shared thing's name", async () => {
    const user = userEvent.setup();
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const dialog = renderDialog(async () => link);
    await user.click(within(dialog).getByRole("button", { name: "Generate Share Link" }));
    await user.click(await within(dialog).findByRole("button", { name: "Download QR Code" }));
    expect(downloads).toEqual(["smith-jones-wedding-qr-code.png"]);
    expect(await screen.findByText("QR Code Downloaded")).toBeInTheDocument();
  });

  it("reports a failed link with the server's message", async () => {
    const dialog = renderDialog(async () => {
      throw new Error("Setlist not found");
    });
    await userEvent.setup().click(within(dialog).getByRole("button", { name: "Generate Share Link" }));
    expect(await screen.findByText("Share Failed")).toBeInTheDocument();
    expect(screen.getByText("Setlist not found")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Generate Share Link" })).toBeEnabled();
  });

  it("closing forgets the link", async () => {
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    const dialog = renderDialog(async () => link, onOpenChange);
    await user.click(within(dialog).getByRole("button", { name: "Generate Share Link" }));
    await within(dialog).findByRole("textbox", { name: "Share link" });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(within(dialog).getByRole("button", { name: "Generate Share Link" })).toBeInTheDocument();
  });
});
