import { ShareDialog as ShareLinkDialog } from "@encore/ui/share-dialog";
import { createShareLink } from "../../../api/exports.ts";

export interface ShareDialogProps {
  readonly repertoire: { readonly id: number; readonly name: string } | null;
  readonly onOpenChange: (open: boolean) => void;
}

/** Spec §2 'Share dialog' for a repertoire: @encore/ui's share dialog with the repertoire's call and words. */
export function ShareDialog({ repertoire, onOpenChange }: ShareDialogProps) {
  return (
    <ShareLinkDialog
      shared={repertoire}
      onOpenChange={onOpenChange}
      createLink={createShareLink}
      noun="repertoire"
      title="Share Repertoire"
      intro="Create a public link and QR code so bandmates, stand-ins and bookers can see the songs you play, and save a copy to their own account."
      notice="Anyone with this link or QR code can view this repertoire and its songs — no account needed."
    />
  );
}
