import { normaliseSong, type RawSection, type Song, sectionSeconds } from "../../../lib/setlist.ts";

export interface SharedSection {
  /** "set-1", "set-2"…: a stable key. */
  readonly id: string;
  readonly name: string;
  readonly songs: readonly Song[];
  readonly seconds: number;
}

/** Sections as the shared page shows them, each with its songs and real length. */
export const sharedSections = (content: readonly RawSection[] | null | undefined): SharedSection[] =>
  (content ?? []).map((section, index) => ({
    id: `set-${index + 1}`,
    name: section.name?.trim() || `Set ${index + 1}`,
    songs: (section.songs ?? []).map(normaliseSong),
    seconds: sectionSeconds(section),
  }));

/** Spec §2: the total song count and the sum of the sections' minutes, rounded. */
export const sharedTotals = (sections: readonly SharedSection[]) => ({
  songs: sections.reduce((n, section) => n + section.songs.length, 0),
  minutes: Math.round(sections.reduce((n, section) => n + section.seconds, 0) / 60),
});
