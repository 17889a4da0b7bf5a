/** 225 → "3:45" (spec §2: durations as m:ss). Negative or non-finite values read as 0:00. */
export const formatClock = (totalSeconds: number): string => {
  const seconds = Number.isFinite(totalSeconds) ? Math.max(0, Math.round(totalSeconds)) : 0;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
};

/** A song's length, or `fallback` when it has none (the shared page says 'Unknown'). */
export const songLength = (durationSeconds: number | null | undefined, fallback = ""): string =>
  durationSeconds && durationSeconds > 0 ? formatClock(durationSeconds) : fallback;
