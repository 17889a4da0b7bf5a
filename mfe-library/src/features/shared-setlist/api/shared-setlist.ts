import { apiGet } from "@encore/shell/api-client";
import { queryOptions } from "@tanstack/react-query";
import type { RawSection } from "../../../lib/setlist.ts";

/** What GET /api/shared/{shareableId} answers (spec §7): nothing private. */
export interface SharedSetlist {
  readonly name: string;
  readonly createdAt?: string | null;
  readonly setlistContent?: readonly RawSection[] | null;
}

export const sharedSetlistQuery = (shareableId: string) =>
  queryOptions({
    queryKey: [`/api/shared/${encodeURIComponent(shareableId)}`],
    queryFn: ({ signal }) =>
      apiGet<SharedSetlist>(`/api/shared/${encodeURIComponent(shareableId)}`, { signal }),
  });
