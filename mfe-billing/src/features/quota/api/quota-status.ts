import { apiGet } from "@encore/shell/api-client";
import { queryOptions } from "@tanstack/react-query";

/** GET /api/setlists/can-generate (spec §3 'Quota status'). */
export interface QuotaStatus {
  isPremium?: boolean;
  isInTrial?: boolean;
  trialDaysRemaining?: number | null;
  remaining?: number | null;
  usedCount?: number | null;
  totalFree?: number | null;
}

/** The generator invalidates this same key after a generation, so the banner refreshes at once. */
export const CAN_GENERATE_URL = "/api/setlists/can-generate";
export const quotaQueryKey = [CAN_GENERATE_URL] as const;
/** Spec §9: the quota is polled every 10 s. */
export const QUOTA_POLL_MS = 10_000;

export const quotaQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: quotaQueryKey,
    queryFn: ({ signal }) => apiGet<QuotaStatus>(CAN_GENERATE_URL, { signal }),
    refetchInterval: QUOTA_POLL_MS,
    enabled,
  });
