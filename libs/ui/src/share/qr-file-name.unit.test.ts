import { describe, expect, it } from "vitest";
import { COPIED_INDICATOR_MS, qrFileName } from "./qr-file-name.ts";

describe("share", () => {
  it("names the QR file after the setlist", () => {
    expect(qrFileName("Smith & Jones Wedding", "setlist")).toBe("smith-jones-wedding-qr-code.png");
    expect(qrFileName("!!!", "setlist")).toBe("setlist-qr-code.png");
  });
  it("falls back to the kind of thing shared", () => {
    expect(qrFileName("", "repertoire")).toBe("repertoire-qr-code.png");
  });
  it("keeps the copied state for 2 seconds", () => {
    expect(COPIED_INDICATOR_MS).toBe(2000);
  });
});
