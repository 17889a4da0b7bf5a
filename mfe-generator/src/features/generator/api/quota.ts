import { apiGet } from "@encore/shell/api-client";
import { queryOptions } from "@tanstack/react-query";
import type { QuotaStatus } from "./types.ts";

export const CAN_GENERATE_URL = "/api/setlists/can-generate";
/** Spec §9: the quota is polled every 10 s. */
export const QUOTA_POLL_MS = 10_000;

export const quotaQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: [CAN_GENERATE_URL],
    queryFn: ({ signal }) => apiGet<QuotaStatus>(CAN_GENERATE_URL, { signal }),
    refetchInterval: QUOTA_POLL_MS,
    enabled,
  });
