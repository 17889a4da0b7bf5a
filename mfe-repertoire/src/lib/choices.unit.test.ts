import * as Contracts from "@encore/contracts";
import { describe, expect, it } from "vitest";
import {
  AI_STATUS_BADGES,
  AI_STATUSES,
  DEFAULT_REPERTOIRE_TYPE,
  MAX_SONG_SECONDS,
  MAX_VOCALISTS,
  MIN_SONG_SECONDS,
  REPERTOIRE_TYPE_LABELS,
  REPERTOIRE_TYPES,
  SONG_KEYS,
} from "./repertoire.ts";

/** The browser copies of the contracts' choices (kept out of the bundle for Effect's size) match them. */
describe("the repertoire choices", () => {
  it("are the contracts' repertoire types, labels and default", () => {
    expect(REPERTOIRE_TYPES).toEqual(Contracts.REPERTOIRE_TYPES);
    expect(REPERTOIRE_TYPE_LABELS).toEqual(Contracts.REPERTOIRE_TYPE_LABELS);
    expect(DEFAULT_REPERTOIRE_TYPE).toBe(Contracts.DEFAULT_REPERTOIRE_TYPE);
  });

  it("are the contracts' song keys, AI badges and limits", () => {
    expect(SONG_KEYS).toEqual(Contracts.SONG_KEYS);
    expect(AI_STATUSES).toEqual(Contracts.AI_STATUSES);
    expect(AI_STATUS_BADGES).toEqual(Contracts.AI_STATUS_BADGES);
    expect(MAX_VOCALISTS).toBe(Contracts.MAX_VOCALISTS);
    expect([MIN_SONG_SECONDS, MAX_SONG_SECONDS]).toEqual([
      Contracts.MIN_SONG_SECONDS,
      Contracts.MAX_SONG_SECONDS,
    ]);
  });
});
