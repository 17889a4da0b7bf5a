/** How long the copy button says 'Copied' (spec §9). */
export const COPIED_INDICATOR_MS = 2000;

/** The QR image's file name: the shared thing's name in safe characters, else `fallback`. */
export const qrFileName = (name: string, fallback: string) =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || fallback
  }-qr-code.png`;
