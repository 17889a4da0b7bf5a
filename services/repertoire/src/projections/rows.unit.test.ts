import { describe, expect, it } from "vitest";
import type { RepertoireEvent } from "../domain/repertoire.ts";
import { applyEvent, type PageRows } from "./rows.ts";

const at = "2026-01-05T20:30:00.000Z";
const repertoireId = 7;

const given = (events: readonly RepertoireEvent[]): PageRows => {
  const rows: PageRows = { repertoires: new Map(), songs: new Map(), deletedRepertoires: new Set() };
  for (const event of events) applyEvent(rows, event, at);
  return rows;
};

const created: RepertoireEvent = {
  type: "RepertoireCreated",
  data: {
    repertoireId,
    userId: "u",
    name: "Gigs",
    type: "band",
    description: null,
    vocalists: [],
    tags: [],
    defaultKey: null,
    defaultEnergy: null,
  },
};
const added: RepertoireEvent = {
  type: "SongAdded",
  data: { repertoireId, song: { songId: 1, title: "Rehab", artist: "Amy Winehouse", key: "G" } },
};

describe("song rows", () => {
  it("go pending, processing, then complete, keeping the musician's values", () => {
    const rows = given([
      created,
      added,
      {
        type: "SongDetectionRequested",
        data: { repertoireId, songId: 1, title: "Rehab", artist: "Amy Winehouse" },
      },
      { type: "SongDetectionStarted", data: { repertoireId, songId: 1 } },
    ]);
    expect(rows.songs.get(1)?.ai_status).toBe("processing");
    applyEvent(
      rows,
      {
        type: "SongDetected",
        data: {
          repertoireId,
          songId: 1,
          key: { value: "C", source: "catalog", confidence: 1 },
          bpm: { value: 145, source: "catalog", confidence: 1 },
          energy: { value: 7, source: "catalog", confidence: 0.8 },
        },
      },
      at,
    );
    expect(rows.songs.get(1)).toMatchObject({
      ai_status: "complete",
      key: "G",
      bpm: 145,
      energy: 7,
      ai_confidence: 0.93,
      detected: {
        key: { value: "G", source: "user", confidence: 1 },
        bpm: { value: 145, source: "catalog", confidence: 1 },
      },
    });
  });

  it("lets a cleared value be detected again, and fails with the reason", () => {
    const rows = given([
      created,
      added,
      { type: "SongUpdated", data: { repertoireId, songId: 1, changes: { key: null } } },
      {
        type: "SongDetected",
        data: { repertoireId, songId: 1, key: { value: "C", source: "catalog", confidence: 1 } },
      },
    ]);
    expect(rows.songs.get(1)).toMatchObject({ key: "C", detected: { key: { source: "catalog" } } });
    applyEvent(
      rows,
      { type: "SongDetectionFailed", data: { repertoireId, songId: 1, reason: "No match" } },
      at,
    );
    expect(rows.songs.get(1)).toMatchObject({ ai_status: "failed", ai_error: "No match", key: "C" });
  });

  it("go with their repertoire", () => {
    const rows = given([created, added, { type: "RepertoireDeleted", data: { repertoireId } }]);
    expect(rows.songs.get(1)).toBeNull();
    expect(rows.repertoires.get(repertoireId)).toBeNull();
    expect([...rows.deletedRepertoires]).toEqual([repertoireId]);
  });
});
