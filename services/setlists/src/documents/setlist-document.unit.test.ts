import { Packer } from "docx";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import {
  buildSetlistDocument,
  contentDisposition,
  documentFileName,
  formatDuration,
  headerLine,
  type SetlistDocumentInput,
  TYPE_SIZES,
} from "./setlist-document.ts";

const setlist: SetlistDocumentInput = {
  name: "Granary Wedding – 2 × 45 min",
  actName: "The Late Shift",
  actType: "band_4plus",
  eventType: "wedding",
  venueName: "The Granary",
  venueCity: "Lisbon",
  venueCountry: "Portugal",
  createdAt: "2025-01-05T20:30:00.000Z",
  setlistContent: [
    {
      name: "Set 1",
      targetSeconds: 2700,
      songs: [
        { title: "Valerie", artist: "Amy Winehouse", key: "Eb", durationSeconds: 219, vocalist: "Ana" },
        { title: "Superstition", artist: "Stevie Wonder", key: "Ebm", durationSeconds: 245 },
      ],
    },
    {
      name: "Set 2",
      targetSeconds: 2700,
      songs: [
        {
          title: "Mr. Brightside & <Friends>",
          artist: "The Killers",
          durationSeconds: 3725,
          vocalist: "Rui",
        },
      ],
    },
  ],
};

const documentXml = async (input: SetlistDocumentInput) => {
  const buffer = await Packer.toBuffer(buildSetlistDocument(input));
  const files = unzipSync(new Uint8Array(buffer));
  const xml = files["word/document.xml"];
  if (!xml) throw new Error("no word/document.xml in the .docx");
  return strFromU8(xml);
};

/** The visible text of the document, run by run. */
const texts = (xml: string) => [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((match) => match[1]);

describe("the setlist's Word document", () => {
  it("is a real .docx whose document lists every song with its number, key, length and vocalist", async () => {
    const xml = await documentXml(setlist);
    const text = texts(xml);
    expect(text).toContain("Granary Wedding – 2 × 45 min");
    expect(text).toContain(
      "The Late Shift  ·  Wedding  ·  The Granary, Lisbon, Portugal  ·  January 5, 2025",
    );
    for (const heading of ["#", "Title", "Artist", "Key", "Duration", "Vocalist"])
      expect(text).toContain(heading);
    expect(text).toEqual(expect.arrayContaining(["Valerie", "Amy Winehouse", "Eb", "3:39", "Ana"]));
    expect(text).toEqual(expect.arrayContaining(["Superstition", "Stevie Wonder", "Ebm", "4:05"]));
    expect(text).toEqual(
      expect.arrayContaining(["Mr. Brightside &amp; &lt;Friends&gt;", "The Killers", "1:02:05", "Rui"]),
    );
    expect(text).toContain("Set 1  ·  7:44");
    expect(text).toContain("Total 7:44");
    expect(text).toContain("Total 1:02:05");
  });

  it("uses large type: at least 14 pt everywhere and 20 pt for headings, one page per set", async () => {
    const xml = await documentXml(setlist);
    const sizes = [...xml.matchAll(/<w:sz w:val="(\d+)"\/>/g)].map((match) => Number(match[1]) / 2);
    expect(sizes.length).toBeGreaterThan(0);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(14);
    expect(TYPE_SIZES.heading).toBeGreaterThanOrEqual(20);
    expect(sizes).toContain(TYPE_SIZES.heading);
    expect(sizes).toContain(TYPE_SIZES.title);
    expect(xml.match(/<w:pageBreakBefore\/>/g)).toHaveLength(1);
  });

  it("leaves out header parts it does not know", () => {
    expect(
      headerLine({
        ...setlist,
        actName: null,
        venueName: null,
        venueCity: " ",
        eventType: "club",
        actType: "dj",
      }),
    ).toBe("DJ  ·  Club  ·  Portugal  ·  January 5, 2025");
  });

  it("formats lengths as m:ss", () => {
    expect([formatDuration(0), formatDuration(59), formatDuration(225), formatDuration(3600)]).toEqual([
      "0:00",
      "0:59",
      "3:45",
      "1:00:00",
    ]);
  });

  it("names the file after the setlist, safe for any file system", () => {
    expect(documentFileName("Granary Wedding – 2 × 45 min")).toBe("Granary Wedding – 2 × 45 min.docx");
    expect(documentFileName('AC/DC: "Back" in Black?')).toBe("AC DC Back in Black.docx");
    expect(documentFileName(" ... ")).toBe("setlist.docx");
    expect(contentDisposition("Granary – set.docx")).toBe(
      "attachment; filename=\"Granary _ set.docx\"; filename*=UTF-8''Granary%20%E2%80%93%20set.docx",
    );
  });
});
