/** Distances between neighbouring songs: keys on the circle of fifths, tempo in BPM. */
import type { SongKey } from "@encore/contracts";

const PITCH_CLASS: Readonly<Record<string, number>> = {
  C: 0,
  "C#": 1,
  Db: 1,
  D: 2,
  "D#": 3,
  Eb: 3,
  E: 4,
  F: 5,
  "F#": 6,
  Gb: 6,
  G: 7,
  "G#": 8,
  Ab: 8,
  A: 9,
  "A#": 10,
  Bb: 10,
  B: 11,
};

/** Position on the circle of fifths (0-11); a minor key sits with its relative major. */
export const circleOfFifthsPosition = (key: SongKey): number => {
  const minor = key.endsWith("m");
  const pitch = PITCH_CLASS[minor ? key.slice(0, -1) : key] ?? 0;
  const major = minor ? (pitch + 3) % 12 : pitch;
  return (major * 7) % 12;
};

/** Steps around the circle of fifths between two keys, 0 (same or relative) to 6; 0 when either is unknown. */
export const keyDistance = (a: SongKey | undefined, b: SongKey | undefined): number => {
  if (a === undefined || b === undefined) return 0;
  const steps = Math.abs(circleOfFifthsPosition(a) - circleOfFifthsPosition(b));
  return Math.min(steps, 12 - steps);
};

/** Tempo jump between neighbours in BPM; 0 when either is unknown. */
export const tempoJump = (a: number | undefined, b: number | undefined): number =>
  a === undefined || b === undefined ? 0 : Math.abs(a - b);
