import type { ParsedSong, ParsedSongList } from "@encore/contracts";
import { apiGet, apiRequest } from "@encore/shell/api-client";
import { queryOptions } from "@tanstack/react-query";
import { isDetecting } from "../lib/ai-status.ts";
import type { RepertoireSong } from "../lib/repertoire.ts";
import { repertoireUrl } from "./repertoires.ts";

/** Spec §9: while any song's details are being detected, the list is asked again every 3 s. */
export const DETECTION_POLL_MS = 3000;

export const songsUrl = (repertoireId: number | string) => `${repertoireUrl(repertoireId)}/songs`;

/** GET /api/repertoires/{id}/songs, polled while detection runs (spec §4). */
export const songsQuery = (repertoireId: number | string) =>
  queryOptions({
    queryKey: [songsUrl(repertoireId)],
    queryFn: ({ signal }) => apiGet<RepertoireSong[]>(songsUrl(repertoireId), { signal }),
    refetchInterval: (query) =>
      (query.state.data ?? []).some((song) => isDetecting(song.aiStatus)) ? DETECTION_POLL_MS : false,
  });

/** What the song dialog sends (spec §7: title, artist, key, durationSeconds, vocalist). */
export interface SongFields {
  readonly title: string;
  readonly artist: string;
  readonly key: string | null;
  readonly durationSeconds: number | null;
  readonly vocalist: string | null;
}

export const addSong = async (repertoireId: number, song: SongFields): Promise<RepertoireSong> => {
  const response = await apiRequest("POST", songsUrl(repertoireId), song);
  return (await response.json()) as RepertoireSong;
};

export const updateSong = async (repertoireId: number, songId: number, song: SongFields) => {
  const response = await apiRequest("PUT", `${songsUrl(repertoireId)}/${songId}`, song);
  return (await response.json()) as RepertoireSong;
};

export const deleteSong = async (repertoireId: number, songId: number) => {
  await apiRequest("DELETE", `${songsUrl(repertoireId)}/${songId}`);
};

export type { ParsedSong, ParsedSongList } from "@encore/contracts";

/** POST /api/repertoires/parse-bulk-songs: nothing is stored by parsing. */
export const parseBulkSongs = async (songListText: string, repertoireId: number): Promise<ParsedSongList> => {
  const response = await apiRequest("POST", "/api/repertoires/parse-bulk-songs", {
    songListText,
    repertoireId,
  });
  return (await response.json()) as ParsedSongList;
};

/** POST /api/repertoires/{id}/songs/bulk: all or nothing. */
export const addSongsInBulk = async (repertoireId: number, songs: readonly ParsedSong[]) => {
  const response = await apiRequest("POST", `${songsUrl(repertoireId)}/bulk`, {
    songs: songs.map(({ title, artist, key, durationSeconds, genre, bpm, vocalist, notes }) => ({
      title,
      artist,
      ...(key ? { key } : {}),
      ...(durationSeconds ? { durationSeconds } : {}),
      ...(genre ? { genre } : {}),
      ...(bpm ? { bpm } : {}),
      ...(vocalist ? { vocalist } : {}),
      ...(notes ? { notes } : {}),
    })),
  });
  return (await response.json()) as RepertoireSong[];
};
