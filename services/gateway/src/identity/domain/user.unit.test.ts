import { deciderSpecification } from "@encore/eventstore/testing/decider-specification";
import { describe, it } from "vitest";
import { type UserCommand, type UserEvent, userDecider } from "./user.ts";

const given = deciderSpecification(userDecider);

const userId = "6f1c2a4e-3b5d-4e7f-8a9b-0c1d2e3f4a5b";
const sessionId = "0b7c4e5e-8c1a-4c5b-9f57-0d3f6e1d2a11";
const resetId = "9d8e7f6a-5b4c-4d3e-8f2a-1b0c9d8e7f6a";
const oldHash = "$scrypt$ln=15,r=8,p=1$b2xkc2FsdA$b2xkaGFzaA";
const newHash = "$scrypt$ln=15,r=8,p=1$bmV3c2FsdA$bmV3aGFzaA";
const now = new Date("2025-01-05T20:30:00.000Z");
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

const registered: UserEvent = {
  type: "UserRegistered",
  data: { userId, email: "ana@lateshift.band", passwordHash: oldHash, registeredAt: now.toISOString() },
};
const signedIn: UserEvent = {
  type: "UserSignedIn",
  data: {
    userId,
    sessionId,
    tokenHash: "b".repeat(64),
    signedInAt: now.toISOString(),
    expiresAt: later(60).toISOString(),
  },
};
const resetRequested: UserEvent = {
  type: "PasswordResetRequested",
  data: {
    userId,
    resetId,
    tokenHash: "c".repeat(64),
    requestedAt: now.toISOString(),
    expiresAt: later(60).toISOString(),
  },
};
const passwordChanged: UserEvent = {
  type: "PasswordChanged",
  data: { userId, passwordHash: newHash, changedAt: later(5).toISOString(), resetId },
};

const signIn = (matchedPasswordHash: string | undefined, at = later(1)): UserCommand => ({
  type: "SignIn",
  data: {
    sessionId,
    tokenHash: "b".repeat(64),
    expiresAt: later(60),
    matchedPasswordHash,
    address: "203.0.113.7",
  },
  metadata: { now: at },
});
const signOut = (at = later(2)): UserCommand => ({
  type: "SignOut",
  data: { sessionId },
  metadata: { now: at },
});
const completeReset = (tokenHash: string, at = later(5)): UserCommand => ({
  type: "CompletePasswordReset",
  data: { tokenHash, passwordHash: newHash },
  metadata: { now: at },
});

describe("RegisterUser", () => {
  const register: UserCommand = {
    type: "RegisterUser",
    data: { userId, email: "ana@lateshift.band", passwordHash: oldHash, firstName: "Ana", lastName: "" },
    metadata: { now },
  };

  it("registers a new account, leaving out empty names", () => {
    given([])
      .when(register)
      .thenEvents([{ type: "UserRegistered", data: { ...registered.data, firstName: "Ana" } } as UserEvent]);
  });

  it("refuses a stream that already holds an account", () => {
    given([registered]).when(register).thenFails("AccountAlreadyExists");
  });
});

describe("SignIn", () => {
  it("opens a session when the password matched", () => {
    given([registered])
      .when(signIn(oldHash, now))
      .thenEvents([
        { type: "UserSignedIn", data: { ...signedIn.data, address: "203.0.113.7" } } as UserEvent,
      ]);
  });

  it("refuses a wrong password and an unknown account alike", () => {
    given([registered]).when(signIn(undefined)).thenFails("InvalidCredentials");
    given([]).when(signIn(oldHash)).thenFails("InvalidCredentials");
  });

  it("refuses a password that matched the hash before a change made meanwhile", () => {
    given([registered, passwordChanged])
      .when(signIn(oldHash, later(6)))
      .thenFails("InvalidCredentials");
  });
});

describe("SignOut", () => {
  it("closes an open session", () => {
    given([registered, signedIn])
      .when(signOut())
      .thenEvents([
        { type: "UserSignedOut", data: { userId, sessionId, signedOutAt: later(2).toISOString() } },
      ]);
  });

  it("changes nothing for a session already closed, expired, revoked or unknown", () => {
    const closed: UserEvent = {
      type: "UserSignedOut",
      data: { userId, sessionId, signedOutAt: later(1).toISOString() },
    };
    given([registered, signedIn, closed]).when(signOut()).thenEvents([]);
    given([registered, signedIn])
      .when(signOut(later(61)))
      .thenEvents([]);
    given([registered, signedIn, passwordChanged]).when(signOut()).thenEvents([]);
    given([registered]).when(signOut()).thenEvents([]);
    given([]).when(signOut()).thenEvents([]);
  });
});

describe("RequestPasswordReset", () => {
  it("issues a reset for an account", () => {
    given([registered])
      .when({
        type: "RequestPasswordReset",
        data: { resetId, tokenHash: "c".repeat(64), expiresAt: later(60) },
        metadata: { now },
      })
      .thenEvents([resetRequested]);
  });

  it("has no account to reset when none is registered", () => {
    given([])
      .when({
        type: "RequestPasswordReset",
        data: { resetId, tokenHash: "c".repeat(64), expiresAt: later(60) },
        metadata: { now },
      })
      .thenFails("AccountNotFound");
  });
});

describe("CompletePasswordReset", () => {
  it("changes the password with a pending, unexpired reset token", () => {
    given([registered, signedIn, resetRequested])
      .when(completeReset("c".repeat(64)))
      .thenEvents([passwordChanged]);
  });

  it("refuses an unknown, expired or already used token", () => {
    given([registered, resetRequested])
      .when(completeReset("d".repeat(64)))
      .thenFails("ResetLinkInvalid");
    given([registered, resetRequested])
      .when(completeReset("c".repeat(64), later(60)))
      .thenFails("ResetLinkInvalid");
    given([registered, resetRequested, passwordChanged])
      .when(completeReset("c".repeat(64)))
      .thenFails("ResetLinkInvalid");
    given([])
      .when(completeReset("c".repeat(64)))
      .thenFails("ResetLinkInvalid");
  });

  it("ends every session opened before the change, not those opened after", () => {
    const afterChange: UserEvent = {
      type: "UserSignedIn",
      data: { ...signedIn.data, sessionId: resetId, signedInAt: later(6).toISOString() },
    };
    given([registered, signedIn, resetRequested, passwordChanged])
      .when(signOut(later(7)))
      .thenEvents([]);
    given([registered, signedIn, resetRequested, passwordChanged, afterChange])
      .when({ type: "SignOut", data: { sessionId: resetId }, metadata: { now: later(7) } })
      .thenEvents([
        { type: "UserSignedOut", data: { userId, sessionId: resetId, signedOutAt: later(7).toISOString() } },
      ]);
  });
});
