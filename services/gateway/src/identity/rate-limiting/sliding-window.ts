/**
 * Sliding-window rate limits kept in memory, one set per gateway instance (with N instances a
 * client gets up to N times the limit: docs/decisions/0010). Time comes in as an argument, so the
 * arithmetic below is pure and its tests need no clock.
 */

export interface WindowPolicy {
  /** Hits allowed inside any window. */
  readonly limit: number;
  readonly windowMs: number;
}

export type Verdict = { readonly allowed: true } | { readonly allowed: false; readonly retryAfterMs: number };

/** The hits (ascending times) still inside the window that ends at `now`. */
export const hitsInWindow = (hits: readonly number[], now: number, windowMs: number): readonly number[] =>
  hits.filter((time) => time > now - windowMs);

/** Whether one more hit is allowed at `now`, and if not, how long until one is. */
export const verdictFor = (hits: readonly number[], now: number, policy: WindowPolicy): Verdict => {
  const recent = hitsInWindow(hits, now, policy.windowMs);
  if (recent.length < policy.limit) return { allowed: true };
  // One more hit is allowed once enough of the oldest have left the window to get below the limit.
  const freesUp = recent[recent.length - policy.limit]! + policy.windowMs;
  return { allowed: false, retryAfterMs: Math.max(1, freesUp - now) };
};

/** `hits` with one more at `now`, keeping only what a later verdict can still need. */
export const withHit = (hits: readonly number[], now: number, policy: WindowPolicy): readonly number[] =>
  [...hitsInWindow(hits, now, policy.windowMs), now].slice(-policy.limit);

export interface SlidingWindowLimiter {
  readonly policy: WindowPolicy;
  check(key: string, now: number): Verdict;
  hit(key: string, now: number): void;
  clear(key: string): void;
  /** Keys currently tracked (for tests and memory bounds). */
  size(): number;
}

export const slidingWindowLimiter = (policy: WindowPolicy, maxKeys = 100_000): SlidingWindowLimiter => {
  // Least recently hit first (Map keeps insertion order; a hit moves its key to the end).
  const hitsByKey = new Map<string, readonly number[]>();

  const forget = (now: number) => {
    for (const [key, hits] of hitsByKey) {
      if (hitsByKey.size <= maxKeys) return;
      if (hitsInWindow(hits, now, policy.windowMs).length === 0) hitsByKey.delete(key);
    }
    // Still too many live keys: drop the least recently hit ones rather than grow without bound.
    for (const key of hitsByKey.keys()) {
      if (hitsByKey.size <= maxKeys) return;
      hitsByKey.delete(key);
    }
  };

  return {
    policy,
    check: (key, now) => verdictFor(hitsByKey.get(key) ?? [], now, policy),
    hit: (key, now) => {
      const hits = withHit(hitsByKey.get(key) ?? [], now, policy);
      hitsByKey.delete(key);
      hitsByKey.set(key, hits);
      if (hitsByKey.size > maxKeys) forget(now);
    },
    clear: (key) => {
      hitsByKey.delete(key);
    },
    size: () => hitsByKey.size,
  };
};
