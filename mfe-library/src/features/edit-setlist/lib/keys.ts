/** Spec §2: the 12 pitch classes, each Major or Minor. Values are the API's key names ("C#", "C#m"). */
export const PITCH_CLASSES = ["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"] as const;

export interface KeyOption {
  readonly value: string;
  readonly label: string;
}

export const KEY_OPTIONS: readonly KeyOption[] = PITCH_CLASSES.flatMap((pitch) => [
  { value: pitch, label: `${pitch} Major` },
  { value: `${pitch}m`, label: `${pitch} Minor` },
]);

const FLAT_TO_SHARP: Readonly<Record<string, string>> = { Db: "C#", Eb: "D#", Gb: "F#", Ab: "G#", Bb: "A#" };

/** "Eb" → "D#", "Bbm" → "A#m", "A minor" → "Am": a key as one of KEY_OPTIONS, or undefined. */
export const normaliseKey = (key: string | undefined): string | undefined => {
  if (!key) return undefined;
  const match = /^([A-Ga-g])([#b♯♭]?)\s*(m|min|minor|maj|major)?$/i.exec(key.trim());
  if (!match) return undefined;
  const accidental = match[2] === "♯" ? "#" : match[2] === "♭" ? "b" : (match[2] ?? "");
  const root = `${match[1]?.toUpperCase()}${accidental}`;
  const pitch = FLAT_TO_SHARP[root] ?? root;
  if (!(PITCH_CLASSES as readonly string[]).includes(pitch)) return undefined;
  const minor = /^m(in(or)?)?$/i.test(match[3] ?? "") && match[3] !== "M";
  return minor ? `${pitch}m` : pitch;
};

/** "C#m" → "C# Minor". */
export const keyLabel = (key: string | undefined): string | undefined => {
  const value = normaliseKey(key);
  return KEY_OPTIONS.find((option) => option.value === value)?.label ?? key;
};
