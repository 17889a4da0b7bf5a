/**
 * The Word export of a setlist (spec: GET /api/setlists/{id}/download), laid out as a stage sheet
 * (what-musicians-ask-for #2, #7): large type readable from a music stand, high contrast, each set
 * on its own page as a numbered table with key, length (m:ss) and vocalist, and the set's total.
 */
import { ACT_TYPE_LABELS, type ActType, EVENT_TYPE_LABELS, type EventType } from "@encore/contracts";
import {
  AlignmentType,
  BorderStyle,
  Document,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";

/** What the document needs of a setlist: the read model's record has all of it. */
export interface SetlistDocumentInput {
  readonly name: string;
  readonly actName?: string | null;
  readonly actType?: string | null;
  readonly eventType: string;
  readonly venueName?: string | null;
  readonly venueCity?: string | null;
  readonly venueCountry?: string | null;
  /** ISO date-time: the gig's date is not asked for, so the sheet shows when the setlist was made. */
  readonly createdAt: string;
  readonly setlistContent: ReadonlyArray<{
    readonly name: string;
    readonly targetSeconds?: number;
    readonly songs: ReadonlyArray<{
      readonly title: string;
      readonly artist: string;
      readonly key?: string;
      readonly durationSeconds: number;
      readonly vocalist?: string;
    }>;
  }>;
}

/** Sizes in points: at least 14 pt for the body and 20 pt for headings. */
export const TYPE_SIZES = { title: 32, heading: 26, header: 16, table: 16, total: 16 } as const;
const halfPoints = (points: number) => points * 2;
const FONT = "Arial";
const BLACK = "000000";

/** 225 → "3:45"; an hour or more → "1:02:05". */
export const formatDuration = (totalSeconds: number): string => {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
};

const label = <K extends string>(labels: Readonly<Record<K, string>>, value: string | null | undefined) =>
  value ? (Object.hasOwn(labels, value) ? labels[value as K] : value) : undefined;

const formatDate = (iso: string): string | undefined => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? undefined
    : date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
};

/** "The Late Shift · Wedding · The Granary, Lisbon, Portugal · January 5, 2025" (parts that are known). */
export const headerLine = (setlist: SetlistDocumentInput): string => {
  const act = setlist.actName?.trim() || label<ActType>(ACT_TYPE_LABELS, setlist.actType);
  const venue = [setlist.venueName, setlist.venueCity, setlist.venueCountry]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part))
    .join(", ");
  return [act, label<EventType>(EVENT_TYPE_LABELS, setlist.eventType), venue, formatDate(setlist.createdAt)]
    .filter((part): part is string => Boolean(part))
    .join("  ·  ");
};

const COLUMNS = [
  { title: "#", width: 7, align: AlignmentType.RIGHT },
  { title: "Title", width: 33, align: AlignmentType.LEFT },
  { title: "Artist", width: 24, align: AlignmentType.LEFT },
  { title: "Key", width: 8, align: AlignmentType.CENTER },
  { title: "Duration", width: 12, align: AlignmentType.RIGHT },
  { title: "Vocalist", width: 16, align: AlignmentType.LEFT },
] as const;

const line = { style: BorderStyle.SINGLE, size: 8, color: BLACK };
const borders = { top: line, bottom: line, left: line, right: line };

const cell = (text: string, column: number, options: { bold?: boolean; header?: boolean } = {}) =>
  new TableCell({
    width: { size: COLUMNS[column]?.width ?? 10, type: WidthType.PERCENTAGE },
    borders,
    margins: { top: 60, bottom: 60, left: 100, right: 100 },
    ...(options.header ? { shading: { type: ShadingType.CLEAR, color: "auto", fill: "D9D9D9" } } : {}),
    children: [
      new Paragraph({
        alignment: COLUMNS[column]?.align ?? AlignmentType.LEFT,
        children: [
          new TextRun({
            text,
            bold: options.bold ?? false,
            size: halfPoints(TYPE_SIZES.table),
            font: FONT,
            color: BLACK,
          }),
        ],
      }),
    ],
  });

