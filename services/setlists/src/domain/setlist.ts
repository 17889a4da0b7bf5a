/**
 * The decider of one `setlist-<id>` stream: its state folded from the events, and the decisions of
 * the commands this service handles (generate, save, rename, move, edit, share, delete, feedback).
 * Pure: time, ids and the catalog lookup come in.
 */

import { songMatchKey } from "@encore/catalog";
import {
  DEFAULT_FOLDER,
  type DomainEvent,
  type DomainEventOf,
  type EditedSection,
  type EditedSong,
  type FeedbackGiven,
  type GenerationBrief,
  type SetlistGenerated,
  type SongKey,
  UNKNOWN_PLACE,
  type VenueType,
} from "@encore/contracts";
import { Result } from "effect";
import { ESTIMATED_SONG_SECONDS } from "../composer/set-song.ts";
import { EditConflict, SetlistIdTaken, SetlistNotFound } from "./errors.ts";

export type SetlistEvent = DomainEventOf<
  | "SetlistGenerated"
  | "SetlistSaved"
  | "SetlistRenamed"
  | "SetlistMovedToFolder"
  | "SetlistEdited"
  | "SetlistShared"
  | "SetlistDeleted"
  | "FeedbackGiven"
>;

export const SETLIST_EVENT_TYPES: ReadonlySet<string> = new Set([
  "SetlistGenerated",
  "SetlistSaved",
  "SetlistRenamed",
  "SetlistMovedToFolder",
  "SetlistEdited",
  "SetlistShared",
  "SetlistDeleted",
  "FeedbackGiven",
]);

/**
 * Events that change what the edit screen edits (the name and the songs). A setlist's `version` is
 * the stream revision of the last of them: an edit made on an older version is refused (409), while
 * sharing, moving or feedback in between do not disturb it.
 */
export const VERSIONED_EVENT_TYPES: ReadonlySet<string> = new Set([
  "SetlistGenerated",
  "SetlistSaved",
  "SetlistRenamed",
  "SetlistEdited",
]);

/** A song as the decider keeps it: generated songs and edited songs both fit. */
export type StateSong = EditedSong;

export interface StateSection {
  readonly name: string;
  readonly targetSeconds: number;
  readonly songs: readonly StateSong[];
}

export type SetlistState =
  | { readonly status: "absent" }
  | {
      readonly status: "generated" | "deleted";
      readonly setlistId: number;
      readonly ownerId: string;
      readonly name: string;
      readonly saved: boolean;
      readonly folder: string;
      readonly brief: GenerationBrief;
      readonly sections: readonly StateSection[];
      readonly shareableId: string | undefined;
      /** Stream revision of the last versioned event (see VERSIONED_EVENT_TYPES). */
      readonly version: number;
    };

export type LiveSetlist = Exclude<SetlistState, { status: "absent" }> & { readonly status: "generated" };

const sectionsOfGenerated = (data: SetlistGenerated): StateSection[] =>
  data.sections.map((section) => ({
    name: section.name,
    targetSeconds: section.targetSeconds,
    songs: section.songs.map(({ known: _known, ...song }) => song),
  }));

const evolveEvent = (state: SetlistState, event: SetlistEvent): SetlistState => {
  if (event.type === "SetlistGenerated") {
    return {
      status: "generated",
      setlistId: event.data.setlistId,
      ownerId: event.data.userId,
      name: event.data.name,
      saved: false,
      folder: DEFAULT_FOLDER,
      brief: event.data.brief,
      sections: sectionsOfGenerated(event.data),
      shareableId: undefined,
      version: 0,
    };
  }
  if (state.status === "absent") return state;
  switch (event.type) {
    case "SetlistSaved":
      return { ...state, name: event.data.name, saved: true };
    case "SetlistRenamed":
      return { ...state, name: event.data.name };
    case "SetlistMovedToFolder":
      return { ...state, folder: event.data.folder };
    case "SetlistEdited":
      return { ...state, name: event.data.name, sections: event.data.sections };
    case "SetlistShared":
      return { ...state, shareableId: event.data.shareableId };
    case "SetlistDeleted":
      return { ...state, status: "deleted" };
    case "FeedbackGiven":
      return state;
  }
};

