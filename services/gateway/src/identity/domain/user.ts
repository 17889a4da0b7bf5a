/**
 * The user account (`user-<userId>`): registration, sessions, password resets and changes.
 * A decider: `evolve` folds events into state, `decide` turns a command into new events or a
 * typed error. Pure: time, ids, token hashes and password hashes come in with the command.
 */
import type { DomainEventOf } from "@encore/contracts";
import { Result } from "effect";
import {
  AccountAlreadyExists,
  AccountNotFound,
  InvalidCredentials,
  ResetLinkInvalid,
  type UserError,
} from "./errors.ts";

export const USER_EVENT_TYPES = [
  "UserRegistered",
  "UserSignedIn",
  "UserSignedOut",
  "PasswordResetRequested",
  "PasswordChanged",
] as const;

export type UserEvent = DomainEventOf<(typeof USER_EVENT_TYPES)[number]>;

export interface OpenSession {
  readonly tokenHash: string;
  readonly expiresAt: Date;
}

export interface PendingReset {
  readonly resetId: string;
  readonly tokenHash: string;
  readonly expiresAt: Date;
}

export type User =
  | { readonly status: "unregistered" }
  | {
      readonly status: "registered";
      readonly userId: string;
      readonly email: string;
      readonly passwordHash: string;
      /** By session id; expired sessions are dropped as later events arrive. */
      readonly sessions: ReadonlyMap<string, OpenSession>;
      readonly pendingResets: readonly PendingReset[];
    };

export const initialState = (): User => ({ status: "unregistered" });

const stillOpen = (sessions: ReadonlyMap<string, OpenSession>, at: Date) =>
  new Map([...sessions].filter(([, session]) => session.expiresAt > at));

export const evolve = (state: User, event: UserEvent): User => {
  if (event.type === "UserRegistered") {
    const { userId, email, passwordHash } = event.data;
    return { status: "registered", userId, email, passwordHash, sessions: new Map(), pendingResets: [] };
  }
  if (state.status !== "registered") return state;
  switch (event.type) {
    case "UserSignedIn": {
      const { sessionId, tokenHash, expiresAt, signedInAt } = event.data;
      const sessions = stillOpen(state.sessions, new Date(signedInAt));
      sessions.set(sessionId, { tokenHash, expiresAt: new Date(expiresAt) });
      return { ...state, sessions };
    }
    case "UserSignedOut": {
      const sessions = new Map(state.sessions);
      sessions.delete(event.data.sessionId);
      return { ...state, sessions };
    }
    case "PasswordResetRequested": {
      const { resetId, tokenHash, expiresAt, requestedAt } = event.data;
      const pendingResets = state.pendingResets.filter((reset) => reset.expiresAt > new Date(requestedAt));
      return {
        ...state,
        pendingResets: [...pendingResets, { resetId, tokenHash, expiresAt: new Date(expiresAt) }],
      };
    }
    case "PasswordChanged":
      // A new password ends every earlier session and every outstanding reset link.
      return { ...state, passwordHash: event.data.passwordHash, sessions: new Map(), pendingResets: [] };
  }
};

export interface CommandMetadata {
  readonly now: Date;
}

export type RegisterUser = {
  readonly type: "RegisterUser";
  readonly data: {
    readonly userId: string;
    readonly email: string;
    readonly passwordHash: string;
    readonly firstName?: string | undefined;
    readonly lastName?: string | undefined;
  };
  readonly metadata: CommandMetadata;
};

export type SignIn = {
  readonly type: "SignIn";
  readonly data: {
    readonly sessionId: string;
    readonly tokenHash: string;
    readonly expiresAt: Date;
    readonly address?: string | undefined;
    /**
     * The stored hash the given password was verified against, when it matched (verification is
     * slow, so it happens outside; naming the hash keeps a password changed meanwhile from counting).
     */
    readonly matchedPasswordHash: string | undefined;
  };
  readonly metadata: CommandMetadata;
};

export type SignOut = {
  readonly type: "SignOut";
  readonly data: { readonly sessionId: string };
  readonly metadata: CommandMetadata;
};

