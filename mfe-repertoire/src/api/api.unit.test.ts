import { ApiError } from "@encore/shell/api-client";
import { describe, expect, it } from "vitest";
import { needsSpotifyConnection, spotifyAuthUrl } from "../features/repertoire-view/lib/spotify-errors.ts";
import { repertoireFileName } from "./exports.ts";
import { isFullList, normaliseRepertoires } from "./repertoires.ts";
import { serverMessage } from "./server-message.ts";

describe("the repertoire list answer", () => {
  it("is {repertoires} or a bare array, ids as numbers, junk dropped", () => {
    expect(normaliseRepertoires({ repertoires: [{ id: "4", name: "A", type: "band" }] })).toEqual([
      { id: 4, name: "A", type: "band" },
    ]);
    expect(normaliseRepertoires([{ id: 2, name: "B" }, null, { id: "x" }])).toEqual([{ id: 2, name: "B" }]);
    expect(normaliseRepertoires("nope")).toEqual([]);
  });

  it("counts as the generator's summary (to fetch again) when it lacks createdAt", () => {
    expect(isFullList(undefined)).toBe(true);
    expect(isFullList([{ id: 1, name: "A", type: "band", description: null, createdAt: "2025-01-01" }])).toBe(
      true,
    );
    expect(isFullList([{ id: 1, name: "A", type: "band", description: null }])).toBe(false);
  });
});

describe("exports", () => {
  it("names the Word file '{sanitised name}_repertoire.docx'", () => {
    expect(repertoireFileName("Smith & Jones: Wedding!")).toBe("Smith_Jones_Wedding_repertoire.docx");
    expect(repertoireFileName("***")).toBe("repertoire_repertoire.docx");
  });

  it("asks to connect Spotify on a 401 or 'Spotify not connected', not on a 503", () => {
    expect(needsSpotifyConnection(new ApiError(401, "401: Unauthorized"))).toBe(true);
    expect(needsSpotifyConnection(new Error('400: {"error":"Spotify not connected"}'))).toBe(true);
    expect(
      needsSpotifyConnection(new ApiError(503, '503: {"error":"Spotify is not configured on this server"}')),
    ).toBe(false);
    expect(spotifyAuthUrl(7)).toBe("/api/spotify/auth?userId=7");
  });

  it("reads the server's message from an error", () => {
    expect(serverMessage(new ApiError(404, '404: {"error":"Repertoire not found"}'))).toBe(
      "Repertoire not found",
    );
    expect(serverMessage(new ApiError(500, "500: Internal"))).toBe("Internal");
    expect(serverMessage(new Error("x"))).toBeNull();
  });
});