export const setlistDecider = {
  initialState: (): SetlistState => ({ status: "absent" }),
  isEvent: (event: DomainEvent): event is SetlistEvent => SETLIST_EVENT_TYPES.has(event.type),
  /** Folds one event stored at `revision` (0-based) of the stream. */
  evolve: (state: SetlistState, event: SetlistEvent, revision: number): SetlistState => {
    const next = evolveEvent(state, event);
    return next.status !== "absent" && VERSIONED_EVENT_TYPES.has(event.type)
      ? { ...next, version: revision }
      : next;
  },
};

/** The setlist if it is live and the user's; anyone else's answers like a missing one. */
const owned = (
  state: SetlistState,
  setlistId: number,
  userId: string,
): Result.Result<LiveSetlist, SetlistNotFound> =>
  state.status === "generated" && state.ownerId === userId
    ? Result.succeed({ ...state, status: "generated" })
    : Result.fail(new SetlistNotFound({ setlistId }));

/** A new setlist: only on an id no stream has used. */
export const decideGenerate = (
  state: SetlistState,
  generated: SetlistGenerated,
): Result.Result<readonly SetlistEvent[], SetlistIdTaken> =>
  state.status === "absent"
    ? Result.succeed([{ type: "SetlistGenerated", data: generated }])
    : Result.fail(new SetlistIdTaken({ setlistId: generated.setlistId }));

export interface SaveSetlist {
  readonly setlistId: number;
  readonly userId: string;
  /** Blank or absent keeps the setlist's current name. */
  readonly customName: string | undefined;
  readonly savedAt: Date;
}

/** Saving is the owner's: a saved setlist saved again under the same name appends nothing. */
export const decideSave = (
  state: SetlistState,
  command: SaveSetlist,
): Result.Result<readonly SetlistEvent[], SetlistNotFound> => {
  const live = owned(state, command.setlistId, command.userId);
  if (Result.isFailure(live)) return Result.fail(live.failure);
  const current = live.success;
  const custom = command.customName?.trim();
  const name = custom === undefined || custom === "" ? current.name : custom;
  if (current.saved && name === current.name) return Result.succeed([]);
  return Result.succeed([
    {
      type: "SetlistSaved",
      data: { setlistId: command.setlistId, name, savedAt: command.savedAt.toISOString() },
    },
  ]);
};

export interface PatchSetlist {
  readonly setlistId: number;
  readonly userId: string;
  /** Already trimmed and non-empty; undefined keeps the name. */
  readonly name?: string | undefined;
  /** Already trimmed, blank meaning DEFAULT_FOLDER; undefined keeps the folder. */
  readonly folder?: string | undefined;
}

/** Rename and/or move: only what changes becomes an event. */
export const decidePatch = (
  state: SetlistState,
  command: PatchSetlist,
): Result.Result<readonly SetlistEvent[], SetlistNotFound> => {
  const live = owned(state, command.setlistId, command.userId);
  if (Result.isFailure(live)) return Result.fail(live.failure);
  const events: SetlistEvent[] = [];
  const { setlistId } = command;
  if (command.name !== undefined && command.name !== live.success.name)
    events.push({ type: "SetlistRenamed", data: { setlistId, name: command.name } });
  const folder = command.folder === undefined ? undefined : command.folder.trim() || DEFAULT_FOLDER;
  if (folder !== undefined && folder !== live.success.folder)
    events.push({ type: "SetlistMovedToFolder", data: { setlistId, folder } });
  return Result.succeed(events);
};

/** One song as the edit screen saves it, decoded: `undefined` means "not sent", `null` "cleared". */
export interface EditInputSong {
  readonly title: string;
  readonly artist: string;
  readonly durationSeconds?: number | undefined;
  readonly key?: SongKey | null | undefined;
  readonly vocalist?: string | null | undefined;
}

