/** `@encore/ui/confirm-delete-dialog`: the delete confirmation of setlists, repertoires and songs (spec §2). */
export { ConfirmDeleteDialog } from "./confirm-delete-dialog.tsx";
