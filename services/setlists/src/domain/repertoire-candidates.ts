/**
 * Generating from the musician's repertoires (spec §5 `selectedRepertoireIds`): the repertoire service
 * answers their songs over request/reply, and each becomes a candidate the composer scores like a
 * catalog song. What the repertoire does not know (detection pending or failed) is completed from the
 * catalog when the song is there, otherwise marked unknown so it is never shown as a fact.
 */
import { type CatalogSong, type CatalogTag, findCatalogSongBy, songMatchKey } from "@encore/catalog";
import { SONG_KEYS, type SongForGeneration, type SongKey, SongsForGeneration } from "@encore/contracts";
import { type MessageBus, requestSubject } from "@encore/messaging";
import { isUnreachable } from "./generation-quota.ts";

export const songsForGenerationSubject = requestSubject(
  SongsForGeneration.name,
  SongsForGeneration.request,
  SongsForGeneration.response,
);

export type RepertoireCandidates =
  | { readonly _tag: "Found"; readonly songs: readonly CatalogSong[] }
  | { readonly _tag: "RepertoiresNotFound"; readonly missingIds: readonly number[] }
  | { readonly _tag: "RepertoireUnavailable" };

export type RepertoireSongSource = (
  userId: string,
  repertoireIds: readonly number[],
) => Promise<RepertoireCandidates>;

/** Typical length of a song nobody has timed, as for requested songs the catalog does not know. */
const ESTIMATED_SECONDS = 210;
const NEUTRAL_ENERGY = 5;
const NEUTRAL_BPM = 110;

/**
 * Tags that say what an act can play ("needs keys", "DJ only", "instrumental"): the musician put the
 * song in their own repertoire, so they can play it. Audience tags (explicit, kids, christmas) stay.
 */
const CAPABILITY_TAGS: ReadonlySet<string> = new Set([
  "dj-only",
  "needs-keys",
  "needs-guitar",
  "instrumental",
]);

const isSongKey = (key: string | null): key is SongKey =>
  key !== null && (SONG_KEYS as readonly string[]).includes(key);

/** One repertoire song as a composer candidate: its own details first, then the catalog's, then unknown. */
export const candidateFromRepertoireSong = (
  song: SongForGeneration,
  catalogMatch: CatalogSong | undefined = findCatalogSongBy(song.title, song.artist),
): CatalogSong => {
  const unknown: ("key" | "bpm" | "energy" | "durationSeconds")[] = [];
  const key = isSongKey(song.key) ? song.key : catalogMatch?.key;
  if (key === undefined) unknown.push("key");
  const bpm = song.bpm ?? catalogMatch?.bpm;
  if (bpm === undefined) unknown.push("bpm");
  const energy = song.energy ?? catalogMatch?.energy;
  if (energy === undefined) unknown.push("energy");
  const durationSeconds = song.durationSeconds ?? catalogMatch?.durationSeconds;
  if (durationSeconds === undefined) unknown.push("durationSeconds");
  const genres = song.genre
    ? [
        song.genre.toLowerCase(),
        ...(catalogMatch?.genres ?? []).filter((genre) => genre !== song.genre?.toLowerCase()),
      ]
    : (catalogMatch?.genres ?? []);
  const tags = [...new Set([...(catalogMatch?.tags ?? []), ...song.tags])].filter(
    (tag) => !CAPABILITY_TAGS.has(tag),
  ) as CatalogTag[];
  return {
    id: `repertoire:${song.songId}`,
    title: song.title,
    artist: song.artist,
    year: song.year ?? catalogMatch?.year ?? 0,
    genres,
    durationSeconds: durationSeconds ?? ESTIMATED_SECONDS,
    key: key ?? "C",
    bpm: bpm ?? NEUTRAL_BPM,
    energy: energy ?? NEUTRAL_ENERGY,
    tags,
    ...(unknown.length > 0 ? { unknownDetails: unknown } : {}),
    ...(song.vocalist ? { leadVocalist: song.vocalist } : {}),
  };
};

/**
 * The same song in two selected repertoires is one candidate (the first seen): a setlist never plays
 * a song twice.
 */
export const candidatesFromRepertoireSongs = (songs: readonly SongForGeneration[]): CatalogSong[] => {
  const seen = new Set<string>();
  const candidates: CatalogSong[] = [];
  for (const song of songs) {
    const identity = songMatchKey(song.title, song.artist);
    if (seen.has(identity)) continue;
    seen.add(identity);
    candidates.push(candidateFromRepertoireSong(song));
  }
  return candidates;
};

export const SONGS_FOR_GENERATION_TIMEOUT_MS = 5000;

export const repertoireSongsOverBus =
  (bus: MessageBus, log: (line: string) => void): RepertoireSongSource =>
  async (userId, repertoireIds) => {
    try {
      const answer = await bus.request(
        songsForGenerationSubject,
        { userId, repertoireIds: [...new Set(repertoireIds)] },
        { timeoutMs: SONGS_FOR_GENERATION_TIMEOUT_MS },
      );
      if (!answer.found) return { _tag: "RepertoiresNotFound", missingIds: answer.missingIds };
      return { _tag: "Found", songs: candidatesFromRepertoireSongs(answer.songs) };
    } catch (error) {
      if (isUnreachable(error)) {
        log(`[setlists] the repertoire service did not answer: ${(error as Error).message}`);
        return { _tag: "RepertoireUnavailable" };
      }
      throw error;
    }
  };
