/** What a benchmark step reports, and the targets checked against it. */
import type { BackendName } from "./backends.ts";
import { formatMs, formatRate, type LatencySummary } from "./stats.ts";

export type Group = "append" | "read" | "rebuild" | "latency";

export interface Measurement {
  readonly backend: BackendName;
  readonly group: Group;
  /** Stable across backends, so the report can put PGlite and PostgreSQL side by side. */
  readonly id: string;
  readonly label: string;
  readonly events: number;
  readonly elapsedMs: number;
  /** Events per second, for throughput steps. */
  readonly rate?: number;
  /** Append-to-visible latencies, for latency steps. */
  readonly latency?: LatencySummary;
  /** Waits that timed out (latency steps). */
  readonly timeouts?: number;
  /** Where the time went, e.g. "readAll 40% · apply 45% · tx+checkpoint 15%". */
  readonly breakdown?: string;
}

export const headline = (m: Measurement): string =>
  m.latency
    ? `p50 ${formatMs(m.latency.p50)} · p95 ${formatMs(m.latency.p95)} · p99 ${formatMs(m.latency.p99)} · max ${formatMs(m.latency.max)}`
    : formatRate(m.rate ?? 0);

export interface Target {
  readonly name: string;
  readonly goal: string;
  /** The measurements the target applies to (real PostgreSQL only). */
  readonly applies: (m: Measurement) => boolean;
  readonly passes: (m: Measurement) => boolean;
  readonly figure: (m: Measurement) => string;
}

export const TARGETS: readonly Target[] = [
  {
    name: "Batched appends",
    goal: "≥ 30,000 events/s",
    // Single-event appends are not batched; the small-event row is a diagnostic, not a product payload.
    applies: (m) => m.group === "append" && m.id !== "append.single" && !m.id.endsWith(".small"),
    passes: (m) => (m.rate ?? 0) >= 30_000,
    figure: (m) => formatRate(m.rate ?? 0),
  },
  {
    name: "Projection rebuild",
    goal: "≥ 50,000 events/s",
    applies: (m) => m.group === "rebuild",
    passes: (m) => (m.rate ?? 0) >= 50_000,
    figure: (m) => formatRate(m.rate ?? 0),
  },
  {
    name: "Append-to-visible p99",
    goal: "≤ 50 ms",
    applies: (m) => m.group === "latency",
    passes: (m) => (m.latency?.p99 ?? Number.POSITIVE_INFINITY) <= 50 && (m.timeouts ?? 0) === 0,
    figure: (m) => `p99 ${formatMs(m.latency?.p99 ?? Number.NaN)}`,
  },
];

export interface TargetVerdict {
  readonly target: Target;
  readonly checks: readonly { readonly measurement: Measurement; readonly pass: boolean }[];
}

export const checkTargets = (measurements: readonly Measurement[]): TargetVerdict[] =>
  TARGETS.map((target) => ({
    target,
    checks: measurements
      .filter((m) => m.backend === "PostgreSQL" && target.applies(m))
      .map((measurement) => ({ measurement, pass: target.passes(measurement) })),
  }));

export const verdictWord = (verdict: TargetVerdict): "PASS" | "MISS" | "NOT RUN" => {
  if (verdict.checks.length === 0) return "NOT RUN";
  return verdict.checks.every((check) => check.pass) ? "PASS" : "MISS";
};
