/** Which identity calls are rate-limited, by what key, how much (docs/decisions/0010). */
import { slidingWindowLimiter, type Verdict, type WindowPolicy } from "./sliding-window.ts";

const MINUTE = 60_000;

export interface AuthLimits {
  /** Failed logins per account (the email, whether or not an account has it). */
  readonly loginFailuresPerAccount: WindowPolicy;
  readonly loginFailuresPerAddress: WindowPolicy;
  /** Reset requests per email, whether an account has it or not (so a 429 reveals nothing). */
  readonly resetRequestsPerAccount: WindowPolicy;
  readonly resetRequestsPerAddress: WindowPolicy;
  readonly signupsPerAddress: WindowPolicy;
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  loginFailuresPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  loginFailuresPerAddress: { limit: 30, windowMs: 15 * MINUTE },
  resetRequestsPerAccount: { limit: 5, windowMs: 60 * MINUTE },
  resetRequestsPerAddress: { limit: 20, windowMs: 60 * MINUTE },
  signupsPerAddress: { limit: 20, windowMs: 60 * MINUTE },
};

/** The stricter of several verdicts: refused if any refuses, retry when the last one frees up. */
export const combineVerdicts = (...verdicts: readonly Verdict[]): Verdict => {
  const refused = verdicts.flatMap((verdict) => (verdict.allowed ? [] : [verdict.retryAfterMs]));
  return refused.length === 0 ? { allowed: true } : { allowed: false, retryAfterMs: Math.max(...refused) };
};

export interface AuthThrottles {
  /** Before checking a password: may this account and address try again? */
  checkLogin(email: string, address: string, now: number): Verdict;
  loginFailed(email: string, address: string, now: number): void;
  /** A right password clears the account's failures (not the address's: it may be shared). */
  loginSucceeded(email: string): void;
  /** Counts the request when it is allowed. */
  attemptReset(email: string, address: string, now: number): Verdict;
  attemptSignup(address: string, now: number): Verdict;
}

export const authThrottles = (limits: AuthLimits = DEFAULT_AUTH_LIMITS): AuthThrottles => {
  const loginByAccount = slidingWindowLimiter(limits.loginFailuresPerAccount);
  const loginByAddress = slidingWindowLimiter(limits.loginFailuresPerAddress);
  const resetByAccount = slidingWindowLimiter(limits.resetRequestsPerAccount);
  const resetByAddress = slidingWindowLimiter(limits.resetRequestsPerAddress);
  const signupByAddress = slidingWindowLimiter(limits.signupsPerAddress);
  return {
    checkLogin: (email, address, now) =>
      combineVerdicts(loginByAccount.check(email, now), loginByAddress.check(address, now)),
    loginFailed: (email, address, now) => {
      loginByAccount.hit(email, now);
      loginByAddress.hit(address, now);
    },
    loginSucceeded: (email) => loginByAccount.clear(email),
    attemptReset: (email, address, now) => {
      const verdict = combineVerdicts(resetByAccount.check(email, now), resetByAddress.check(address, now));
      if (verdict.allowed) {
        resetByAccount.hit(email, now);
        resetByAddress.hit(address, now);
      }
      return verdict;
    },
    attemptSignup: (address, now) => {
      const verdict = signupByAddress.check(address, now);
      if (verdict.allowed) signupByAddress.hit(address, now);
      return verdict;
    },
  };
};
