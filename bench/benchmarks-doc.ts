/**
 * The sections that bench:composer, bench:learning, bench:detection and bench:analytics keep in
 * docs/benchmarks.md, each under its own "## " heading, just above "## Latest run" (bench/run.ts's).
 */
import { readFileSync, writeFileSync } from "node:fs";

const DOC = new URL("../docs/benchmarks.md", import.meta.url);
const NEXT_HEADING = "## Latest run";

/** The text from `heading` to the next "## " heading (or the end); undefined when the doc has none. */
export const sectionOf = (doc: string, heading: string): string | undefined => {
  const start = doc.indexOf(`${heading}\n`);
  if (start < 0) return undefined;
  const end = doc.indexOf("\n## ", start + heading.length);
  return doc.slice(start, end < 0 ? undefined : end);
};

/** `doc` with the section under `heading` taken out and `section` put just above "## Latest run" (or last). */
export const withSection = (doc: string, heading: string, section: string): string => {
  const start = doc.indexOf(`${heading}\n`);
  const withoutOld =
    start < 0
      ? doc
      : doc.slice(0, start) + doc.slice(doc.indexOf("\n## ", start + heading.length) + 1 || doc.length);
  const anchor = withoutOld.indexOf(`${NEXT_HEADING}\n`);
  return anchor < 0
    ? `${withoutOld.trimEnd()}\n\n${section}`
    : `${withoutOld.slice(0, anchor)}${section}\n${withoutOld.slice(anchor)}`;
};

export const readBenchmarksSection = (heading: string): string | undefined =>
  sectionOf(readFileSync(DOC, "utf8"), heading);

/** Writes `section` (which starts with `heading`) into docs/benchmarks.md, in place of the old one. */
export const writeBenchmarksSection = (heading: string, section: string) => {
  writeFileSync(DOC, withSection(readFileSync(DOC, "utf8"), heading, section));
  console.log(`Wrote "${heading}" in docs/benchmarks.md`);
};
