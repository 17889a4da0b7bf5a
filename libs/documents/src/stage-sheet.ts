/**
 * What Encore's Word exports (a setlist, a repertoire) have in common: black Arial type large enough
 * to read from a music stand, half-inch margins, and song tables with a shaded header row repeated
 * on every page and rows that never split across a page break.
 */
import {
  type AlignmentType,
  BorderStyle,
  type Document,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";

export const DOCX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export const FONT = "Arial";
export const BLACK = "000000";

/** Word measures type in half-points. */
export const halfPoints = (points: number) => points * 2;

/** Half an inch on every side, in twentieths of a point. */
export const PAGE_MARGINS = { top: 720, bottom: 720, left: 720, right: 720 } as const;

export const textRun = (text: string, points: number, bold = false) =>
  new TextRun({ text, size: halfPoints(points), bold, font: FONT, color: BLACK });

export interface Column {
  readonly title: string;
  /** Percent of the table's width. */
  readonly width: number;
  readonly align: (typeof AlignmentType)[keyof typeof AlignmentType];
  /** Bold in the song rows too; the header row is always bold. */
  readonly bold?: boolean;
}

const line = { style: BorderStyle.SINGLE, size: 8, color: BLACK };
const borders = { top: line, bottom: line, left: line, right: line };

const cell = (text: string, column: Column, points: number, options: { bold: boolean; header?: boolean }) =>
  new TableCell({
    width: { size: column.width, type: WidthType.PERCENTAGE },
    borders,
    margins: { top: 60, bottom: 60, left: 100, right: 100 },
    ...(options.header ? { shading: { type: ShadingType.CLEAR, color: "auto", fill: "D9D9D9" } } : {}),
    children: [new Paragraph({ alignment: column.align, children: [textRun(text, points, options.bold)] })],
  });

/** A full-width table: the columns' titles, then one row per song with its cells in column order. */
export const songTable = (columns: readonly Column[], rows: readonly (readonly string[])[], points: number) =>
  new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({
        tableHeader: true,
        children: columns.map((column) => cell(column.title, column, points, { bold: true, header: true })),
      }),
      ...rows.map(
        (cells) =>
          new TableRow({
            cantSplit: true,
            children: columns.map((column, index) =>
              cell(cells[index] ?? "", column, points, { bold: column.bold ?? false }),
            ),
          }),
      ),
    ],
  });

/** The .docx file's bytes. */
export const docxBytes = (document: Document): Promise<Buffer> => Packer.toBuffer(document);
