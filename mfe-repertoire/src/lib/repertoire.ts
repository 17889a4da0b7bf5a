/**
 * A repertoire and its songs as the repertoire API answers them. The choices (types, keys, AI
 * badges) repeat @encore/contracts' values so the browser bundle does not carry Effect Schema
 * (platform notes: ~100 KB); choices.unit.test.ts holds them equal.
 */

export const REPERTOIRE_TYPES = [
  "band",
  "vocalist",
  "singer",
  "duo",
  "trio",
  "quartet",
  "event",
  "genre",
  "other",
] as const;
export type RepertoireType = (typeof REPERTOIRE_TYPES)[number];
export const DEFAULT_REPERTOIRE_TYPE: RepertoireType = "band";
export const REPERTOIRE_TYPE_LABELS: Readonly<Record<RepertoireType, string>> = {
  band: "Band",
  vocalist: "Vocalist",
  singer: "Singer",
  duo: "Duo",
  trio: "Trio",
  quartet: "Quartet",
  event: "Event",
  genre: "Genre",
  other: "Other",
};

const MAJOR_KEYS = [
  "C",
  "C#",
  "Db",
  "D",
  "D#",
  "Eb",
  "E",
  "F",
  "F#",
  "Gb",
  "G",
  "G#",
  "Ab",
  "A",
  "A#",
  "Bb",
  "B",
];
/** Spec §3: 12 major names with sharps/flats, the minors with an 'm'; 'none' is no key at all. */
export const SONG_KEYS: readonly string[] = [...MAJOR_KEYS, ...MAJOR_KEYS.map((key) => `${key}m`)];

export const AI_STATUSES = ["idle", "pending", "processing", "complete", "failed"] as const;
export type AiStatus = (typeof AI_STATUSES)[number];
/** Spec §4: the badge a song row shows; null shows nothing. */
export const AI_STATUS_BADGES: Readonly<Record<AiStatus, string | null>> = {
  idle: null,
  pending: "Detecting...",
  processing: "Detecting...",
  complete: null,
  failed: "Detection Failed",
};

export type VocalistGender = "male" | "female";
export interface Vocalist {
  readonly name: string;
  readonly gender: VocalistGender;
}

export const MAX_VOCALISTS = 5;
export const MIN_SONG_SECONDS = 1;
export const MAX_SONG_SECONDS = 1800;

export interface Repertoire {
  readonly id: number;
  readonly name: string;
  readonly type: string;
  readonly description: string | null;
  readonly tags?: readonly string[];
  readonly isPublic?: boolean;
  readonly shareableId?: string | null;
  readonly defaultKey?: string | null;
  readonly defaultEnergy?: number | null;
  readonly vocalists?: readonly Vocalist[];
  readonly songCount?: number;
  readonly createdAt?: string;
  readonly updatedAt?: string;
}

export interface RepertoireSong {
  readonly id: number;
  readonly repertoireId: number;
  readonly title: string;
  readonly artist: string;
  readonly key: string | null;
  readonly durationSeconds: number | null;
  readonly genre: string | null;
  readonly energy: number | null;
  readonly bpm?: number | null;
  readonly year?: number | null;
  readonly vocalist: string | null;
  readonly notes?: string | null;
  readonly aiStatus?: string | null;
  readonly aiError?: string | null;
}

/** "band" → "Band"; an unknown type is shown with a capital letter (spec §2 'Shared repertoire'). */
export const typeLabel = (type: string | null | undefined): string => {
  if (!type) return "Other";
  return REPERTOIRE_TYPE_LABELS[type as RepertoireType] ?? `${type.charAt(0).toUpperCase()}${type.slice(1)}`;
};

export const songLabel = (count: number) => `${count} ${count === 1 ? "song" : "songs"}`;
