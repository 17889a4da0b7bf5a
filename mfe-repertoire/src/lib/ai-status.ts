import { AI_STATUS_BADGES, type AiStatus } from "@encore/contracts/enum-values";

/** Spec §4: pending or processing means detection is still running. */
export const isDetecting = (aiStatus: string | null | undefined) =>
  aiStatus === "pending" || aiStatus === "processing";

/** The row's badge text: 'Detecting...', 'Detection Failed', or null (absent, idle, complete, unknown). */
export const aiBadge = (aiStatus: string | null | undefined): string | null =>
  aiStatus && aiStatus in AI_STATUS_BADGES ? AI_STATUS_BADGES[aiStatus as AiStatus] : null;