const setTable = (songs: SetlistDocumentInput["setlistContent"][number]["songs"]) =>
  new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({
        tableHeader: true,
        children: COLUMNS.map((column, index) => cell(column.title, index, { bold: true, header: true })),
      }),
      ...songs.map(
        (song, index) =>
          new TableRow({
            cantSplit: true,
            children: [
              cell(String(index + 1), 0, { bold: true }),
              cell(song.title, 1, { bold: true }),
              cell(song.artist, 2),
              cell(song.key ?? "", 3, { bold: true }),
              cell(formatDuration(song.durationSeconds), 4),
              cell(song.vocalist ?? "", 5),
            ],
          }),
      ),
    ],
  });

const run = (text: string, points: number, bold = false) =>
  new TextRun({ text, size: halfPoints(points), bold, font: FONT, color: BLACK });

/** The whole document, built in memory; `setlistDocx` packs it. Pure: same setlist, same document. */
export const buildSetlistDocument = (setlist: SetlistDocumentInput): Document => {
  const header = headerLine(setlist);
  const sets = setlist.setlistContent.flatMap((section, index) => {
    const total = section.songs.reduce((sum, song) => sum + song.durationSeconds, 0);
    const count = `${section.songs.length} ${section.songs.length === 1 ? "song" : "songs"}`;
    return [
      new Paragraph({
        pageBreakBefore: index > 0,
        keepNext: true,
        spacing: { before: index > 0 ? 0 : 240, after: 160 },
        children: [run(`${section.name}  ·  ${formatDuration(total)}`, TYPE_SIZES.heading, true)],
      }),
      setTable(section.songs),
      new Paragraph({
        alignment: AlignmentType.RIGHT,
        spacing: { before: 120 },
        children: [
          run(`Total ${formatDuration(total)}`, TYPE_SIZES.total, true),
          run(
            `  (${count}${section.targetSeconds ? `, slot ${formatDuration(section.targetSeconds)}` : ""})`,
            TYPE_SIZES.total,
          ),
        ],
      }),
    ];
  });
  return new Document({
    creator: "Encore",
    title: setlist.name,
    description: header,
    styles: {
      default: { document: { run: { font: FONT, size: halfPoints(TYPE_SIZES.table), color: BLACK } } },
    },
    sections: [
      {
        properties: { page: { margin: { top: 720, bottom: 720, left: 720, right: 720 } } },
        children: [
          new Paragraph({
            spacing: { after: 120 },
            children: [run(setlist.name, TYPE_SIZES.title, true)],
          }),
          ...(header === ""
            ? []
            : [new Paragraph({ spacing: { after: 240 }, children: [run(header, TYPE_SIZES.header)] })]),
          ...(sets.length > 0
            ? sets
            : [new Paragraph({ children: [run("No songs yet.", TYPE_SIZES.header)] })]),
        ],
      },
    ],
  });
};

/** The .docx file's bytes. */
export const setlistDocx = async (setlist: SetlistDocumentInput): Promise<Buffer> =>
  Packer.toBuffer(buildSetlistDocument(setlist));

/** The generator's download name (spec section 7: 'setlist name .docx'), safe on every file system. */
export const documentFileName = (setlistName: string): string => {
  const safe = setlistName
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+|\.+$/g, "")
    .slice(0, 120)
    .trim();
  return `${safe === "" ? "setlist" : safe}.docx`;
};

/** GET /api/setlists/{id}/docx's name: lowercase letters, digits and underscores, plus '-setlist.docx'. */
export const docxFileName = (setlistName: string): string =>
  `${setlistName.toLowerCase().replace(/[^a-z0-9]/g, "_") || "setlist"}-setlist.docx`;

/** `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / 5987). */
export const contentDisposition = (fileName: string): string => {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
};

export const DOCX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
