/**
 * Fitting a set to its slot: a subset-sum problem over song durations. Greedy fill first (allocation),
 * then local search (insert, replace, remove) to land within the tolerance, and a dynamic-programming
 * fallback over the set and the best unused songs when the local moves cannot.
 */

export const TIMING_TOLERANCE_SECONDS = 30;

export interface TimedSong {
  readonly id: string;
  readonly durationSeconds: number;
  readonly score: number;
  readonly pin?: string;
}

export interface FittedSet<T extends TimedSong> {
  readonly songs: readonly T[];
  /** The unused songs, best first, for the next set. */
  readonly pool: readonly T[];
}

const sumOf = (songs: readonly TimedSong[]): number =>
  songs.reduce((sum, song) => sum + song.durationSeconds, 0);

/** How many unused songs the fallback considers: enough variety to hit any sum, cheap enough to stay fast. */
const FALLBACK_POOL = 300;
const MAX_LOCAL_MOVES = 12;

/** Adds, swaps or removes songs until the set lasts target ± tolerance; pinned songs stay. */
export const fitSetToTarget = <T extends TimedSong>(
  songs: readonly T[],
  targetSeconds: number,
  pool: readonly T[],
  tolerance = TIMING_TOLERANCE_SECONDS,
): FittedSet<T> => {
  const set = [...songs];
  const unused = [...pool];
  let total = sumOf(set);
  const within = () => Math.abs(targetSeconds - total) <= tolerance;

  for (let move = 0; move < MAX_LOCAL_MOVES && !within(); move++) {
    const gap = targetSeconds - total;
    if (gap > 0) {
      const insert = bestIndex(unused, (song) => Math.abs(song.durationSeconds - gap) <= tolerance);
      if (insert >= 0) {
        total += unused[insert]!.durationSeconds;
        set.push(...unused.splice(insert, 1));
        break;
      }
    } else {
      const remove = worstIndex(set, (song) => Math.abs(song.durationSeconds + gap) <= tolerance);
      if (remove >= 0) {
        total -= set[remove]!.durationSeconds;
        unused.push(...set.splice(remove, 1));
        break;
      }
    }
    const swap = bestSwap(set, unused, gap, tolerance);
    if (swap) {
      const [out, into] = swap;
      total += unused[into]!.durationSeconds - set[out]!.durationSeconds;
      const [added] = unused.splice(into, 1, set[out]!);
      set[out] = added!;
      break;
    }
    // Far from the target: one step closer, then try again.
    if (gap > 0) {
      const step = bestIndex(unused, (song) => song.durationSeconds <= gap);
      if (step < 0) break;
      total += unused[step]!.durationSeconds;
      set.push(...unused.splice(step, 1));
    } else {
      const step = worstIndex(set, () => true);
      if (step < 0) break;
      total -= set[step]!.durationSeconds;
      unused.push(...set.splice(step, 1));
    }
  }
  if (within()) return { songs: set, pool: byScore(unused) };
  return subsetSumFallback(set, targetSeconds, byScore(unused));
};

const byScore = <T extends TimedSong>(songs: T[]): T[] => songs.sort((a, b) => b.score - a.score);

const bestIndex = <T extends TimedSong>(songs: readonly T[], fits: (song: T) => boolean): number => {
  let best = -1;
  for (let i = 0; i < songs.length; i++) {
    if (fits(songs[i]!) && (best < 0 || songs[i]!.score > songs[best]!.score)) best = i;
  }
  return best;
};

const worstIndex = <T extends TimedSong>(songs: readonly T[], fits: (song: T) => boolean): number => {
  let worst = -1;
  for (let i = 0; i < songs.length; i++) {
    const song = songs[i]!;
    if (song.pin === undefined && fits(song) && (worst < 0 || song.score < songs[worst]!.score)) worst = i;
  }
  return worst;
};

/** The replacement (set index, pool index) that lands in the window and loses the least score. */
const bestSwap = <T extends TimedSong>(
  set: readonly T[],
  unused: readonly T[],
  gap: number,
  tolerance: number,
): [number, number] | undefined => {
  let best: [number, number] | undefined;
  let bestGain = Number.NEGATIVE_INFINITY;
  for (let out = 0; out < set.length; out++) {
    const leaving = set[out]!;
    if (leaving.pin !== undefined) continue;
    const low = leaving.durationSeconds + gap - tolerance;
    const high = leaving.durationSeconds + gap + tolerance;
    for (let into = 0; into < unused.length; into++) {
      const joining = unused[into]!;
      if (joining.durationSeconds < low || joining.durationSeconds > high) continue;
      const gain = joining.score - leaving.score;
      if (gain > bestGain) {
        bestGain = gain;
        best = [out, into];
      }
    }
  }
  return best;
};

/**
 * Exact fallback: choose among the set's unpinned songs and the best unused ones a subset whose
 * length, with the pinned songs, is closest to the target. Earlier (better) songs reach sums first.
 */
const subsetSumFallback = <T extends TimedSong>(
  set: readonly T[],
  targetSeconds: number,
  unused: readonly T[],
): FittedSet<T> => {
  const pinned = set.filter((song) => song.pin !== undefined);
  const items = byScore([...set.filter((song) => song.pin === undefined), ...unused.slice(0, FALLBACK_POOL)]);
  const rest = unused.slice(FALLBACK_POOL);
  const wanted = targetSeconds - sumOf(pinned);
  if (wanted <= 0) return { songs: pinned, pool: byScore([...items, ...rest]) };
  const limit = wanted + TIMING_TOLERANCE_SECONDS;
  // reachedBy[s] = 1 + index of the item that first reached sum s; 0 = unreached.
  const reachedBy = new Int32Array(limit + 1);
  reachedBy[0] = -1;
  for (let i = 0; i < items.length; i++) {
    const duration = items[i]!.durationSeconds;
    for (let sum = limit; sum >= duration; sum--) {
      if (reachedBy[sum] === 0 && reachedBy[sum - duration] !== 0) reachedBy[sum] = i + 1;
    }
  }
  let best = 0;
  for (let sum = 0; sum <= limit; sum++) {
    if (reachedBy[sum] !== 0 && Math.abs(wanted - sum) < Math.abs(wanted - best)) best = sum;
  }
  const chosen = new Set<number>();
  for (let sum = best; sum > 0; ) {
    const index = reachedBy[sum]! - 1;
    chosen.add(index);
    sum -= items[index]!.durationSeconds;
  }
  const songs = [...pinned, ...items.filter((_, index) => chosen.has(index))];
  const left = items.filter((_, index) => !chosen.has(index));
  return { songs, pool: byScore([...left, ...rest]) };
};
