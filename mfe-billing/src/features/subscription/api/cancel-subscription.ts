import { apiRequest } from "@encore/shell/api-client";
import type { CanceledSubscription } from "./types.ts";

/** POST /api/subscription/cancel: the subscription ends with the current billing period (spec §4). */
export const cancelSubscription = async (): Promise<CanceledSubscription> =>
  (await (await apiRequest("POST", "/api/subscription/cancel")).json()) as CanceledSubscription;
