/** Reading song details as musicians type them: keys, durations and tempos. Pure. */
import { MAX_SONG_SECONDS, MIN_SONG_SECONDS, normaliseKey } from "@encore/contracts";

/** Keys are read by the contracts' `normaliseKey`, shared with the setlists service. */
export { normaliseKey };

/** "3:45" or "225" (seconds) → 225; undefined when neither, or outside 1-1800 seconds. */
export const parseDuration = (text: string): number | undefined => {
  const trimmed = text.trim();
  const clock = /^(\d{1,2}):([0-5]\d)$/.exec(trimmed);
  const seconds = clock
    ? Number(clock[1]) * 60 + Number(clock[2])
    : /^\d{1,4}$/.test(trimmed)
      ? Number(trimmed)
      : undefined;
  return seconds !== undefined && seconds >= MIN_SONG_SECONDS && seconds <= MAX_SONG_SECONDS
    ? seconds
    : undefined;
};

/** "120", "120 bpm", "98.5" → a tempo between 20 and 400 BPM. */
export const parseBpm = (text: string): number | undefined => {
  const match = /^(\d{2,3}(?:\.\d+)?)\s*(?:bpm)?$/i.exec(text.trim());
  const bpm = match ? Number(match[1]) : undefined;
  return bpm !== undefined && bpm >= 20 && bpm <= 400 ? bpm : undefined;
};
