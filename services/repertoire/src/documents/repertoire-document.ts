/**
 * The Word export of a repertoire (GET /api/repertoires/{id}/download): its name, type and vocalists,
 * then one table of songs with artist, key, duration (m:ss), genre and vocalist, in large type.
 */
import { REPERTOIRE_TYPE_LABELS, type RepertoireType } from "@encore/contracts";
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

export interface RepertoireDocumentInput {
  readonly name: string;
  readonly type: string;
  readonly description: string | null;
  readonly vocalists: ReadonlyArray<{ readonly name: string; readonly gender: string }>;
  readonly songs: ReadonlyArray<{
    readonly title: string;
    readonly artist: string;
    readonly key: string | null;
    readonly durationSeconds: number | null;
    readonly genre: string | null;
    readonly vocalist: string | null;
  }>;
}

const FONT = "Arial";
const BLACK = "000000";
const SIZES = { title: 32, header: 16, table: 14 } as const;
const halfPoints = (points: number) => points * 2;

/** 225 → "3:45"; unknown → "". */
export const formatDuration = (seconds: number | null): string =>
  seconds === null ? "" : `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

export const typeLabel = (type: string): string =>
  Object.hasOwn(REPERTOIRE_TYPE_LABELS, type) ? REPERTOIRE_TYPE_LABELS[type as RepertoireType] : type;

const COLUMNS = [
  { title: "#", width: 6, align: AlignmentType.RIGHT },
  { title: "Title", width: 28, align: AlignmentType.LEFT },
  { title: "Artist", width: 22, align: AlignmentType.LEFT },
  { title: "Key", width: 8, align: AlignmentType.CENTER },
  { title: "Duration", width: 10, align: AlignmentType.RIGHT },
  { title: "Genre", width: 12, align: AlignmentType.LEFT },
  { title: "Vocalist", width: 14, align: AlignmentType.LEFT },
] as const;

const line = { style: BorderStyle.SINGLE, size: 8, color: BLACK };
const borders = { top: line, bottom: line, left: line, right: line };

const run = (text: string, points: number, bold = false) =>
  new TextRun({ text, size: halfPoints(points), bold, font: FONT, color: BLACK });

const cell = (text: string, column: number, options: { bold?: boolean; header?: boolean } = {}) =>
  new TableCell({
    width: { size: COLUMNS[column]?.width ?? 10, type: WidthType.PERCENTAGE },
    borders,
    margins: { top: 60, bottom: 60, left: 100, right: 100 },
    ...(options.header ? { shading: { type: ShadingType.CLEAR, color: "auto", fill: "D9D9D9" } } : {}),
    children: [
      new Paragraph({
        alignment: COLUMNS[column]?.align ?? AlignmentType.LEFT,
        children: [run(text, SIZES.table, options.bold ?? false)],
      }),
    ],
  });

/** The whole document in memory; pure: same repertoire, same document. */
export const buildRepertoireDocument = (repertoire: RepertoireDocumentInput): Document => {
  const count = `${repertoire.songs.length} ${repertoire.songs.length === 1 ? "song" : "songs"}`;
  const vocalists = repertoire.vocalists.map((vocalist) => vocalist.name).join(", ");
  const details = [typeLabel(repertoire.type), count, vocalists ? `Vocalists: ${vocalists}` : ""]
    .filter(Boolean)
    .join("  ·  ");
  const table = new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({
        tableHeader: true,
        children: COLUMNS.map((column, index) => cell(column.title, index, { bold: true, header: true })),
      }),
      ...repertoire.songs.map(
        (song, index) =>
          new TableRow({
            cantSplit: true,
            children: [
              cell(String(index + 1), 0, { bold: true }),
              cell(song.title, 1, { bold: true }),
              cell(song.artist, 2),
              cell(song.key ?? "", 3, { bold: true }),
              cell(formatDuration(song.durationSeconds), 4),
              cell(song.genre ?? "", 5),
              cell(song.vocalist ?? "", 6),
            ],
          }),
      ),
    ],
  });
  return new Document({
    creator: "Encore",
    title: repertoire.name,
    description: details,
    sections: [
      {
        properties: { page: { margin: { top: 720, bottom: 720, left: 720, right: 720 } } },
        children: [
          new Paragraph({ spacing: { after: 120 }, children: [run(repertoire.name, SIZES.title, true)] }),
          new Paragraph({ spacing: { after: 120 }, children: [run(details, SIZES.header)] }),
          ...(repertoire.description
            ? [
                new Paragraph({
                  spacing: { after: 240 },
                  children: [run(repertoire.description, SIZES.header)],
                }),
              ]
            : []),
          repertoire.songs.length > 0
            ? table
            : new Paragraph({ children: [run("No songs yet.", SIZES.header)] }),
        ],
      },
    ],
  });
};

export const repertoireDocx = async (repertoire: RepertoireDocumentInput): Promise<Buffer> =>
  Packer.toBuffer(buildRepertoireDocument(repertoire));

/** `{sanitised name}_repertoire.docx`: letters, digits, '-' and '_' kept, the rest '_'. */
export const repertoireFileName = (name: string): string => {
  const safe = name
    .trim()
    .replace(/[^A-Za-z0-9_-]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 100);
  return `${safe === "" ? "repertoire" : safe}_repertoire.docx`;
};

/** `attachment` with the file name (ASCII by construction). */
export const contentDisposition = (fileName: string): string => `attachment; filename="${fileName}"`;

export const DOCX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
