/**
 * Song lengths as musicians read and type them: m:ss (what-musicians-ask-for #1), never raw seconds.
 */

/** 225 → "3:45"; 3600 → "60:00". Negative or non-finite values read as 0:00. */
export const formatClock = (totalSeconds: number): string => {
  const seconds = Number.isFinite(totalSeconds) ? Math.max(0, Math.round(totalSeconds)) : 0;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
};

/** Whole minutes, rounded, for totals ("47 min"). */
export const roundedMinutes = (totalSeconds: number): number => Math.round(Math.max(0, totalSeconds) / 60);

export const MIN_SONG_SECONDS = 1;
export const MAX_SONG_SECONDS = 1800;

/**
 * What a musician typed as a song length → seconds, or null when it is not a length:
 * "3:45" → 225, "3:5" → null (seconds take two digits), "4" → 240 (whole minutes), "" → null.
 * Accepts 1-1800 seconds (spec §9).
 */
export const parseClock = (text: string): number | null => {
  const value = text.trim();
  let seconds: number;
  const clock = /^(\d{1,2}):([0-5]\d)$/.exec(value);
  if (clock) {
    seconds = Number(clock[1]) * 60 + Number(clock[2]);
  } else if (/^\d{1,2}$/.test(value)) {
    seconds = Number(value) * 60;
  } else {
    return null;
  }
  return seconds >= MIN_SONG_SECONDS && seconds <= MAX_SONG_SECONDS ? seconds : null;
};
