import { describe, expect, it } from "vitest";
import { COPIED_INDICATOR_MS, qrFileName } from "./share.ts";

describe("share", () => {
  it("names the QR file after the setlist", () => {
    expect(qrFileName("Smith & Jones Wedding")).toBe("smith-jones-wedding-qr-code.png");
    expect(qrFileName("!!!")).toBe("setlist-qr-code.png");
  });
  it("keeps the copied state for 2 seconds", () => {
    expect(COPIED_INDICATOR_MS).toBe(2000);
  });
});
