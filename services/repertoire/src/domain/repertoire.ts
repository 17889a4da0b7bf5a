/**
 * The decider of one `repertoire-<id>` stream: the repertoire's details and its songs, folded from the
 * events, and the decisions of the commands this service handles. Pure: ids and the owner come in.
 */
import type {
  DomainEvent,
  DomainEventOf,
  RepertoireCreated,
  RepertoireSong,
  RepertoireType,
  SongChanges,
  SongDetectionRequested,
  SongKey,
  Vocalist,
} from "@encore/contracts";
import { Result } from "effect";
import { RepertoireIdTaken, RepertoireNotFound, SongNotFound, UnknownVocalist } from "./errors.ts";

export const REPERTOIRE_EVENT_TYPES = [
  "RepertoireCreated",
  "RepertoireUpdated",
  "RepertoireDeleted",
  "RepertoireShared",
  "SongAdded",
  "SongsImported",
  "SongUpdated",
  "SongRemoved",
  "VocalistAssignmentsCleared",
  "SongDetectionRequested",
  "SongDetectionStarted",
  "SongDetected",
  "SongDetectionFailed",
] as const;

export type RepertoireEvent = DomainEventOf<(typeof REPERTOIRE_EVENT_TYPES)[number]>;

const EVENT_TYPES: ReadonlySet<string> = new Set(REPERTOIRE_EVENT_TYPES);

/** What the decider keeps of a song: enough to check ownership, vocalists and detection requests. */
export interface SongState {
  readonly songId: number;
  readonly title: string;
  readonly artist: string;
  readonly vocalist: string | null;
}

export interface RepertoireDetails {
  readonly repertoireId: number;
  readonly ownerId: string;
  readonly name: string;
  readonly type: RepertoireType;
  readonly description: string | null;
  readonly vocalists: readonly Vocalist[];
  readonly tags: readonly string[];
  readonly defaultKey: SongKey | null;
  readonly defaultEnergy: number | null;
  readonly shareableId: string | undefined;
  readonly songs: ReadonlyMap<number, SongState>;
}

export type RepertoireState =
  | { readonly status: "absent" }
  | (RepertoireDetails & { readonly status: "active" | "deleted" });

export type LiveRepertoire = RepertoireDetails & { readonly status: "active" };

const withSongs = (
  state: RepertoireState,
  change: (songs: Map<number, SongState>) => void,
): RepertoireState => {
  if (state.status === "absent") return state;
  const songs = new Map(state.songs);
  change(songs);
  return { ...state, songs };
};

const songStateOf = (song: RepertoireSong): SongState => ({
  songId: song.songId,
  title: song.title,
  artist: song.artist,
  vocalist: song.vocalist ?? null,
});

export const evolve = (state: RepertoireState, event: RepertoireEvent): RepertoireState => {
  if (event.type === "RepertoireCreated") {
    const data = event.data;
    return {
      status: "active",
      repertoireId: data.repertoireId,
      ownerId: data.userId,
      name: data.name,
      type: data.type,
      description: data.description,
      vocalists: data.vocalists,
      tags: data.tags,
      defaultKey: data.defaultKey,
      defaultEnergy: data.defaultEnergy,
      shareableId: undefined,
      songs: new Map(),
    };
  }
  if (state.status === "absent") return state;
  switch (event.type) {
    case "RepertoireUpdated": {
      const { repertoireId: _id, ...changes } = event.data;
      return { ...state, ...changes };
    }
    case "RepertoireDeleted":
      return { ...state, status: "deleted" };
    case "RepertoireShared":
      return { ...state, shareableId: event.data.shareableId };
    case "SongAdded":
      return withSongs(state, (songs) => songs.set(event.data.song.songId, songStateOf(event.data.song)));
    case "SongsImported":
      return withSongs(state, (songs) => {
        for (const song of event.data.songs) songs.set(song.songId, songStateOf(song));
      });
    case "SongUpdated":
      return withSongs(state, (songs) => {
        const song = songs.get(event.data.songId);
        if (!song) return;
        const { title, artist, vocalist } = event.data.changes;
        songs.set(song.songId, {
          ...song,
          ...(title === undefined ? {} : { title }),
          ...(artist === undefined ? {} : { artist }),
          ...(vocalist === undefined ? {} : { vocalist }),
        });
      });
    case "SongRemoved":
      return withSongs(state, (songs) => songs.delete(event.data.songId));
    case "VocalistAssignmentsCleared":
      return withSongs(state, (songs) => {
        for (const songId of event.data.songIds) {
          const song = songs.get(songId);
          if (song) songs.set(songId, { ...song, vocalist: null });
        }
      });
    case "SongDetectionRequested":
    case "SongDetectionStarted":
    case "SongDetected":
    case "SongDetectionFailed":
      return state;
  }
};

export const repertoireDecider = {
  initialState: (): RepertoireState => ({ status: "absent" }),
  isEvent: (event: DomainEvent): event is RepertoireEvent => EVENT_TYPES.has(event.type),
  evolve,
};

