import { apiRequest } from "@encore/shell/api-client";
import type { CreatedSubscription, PlanId } from "./types.ts";

/** POST /api/subscription/create: a SetupIntent for the plan's payment method. */
export const createSubscription = async (plan: PlanId): Promise<CreatedSubscription> =>
  (await (await apiRequest("POST", "/api/subscription/create", { plan })).json()) as CreatedSubscription;