/** What the catalog knows of a song, when it knows it. */
export interface KnownSong {
  readonly durationSeconds: number;
  readonly key: SongKey;
  readonly bpm: number;
  readonly energy: number;
}

export interface EditSetlist {
  readonly setlistId: number;
  readonly userId: string;
  readonly name: string;
  readonly songs: readonly EditInputSong[];
  /** The version the musician edited; undefined skips the check (last save wins). */
  readonly expectedVersion: number | undefined;
  readonly editedAt: Date;
  readonly lookup: (title: string, artist: string) => KnownSong | undefined;
}

/**
 * Longest non-decreasing subsequence of the matched songs' set numbers: those songs keep their sets;
 * every other song joins the set of the kept song before it (or after it, at the top).
 */
const assignSets = (matched: ReadonlyArray<number | undefined>): number[] => {
  const indices = matched.flatMap((set, index) => (set === undefined ? [] : [index]));
  const length = indices.map(() => 1);
  const previous: number[] = indices.map(() => -1);
  indices.forEach((at, i) => {
    for (let j = 0; j < i; j++) {
      if (matched[indices[j]!]! <= matched[at]! && length[j]! + 1 > length[i]!) {
        length[i] = length[j]! + 1;
        previous[i] = j;
      }
    }
  });
  const anchors = new Set<number>();
  let best = length.indexOf(Math.max(0, ...length));
  while (best >= 0) {
    anchors.add(indices[best]!);
    best = previous[best]!;
  }
  const firstAnchor = [...anchors].sort((a, b) => a - b)[0];
  let current = firstAnchor === undefined ? 0 : matched[firstAnchor]!;
  return matched.map((set, index) => {
    if (anchors.has(index)) current = set!;
    return current;
  });
};

const withoutUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;

/**
 * The edit screen's save: the whole list replaces the songs. What the musician did not send is kept
 * from the song as it was (matched on title and artist), else taken from the catalog.
 */
export const decideEdit = (
  state: SetlistState,
  command: EditSetlist,
): Result.Result<readonly SetlistEvent[], SetlistNotFound | EditConflict> => {
  const live = owned(state, command.setlistId, command.userId);
  if (Result.isFailure(live)) return Result.fail(live.failure);
  const current = live.success;
  if (command.expectedVersion !== undefined && command.expectedVersion !== current.version) {
    return Result.fail(
      new EditConflict({
        setlistId: command.setlistId,
        expectedVersion: command.expectedVersion,
        actualVersion: current.version,
      }),
    );
  }
  const before = new Map<string, Array<{ song: StateSong; set: number }>>();
  current.sections.forEach((section, set) => {
    for (const song of section.songs) {
      const key = songMatchKey(song.title, song.artist);
      before.set(key, [...(before.get(key) ?? []), { song, set }]);
    }
  });
  const resolved = command.songs.map((input) => {
    const title = input.title.trim();
    const artist = input.artist.trim();
    const previous = before.get(songMatchKey(title, artist))?.shift();
    const old = previous?.song;
    const known = old ? undefined : command.lookup(title, artist);
    const vocalist = input.vocalist === undefined ? old?.vocalist : input.vocalist?.trim() || undefined;
    const key = input.key === undefined ? (old?.key ?? known?.key) : (input.key ?? undefined);
    const song: StateSong = withoutUndefined({
      title,
      artist,
      vocalist,
      durationSeconds:
        input.durationSeconds ?? old?.durationSeconds ?? known?.durationSeconds ?? ESTIMATED_SONG_SECONDS,
      key,
      bpm: old?.bpm ?? known?.bpm,
      energy: old?.energy ?? known?.energy,
      reason: old?.reason,
    });
    return { song, set: previous?.set };
  });
  const sets = assignSets(resolved.map(({ set }) => set));
  const sections: EditedSection[] = current.sections
    .map((section, set) => ({
      name: section.name,
      targetSeconds: section.targetSeconds,
      songs: resolved.filter((_, index) => sets[index] === set).map(({ song }) => song),
    }))
    .filter((section) => section.songs.length > 0);
  return Result.succeed([
    {
      type: "SetlistEdited",
      data: {
        setlistId: command.setlistId,
        name: command.name.trim(),
        sections,
        editedAt: command.editedAt.toISOString(),
      },
    },
  ]);
};

