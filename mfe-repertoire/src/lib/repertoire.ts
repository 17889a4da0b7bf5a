/** A repertoire and its songs as the repertoire API answers them. */
import {
  REPERTOIRE_TYPE_LABELS,
  type RepertoireType,
  type VocalistGender,
} from "@encore/contracts/enum-values";

export interface Vocalist {
  readonly name: string;
  readonly gender: VocalistGender;
}

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
