import type { QuotaStatus } from "../api/quota-status.ts";

/** Spec §9 fallbacks: 3 free setlists, 0 trial days. */
export const DEFAULT_TOTAL_FREE = 3;

export type QuotaBannerState =
  | { tone: "none" }
  | { tone: "trial"; daysRemaining: number }
  | { tone: "blue" | "yellow" | "red"; remaining: number; totalFree: number };

/** Spec §4 'Quota banner': premium none; trial blue; free blue (≥ 2 left), yellow (1), red (0). */
export const quotaBannerState = (status: QuotaStatus | null | undefined): QuotaBannerState => {
  if (!status || status.isPremium) return { tone: "none" };
  if (status.isInTrial) return { tone: "trial", daysRemaining: Math.max(0, status.trialDaysRemaining ?? 0) };
  const totalFree = status.totalFree ?? DEFAULT_TOTAL_FREE;
  const remaining = Math.max(0, status.remaining ?? totalFree - (status.usedCount ?? 0));
  if (remaining === 0) return { tone: "red", remaining, totalFree };
  return { tone: remaining === 1 ? "yellow" : "blue", remaining, totalFree };
};
