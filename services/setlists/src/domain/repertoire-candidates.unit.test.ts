import { findCatalogSongBy } from "@encore/catalog";
import type { SongForGeneration } from "@encore/contracts";
import { SongsForGeneration } from "@encore/contracts";
import { exampleBrief } from "@encore/contracts/examples";
import { createInProcessBus } from "@encore/messaging";
import { describe, expect, it } from "vitest";
import { fromCatalog } from "../composer/set-song.ts";
import { reasonFor } from "../composer/song-reasons.ts";
import {
  candidateFromRepertoireSong,
  candidatesFromRepertoireSongs,
  repertoireSongsOverBus,
  songsForGenerationSubject,
} from "./repertoire-candidates.ts";

const song = (overrides: Partial<SongForGeneration> = {}): SongForGeneration => ({
  repertoireId: 1,
  songId: 10,
  title: "Superstition",
  artist: "Stevie Wonder",
  key: null,
  durationSeconds: null,
  bpm: null,
  energy: null,
  genre: null,
  year: null,
  vocalist: null,
  tags: [],
  ...overrides,
});

describe("candidateFromRepertoireSong", () => {
  it("keeps what the musician's repertoire knows over the catalog's values", () => {
    const candidate = candidateFromRepertoireSong(song({ key: "Bb", durationSeconds: 201, genre: "Soul" }));
    expect(candidate).toMatchObject({
      id: "repertoire:10",
      title: "Superstition",
      key: "Bb",
      durationSeconds: 201,
    });
    expect(candidate.genres[0]).toBe("soul");
    expect(candidate.unknownDetails).toBeUndefined();
  });

  it("completes undetected details from the catalog when the song is there", () => {
    const catalogSong = findCatalogSongBy("Superstition", "Stevie Wonder");
    expect(catalogSong).toBeDefined();
    const candidate = candidateFromRepertoireSong(song());
    expect(candidate).toMatchObject({
      key: catalogSong!.key,
      bpm: catalogSong!.bpm,
      energy: catalogSong!.energy,
      durationSeconds: catalogSong!.durationSeconds,
    });
    expect(candidate.unknownDetails).toBeUndefined();
  });

  it("marks unknown details so they are never shown, and estimates the length", () => {
    const candidate = candidateFromRepertoireSong(
      song({ title: "Our Own Wedding Song", artist: "The Garage Band" }),
      undefined,
    );
    expect(candidate.unknownDetails).toEqual(["key", "bpm", "energy", "durationSeconds"]);
    expect(candidate.durationSeconds).toBe(210);
    const placed = fromCatalog(candidate, 1);
    expect(placed.key).toBeUndefined();
    expect(placed.bpm).toBeUndefined();
    expect(placed.energy).toBeUndefined();
    expect(placed.known).toBe(false);
    expect(
      reasonFor(
        placed,
        { position: 1, setLength: 3, setIndex: 0, setCount: 1, firstDance: false },
        exampleBrief,
      ),
    ).toBe("From your repertoire; length not known yet — estimated");
  });

  it("keeps the vocalist the musician chose", () => {
    expect(candidateFromRepertoireSong(song({ vocalist: "Ana" })).leadVocalist).toBe("Ana");
    expect(fromCatalog(candidateFromRepertoireSong(song({ vocalist: "Ana" })), 1).leadVocalist).toBe("Ana");
  });

  it("drops tags about what an act can play (they chose the song), keeps audience tags", () => {
    const candidate = candidateFromRepertoireSong(
      song({ tags: ["explicit"] }),
      findCatalogSongBy("Superstition", "Stevie Wonder"),
    );
    expect(candidate.tags).toContain("explicit");
    expect(candidate.tags).not.toContain("needs-keys");
  });
});

describe("candidatesFromRepertoireSongs", () => {
  it("counts one song once when two selected repertoires hold it, however it is typed", () => {
    const candidates = candidatesFromRepertoireSongs([
      song({ songId: 1, title: "Valerie", artist: "Amy Winehouse" }),
      song({ songId: 2, repertoireId: 2, title: "valerie!", artist: "AMY WINEHOUSE" }),
      song({ songId: 3, title: "Rehab", artist: "Amy Winehouse" }),
    ]);
    expect(candidates.map((candidate) => candidate.id)).toEqual(["repertoire:1", "repertoire:3"]);
  });
});

describe("repertoireSongsOverBus", () => {
  it("answers the songs as candidates, the missing ids, or unavailable when nobody answers", async () => {
    const bus = createInProcessBus();
    const ask = repertoireSongsOverBus(bus, () => undefined);
    expect(await ask("user-1", [1])).toEqual({ _tag: "RepertoireUnavailable" });

    const asked: unknown[] = [];
    await bus.serve(songsForGenerationSubject, async (request) => {
      asked.push(request);
      return request.repertoireIds.includes(9)
        ? { found: false as const, missingIds: [9] }
        : { found: true as const, songs: [song()] };
    });
    expect(await ask("user-1", [1, 1])).toMatchObject({ _tag: "Found", songs: [{ id: "repertoire:10" }] });
    expect(asked[0]).toEqual({ userId: "user-1", repertoireIds: [1] });
    expect(await ask("user-1", [1, 9])).toEqual({ _tag: "RepertoiresNotFound", missingIds: [9] });
    expect(SongsForGeneration.name).toBe("repertoire.songs-for-generation");
    await bus.close();
  });
});
