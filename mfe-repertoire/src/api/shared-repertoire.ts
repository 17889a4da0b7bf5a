import { apiGet } from "@encore/shell/api-client";
import { queryOptions } from "@tanstack/react-query";
import type { Vocalist } from "../lib/repertoire.ts";

/** GET /api/shared/repertoire/{shareableId} (public): nothing private. */
export interface SharedRepertoire {
  readonly name: string;
  readonly description: string | null;
  readonly type: string;
  readonly songCount: number;
  readonly defaultKey: string | null;
  readonly defaultEnergy: number | null;
  readonly vocalists: readonly Vocalist[];
  readonly tags: readonly string[];
  readonly createdAt?: string;
}

export interface SharedSong {
  readonly title: string;
  readonly artist: string;
  readonly key: string | null;
  readonly durationSeconds: number | null;
  readonly genre: string | null;
  readonly energy: number | null;
  readonly vocalist: string | null;
  readonly notes: string | null;
}

const sharedUrl = (shareableId: string) => `/api/shared/repertoire/${encodeURIComponent(shareableId)}`;

export const sharedRepertoireQuery = (shareableId: string) =>
  queryOptions({
    queryKey: [sharedUrl(shareableId)],
    queryFn: ({ signal }) => apiGet<SharedRepertoire>(sharedUrl(shareableId), { signal }),
  });

export const sharedSongsQuery = (shareableId: string) =>
  queryOptions({
    queryKey: [`${sharedUrl(shareableId)}/songs`],
    queryFn: ({ signal }) => apiGet<SharedSong[]>(`${sharedUrl(shareableId)}/songs`, { signal }),
  });