export interface ShareSetlist {
  readonly setlistId: number;
  readonly userId: string;
  /** A fresh random UUID, used only if the setlist has no link yet. */
  readonly shareableId: string;
  readonly sharedAt: Date;
}

/** A link once: sharing again appends nothing and keeps the same link. */
export const decideShare = (
  state: SetlistState,
  command: ShareSetlist,
): Result.Result<readonly SetlistEvent[], SetlistNotFound> => {
  const live = owned(state, command.setlistId, command.userId);
  if (Result.isFailure(live)) return Result.fail(live.failure);
  if (live.success.shareableId !== undefined) return Result.succeed([]);
  return Result.succeed([
    {
      type: "SetlistShared",
      data: {
        setlistId: command.setlistId,
        shareableId: command.shareableId,
        sharedAt: command.sharedAt.toISOString(),
      },
    },
  ]);
};

export const decideDelete = (
  state: SetlistState,
  command: { readonly setlistId: number; readonly userId: string },
): Result.Result<readonly SetlistEvent[], SetlistNotFound> => {
  const live = owned(state, command.setlistId, command.userId);
  if (Result.isFailure(live)) return Result.fail(live.failure);
  return Result.succeed([{ type: "SetlistDeleted", data: { setlistId: command.setlistId } }]);
};

/** The feedback form's fields, decoded; the venue is settled by `decideFeedback`. */
export interface GiveFeedback extends Omit<FeedbackGiven, "eventType" | "venue"> {
  readonly venueCountry?: string | undefined;
  readonly venueCity?: string | undefined;
  readonly venueName?: string | undefined;
  readonly venueType?: VenueType | undefined;
}

/** A place the form really named: not blank, not the quick form's 'Unknown'. */
const named = (text: string | null | undefined): string | undefined => {
  const trimmed = text?.trim();
  return trimmed && trimmed.toLowerCase() !== UNKNOWN_PLACE.toLowerCase() ? trimmed : undefined;
};

/**
 * Feedback on the owner's setlist. The venue and event come from what the form named, else from the
 * setlist's brief, else 'Unknown' (venue type 'other'), so analytics can place every rating.
 */
export const decideFeedback = (
  state: SetlistState,
  command: GiveFeedback,
): Result.Result<readonly SetlistEvent[], SetlistNotFound> => {
  const live = owned(state, command.setlistId, command.userId);
  if (Result.isFailure(live)) return Result.fail(live.failure);
  const { brief } = live.success;
  const venueName = named(command.venueName) ?? named(brief.venueName);
  const data: FeedbackGiven = withoutUndefined({
    setlistId: command.setlistId,
    userId: command.userId,
    overallRating: command.overallRating,
    audienceResponse: command.audienceResponse,
    energyLevel: command.energyLevel,
    flowRating: command.flowRating,
    whatWorked: command.whatWorked,
    whatDidntWork: command.whatDidntWork,
    venueNotes: command.venueNotes,
    suggestions: command.suggestions,
    songFeedback: command.songFeedback,
    eventType: brief.eventType,
    eventDate: command.eventDate,
    audienceSize: command.audienceSize,
    venue: withoutUndefined({
      country: named(command.venueCountry) ?? named(brief.venueCountry) ?? UNKNOWN_PLACE,
      city: named(command.venueCity) ?? named(brief.venueCity) ?? UNKNOWN_PLACE,
      name: venueName,
      venueType: command.venueType ?? brief.venueType ?? ("other" as const),
    }),
  });
  return Result.succeed([{ type: "FeedbackGiven", data }]);
};
