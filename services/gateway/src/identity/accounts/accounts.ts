/**
 * What identity does with accounts, on the event store: sign up, log in, sign out, request and
 * complete a password reset. Each is a command on a stream (command-handling.ts) around the pure
 * deciders; the slow and random parts (scrypt, tokens, ids, time) are done here and passed in.
 */
import { type DomainEvent, type DomainEventOf, userEmailStreamId, userStreamId } from "@encore/contracts";
import type { EventStore, Position } from "@encore/eventstore";
import { Result } from "effect";
import {
  type EmailReservation,
  type EmailReservationEvent,
  emailReservationDecider,
  reserveEmail,
} from "../domain/email-reservation.ts";
import {
  AccountNotFound,
  type ConcurrentChange,
  type EmailAlreadyRegistered,
  InvalidCredentials,
  ResetLinkInvalid,
  type UserError,
} from "../domain/errors.ts";
import {
  completePasswordReset,
  isUserEvent,
  registerUser,
  requestPasswordReset,
  signIn,
  signOut,
  type User,
  type UserEvent,
  userDecider,
} from "../domain/user.ts";
import type { PasswordHasher } from "../passwords/password-hashing.ts";
import { sha256Hex } from "../passwords/tokens.ts";
import { type EventContext, type Evolving, handleCommand, loadStream } from "./command-handling.ts";

const users: Evolving<User, UserEvent> = { ...userDecider, isEvent: isUserEvent };

const reservations: Evolving<EmailReservation, EmailReservationEvent> = {
  ...emailReservationDecider,
  isEvent: (event: DomainEvent): event is DomainEventOf<"UserEmailReserved"> =>
    event.type === "UserEmailReserved",
};

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export interface AccountsOptions {
  readonly store: EventStore;
  readonly hasher: PasswordHasher;
  readonly now: () => Date;
  readonly newId: () => string;
  readonly newToken: () => string;
  readonly sessionTtlMs: number;
  /** The account a reset token's hash was issued for (the password_resets read model). */
  readonly findReset: (tokenHash: string) => Promise<{ readonly userId: string } | undefined>;
}

/** A session just opened: the token goes to the client once and is never stored. */
export interface OpenedSession {
  readonly userId: string;
  readonly token: string;
  readonly expiresAt: Date;
  readonly position: Position | undefined;
}

export interface IssuedReset {
  readonly userId: string;
  readonly email: string;
  readonly token: string;
  readonly expiresAt: Date;
  readonly position: Position | undefined;
}

export interface SessionRef {
  readonly userId: string;
  readonly sessionId: string;
}

export type Accounts = ReturnType<typeof createAccounts>;

