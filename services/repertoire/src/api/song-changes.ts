/** From a song request to the events' shapes: new songs, and only the real changes of an edit. Pure. */
import type { RepertoireSong, SongChanges, SongKey } from "@encore/contracts";
import type { SongView } from "../projections/read-model.ts";
import { normaliseKey } from "../songs/song-values.ts";
import { type SongInput, type SongUpdateRequest, textOrNull } from "./repertoire-requests.ts";

const keyOrNull = (text: string | null | undefined): SongKey | null =>
  text === null || text === undefined || text.trim() === "" ? null : (normaliseKey(text) ?? null);

/** A new song as typed; blank details are absent. */
export const newSong = (songId: number, input: SongInput): RepertoireSong => {
  const key = keyOrNull(input.key);
  const genre = textOrNull(input.genre);
  const vocalist = textOrNull(input.vocalist);
  const notes = textOrNull(input.notes);
  return {
    songId,
    title: input.title.trim(),
    artist: input.artist.trim(),
    ...(key === null ? {} : { key }),
    ...(input.durationSeconds == null ? {} : { durationSeconds: input.durationSeconds }),
    ...(genre === null ? {} : { genre }),
    ...(input.energy == null ? {} : { energy: input.energy }),
    ...(input.bpm == null ? {} : { bpm: input.bpm }),
    ...(input.year == null ? {} : { year: input.year }),
    ...(vocalist === null ? {} : { vocalist }),
    ...(notes === null ? {} : { notes }),
  };
};

/**
 * What an edit changes: fields sent with a value different from the song's (a dialog sending back a
 * detected value unchanged does not claim it as the musician's); null or "" clears.
 */
export const songChanges = (current: SongView, request: SongUpdateRequest): SongChanges => {
  const changes: Record<string, unknown> = {};
  const put = (field: keyof SongChanges, value: unknown, now: unknown) => {
    if (value !== undefined && value !== now) changes[field] = value;
  };
  if (request.title !== undefined) put("title", request.title.trim(), current.title);
  if (request.artist !== undefined) put("artist", request.artist.trim(), current.artist);
  if (request.key !== undefined) put("key", keyOrNull(request.key), current.key);
  if (request.durationSeconds !== undefined)
    put("durationSeconds", request.durationSeconds, current.durationSeconds);
  if (request.genre !== undefined) put("genre", textOrNull(request.genre), current.genre);
  if (request.energy !== undefined) put("energy", request.energy, current.energy);
  if (request.bpm !== undefined) put("bpm", request.bpm, current.bpm);
  if (request.year !== undefined) put("year", request.year, current.year);
  if (request.vocalist !== undefined) put("vocalist", textOrNull(request.vocalist), current.vocalist);
  if (request.notes !== undefined) put("notes", textOrNull(request.notes), current.notes);
  return changes as SongChanges;
};

/** A song of a shared repertoire copied into a clone, details and their sources kept. */
export const copiedSong = (songId: number, song: SongView): RepertoireSong => {
  const sources = Object.fromEntries(
    Object.entries(song.detected).filter(([, found]) => found && found.source !== "user"),
  );
  const key = keyOrNull(song.key);
  return {
    songId,
    title: song.title,
    artist: song.artist,
    ...(key === null ? {} : { key }),
    ...(song.durationSeconds === null ? {} : { durationSeconds: song.durationSeconds }),
    ...(song.genre === null ? {} : { genre: song.genre }),
    ...(song.energy === null ? {} : { energy: song.energy }),
    ...(song.bpm === null ? {} : { bpm: song.bpm }),
    ...(song.year === null ? {} : { year: song.year }),
    ...(song.popularity === null ? {} : { popularity: song.popularity }),
    ...(song.vocalist === null ? {} : { vocalist: song.vocalist }),
    ...(song.notes === null ? {} : { notes: song.notes }),
    tags: song.tags,
    isActive: song.isActive,
    ...(Object.keys(sources).length > 0 ? { sources } : {}),
    aiStatus:
      song.aiStatus === "pending" || song.aiStatus === "processing"
        ? "idle"
        : (song.aiStatus as RepertoireSong["aiStatus"] & string),
    ...(song.aiConfidence === null ? {} : { aiConfidence: song.aiConfidence }),
    ...(song.aiError === null ? {} : { aiError: song.aiError }),
  } as RepertoireSong;
};
