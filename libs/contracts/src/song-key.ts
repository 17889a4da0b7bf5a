/** Reading a song key as musicians type it. Pure, and free of Effect (the remotes may import it). */
import { SONG_KEYS, type SongKey } from "./enum-values.ts";

const KEY_SPELLINGS: ReadonlyMap<string, SongKey> = new Map(SONG_KEYS.map((key) => [key.toLowerCase(), key]));

/**
 * A key as typed: a SongKey ("C#m"), or a pitch class with major/minor ("C# Minor", "Bb major",
 * "Amin", "F♯m"). Undefined when it is none of these.
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
