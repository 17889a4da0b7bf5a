/**
 * An email address's reservation (`useremail-<sha256(email)>`). The first reservation is appended
 * with expected revision "no_stream", so of two concurrent signups with one email only one wins.
 * A reservation whose account never got registered (the process died between the two appends)
 * is abandoned after a while and may be taken over, again under optimistic concurrency.
 */
import type { DomainEventOf } from "@encore/contracts";
import { Result } from "effect";
import { EmailAlreadyRegistered } from "./errors.ts";

/** Long enough that no live signup is still between its two appends. */
export const ABANDONED_RESERVATION_MS = 5 * 60 * 1000;

export type EmailReservationEvent = DomainEventOf<"UserEmailReserved">;

export type EmailReservation =
  | { readonly status: "free" }
  | { readonly status: "reserved"; readonly userId: string; readonly reservedAt: Date };

export const initialState = (): EmailReservation => ({ status: "free" });

export const evolve = (_state: EmailReservation, event: EmailReservationEvent): EmailReservation => {
  switch (event.type) {
    case "UserEmailReserved":
      return { status: "reserved", userId: event.data.userId, reservedAt: new Date(event.data.reservedAt) };
  }
};

export type ReserveEmail = {
  readonly type: "ReserveEmail";
  readonly data: {
    readonly userId: string;
    readonly emailHash: string;
    /** Whether the current holder's account exists (read from its stream by the caller). */
    readonly holderRegistered: boolean;
  };
  readonly metadata: { readonly now: Date };
};

export const reserveEmail = (
  { data, metadata }: ReserveEmail,
  state: EmailReservation,
): Result.Result<readonly EmailReservationEvent[], EmailAlreadyRegistered> => {
  if (state.status === "reserved") {
    const abandoned =
      !data.holderRegistered &&
      metadata.now.getTime() - state.reservedAt.getTime() >= ABANDONED_RESERVATION_MS;
    if (!abandoned) return Result.fail(new EmailAlreadyRegistered());
  }
  return Result.succeed([
    {
      type: "UserEmailReserved",
      data: { userId: data.userId, emailHash: data.emailHash, reservedAt: metadata.now.toISOString() },
    },
  ]);
};

export const decide = reserveEmail;

export const emailReservationDecider = { initialState, evolve, decide };
