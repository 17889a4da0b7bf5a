import type { VocalistGender } from "@encore/contracts/enum-values";
import { MAX_VOCALISTS } from "@encore/contracts/limits";
import type { Vocalist } from "./repertoire.ts";

/** A vocalist row being edited; `key` keeps React's rows stable while names change. */
export interface VocalistDraft {
  readonly key: string;
  readonly name: string;
  readonly gender: VocalistGender;
}

export interface RepertoireDraft {
  readonly name: string;
  readonly type: string;
  readonly description: string;
  readonly vocalists: readonly VocalistDraft[];
}

export type RepertoireFormErrors = Partial<Record<"name" | "type" | "vocalists", string>>;

let nextKey = 0;
const newKey = () => {
  nextKey += 1;
  return `vocalist-${nextKey}`;
};

export const toDrafts = (vocalists: readonly Vocalist[] | undefined): VocalistDraft[] =>
  (vocalists ?? []).map((v) => ({ key: newKey(), name: v.name, gender: v.gender }));

/** Spec §5: the Add Vocalist button disappears at 5. */
export const canAddVocalist = (vocalists: readonly VocalistDraft[]) => vocalists.length < MAX_VOCALISTS;

/** Spec §5 'Vocalists: a new one starts with empty name and male'. */
export const addVocalist = (vocalists: readonly VocalistDraft[]): VocalistDraft[] =>
  canAddVocalist(vocalists) ? [...vocalists, { key: newKey(), name: "", gender: "male" }] : [...vocalists];

export const vocalistCounter = (vocalists: readonly VocalistDraft[]) =>
  `${vocalists.length}/${MAX_VOCALISTS} vocalists added`;

/** Spec §5: the vocalists field is hidden when the type is 'vocalist' (the repertoire is one singer). */
export const showsVocalists = (type: string) => type !== "vocalist";

/** Spec §5: blank-named vocalists are dropped on submit; names are trimmed. */
export const keptVocalists = (vocalists: readonly VocalistDraft[]): Vocalist[] =>
  vocalists.flatMap((v) => (v.name.trim() === "" ? [] : [{ name: v.name.trim(), gender: v.gender }]));

/** The vocalists a save sends: none for a 'vocalist' repertoire, whose field is hidden. */
export const vocalistsToSave = (draft: Pick<RepertoireDraft, "type" | "vocalists">): Vocalist[] =>
  showsVocalists(draft.type) ? keptVocalists(draft.vocalists) : [];

/** Spec §5 'Repertoire form', with its messages. */
export const validateRepertoire = (draft: RepertoireDraft): RepertoireFormErrors => {
  const errors: RepertoireFormErrors = {};
  if (draft.name.trim() === "") errors.name = "Repertoire name is required";
  if (draft.type.trim() === "") errors.type = "Type is required";
  if (showsVocalists(draft.type) && keptVocalists(draft.vocalists).length > MAX_VOCALISTS) {
    errors.vocalists = "Maximum 5 vocalists allowed";
  }
  return errors;
};

/** Names that were saved before and are gone now: their songs lose the assignment (spec §7). */
export const removedVocalists = (before: readonly Vocalist[], after: readonly Vocalist[]): string[] => {
  const kept = new Set(after.map((v) => v.name));
  return before.map((v) => v.name).filter((name) => !kept.has(name));
};

/** Whether two vocalist lists say the same (to skip a needless auto-save). */
export const sameVocalists = (a: readonly Vocalist[], b: readonly Vocalist[]) =>
  a.length === b.length && a.every((v, i) => v.name === b[i]?.name && v.gender === b[i]?.gender);
