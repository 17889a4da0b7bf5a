/**
 * The Word export of a repertoire (GET /api/repertoires/{id}/download): its name, type and vocalists,
 * then one table of songs with artist, key, duration (m:ss), genre and vocalist, in large type.
 */
import { REPERTOIRE_TYPE_LABELS, type RepertoireType } from "@encore/contracts";
import { type Column, docxBytes, PAGE_MARGINS, songTable, textRun } from "@encore/documents";
import { AlignmentType, Document, Paragraph } from "docx";

export { DOCX_CONTENT_TYPE } from "@encore/documents";

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

const SIZES = { title: 32, header: 16, table: 14 } as const;

/** 225 → "3:45"; unknown → "". */
export const formatDuration = (seconds: number | null): string =>
  seconds === null ? "" : `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

export const typeLabel = (type: string): string =>
  Object.hasOwn(REPERTOIRE_TYPE_LABELS, type) ? REPERTOIRE_TYPE_LABELS[type as RepertoireType] : type;

const COLUMNS: readonly Column[] = [
  { title: "#", width: 6, align: AlignmentType.RIGHT, bold: true },
  { title: "Title", width: 28, align: AlignmentType.LEFT, bold: true },
  { title: "Artist", width: 22, align: AlignmentType.LEFT },
  { title: "Key", width: 8, align: AlignmentType.CENTER, bold: true },
  { title: "Duration", width: 10, align: AlignmentType.RIGHT },
  { title: "Genre", width: 12, align: AlignmentType.LEFT },
  { title: "Vocalist", width: 14, align: AlignmentType.LEFT },
];

/** The whole document in memory; pure: same repertoire, same document. */
export const buildRepertoireDocument = (repertoire: RepertoireDocumentInput): Document => {
  const count = `${repertoire.songs.length} ${repertoire.songs.length === 1 ? "song" : "songs"}`;
  const vocalists = repertoire.vocalists.map((vocalist) => vocalist.name).join(", ");
  const details = [typeLabel(repertoire.type), count, vocalists ? `Vocalists: ${vocalists}` : ""]
    .filter(Boolean)
    .join("  ·  ");
  const table = songTable(
    COLUMNS,
    repertoire.songs.map((song, index) => [
      String(index + 1),
      song.title,
      song.artist,
      song.key ?? "",
      formatDuration(song.durationSeconds),
      song.genre ?? "",
      song.vocalist ?? "",
    ]),
    SIZES.table,
  );
  return new Document({
    creator: "Encore",
    title: repertoire.name,
    description: details,
    sections: [
      {
        properties: { page: { margin: PAGE_MARGINS } },
        children: [
          new Paragraph({ spacing: { after: 120 }, children: [textRun(repertoire.name, SIZES.title, true)] }),
          new Paragraph({ spacing: { after: 120 }, children: [textRun(details, SIZES.header)] }),
          ...(repertoire.description
            ? [
                new Paragraph({
                  spacing: { after: 240 },
                  children: [textRun(repertoire.description, SIZES.header)],
                }),
              ]
            : []),
          repertoire.songs.length > 0
            ? table
            : new Paragraph({ children: [textRun("No songs yet.", SIZES.header)] }),
        ],
      },
    ],
  });
};

export const repertoireDocx = async (repertoire: RepertoireDocumentInput): Promise<Buffer> =>
  docxBytes(buildRepertoireDocument(repertoire));

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
