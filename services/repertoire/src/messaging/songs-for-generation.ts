/**
 * Answers `SongsForGeneration` (libs/contracts/src/messages/repertoire.ts) for the setlists service:
 * every active song of the repertoires, when all of them are the user's; else the ids that are not
 * (missing, deleted and someone else's look alike). Served in queue group `repertoire`.
 */
import {
  type SongForGeneration,
  type SongKey,
  SongsForGeneration,
  type SongsForGenerationRequest,
  type SongsForGenerationResponse,
} from "@encore/contracts";
import { type MessageBus, requestSubject, type Subscription } from "@encore/messaging";
import type { RepertoireReadModel, SongView } from "../projections/read-model.ts";
import { normaliseKey } from "../songs/song-values.ts";

export const REPERTOIRE_QUEUE = "repertoire";

export const songsForGenerationSubject = requestSubject(
  SongsForGeneration.name,
  SongsForGeneration.request,
  SongsForGeneration.response,
);

const songForGeneration = (song: SongView): SongForGeneration => ({
  repertoireId: song.repertoireId,
  songId: song.id,
  title: song.title,
  artist: song.artist,
  key: song.key ? ((normaliseKey(song.key) ?? null) as SongKey | null) : null,
  durationSeconds: song.durationSeconds,
  bpm: song.bpm,
  energy: song.energy,
  genre: song.genre,
  year: song.year,
  vocalist: song.vocalist,
  tags: song.tags,
});

export const answerSongsForGeneration = async (
  readModel: RepertoireReadModel,
  request: SongsForGenerationRequest,
): Promise<SongsForGenerationResponse> => {
  const wanted = [...new Set(request.repertoireIds)];
  const owned = new Set(await readModel.ownedIds(wanted, request.userId));
  const missingIds = wanted.filter((id) => !owned.has(id));
  if (missingIds.length > 0) return { found: false, missingIds };
  const songs = await readModel.activeSongsOf(wanted);
  return { found: true, songs: songs.map(songForGeneration) };
};

export const serveRepertoireMessages = async (
  bus: MessageBus,
  readModel: RepertoireReadModel,
): Promise<Subscription[]> => [
  await bus.serve(songsForGenerationSubject, (request) => answerSongsForGeneration(readModel, request), {
    queue: REPERTOIRE_QUEUE,
  }),
];
