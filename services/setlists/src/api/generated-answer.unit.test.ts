import type { SetlistGenerated } from "@encore/contracts";
import { exampleSetlistGenerated } from "@encore/contracts/examples";
import { describe, expect, it } from "vitest";
import { generatedAnswer, generationNotices } from "./generated-answer.ts";

const withSections = (
  brief: Partial<SetlistGenerated["brief"]>,
  sections: { target: number; songs: { seconds: number; known?: boolean }[] }[],
): SetlistGenerated => ({
  ...exampleSetlistGenerated,
  brief: { ...exampleSetlistGenerated.brief, ...brief },
  sections: sections.map((section, index) => ({
    name: `Set ${index + 1}`,
    targetSeconds: section.target,
    durationSeconds: section.songs.reduce((sum, song) => sum + song.seconds, 0),
    songs: section.songs.map((song, n) => ({
      title: `Song ${n}`,
      artist: "Band",
      durationSeconds: song.seconds,
      reason: "",
      known: song.known ?? true,
    })),
  })),
});

describe("generationNotices", () => {
  it("says nothing when every set keeps its time", () => {
    const setlist = withSections({ selectedRepertoireIds: [3] }, [
      { target: 600, songs: [{ seconds: 300 }, { seconds: 290 }] },
    ]);
    expect(generationNotices(setlist, 40)).toEqual([]);
  });

  it("says plainly when the repertoires cannot fill the sets, by how much", () => {
    const setlist = withSections({ selectedRepertoireIds: [3] }, [
      { target: 2700, songs: [{ seconds: 1200 }] },
      { target: 2700, songs: [{ seconds: 2690 }] },
    ]);
    expect(generationNotices(setlist, 5)).toEqual([
      "Your selected repertoires have 5 songs, not enough to fill every set: Set 1 is 25 min short of its 45 min. Add songs to the repertoires, select more of them, or shorten the sets.",
    ]);
  });

  it("says when lengths are estimates because the repertoire does not know them", () => {
    const setlist = withSections({ selectedRepertoireIds: [3] }, [
      { target: 420, songs: [{ seconds: 210, known: false }, { seconds: 210 }] },
    ]);
    expect(generationNotices(setlist, 2)).toEqual([
      "1 song has no known length yet, so its time is an estimate of 3:30. Add the durations in your repertoire for exact timing.",
    ]);
  });

  it("is part of the generate answer", () => {
    const setlist = withSections({ selectedRepertoireIds: [] }, [{ target: 600, songs: [{ seconds: 595 }] }]);
    expect(generatedAnswer(setlist, 2596).notices).toEqual([]);
  });
});
