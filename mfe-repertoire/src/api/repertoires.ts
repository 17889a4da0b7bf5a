import { apiGet, apiRequest } from "@encore/shell/api-client";
import { type Query, queryOptions } from "@tanstack/react-query";
import type { Repertoire, Vocalist } from "../lib/repertoire.ts";

export const REPERTOIRES_URL = "/api/repertoires";
/** The generator's repertoire picker reads the same key, so invalidating it refreshes both. */
export const repertoiresQueryKey = [REPERTOIRES_URL] as const;
/** Spec §9: the desktop list is cached 30 s; mobile asks every time, with no-cache. */
export const DESKTOP_REPERTOIRES_CACHE_MS = 30_000;

export const repertoireUrl = (id: number | string) => `${REPERTOIRES_URL}/${encodeURIComponent(String(id))}`;

/** Spec §3: `{repertoires: [...]}` or a bare array; ids coerced to numbers. */
export const normaliseRepertoires = (body: unknown): Repertoire[] => {
  const list = Array.isArray(body)
    ? body
    : body && typeof body === "object" && Array.isArray((body as { repertoires?: unknown }).repertoires)
      ? (body as { repertoires: unknown[] }).repertoires
      : [];
  return list.flatMap((entry) => {
    if (!entry || typeof entry !== "object") return [];
    const repertoire = entry as Repertoire;
    const id = Number(repertoire.id);
    return Number.isFinite(id) ? [{ ...repertoire, id }] : [];
  });
};

/**
 * The generator fills the same cache entry with id, name, type and description only; a list
 * without createdAt came from there and is fetched again rather than shown half empty.
 */
export const isFullList = (data: readonly Repertoire[] | undefined) =>
  data === undefined || data.every((repertoire) => repertoire.createdAt !== undefined);

/** GET /api/repertoires (spec §7). */
export const repertoiresQuery = (isMobile: boolean) =>
  queryOptions({
    queryKey: repertoiresQueryKey,
    queryFn: async ({ signal }) =>
      normaliseRepertoires(
        await apiGet<unknown>(REPERTOIRES_URL, isMobile ? { signal, cache: "no-cache" } : { signal }),
      ),
    staleTime: isMobile ? 0 : DESKTOP_REPERTOIRES_CACHE_MS,
    refetchOnMount: (query: Query<Repertoire[], Error, Repertoire[], readonly string[]>) =>
      isFullList(query.state.data) ? true : "always",
  });

/** GET /api/repertoires/{id}. */
export const repertoireQuery = (id: string) =>
  queryOptions({
    queryKey: [repertoireUrl(id)],
    queryFn: async ({ signal }) => {
      const repertoire = await apiGet<Repertoire>(repertoireUrl(id), { signal });
      return { ...repertoire, id: Number(repertoire.id) };
    },
  });

export interface RepertoireDetails {
  readonly name: string;
  readonly type: string;
  readonly description: string;
  readonly vocalists: readonly Vocalist[];
}

/** POST /api/repertoires → the created repertoire. */
export const createRepertoire = async (details: RepertoireDetails): Promise<Repertoire> => {
  const response = await apiRequest("POST", REPERTOIRES_URL, details);
  return (await response.json()) as Repertoire;
};

/** PUT /api/repertoires/{id}: a partial update. */
export const updateRepertoire = async (
  id: number,
  change: Partial<RepertoireDetails>,
): Promise<Repertoire> => {
  const response = await apiRequest("PUT", repertoireUrl(id), change);
  return (await response.json()) as Repertoire;
};

/** DELETE /api/repertoires/{id}: the songs go with it. */
export const deleteRepertoire = async (id: number) => {
  await apiRequest("DELETE", repertoireUrl(id));
};

/** POST /api/repertoires/{id}/clear-vocalist-assignments, when a vocalist is removed. */
export const clearVocalistAssignments = async (id: number, vocalistName: string) => {
  await apiRequest("POST", `${repertoireUrl(id)}/clear-vocalist-assignments`, { vocalistName });
};

/** POST /api/repertoires/clone: saves a shared repertoire to the signed-in musician's account. */
export const cloneSharedRepertoire = async (shareableId: string, newName: string): Promise<Repertoire> => {
  const response = await apiRequest("POST", `${REPERTOIRES_URL}/clone`, { shareableId, newName });
  return (await response.json()) as Repertoire;
};
