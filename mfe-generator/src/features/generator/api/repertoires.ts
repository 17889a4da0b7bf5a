import { ApiError, apiGet } from "@encore/shell/api-client";
import { queryOptions } from "@tanstack/react-query";
import type { RepertoireSummary } from "./types.ts";

export const REPERTOIRES_URL = "/api/repertoires";
/** Spec §9: the desktop list is cached 30 s; mobile asks every time, with no-cache. */
export const DESKTOP_REPERTOIRES_CACHE_MS = 30_000;

/** Statuses meaning "no repertoire service here yet": an empty list, not an error. */
const NOT_SERVED = new Set([404, 405, 501]);

/** Spec §3: `{repertoires: [...]}` or a bare array; ids coerced to numbers. */
export const normaliseRepertoires = (body: unknown): RepertoireSummary[] => {
  const list = Array.isArray(body)
    ? body
    : body && typeof body === "object" && Array.isArray((body as { repertoires?: unknown }).repertoires)
      ? (body as { repertoires: unknown[] }).repertoires
      : [];
  return list.flatMap((entry) => {
    if (!entry || typeof entry !== "object") return [];
    const { id, name, type, description } = entry as Record<string, unknown>;
    const numericId = Number(id);
    if (!Number.isFinite(numericId)) return [];
    return [
      {
        id: numericId,
        name: typeof name === "string" && name.trim() ? name : `Repertoire ${numericId}`,
        type: typeof type === "string" ? type : null,
        description: typeof description === "string" ? description : null,
      },
    ];
  });
};

export const fetchRepertoires = async (
  signal: AbortSignal,
  noCache: boolean,
): Promise<RepertoireSummary[]> => {
  try {
    const body = await apiGet<unknown>(REPERTOIRES_URL, noCache ? { signal, cache: "no-cache" } : { signal });
    return normaliseRepertoires(body);
  } catch (error) {
    if (error instanceof ApiError && NOT_SERVED.has(error.status)) return [];
    throw error;
  }
};

export const repertoiresQueryOptions = (isMobile: boolean) =>
  queryOptions({
    queryKey: [REPERTOIRES_URL],
    queryFn: ({ signal }) => fetchRepertoires(signal, isMobile),
    staleTime: isMobile ? 0 : DESKTOP_REPERTOIRES_CACHE_MS,
  });
