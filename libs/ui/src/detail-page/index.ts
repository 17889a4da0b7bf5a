/** `@encore/ui/detail-page`: the back link, not-found state and export row of a setlist's or a repertoire's page. */
export { BackLink, DetailNotFound, ExportActions } from "./detail-page.tsx";
