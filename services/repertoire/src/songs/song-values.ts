/** Reading song details as musicians type them: keys, durations and tempos. Pure. */
import { MAX_SONG_SECONDS, MIN_SONG_SECONDS, SONG_KEYS, type SongKey } from "@encore/contracts";

const KEY_SPELLINGS: ReadonlyMap<string, SongKey> = new Map(SONG_KEYS.map((key) => [key.toLowerCase(), key]));

/**
 * A key as typed: a SongKey ("C#m"), or a pitch class with major/minor ("C# Minor", "Bb major",
 * "Amin"). Undefined when it is none of these.
 */
export const normaliseKey = (text: string): SongKey | undefined => {
  const compact = text.trim().replace(/\s+/g, " ");
  const spelled = /^([A-Ga-g][#b♯♭]?)\s*(major|maj|minor|min|m)?$/i.exec(compact);
  if (!spelled) return undefined;
  const pitch =
    spelled[1]!.charAt(0).toUpperCase() + spelled[1]!.slice(1).replace("♯", "#").replace("♭", "b");
  const quality = spelled[2]?.toLowerCase();
  const minor = quality === "minor" || quality === "min" || spelled[2] === "m";
  return KEY_SPELLINGS.get(`${pitch}${minor ? "m" : ""}`.toLowerCase());
};

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