/** The repertoire if it is live and the user's; anyone else's answers like a missing one. */
export const owned = (
  state: RepertoireState,
  repertoireId: number,
  userId: string,
): Result.Result<LiveRepertoire, RepertoireNotFound> =>
  state.status === "active" && state.ownerId === userId
    ? Result.succeed({ ...state, status: "active" })
    : Result.fail(new RepertoireNotFound({ repertoireId }));

type Decision<E> = Result.Result<readonly RepertoireEvent[], E>;

const detectionRequest = (repertoireId: number, song: SongState): RepertoireEvent => ({
  type: "SongDetectionRequested",
  data: { repertoireId, songId: song.songId, title: song.title, artist: song.artist },
});

/** A new repertoire (or a copy of a shared one, with its songs): only on an id no stream has used. */
export const decideCreate = (
  state: RepertoireState,
  created: RepertoireCreated,
  copiedSongs: readonly RepertoireSong[] = [],
): Decision<RepertoireIdTaken> => {
  if (state.status !== "absent")
    return Result.fail(new RepertoireIdTaken({ repertoireId: created.repertoireId }));
  const events: RepertoireEvent[] = [{ type: "RepertoireCreated", data: created }];
  if (copiedSongs.length > 0)
    events.push({ type: "SongsImported", data: { repertoireId: created.repertoireId, songs: copiedSongs } });
  // Copies of songs never detected (or still being detected in the original) are detected anew.
  for (const song of copiedSongs) {
    if ((song.aiStatus ?? "idle") === "idle")
      events.push(detectionRequest(created.repertoireId, songStateOf(song)));
  }
  return Result.succeed(events);
};

