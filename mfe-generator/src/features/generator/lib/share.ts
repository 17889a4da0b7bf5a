import type { GeneratedSetlist } from "../api/types.ts";
import { songCountLabel } from "./format.ts";

export const PRODUCT_NAME = "Encore";

/** Spec §2: the device share sheet, titled with the setlist and product names, listing each set. */
export const shareData = (setlist: GeneratedSetlist): ShareData => ({
  title: `${setlist.name} - ${PRODUCT_NAME}`,
  text: setlist.sections
    .map((section) => `${section.name}: ${songCountLabel(section.songs.length)}`)
    .join("\n"),
});

/** Spec §2: without a share sheet, the name, a 'Generated with' line and the site's address. */
export const clipboardText = (setlist: GeneratedSetlist, origin: string): string =>
  `${setlist.name}\n\nGenerated with ${PRODUCT_NAME}\n${origin}`;
