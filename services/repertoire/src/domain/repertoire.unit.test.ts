import { deciderSpecification } from "@encore/eventstore/testing/decider-specification";
import type { Result } from "effect";
import { describe, expect, it } from "vitest";
import type { RepertoireError } from "./errors.ts";
import {
  decideAddSongs,
  decideClearVocalist,
  decideCreate,
  decideDelete,
  decideRemoveSong,
  decideShare,
  decideUpdate,
  decideUpdateSong,
  detectionStillWanted,
  type RepertoireEvent,
  type RepertoireState,
  repertoireDecider,
} from "./repertoire.ts";

type Command = (state: RepertoireState) => Result.Result<readonly RepertoireEvent[], RepertoireError>;
const spec = deciderSpecification<RepertoireState, Command, RepertoireEvent, RepertoireError>({
  initialState: repertoireDecider.initialState,
  evolve: repertoireDecider.evolve,
  decide: (command, state) => command(state),
});

const owner = "user-ana";
const repertoireId = 7;
const created: RepertoireEvent = {
  type: "RepertoireCreated",
  data: {
    repertoireId,
    userId: owner,
    name: "Jazz Standards",
    type: "band",
    description: null,
    vocalists: [{ name: "Ana", gender: "female" }],
    tags: [],
    defaultKey: null,
    defaultEnergy: null,
  },
};
const valerie = { songId: 301, title: "Valerie", artist: "Amy Winehouse", vocalist: "Ana" };
const added: RepertoireEvent = { type: "SongAdded", data: { repertoireId, song: valerie } };
const requested = (song: { songId: number; title: string; artist: string }): RepertoireEvent => ({
  type: "SongDetectionRequested",
  data: { repertoireId, songId: song.songId, title: song.title, artist: song.artist },
});

describe("the repertoire decider", () => {
  it("creates a repertoire only on a new id", () => {
    spec([])
      .when((state) => decideCreate(state, created.data as never))
      .thenEvents([created]);
    spec([created])
      .when((state) => decideCreate(state, created.data as never))
      .thenFails("RepertoireIdTaken");
  });

  it("adds a song with a detection request, spelling the vocalist as the repertoire does", () => {
    spec([created])
      .when((state) =>
        decideAddSongs(state, {
          repertoireId,
          userId: owner,
          songs: [{ ...valerie, vocalist: " ana " }],
          bulk: false,
        }),
      )
      .thenEvents([added, requested(valerie)]);
  });

  it("imports songs in one event, all or nothing", () => {
    const jolene = { songId: 302, title: "Jolene", artist: "Dolly Parton" };
    spec([created])
      .when((state) =>
        decideAddSongs(state, { repertoireId, userId: owner, songs: [valerie, jolene], bulk: true }),
      )
      .thenEvents([
        { type: "SongsImported", data: { repertoireId, songs: [valerie, jolene] } },
        requested(valerie),
        requested(jolene),
      ]);
    spec([created])
      .when((state) =>
        decideAddSongs(state, {
          repertoireId,
          userId: owner,
          songs: [valerie, { ...jolene, vocalist: "Zoe" }],
          bulk: true,
        }),
      )
      .thenFails("UnknownVocalist");
  });

  it("answers someone else's or a deleted repertoire as not found", () => {
    const stranger = "user-zed";
    spec([created])
      .when((state) => decideDelete(state, { repertoireId, userId: stranger }))
      .thenFails("RepertoireNotFound");
    spec([created, { type: "RepertoireDeleted", data: { repertoireId } }])
      .when((state) => decideShare(state, { repertoireId, userId: owner, shareableId: "x" }))
      .thenFails("RepertoireNotFound");
    spec([created, added])
      .when((state) => decideRemoveSong(state, { repertoireId, userId: stranger, songId: 301 }))
      .thenFails("RepertoireNotFound");
    spec([created])
      .when((state) => decideRemoveSong(state, { repertoireId, userId: owner, songId: 301 }))
      .thenFails("SongNotFound");
  });

  it("updates only what changes", () => {
    spec([created])
      .when((state) =>
        decideUpdate(state, {
          repertoireId,
          userId: owner,
          changes: { name: "Jazz Standards", defaultEnergy: 4 },
        }),
      )
      .thenEvents([{ type: "RepertoireUpdated", data: { repertoireId, defaultEnergy: 4 } }]);
    spec([created])
      .when((state) =>
        decideUpdate(state, { repertoireId, userId: owner, changes: { name: "Jazz Standards" } }),
      )
      .thenEvents([]);
  });

  it("asks detection again when a song's title changes, not when its notes do", () => {
    spec([created, added])
      .when((state) =>
        decideUpdateSong(state, { repertoireId, userId: owner, songId: 301, changes: { notes: "Slow" } }),
      )
      .thenEvents([{ type: "SongUpdated", data: { repertoireId, songId: 301, changes: { notes: "Slow" } } }]);
    spec([created, added])
      .when((state) =>
        decideUpdateSong(state, { repertoireId, userId: owner, songId: 301, changes: { title: "Rehab" } }),
      )
      .thenEvents([
        { type: "SongUpdated", data: { repertoireId, songId: 301, changes: { title: "Rehab" } } },
        requested({ ...valerie, title: "Rehab" }),
      ]);
  });

  it("shares once", () => {
    const shared: RepertoireEvent = { type: "RepertoireShared", data: { repertoireId, shareableId: "a" } };
    spec([created])
      .when((state) => decideShare(state, { repertoireId, userId: owner, shareableId: "a" }))
      .thenEvents([shared]);
    spec([created, shared])
      .when((state) => decideShare(state, { repertoireId, userId: owner, shareableId: "b" }))
      .thenEvents([]);
  });

  it("clears a vocalist's songs, and nothing when they had none", () => {
    spec([created, added])
      .when((state) => decideClearVocalist(state, { repertoireId, userId: owner, vocalistName: "ANA" }))
      .thenEvents([
        { type: "VocalistAssignmentsCleared", data: { repertoireId, vocalistName: "ANA", songIds: [301] } },
      ]);
    spec([created, added])
      .when((state) => decideClearVocalist(state, { repertoireId, userId: owner, vocalistName: "Rui" }))
      .thenEvents([]);
  });

  it("knows when a detection request no longer stands", () => {
    const state = [created, added].reduce(repertoireDecider.evolve, repertoireDecider.initialState());
    const request = { repertoireId, songId: 301, title: "Valerie", artist: "Amy Winehouse" };
    expect(detectionStillWanted(state, request)).toBe(true);
    const renamed = repertoireDecider.evolve(state, {
      type: "SongUpdated",
      data: { repertoireId, songId: 301, changes: { title: "Rehab" } },
    });
    expect(detectionStillWanted(renamed, request)).toBe(false);
    const removed = repertoireDecider.evolve(state, {
      type: "SongRemoved",
      data: { repertoireId, songId: 301 },
    });
    expect(detectionStillWanted(removed, request)).toBe(false);
  });
});
