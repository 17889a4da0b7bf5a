import { normaliseKey } from "@encore/contracts";
import { describe, expect, it } from "vitest";
import { docxFileName } from "../documents/setlist-document.ts";
import { parseMinutesSeconds } from "./setlist-requests.ts";

describe("normaliseKey", () => {
  it.each([
    ["C#m", "C#m"],
    ["C# Minor", "C#m"],
    ["c# minor", "C#m"],
    ["Bb major", "Bb"],
    ["G", "G"],
    ["Amin", "Am"],
    ["F♯m", "F#m"],
  ])("reads %s as %s", (text, key) => expect(normaliseKey(text)).toBe(key));

  it.each(["H", "C##", "Cb", "E#", "minor", ""])("refuses %j", (text) =>
    expect(normaliseKey(text)).toBeUndefined(),
  );
});

describe("parseMinutesSeconds", () => {
  it("reads m:ss", () => {
    expect(parseMinutesSeconds("3:45")).toBe(225);
    expect(parseMinutesSeconds(" 12:05 ")).toBe(725);
    expect(parseMinutesSeconds("3:75")).toBeUndefined();
    expect(parseMinutesSeconds("345")).toBeUndefined();
  });
});

describe("docxFileName", () => {
  it("keeps lowercase letters, digits and underscores, then '-setlist.docx'", () => {
    expect(docxFileName("Granary – Night 2!")).toBe("granary___night_2_-setlist.docx");
    expect(docxFileName("Café Set")).toBe("caf__set-setlist.docx");
  });
});
