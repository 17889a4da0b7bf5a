/** `@encore/ui/share-dialog`: the share link and QR dialog of setlists and repertoires (spec §2). */
export { COPIED_INDICATOR_MS, qrFileName } from "./qr-file-name.ts";
export { ShareDialog, type ShareDialogProps, type ShareLink } from "./share-dialog.tsx";
