/** A small seeded PRNG (mulberry32): the composer's only source of variety, so a seed replays a setlist. */
export type Random = () => number;

export const seededRandom = (seed: number): Random => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** A whole number in [min, max], both included. */
export const randomInt = (random: Random, min: number, max: number): number =>
  min + Math.floor(random() * (max - min + 1));

export const randomPick = <T>(random: Random, items: readonly T[]): T => {
  if (items.length === 0) throw new Error("randomPick of an empty list");
  return items[Math.floor(random() * items.length)]!;
};

/** A shuffled copy (Fisher–Yates). */
export const shuffled = <T>(random: Random, items: readonly T[]): T[] => {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
};
