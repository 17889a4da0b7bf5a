/**
 * The free quota as generation sees it: reserve one generation before composing, release it when
 * composing fails. Billing answers over request/reply (libs/contracts messages/billing.ts).
 */
import { ReleaseGeneration, ReserveGeneration } from "@encore/contracts";
import {
  type MessageBus,
  MessageBusClosedError,
  MessagingConnectionError,
  NoRespondersError,
  RequestTimeoutError,
  requestSubject,
} from "@encore/messaging";

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

export type Reservation = "granted" | "refused" | "unavailable";

export interface GenerationQuota {
  reserve(userId: string, reservationId: string): Promise<Reservation>;
  /** Best effort: a release that fails is logged; billing's reservation stays counted. */
  release(userId: string, reservationId: string): Promise<void>;
}

/** Errors that mean "billing did not answer", as opposed to a bug on either side. */
export const isUnreachable = (error: unknown): boolean =>
  error instanceof NoRespondersError ||
  error instanceof RequestTimeoutError ||
  error instanceof MessagingConnectionError ||
  error instanceof MessageBusClosedError;

export const RESERVE_TIMEOUT_MS = 5000;

export const billingQuota = (bus: MessageBus, log: (line: string) => void): GenerationQuota => ({
  reserve: async (userId, reservationId) => {
    try {
      const answer = await bus.request(
        reserveGenerationSubject,
        { userId, reservationId },
        { timeoutMs: RESERVE_TIMEOUT_MS },
      );
      return answer.granted ? "granted" : "refused";
    } catch (error) {
      if (isUnreachable(error)) {
        log(`[setlists] billing did not answer a reservation: ${(error as Error).message}`);
        return "unavailable";
      }
      throw error;
    }
  },
  release: async (userId, reservationId) => {
    try {
      await bus.request(
        releaseGenerationSubject,
        { userId, reservationId },
        { timeoutMs: RESERVE_TIMEOUT_MS },
      );
    } catch (error) {
      log(
        `[setlists] could not release reservation ${reservationId}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  },
});
