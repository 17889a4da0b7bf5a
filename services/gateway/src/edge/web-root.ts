import { resolve } from "node:path";

/** The repository (or /app in the image): where shell/dist and the mfe-* folders are built. */
export const REPOSITORY_ROOT = resolve(import.meta.dirname, "../../../..");
