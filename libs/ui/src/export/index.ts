/** `@encore/ui/export`: saving documents and the download/Spotify buttons of setlists and repertoires. */
export { saveBlob, wordFileName } from "./save-file.ts";
export { type ExportAction, useExportActions } from "./use-export-actions.ts";
