/**
 * The decider of one `setlist-<id>` stream: its state folded from the events, and the decisions of
 * the commands this service handles so far (generate, save). Pure: time and ids come in.
 */
import type { DomainEvent, DomainEventOf, SetlistGenerated } from "@encore/contracts";
import { Result } from "effect";
import { SetlistIdTaken, SetlistNotFound } from "./errors.ts";

export type SetlistEvent = DomainEventOf<
  "SetlistGenerated" | "SetlistSaved" | "SetlistRenamed" | "SetlistMovedToFolder" | "SetlistDeleted"
>;

const SETLIST_EVENT_TYPES: ReadonlySet<string> = new Set([
  "SetlistGenerated",
  "SetlistSaved",
  "SetlistRenamed",
  "SetlistMovedToFolder",
  "SetlistDeleted",
]);

export type SetlistState =
  | { readonly status: "absent" }
  | {
      readonly status: "generated" | "deleted";
      readonly setlistId: number;
      readonly ownerId: string;
      readonly name: string;
      readonly saved: boolean;
    };

export const setlistDecider = {
  initialState: (): SetlistState => ({ status: "absent" }),
  isEvent: (event: DomainEvent): event is SetlistEvent => SETLIST_EVENT_TYPES.has(event.type),
  evolve: (state: SetlistState, event: SetlistEvent): SetlistState => {
    switch (event.type) {
      case "SetlistGenerated":
        return {
          status: "generated",
          setlistId: event.data.setlistId,
          ownerId: event.data.userId,
          name: event.data.name,
          saved: false,
        };
      case "SetlistSaved":
        return state.status === "absent" ? state : { ...state, name: event.data.name, saved: true };
      case "SetlistRenamed":
        return state.status === "absent" ? state : { ...state, name: event.data.name };
      case "SetlistMovedToFolder":
        return state;
      case "SetlistDeleted":
        return state.status === "absent" ? state : { ...state, status: "deleted" };
    }
  },
};

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
  if (state.status !== "generated" || state.ownerId !== command.userId) {
    return Result.fail(new SetlistNotFound({ setlistId: command.setlistId }));
  }
  const custom = command.customName?.trim();
  const name = custom === undefined || custom === "" ? state.name : custom;
  if (state.saved && name === state.name) return Result.succeed([]);
  return Result.succeed([
    {
      type: "SetlistSaved",
      data: { setlistId: command.setlistId, name, savedAt: command.savedAt.toISOString() },
    },
  ]);
};
