import { deciderSpecification } from "@encore/eventstore/testing/decider-specification";
import { describe, it } from "vitest";
import {
  ABANDONED_RESERVATION_MS,
  type EmailReservationEvent,
  emailReservationDecider,
  type ReserveEmail,
} from "./email-reservation.ts";

const given = deciderSpecification(emailReservationDecider);
const emailHash = "e".repeat(64);
const first = "6f1c2a4e-3b5d-4e7f-8a9b-0c1d2e3f4a5b";
const second = "0b7c4e5e-8c1a-4c5b-9f57-0d3f6e1d2a11";
const now = new Date("2025-01-05T20:30:00.000Z");

const reserved: EmailReservationEvent = {
  type: "UserEmailReserved",
  data: { userId: first, emailHash, reservedAt: now.toISOString() },
};
const reserve = (at: Date, holderRegistered = false): ReserveEmail => ({
  type: "ReserveEmail",
  data: { userId: second, emailHash, holderRegistered },
  metadata: { now: at },
});

describe("ReserveEmail", () => {
  it("reserves a free address", () => {
    given([])
      .when(reserve(now))
      .thenEvents([
        { type: "UserEmailReserved", data: { userId: second, emailHash, reservedAt: now.toISOString() } },
      ]);
  });

  it("refuses an address held by a registered account, however old", () => {
    given([reserved])
      .when(reserve(new Date(now.getTime() + 86_400_000), true))
      .thenFails("EmailAlreadyRegistered");
  });

  it("refuses an address another signup reserved moments ago", () => {
    given([reserved])
      .when(reserve(new Date(now.getTime() + 1000)))
      .thenFails("EmailAlreadyRegistered");
  });

  it("takes over a reservation abandoned before its account was registered", () => {
    const at = new Date(now.getTime() + ABANDONED_RESERVATION_MS);
    given([reserved])
      .when(reserve(at))
      .thenEvents([
        { type: "UserEmailReserved", data: { userId: second, emailHash, reservedAt: at.toISOString() } },
      ]);
  });
});
