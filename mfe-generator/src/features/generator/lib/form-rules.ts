import type { ActType, AudienceType, EnergyFlow, EventType, VenueType, VocalistGender } from "./options.ts";

/** Spec §5 and §9: 1-5 sets, 60 minutes a set by default, a set of 1-180 minutes, at most 5 vocalists. */
export const MIN_SETS = 1;
export const MAX_SETS = 5;
export const DEFAULT_SET_MINUTES = 60;
export const MIN_SET_MINUTES = 1;
export const MAX_SET_MINUTES = 180;
export const MAX_VOCALISTS = 5;
export const MAX_VOCALISTS_MESSAGE = "Maximum 5 vocalists allowed";

export interface VocalistDraft {
  /** A stable React key; never sent. */
  key: string;
  name: string;
  gender: VocalistGender;
}

export interface GeneratorFormValues {
  actType: ActType | "";
  eventType: EventType;
  audienceType: AudienceType;
  /** One entry per set: the number of sets is its length. */
  setDurations: number[];
  vocalists: VocalistDraft[];
  hornSection: boolean;
  energyFlow: EnergyFlow;
  /** As typed: one song per line. */
  mustHaveSongs: string;
  specialNotes: string;
  venueCountry: string;
  venueCity: string;
  venueName: string;
  venueType: VenueType | "";
  selectedRepertoireIds: number[];
}

let vocalistKeys = 0;
/** Spec §5: a new vocalist starts with an empty name and male. */
export const newVocalist = (): VocalistDraft => {
  vocalistKeys += 1;
  return { key: `vocalist-${vocalistKeys}`, name: "", gender: "male" };
};

export const initialFormValues = (): GeneratorFormValues => ({
  actType: "",
  eventType: "wedding",
  audienceType: "mixed",
  setDurations: [DEFAULT_SET_MINUTES],
  vocalists: [newVocalist()],
  hornSection: false,
  energyFlow: "build",
  mustHaveSongs: "",
  specialNotes: "",
  venueCountry: "",
  venueCity: "",
  venueName: "",
  venueType: "",
  selectedRepertoireIds: [],
});

/** Spec §4: reducing the number of sets trims the durations; increasing appends 60 a set. Clamped to 1-5. */
export const resizeSets = (durations: readonly number[], numberOfSets: number): number[] => {
  const target = Math.min(MAX_SETS, Math.max(MIN_SETS, Math.trunc(numberOfSets) || MIN_SETS));
  if (target <= durations.length) return durations.slice(0, target);
  return [...durations, ...Array.from({ length: target - durations.length }, () => DEFAULT_SET_MINUTES)];
};

export const canRemoveSet = (numberOfSets: number) => numberOfSets > MIN_SETS;
export const canAddSet = (numberOfSets: number) => numberOfSets < MAX_SETS;

/**
 * Spec §5, while typing a set's minutes: empty counts as 0 and only non-negative whole numbers are
 * accepted. Returns the minutes to keep, or null to refuse the keystroke.
 */
export const typedSetMinutes = (text: string): number | null => {
  if (text === "") return 0;
  if (!/^\d+$/.test(text)) return null;
  return Number.parseInt(text, 10);
};

/** Spec §5, on leaving the field: empty becomes 60, below 1 or not a number 1, above 180 180. */
export const settledSetMinutes = (text: string): number => {
  if (text.trim() === "") return DEFAULT_SET_MINUTES;
  const minutes = Number(text);
  if (Number.isNaN(minutes) || minutes < MIN_SET_MINUTES) return MIN_SET_MINUTES;
  if (minutes > MAX_SET_MINUTES) return MAX_SET_MINUTES;
  return Math.round(minutes);
};

export const totalMinutes = (durations: readonly number[]) =>
  durations.reduce((sum, minutes) => sum + minutes, 0);

/** The total under the durations: minutes, and hours with one decimal. */
export const describeTotal = (durations: readonly number[]) => {
  const minutes = totalMinutes(durations);
  return { minutes, hours: (minutes / 60).toFixed(1) };
};

export type VocalistsChange = { vocalists: VocalistDraft[]; error: string | null };

/** Spec §5: at most 5 vocalists; past that the list stays and the message says why. */
export const addVocalist = (vocalists: readonly VocalistDraft[]): VocalistsChange =>
  vocalists.length >= MAX_VOCALISTS
    ? { vocalists: [...vocalists], error: MAX_VOCALISTS_MESSAGE }
    : { vocalists: [...vocalists, newVocalist()], error: null };

/** Spec §2: a vocalist can be removed only while there is more than one. */
export const canRemoveVocalist = (vocalists: readonly VocalistDraft[]) => vocalists.length > 1;

export const removeVocalist = (vocalists: readonly VocalistDraft[], key: string): VocalistDraft[] =>
  canRemoveVocalist(vocalists) ? vocalists.filter((v) => v.key !== key) : [...vocalists];

/** Spec §4: selected repertoire ids not in the loaded list are dropped, and duplicates removed. */
export const keepKnownRepertoires = (selected: readonly number[], loaded: readonly number[]): number[] => {
  const known = new Set(loaded);
  return [...new Set(selected)].filter((id) => known.has(id));
};

/** What POST /api/setlists/generate takes (spec §3 'Generation request'; @encore/contracts GenerationBrief). */
export interface GenerationRequest {
  actType?: ActType;
  eventType: EventType;
  audienceType: AudienceType;
  numberOfSets: number;
  setDurations: number[];
  vocalists: { name: string; gender: VocalistGender }[];
  hornSection: boolean;
  energyFlow: EnergyFlow;
  mustHaveSongs: string[];
  songRequests: string[];
  specialNotes?: string;
  venueCountry?: string;
  venueCity?: string;
  venueName?: string;
  venueType?: VenueType;
  selectedRepertoireIds: number[];
}

const optionalText = <K extends string>(key: K, value: string): Partial<Record<K, string>> => {
  const trimmed = value.trim();
  return trimmed ? ({ [key]: trimmed } as Record<K, string>) : {};
};

/** Lines of a multi-line field, trimmed, blank lines dropped. */
export const linesOf = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The request for a form: durations settled into 1-180, blank-named vocalists dropped (spec §5),
 * must-have songs one per line, empty optional texts left out.
 */
export const toGenerationRequest = (
  form: GeneratorFormValues,
  loadedRepertoireIds: readonly number[],
): GenerationRequest => {
  const setDurations = form.setDurations.map((minutes) => settledSetMinutes(String(minutes)));
  return {
    ...(form.actType ? { actType: form.actType } : {}),
    eventType: form.eventType,
    audienceType: form.audienceType,
    numberOfSets: setDurations.length,
    setDurations,
    vocalists: form.vocalists
      .map(({ name, gender }) => ({ name: name.trim(), gender }))
      .filter((vocalist) => vocalist.name !== ""),
    hornSection: form.hornSection,
    energyFlow: form.energyFlow,
    mustHaveSongs: linesOf(form.mustHaveSongs),
    songRequests: [],
    ...optionalText("specialNotes", form.specialNotes),
    ...optionalText("venueCountry", form.venueCountry),
    ...optionalText("venueCity", form.venueCity),
    ...optionalText("venueName", form.venueName),
    ...(form.venueType ? { venueType: form.venueType } : {}),
    selectedRepertoireIds: keepKnownRepertoires(form.selectedRepertoireIds, loadedRepertoireIds),
  };
};
