/**
 * Billing's answers about the free quota: reserve a generation, give it back, say where the account
 * stands. Each is idempotent by reservation id; refusals are answers, not errors.
 */
import type {
  QuotaStatus,
  ReleaseGenerationRequest,
  ReleaseGenerationResponse,
  ReserveGenerationRequest,
  ReserveGenerationResponse,
} from "@encore/contracts";
import type { EventStore } from "@encore/eventstore";
import { Result } from "effect";
import type { Plans } from "../accounts/plans.ts";
import { type Plan, quotaStatus, releaseGeneration, reserveGeneration } from "../domain/quota.ts";
import { handleQuotaCommand, loadQuota } from "./command-handling.ts";
import { oneAtATime } from "./one-at-a-time.ts";

export interface Quotas {
  reserve(request: ReserveGenerationRequest): Promise<ReserveGenerationResponse>;
  release(request: ReleaseGenerationRequest): Promise<ReleaseGenerationResponse>;
  status(userId: string): Promise<QuotaStatus>;
  /** The status with the plan it was computed from, at one moment. */
  standing(userId: string, at: Date): Promise<{ readonly status: QuotaStatus; readonly plan: Plan }>;
}

export const createQuotas = (options: {
  readonly store: EventStore;
  readonly plans: Plans;
  readonly now: () => Date;
}): Quotas => {
  const { store, plans, now } = options;
  const serialised = oneAtATime();

  return {
    reserve: async ({ userId, reservationId }) => {
      const plan = await plans.planOf(userId, now());
      return serialised(userId, async () => {
        const at = now();
        const { state, decision } = await handleQuotaCommand(
          store,
          userId,
          (current) =>
            reserveGeneration(
              { type: "ReserveGeneration", data: { userId, reservationId, plan }, metadata: { now: at } },
              current,
            ),
          at,
        );
        const status = quotaStatus(state, plan, at);
        if (Result.isSuccess(decision)) return { granted: true, status };
        return { granted: false, reason: decision.failure._tag, status };
      });
    },

    release: ({ userId, reservationId }) =>
      serialised(userId, async () => {
        const at = now();
        const { decision } = await handleQuotaCommand(
          store,
          userId,
          (current) =>
            releaseGeneration(
              { type: "ReleaseGeneration", data: { userId, reservationId }, metadata: { now: at } },
              current,
            ),
          at,
        );
        return { released: Result.isSuccess(decision) };
      }),

    status: async (userId) => {
      const at = now();
      const [plan, { state }] = await Promise.all([plans.planOf(userId, at), loadQuota(store, userId)]);
      return quotaStatus(state, plan, at);
    },

    standing: async (userId, at) => {
      const [plan, { state }] = await Promise.all([plans.planOf(userId, at), loadQuota(store, userId)]);
      return { status: quotaStatus(state, plan, at), plan };
    },
  };
};
