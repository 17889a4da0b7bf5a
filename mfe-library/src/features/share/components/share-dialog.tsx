import { ShareDialog as ShareLinkDialog } from "@encore/ui/share-dialog";
import { createShareLink } from "../api/share.ts";

export interface ShareDialogProps {
  readonly setlist: { readonly id: number; readonly name: string } | null;
  readonly onOpenChange: (open: boolean) => void;
}

/** Spec §2 'Share dialog' for a setlist: @encore/ui's share dialog with the setlist's call and words. */
export function ShareDialog({ setlist, onOpenChange }: ShareDialogProps) {
  return (
    <ShareLinkDialog
      shared={setlist}
      onOpenChange={onOpenChange}
      createLink={createShareLink}
      noun="setlist"
      title="Share Setlist"
      intro="Create a public link and QR code so your band, stand-ins and the sound engineer see the same list."
      notice="Anyone with this link or QR code can view this setlist — no account needed."
    />
  );
}