export type RequestPasswordReset = {
  readonly type: "RequestPasswordReset";
  readonly data: { readonly resetId: string; readonly tokenHash: string; readonly expiresAt: Date };
  readonly metadata: CommandMetadata;
};

export type CompletePasswordReset = {
  readonly type: "CompletePasswordReset";
  readonly data: { readonly tokenHash: string; readonly passwordHash: string };
  readonly metadata: CommandMetadata;
};

export type UserCommand = RegisterUser | SignIn | SignOut | RequestPasswordReset | CompletePasswordReset;

export type Decision = Result.Result<readonly UserEvent[], UserError>;

const iso = (date: Date) => date.toISOString();

export const registerUser = ({ data, metadata }: RegisterUser, state: User): Decision => {
  if (state.status !== "unregistered") return Result.fail(new AccountAlreadyExists({ userId: data.userId }));
  return Result.succeed([
    {
      type: "UserRegistered",
      data: {
        userId: data.userId,
        email: data.email,
        passwordHash: data.passwordHash,
        ...(data.firstName ? { firstName: data.firstName } : {}),
        ...(data.lastName ? { lastName: data.lastName } : {}),
        registeredAt: iso(metadata.now),
      },
    },
  ]);
};

export const signIn = ({ data, metadata }: SignIn, state: User): Decision => {
  if (state.status !== "registered" || data.matchedPasswordHash !== state.passwordHash) {
    return Result.fail(new InvalidCredentials());
  }
  return Result.succeed([
    {
      type: "UserSignedIn",
      data: {
        userId: state.userId,
        sessionId: data.sessionId,
        tokenHash: data.tokenHash,
        signedInAt: iso(metadata.now),
        expiresAt: iso(data.expiresAt),
        ...(data.address ? { address: data.address } : {}),
      },
    },
  ]);
};

/** Signing out of a session that is already closed or expired changes nothing, and is no error. */
export const signOut = ({ data, metadata }: SignOut, state: User): Decision => {
  if (state.status !== "registered") return Result.succeed([]);
  const session = state.sessions.get(data.sessionId);
  if (!session || session.expiresAt <= metadata.now) return Result.succeed([]);
  return Result.succeed([
    {
      type: "UserSignedOut",
      data: { userId: state.userId, sessionId: data.sessionId, signedOutAt: iso(metadata.now) },
    },
  ]);
};

export const requestPasswordReset = ({ data, metadata }: RequestPasswordReset, state: User): Decision => {
  if (state.status !== "registered") return Result.fail(new AccountNotFound());
  return Result.succeed([
    {
      type: "PasswordResetRequested",
      data: {
        userId: state.userId,
        resetId: data.resetId,
        tokenHash: data.tokenHash,
        requestedAt: iso(metadata.now),
        expiresAt: iso(data.expiresAt),
      },
    },
  ]);
};

export const completePasswordReset = ({ data, metadata }: CompletePasswordReset, state: User): Decision => {
  if (state.status !== "registered") return Result.fail(new ResetLinkInvalid());
  const reset = state.pendingResets.find(
    (pending) => pending.tokenHash === data.tokenHash && pending.expiresAt > metadata.now,
  );
  if (!reset) return Result.fail(new ResetLinkInvalid());
  return Result.succeed([
    {
      type: "PasswordChanged",
      data: {
        userId: state.userId,
        passwordHash: data.passwordHash,
        changedAt: iso(metadata.now),
        resetId: reset.resetId,
      },
    },
  ]);
};

export const decide = (command: UserCommand, state: User): Decision => {
  switch (command.type) {
    case "RegisterUser":
      return registerUser(command, state);
    case "SignIn":
      return signIn(command, state);
    case "SignOut":
      return signOut(command, state);
    case "RequestPasswordReset":
      return requestPasswordReset(command, state);
    case "CompletePasswordReset":
      return completePasswordReset(command, state);
  }
};

export const isUserEvent = (event: { readonly type: string }): event is UserEvent =>
  (USER_EVENT_TYPES as readonly string[]).includes(event.type);

export const userDecider = { initialState, evolve, decide };
