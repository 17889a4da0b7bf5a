/** Pure helpers for the benchmark: percentiles, rates and number formatting. No I/O here. */

export interface LatencySummary {
  readonly count: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
  readonly mean: number;
}

/**
 * Nearest-rank percentile of an ascending array: the smallest sample with at least `p`% of the
 * samples at or below it. Never interpolates, so p99 of 1000 samples is the 990th sample.
 */
export const percentile = (sortedAscending: readonly number[], p: number): number => {
  if (sortedAscending.length === 0) return Number.NaN;
  if (p <= 0) return sortedAscending[0]!;
  if (p >= 100) return sortedAscending[sortedAscending.length - 1]!;
  const rank = Math.ceil((p / 100) * sortedAscending.length);
  return sortedAscending[Math.min(sortedAscending.length, Math.max(1, rank)) - 1]!;
};

export const summarize = (samples: readonly number[]): LatencySummary => {
  const sorted = [...samples].sort((a, b) => a - b);
  const total = sorted.reduce((sum, value) => sum + value, 0);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length > 0 ? sorted[sorted.length - 1]! : Number.NaN,
    mean: sorted.length > 0 ? total / sorted.length : Number.NaN,
  };
};

/** Events per second; 0 for an empty or instant run rather than Infinity. */
export const ratePerSecond = (events: number, elapsedMs: number): number =>
  elapsedMs > 0 ? (events * 1000) / elapsedMs : 0;

export const formatInt = (value: number): string =>
  Number.isFinite(value) ? Math.round(value).toLocaleString("en-US") : "n/a";

export const formatRate = (eventsPerSecond: number): string => `${formatInt(eventsPerSecond)} ev/s`;

export const formatMs = (ms: number): string => {
  if (!Number.isFinite(ms)) return "n/a";
  if (ms < 10) return `${ms.toFixed(2)} ms`;
  if (ms < 100) return `${ms.toFixed(1)} ms`;
  return `${Math.round(ms)} ms`;
};

export const formatSeconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;

export const formatBytes = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1)} KiB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MiB`;
  return `${(bytes / 1024 ** 3).toFixed(1)} GiB`;
};

/** Share of a whole, as "42%". */
export const formatShare = (part: number, whole: number): string =>
  whole > 0 ? `${Math.round((part / whole) * 100)}%` : "n/a";

/** A plain-text table with right-aligned numeric-looking cells, for the console. */
export const textTable = (header: readonly string[], rows: readonly (readonly string[])[]): string => {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const numeric = /^[-\d.,<>≥≤ ]+(ev\/s|ms|s|%|KiB|MiB|B)?$/;
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) =>
        numeric.test(cell) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!),
      )
      .join("  ")
      .trimEnd();
  return [line(header), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)].join("\n");
};

/** A GitHub-flavoured markdown table. */
export const markdownTable = (header: readonly string[], rows: readonly (readonly string[])[]): string => {
  const escapeCell = (cell: string) => cell.replaceAll("|", "\\|");
  const line = (row: readonly string[]) => `| ${row.map(escapeCell).join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
};
