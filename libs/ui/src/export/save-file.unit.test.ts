import { afterEach, describe, expect, it, vi } from "vitest";
import { saveBlob, wordFileName } from "./save-file.ts";

describe("wordFileName", () => {
  it("joins the name's letters and digits with underscores, then the kind", () => {
    expect(wordFileName("Smith & Jones: Wedding!", "setlist")).toBe("Smith_Jones_Wedding_setlist.docx");
  });
  it("falls back to the kind when the name has no letters or digits", () => {
    expect(wordFileName("***", "repertoire")).toBe("repertoire_repertoire.docx");
  });
});

describe("saveBlob", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("clicks a download link named after the file, removes it, then revokes the URL", () => {
    vi.useFakeTimers();
    const createObjectURL = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:encore/1");
    const revokeObjectURL = vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const clicked: { href: string; download: string; rel: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, rel: this.rel });
    });
    const blob = new Blob(["doc"]);

    saveBlob(blob, "Gig_setlist.docx");

    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([{ href: "blob:encore/1", download: "Gig_setlist.docx", rel: "noopener" }]);
    expect(document.querySelector("a[download]")).toBeNull();
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(revokeObjectURL).toHaveBeenCalledWith("blob:encore/1");
  });
});
