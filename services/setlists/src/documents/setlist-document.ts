/**
 * The Word export of a setlist (spec: GET /api/setlists/{id}/download), laid out as a stage sheet
 * (what-musicians-ask-for #2, #7): large type readable from a music stand, high contrast, each set
 * on its own page as a numbered table with key, length (m:ss) and vocalist, and the set's total.
 */
import { ACT_TYPE_LABELS, type ActType, EVENT_TYPE_LABELS, type EventType } from "@encore/contracts";
import {
  BLACK,
  type Column,
  docxBytes,
  FONT,
  halfPoints,
  PAGE_MARGINS,
  songTable,
  textRun,
} from "@encore/documents";
import { AlignmentType, Document, Paragraph } from "docx";

export { DOCX_CONTENT_TYPE } from "@encore/documents";

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

const COLUMNS: readonly Column[] = [
  { title: "#", width: 7, align: AlignmentType.RIGHT, bold: true },
  { title: "Title", width: 33, align: AlignmentType.LEFT, bold: true },
  { title: "Artist", width: 24, align: AlignmentType.LEFT },
  { title: "Key", width: 8, align: AlignmentType.CENTER, bold: true },
  { title: "Duration", width: 12, align: AlignmentType.RIGHT },
  { title: "Vocalist", width: 16, align: AlignmentType.LEFT },
];

const setTable = (songs: SetlistDocumentInput["setlistContent"][number]["songs"]) =>
  songTable(
    COLUMNS,
    songs.map((song, index) => [
      String(index + 1),
      song.title,
      song.artist,
      song.key ?? "",
      formatDuration(song.durationSeconds),
      song.vocalist ?? "",
    ]),
    TYPE_SIZES.table,
  );

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
        children: [textRun(`${section.name}  ·  ${formatDuration(total)}`, TYPE_SIZES.heading, true)],
      }),
      setTable(section.songs),
      new Paragraph({
        alignment: AlignmentType.RIGHT,
        spacing: { before: 120 },
        children: [
          textRun(`Total ${formatDuration(total)}`, TYPE_SIZES.total, true),
          textRun(
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
        properties: { page: { margin: PAGE_MARGINS } },
        children: [
          new Paragraph({
            spacing: { after: 120 },
            children: [textRun(setlist.name, TYPE_SIZES.title, true)],
          }),
          ...(header === ""
            ? []
            : [new Paragraph({ spacing: { after: 240 }, children: [textRun(header, TYPE_SIZES.header)] })]),
          ...(sets.length > 0
            ? sets
            : [new Paragraph({ children: [textRun("No songs yet.", TYPE_SIZES.header)] })]),
        ],
      },
    ],
  });
};

/** The .docx file's bytes. */
export const setlistDocx = async (setlist: SetlistDocumentInput): Promise<Buffer> =>
  docxBytes(buildSetlistDocument(setlist));

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
