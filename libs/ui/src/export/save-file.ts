/** Saves `blob` as a download named `fileName`, through a temporary link. */
export const saveBlob = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the object URL after click() returns; revoke it once it surely has.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/**
 * Spec §7 '/download': '{sanitised name}_{kind}.docx', the name's runs of anything but letters and digits
 * turned into one underscore; an empty name becomes the kind ('repertoire_repertoire.docx').
 */
export const wordFileName = (name: string, kind: string) =>
  `${name.replace(/[^a-zA-Z0-9]+/g, "_").replace(/^_+|_+$/g, "") || kind}_${kind}.docx`;
