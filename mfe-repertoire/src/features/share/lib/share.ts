/** How long the copy button says 'Copied' (spec §9). */
export const COPIED_INDICATOR_MS = 2000;

/** The QR image's file name: the repertoire's name in safe characters. */
export const qrFileName = (name: string) =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "repertoire"
  }-qr-code.png`;