export const createAccounts = (options: AccountsOptions) => {
  const { store, hasher, now, newId, newToken, sessionTtlMs, findReset } = options;
  const context = (userId: string, at: Date, correlationId?: string): EventContext => ({
    userId,
    now: at,
    newId,
    correlationId,
  });

  /** The registered account holding an email, read from the event store (never from a read model). */
  const findAccount = async (email: string) => {
    const reservation = await loadStream(store, userEmailStreamId(sha256Hex(email)), reservations);
    if (reservation.state.status !== "reserved") return undefined;
    const { state } = await loadStream(store, userStreamId(reservation.state.userId), users);
    return state.status === "registered" && state.email === email ? state : undefined;
  };

  /** A new session's token (for the client) and what the command carries instead of it. */
  const newSession = (at: Date) => {
    const token = newToken();
    const opening = {
      tokenHash: sha256Hex(token),
      sessionId: newId(),
      expiresAt: new Date(at.getTime() + sessionTtlMs),
    };
    return { token, opening };
  };

  return {
    signUp: async (input: {
      readonly email: string;
      readonly password: string;
      readonly firstName?: string | undefined;
      readonly lastName?: string | undefined;
      readonly address?: string | undefined;
    }): Promise<Result.Result<OpenedSession, EmailAlreadyRegistered | UserError | ConcurrentChange>> => {
      // Hash first: the slow step comes before the reservation, so an abandoned one is rarer.
      const passwordHash = await hasher.hash(input.password);
      const at = now();
      const userId = newId();
      const emailHash = sha256Hex(input.email);
      const reserved = await handleCommand(
        store,
        userEmailStreamId(emailHash),
        reservations,
        async (state) => {
          const holderRegistered =
            state.status === "reserved" &&
            (await loadStream(store, userStreamId(state.userId), users)).state.status === "registered";
          return reserveEmail(
            { type: "ReserveEmail", data: { userId, emailHash, holderRegistered }, metadata: { now: at } },
            state,
          );
        },
        context(userId, at),
      );
      if (Result.isFailure(reserved)) return Result.fail(reserved.failure);

      const session = newSession(at);
      const registered = await handleCommand(
        store,
        userStreamId(userId),
        users,
        (state) => {
          const registration = registerUser(
            {
              type: "RegisterUser",
              data: {
                userId,
                email: input.email,
                passwordHash,
                firstName: input.firstName,
                lastName: input.lastName,
              },
              metadata: { now: at },
            },
            state,
          );
          if (Result.isFailure(registration)) return registration;
          const opened = signIn(
            {
              type: "SignIn",
              data: { ...session.opening, address: input.address, matchedPasswordHash: passwordHash },
              metadata: { now: at },
            },
            registration.success.reduce(userDecider.evolve, state),
          );
          return Result.map(opened, (events) => [...registration.success, ...events]);
        },
        context(userId, at),
      );
      return Result.map(registered, ({ position }) => ({
        userId,
        token: session.token,
        expiresAt: session.opening.expiresAt,
        position,
      }));
    },

    logIn: async (input: {
      readonly email: string;
      readonly password: string;
      readonly address?: string | undefined;
    }): Promise<Result.Result<OpenedSession, InvalidCredentials | ConcurrentChange>> => {
      const account = await findAccount(input.email);
      if (!account) {
        await hasher.verifyNothing(input.password);
        return Result.fail(new InvalidCredentials());
      }
      const matches = await hasher.verify(input.password, account.passwordHash);
      const at = now();
      const session = newSession(at);
      const opened = await handleCommand(
        store,
        userStreamId(account.userId),
        users,
        (state) =>
          signIn(
            {
              type: "SignIn",
              data: {
                ...session.opening,
                address: input.address,
                matchedPasswordHash: matches ? account.passwordHash : undefined,
              },
              metadata: { now: at },
            },
            state,
          ),
        context(account.userId, at),
      );
      if (Result.isFailure(opened)) {
        // AccountAlreadyExists, ResetLinkInvalid and AccountNotFound never come from signIn.
        return Result.fail(
          opened.failure._tag === "ConcurrentChange" ? opened.failure : new InvalidCredentials(),
        );
      }
      return Result.succeed({
        userId: account.userId,
        token: session.token,
        expiresAt: session.opening.expiresAt,
        position: opened.success.position,
      });
    },

    /** Ends the given sessions; answers the position to wait for (undefined when nothing changed). */
    signOut: async (sessions: readonly SessionRef[]): Promise<Position | undefined> => {
      let position: Position | undefined;
      for (const { userId, sessionId } of sessions) {
        const at = now();
        const closed = await handleCommand(
          store,
          userStreamId(userId),
          users,
          (state) => signOut({ type: "SignOut", data: { sessionId }, metadata: { now: at } }, state),
          context(userId, at),
        );
        if (Result.isSuccess(closed)) position = closed.success.position ?? position;
      }
      return position;
    },

    /** A reset link for the account holding `email`, or undefined when there is none. */
    requestPasswordReset: async (email: string): Promise<IssuedReset | undefined> => {
      const account = await findAccount(email);
      if (!account) return undefined;
      const at = now();
      const token = newToken();
      const expiresAt = new Date(at.getTime() + RESET_TOKEN_TTL_MS);
      const issued = await handleCommand(
        store,
        userStreamId(account.userId),
        users,
        (state) =>
          requestPasswordReset(
            {
              type: "RequestPasswordReset",
              data: { resetId: newId(), tokenHash: sha256Hex(token), expiresAt },
              metadata: { now: at },
            },
            state,
          ),
        context(account.userId, at),
      );
      if (Result.isFailure(issued)) {
        if (issued.failure instanceof AccountNotFound) return undefined;
        throw new Error(`Could not issue a reset link: ${issued.failure._tag}`);
      }
      return { userId: account.userId, email, token, expiresAt, position: issued.success.position };
    },

    completePasswordReset: async (input: {
      readonly token: string;
      readonly newPassword: string;
    }): Promise<
      Result.Result<
        { readonly userId: string; readonly email: string; readonly position: Position | undefined },
        ResetLinkInvalid | ConcurrentChange
      >
    > => {
      const tokenHash = sha256Hex(input.token);
      const reset = await findReset(tokenHash);
      if (!reset) return Result.fail(new ResetLinkInvalid());
      const passwordHash = await hasher.hash(input.newPassword);
      const at = now();
      const changed = await handleCommand(
        store,
        userStreamId(reset.userId),
        users,
        (state) =>
          completePasswordReset(
            { type: "CompletePasswordReset", data: { tokenHash, passwordHash }, metadata: { now: at } },
            state,
          ),
        context(reset.userId, at),
      );
      if (Result.isFailure(changed)) {
        return Result.fail(
          changed.failure._tag === "ConcurrentChange" ? changed.failure : new ResetLinkInvalid(),
        );
      }
      const { state, position } = changed.success;
      return Result.succeed({
        userId: reset.userId,
        email: state.status === "registered" ? state.email : "",
        position,
      });
    },
  };
};
