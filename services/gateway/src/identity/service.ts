import { randomUUID } from "node:crypto";
import type { ServiceDefinition } from "@encore/runtime";
import { createAccounts } from "./accounts/accounts.ts";
import { identityApi } from "./api/identity-api.ts";
import { DAY_MS } from "./config.ts";
import type { ResetMailer } from "./mail/reset-mailer.ts";
import { type PasswordHasher, scryptPasswordHasher } from "./passwords/password-hashing.ts";
import { newToken } from "./passwords/tokens.ts";
import { identityProjections } from "./projections/index.ts";
import { type AuthLimits, authThrottles } from "./rate-limiting/auth-throttles.ts";
import { sessionReadModel } from "./sessions/session-read-model.ts";

export const IDENTITY_SCHEMA = "gateway";

/** Identity's read models alone: what ops tools replay and report on. */
export const identityReadModels: ServiceDefinition = {
  name: "identity",
  schema: IDENTITY_SCHEMA,
  projections: identityProjections,
};

export interface IdentityOptions {
  readonly mailer: ResetMailer;
  readonly publicUrl: string;
  readonly sessionTtlDays: number;
  readonly trustProxy: boolean;
  readonly limits?: AuthLimits;
  /** Tests pass cheaper scrypt parameters; production uses the defaults. */
  readonly hasher?: PasswordHasher;
  readonly log?: (line: string) => void;
}

/**
 * Accounts and sessions, run by the gateway through the same host as the services: its read
 * models (schema `gateway`) follow the event store with the same runner, in both run modes.
 */
export const identityService = (options: IdentityOptions): ServiceDefinition => ({
  ...identityReadModels,
  routes: (dependencies) => {
    const readModel = sessionReadModel(dependencies.database);
    const sessionTtlMs = options.sessionTtlDays * DAY_MS;
    return identityApi({
      accounts: createAccounts({
        store: dependencies.store,
        hasher: options.hasher ?? scryptPasswordHasher(),
        now: dependencies.now,
        newId: randomUUID,
        newToken,
        sessionTtlMs,
        findReset: readModel.findReset,
      }),
      readModel,
      mailer: options.mailer,
      throttles: authThrottles(options.limits),
      waitForProjections: (position) => dependencies.waitForProjections(position),
      now: dependencies.now,
      publicUrl: options.publicUrl,
      sessionTtlMs,
      trustProxy: options.trustProxy,
      log: options.log ?? ((line) => console.log(line)),
    });
  },
});
