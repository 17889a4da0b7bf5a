import { AlignmentType, Document, Paragraph } from "docx";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { type Column, docxBytes, halfPoints, PAGE_MARGINS, songTable, textRun } from "./stage-sheet.ts";

const COLUMNS: readonly Column[] = [
  { title: "#", width: 10, align: AlignmentType.RIGHT, bold: true },
  { title: "Title", width: 60, align: AlignmentType.LEFT, bold: true },
  { title: "Key", width: 30, align: AlignmentType.CENTER },
];

const documentXml = async (
  children: ConstructorParameters<typeof Document>[0]["sections"][number]["children"],
) => {
  const bytes = await docxBytes(
    new Document({ sections: [{ properties: { page: { margin: PAGE_MARGINS } }, children }] }),
  );
  return strFromU8(unzipSync(new Uint8Array(bytes))["word/document.xml"]!);
};

describe("songTable", () => {
  it("puts the column titles in a shaded header row repeated on each page, then one unsplittable row per song", async () => {
    const xml = await documentXml([
      songTable(
        COLUMNS,
        [
          ["1", "Valerie", "Eb"],
          ["2", "Superstition"],
        ],
        16,
      ),
    ]);
    const rows = xml.split("<w:tr>").slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain("<w:tblHeader/>");
    expect(rows[0]).toContain('w:fill="D9D9D9"');
    expect(rows.slice(1).every((row) => row.includes("<w:cantSplit/>"))).toBe(true);
    expect(rows.map((row) => [...row.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((m) => m[1]))).toEqual([
      ["#", "Title", "Key"],
      ["1", "Valerie", "Eb"],
      ["2", "Superstition", ""],
    ]);
  });

  it("writes bold only in the header and the bold columns, at the size asked for, in black Arial", async () => {
    const xml = await documentXml([songTable(COLUMNS, [["1", "Valerie", "Eb"]], 16)]);
    const songRow = xml.split("<w:tr>")[2]!;
    const cells = songRow.split("<w:tc>").slice(1);
    expect(cells.map((cell) => cell.includes("<w:b/>"))).toEqual([true, true, false]);
    expect(cells.every((cell) => cell.includes(`<w:sz w:val="${halfPoints(16)}"/>`))).toBe(true);
    expect(cells.every((cell) => cell.includes('w:ascii="Arial"') && cell.includes('w:val="000000"'))).toBe(
      true,
    );
    expect(cells.map((cell) => cell.match(/<w:jc w:val="(\w+)"\/>/)?.[1])).toEqual([
      "right",
      "left",
      "center",
    ]);
  });
});

describe("textRun", () => {
  it("sets the size in half-points", async () => {
    const xml = await documentXml([new Paragraph({ children: [textRun("Set 1", 26, true)] })]);
    expect(xml).toContain('<w:sz w:val="52"/>');
    expect(xml).toContain("<w:b/>");
    expect(xml).toContain(">Set 1</w:t>");
  });
});