export interface RepertoireChanges {
  readonly name?: string;
  readonly type?: RepertoireType;
  readonly description?: string | null;
  readonly vocalists?: readonly Vocalist[];
  readonly tags?: readonly string[];
  readonly defaultKey?: SongKey | null;
  readonly defaultEnergy?: number | null;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A partial update: only the fields that really change become part of the event. */
export const decideUpdate = (
  state: RepertoireState,
  command: { readonly repertoireId: number; readonly userId: string; readonly changes: RepertoireChanges },
): Decision<RepertoireNotFound> => {
  const live = owned(state, command.repertoireId, command.userId);
  if (Result.isFailure(live)) return Result.fail(live.failure);
  const current = live.success;
  const changed = Object.fromEntries(
    Object.entries(command.changes).filter(
      ([field, value]) => value !== undefined && !sameJson(value, current[field as keyof RepertoireChanges]),
    ),
  );
  if (Object.keys(changed).length === 0) return Result.succeed([]);
  return Result.succeed([
    { type: "RepertoireUpdated", data: { repertoireId: command.repertoireId, ...changed } },
  ]);
};

export const decideDelete = (
  state: RepertoireState,
  command: { readonly repertoireId: number; readonly userId: string },
): Decision<RepertoireNotFound> => {
  const live = owned(state, command.repertoireId, command.userId);
  if (Result.isFailure(live)) return Result.fail(live.failure);
  return Result.succeed([{ type: "RepertoireDeleted", data: { repertoireId: command.repertoireId } }]);
};

/** Sharing again keeps the first link. */
export const decideShare = (
  state: RepertoireState,
  command: { readonly repertoireId: number; readonly userId: string; readonly shareableId: string },
): Decision<RepertoireNotFound> => {
  const live = owned(state, command.repertoireId, command.userId);
  if (Result.isFailure(live)) return Result.fail(live.failure);
  if (live.success.shareableId !== undefined) return Result.succeed([]);
  return Result.succeed([
    {
      type: "RepertoireShared",
      data: { repertoireId: command.repertoireId, shareableId: command.shareableId },
    },
  ]);
};

/**
 * A song's vocalist, spelled as the repertoire spells it; a repertoire without vocalists takes any
 * name. Undefined when the repertoire has vocalists and this is none of them.
 */
export const matchVocalist = (
  vocalists: readonly Vocalist[],
  name: string | null | undefined,
): string | null | undefined => {
  if (name === null || name === undefined) return null;
  if (vocalists.length === 0) return name;
  const wanted = name.trim().toLowerCase();
  return vocalists.find((vocalist) => vocalist.name.trim().toLowerCase() === wanted)?.name;
};

/**
 * Adds songs (ids already drawn): one SongAdded, or one SongsImported for a bulk add, and a detection
 * request per song. A song naming an unknown vocalist refuses the whole add.
 */
export const decideAddSongs = (
  state: RepertoireState,
  command: {
    readonly repertoireId: number;
    readonly userId: string;
    readonly songs: readonly RepertoireSong[];
    readonly bulk: boolean;
  },
): Decision<RepertoireNotFound | UnknownVocalist> => {
  const live = owned(state, command.repertoireId, command.userId);
  if (Result.isFailure(live)) return Result.fail(live.failure);
  const { vocalists } = live.success;
  const songs: RepertoireSong[] = [];
  for (const [index, song] of command.songs.entries()) {
    const vocalist = matchVocalist(vocalists, song.vocalist);
    if (vocalist === undefined)
      return Result.fail(
        new UnknownVocalist({
          vocalist: song.vocalist ?? "",
          vocalists: vocalists.map((v) => v.name),
          ...(command.bulk ? { row: index + 1 } : {}),
        }),
      );
    const { vocalist: _typed, ...rest } = song;
    songs.push(vocalist === null ? rest : { ...rest, vocalist });
  }
  const { repertoireId } = command;
  const added: RepertoireEvent =
    command.bulk || songs.length !== 1
      ? { type: "SongsImported", data: { repertoireId, songs } }
      : { type: "SongAdded", data: { repertoireId, song: songs[0]! } };
  return Result.succeed([added, ...songs.map((song) => detectionRequest(repertoireId, songStateOf(song)))]);
};

/** Changes to a song: only real changes; a new title or artist asks detection again. */
export const decideUpdateSong = (
  state: RepertoireState,
  command: {
    readonly repertoireId: number;
    readonly userId: string;
    readonly songId: number;
    readonly changes: SongChanges;
  },
): Decision<RepertoireNotFound | SongNotFound | UnknownVocalist> => {
  const live = owned(state, command.repertoireId, command.userId);
  if (Result.isFailure(live)) return Result.fail(live.failure);
  const song = live.success.songs.get(command.songId);
  if (!song) return Result.fail(new SongNotFound({ songId: command.songId }));
  let changes: SongChanges = command.changes;
  if (changes.vocalist !== undefined) {
    const vocalist = matchVocalist(live.success.vocalists, changes.vocalist);
    if (vocalist === undefined)
      return Result.fail(
        new UnknownVocalist({
          vocalist: changes.vocalist ?? "",
          vocalists: live.success.vocalists.map((v) => v.name),
        }),
      );
    changes = { ...changes, vocalist };
  }
  const { repertoireId, songId } = command;
  const events: RepertoireEvent[] = [{ type: "SongUpdated", data: { repertoireId, songId, changes } }];
  const title = changes.title ?? song.title;
  const artist = changes.artist ?? song.artist;
  if (title !== song.title || artist !== song.artist)
    events.push(detectionRequest(repertoireId, { ...song, title, artist }));
  return Result.succeed(events);
};

export const decideRemoveSong = (
  state: RepertoireState,
  command: { readonly repertoireId: number; readonly userId: string; readonly songId: number },
): Decision<RepertoireNotFound | SongNotFound> => {
  const live = owned(state, command.repertoireId, command.userId);
  if (Result.isFailure(live)) return Result.fail(live.failure);
  if (!live.success.songs.has(command.songId))
    return Result.fail(new SongNotFound({ songId: command.songId }));
  return Result.succeed([
    { type: "SongRemoved", data: { repertoireId: command.repertoireId, songId: command.songId } },
  ]);
};

/** The songs sung by a vocalist who left: they keep no vocalist. Nothing to clear appends nothing. */
export const decideClearVocalist = (
  state: RepertoireState,
  command: { readonly repertoireId: number; readonly userId: string; readonly vocalistName: string },
): Decision<RepertoireNotFound> => {
  const live = owned(state, command.repertoireId, command.userId);
  if (Result.isFailure(live)) return Result.fail(live.failure);
  const wanted = command.vocalistName.trim().toLowerCase();
  const songIds = [...live.success.songs.values()]
    .filter((song) => song.vocalist !== null && song.vocalist.trim().toLowerCase() === wanted)
    .map((song) => song.songId);
  if (songIds.length === 0) return Result.succeed([]);
  return Result.succeed([
    {
      type: "VocalistAssignmentsCleared",
      data: { repertoireId: command.repertoireId, vocalistName: command.vocalistName.trim(), songIds },
    },
  ]);
};

/**
 * Whether a detection request still stands: the song exists and still has the title and artist the
 * request was made for (a later edit asked again, and that request covers it).
 */
export const detectionStillWanted = (state: RepertoireState, request: SongDetectionRequested): boolean => {
  if (state.status !== "active") return false;
  const song = state.songs.get(request.songId);
  return song !== undefined && song.title === request.title && song.artist === request.artist;
};

/** Detection asked again for songs of the repertoire (an operator's re-run); songs gone are skipped. */
export const decideRequestDetection = (
  state: RepertoireState,
  command: { readonly repertoireId: number; readonly songIds: readonly number[] },
): Decision<RepertoireNotFound> => {
  if (state.status !== "active")
    return Result.fail(new RepertoireNotFound({ repertoireId: command.repertoireId }));
  const songs = command.songIds.flatMap((songId) => {
    const song = state.songs.get(songId);
    return song ? [song] : [];
  });
  return Result.succeed(songs.map((song) => detectionRequest(command.repertoireId, song)));
};
