/**
 * The free quota of one account (`quota-<userId>`): which generations were reserved, in which UTC
 * month and on what grounds, and which were given back. A decider: `evolve` folds events into
 * state, `decide` turns a command into new events or a typed error. Pure: the time and the
 * account's plan (premium flag, trial end, monthly allowance) come in with the command.
 */
import { type DomainEventOf, type GenerationTier, type QuotaStatus, yearMonthOf } from "@encore/contracts";
import { Result } from "effect";
import { DAY_MS } from "../config.ts";
import { FreeLimitReached, type QuotaError, ReservationReleased, UnknownReservation } from "./errors.ts";

export const QUOTA_EVENT_TYPES = ["GenerationReserved", "GenerationReleased"] as const;

export type QuotaEvent = DomainEventOf<(typeof QUOTA_EVENT_TYPES)[number]>;

export interface Reservation {
  readonly month: string;
  readonly tier: GenerationTier;
  readonly released: boolean;
}

export interface Quota {
  /** By reservation id, released ones included: an id is never granted twice. */
  readonly reservations: ReadonlyMap<string, Reservation>;
}

/** What the account may do, as billing knows it when the command is made. */
export interface Plan {
  readonly isPremium: boolean;
  /** Undefined when billing has not seen the account's registration: no trial. */
  readonly trialEndsAt: Date | undefined;
  readonly freeSetlistsPerMonth: number;
}

export const initialState = (): Quota => ({ reservations: new Map() });

export const evolve = (state: Quota, event: QuotaEvent): Quota => {
  const reservations = new Map(state.reservations);
  switch (event.type) {
    case "GenerationReserved": {
      const { reservationId, month, tier } = event.data;
      reservations.set(reservationId, { month, tier, released: false });
      return { reservations };
    }
    case "GenerationReleased": {
      const reservation = reservations.get(event.data.reservationId);
      if (reservation) reservations.set(event.data.reservationId, { ...reservation, released: true });
      return { reservations };
    }
  }
};

/** Free generations that still count in a month: trial and premium ones never do. */
export const freeUsedIn = (state: Quota, month: string): number => {
  let used = 0;
  for (const reservation of state.reservations.values()) {
    if (reservation.tier === "free" && reservation.month === month && !reservation.released) used++;
  }
  return used;
};

const isInTrial = (plan: Plan, now: Date): boolean =>
  !plan.isPremium && plan.trialEndsAt !== undefined && now < plan.trialEndsAt;

export const tierAt = (plan: Plan, now: Date): GenerationTier => {
  if (plan.isPremium) return "premium";
  return isInTrial(plan, now) ? "trial" : "free";
};

export const quotaStatus = (state: Quota, plan: Plan, now: Date): QuotaStatus => {
  const inTrial = isInTrial(plan, now);
  const usedCount = freeUsedIn(state, yearMonthOf(now));
  return {
    isPremium: plan.isPremium,
    isInTrial: inTrial,
    trialDaysRemaining:
      inTrial && plan.trialEndsAt ? Math.ceil((plan.trialEndsAt.getTime() - now.getTime()) / DAY_MS) : 0,
    remaining: Math.max(0, plan.freeSetlistsPerMonth - usedCount),
    usedCount,
    totalFree: plan.freeSetlistsPerMonth,
  };
};

export interface CommandMetadata {
  readonly now: Date;
}

export type ReserveGeneration = {
  readonly type: "ReserveGeneration";
  readonly data: { readonly userId: string; readonly reservationId: string; readonly plan: Plan };
  readonly metadata: CommandMetadata;
};

export type ReleaseGeneration = {
  readonly type: "ReleaseGeneration";
  readonly data: { readonly userId: string; readonly reservationId: string };
  readonly metadata: CommandMetadata;
};

export type QuotaCommand = ReserveGeneration | ReleaseGeneration;

export type Decision<E = QuotaError> = Result.Result<readonly QuotaEvent[], E>;

/** Premium and trial always; free while the month has some left. The same id again changes nothing. */
export const reserveGeneration = (
  { data, metadata }: ReserveGeneration,
  state: Quota,
): Decision<FreeLimitReached | ReservationReleased> => {
  const known = state.reservations.get(data.reservationId);
  if (known) {
    return known.released
      ? Result.fail(new ReservationReleased({ reservationId: data.reservationId }))
      : Result.succeed([]);
  }
  const month = yearMonthOf(metadata.now);
  const tier = tierAt(data.plan, metadata.now);
  const used = freeUsedIn(state, month);
  if (tier === "free" && used >= data.plan.freeSetlistsPerMonth) {
    return Result.fail(new FreeLimitReached({ month, used }));
  }
  return Result.succeed([
    {
      type: "GenerationReserved",
      data: {
        userId: data.userId,
        reservationId: data.reservationId,
        month,
        tier,
        reservedAt: metadata.now.toISOString(),
      },
    },
  ]);
};

/** Only a reservation that was made can be given back, and only once (again: nothing new). */
export const releaseGeneration = (
  { data, metadata }: ReleaseGeneration,
  state: Quota,
): Decision<UnknownReservation> => {
  const known = state.reservations.get(data.reservationId);
  if (!known) return Result.fail(new UnknownReservation({ reservationId: data.reservationId }));
  if (known.released) return Result.succeed([]);
  return Result.succeed([
    {
      type: "GenerationReleased",
      data: {
        userId: data.userId,
        reservationId: data.reservationId,
        releasedAt: metadata.now.toISOString(),
      },
    },
  ]);
};

export const decide = (command: QuotaCommand, state: Quota): Decision => {
  switch (command.type) {
    case "ReserveGeneration":
      return reserveGeneration(command, state);
    case "ReleaseGeneration":
      return releaseGeneration(command, state);
  }
};

export const isQuotaEvent = (event: { readonly type: string }): event is QuotaEvent =>
  (QUOTA_EVENT_TYPES as readonly string[]).includes(event.type);

export const quotaDecider = { initialState, evolve, decide, isEvent: isQuotaEvent };
