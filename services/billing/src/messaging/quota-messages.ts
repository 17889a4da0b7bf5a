/**
 * Billing's request/reply subjects (libs/contracts/src/messages/billing.ts), answered in queue group
 * `billing` so that each request reaches one billing instance.
 */
import { BILLING_QUEUE, GetQuotaStatus, ReleaseGeneration, ReserveGeneration } from "@encore/contracts";
import { type MessageBus, requestSubject, type Subscription } from "@encore/messaging";
import type { Quotas } from "../quota/quotas.ts";

export const reserveGenerationSubject = requestSubject(
  ReserveGeneration.name,
  ReserveGeneration.request,
  ReserveGeneration.response,
);
export const releaseGenerationSubject = requestSubject(
  ReleaseGeneration.name,
  ReleaseGeneration.request,
  ReleaseGeneration.response,
);
export const quotaStatusSubject = requestSubject(
  GetQuotaStatus.name,
  GetQuotaStatus.request,
  GetQuotaStatus.response,
);

export const serveQuotaMessages = (bus: MessageBus, quotas: Quotas): Promise<Subscription[]> => {
  const options = { queue: BILLING_QUEUE };
  return Promise.all([
    bus.serve(reserveGenerationSubject, (request) => quotas.reserve(request), options),
    bus.serve(releaseGenerationSubject, (request) => quotas.release(request), options),
    bus.serve(quotaStatusSubject, ({ userId }) => quotas.status(userId), options),
  ]);
};
