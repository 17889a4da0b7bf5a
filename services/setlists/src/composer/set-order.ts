/**
 * Ordering a set: songs matched to the flow's energy curve by rank, then a local search of pairwise
 * swaps on a cost combining curve fit, key distance, tempo jumps, ballads side by side, and a strong
 * opener and closer.
 */

import type { CatalogTag } from "@encore/catalog";
import type { EnergyFlow } from "@encore/contracts";
import { correlation, flowCurve } from "./energy-flow.ts";
import { keyDistance, tempoJump } from "./music-theory.ts";
import { energyForOrdering, type SetSong } from "./set-song.ts";

/** Curve weights tried in turn until the order follows the flow well enough. */
const CURVE_WEIGHTS = [6, 20, 80] as const;
const GOOD_ENOUGH_CORRELATION = 0.6;
const WEIGHT = { key: 1, tempo: 1, balladsTogether: 3, balladsNear: 0.5, edge: 0.8 } as const;
const MAX_PASSES = 6;

const OPENER_TAGS: readonly CatalogTag[] = ["opener", "singalong", "anthem", "feel-good", "party"];
const CLOSER_TAGS: readonly CatalogTag[] = ["closer", "anthem", "singalong", "last-dance", "party"];

export const isBallad = (song: SetSong): boolean =>
  song.tags.includes("ballad") || song.tags.includes("slow");

interface Prepared {
  readonly songs: readonly SetSong[];
  /** Energy scaled to 0-1 within the set, to compare with the curve. */
  readonly level: readonly number[];
  readonly ballad: readonly boolean[];
  readonly opener: readonly boolean[];
  readonly closer: readonly boolean[];
}

const prepare = (songs: readonly SetSong[]): Prepared => {
  const energies = songs.map(energyForOrdering);
  const low = Math.min(...energies);
  const span = Math.max(...energies) - low;
  return {
    songs,
    level: energies.map((energy) => (span === 0 ? 0.5 : (energy - low) / span)),
    ballad: songs.map(isBallad),
    opener: songs.map((song) => OPENER_TAGS.some((tag) => song.tags.includes(tag))),
    closer: songs.map((song) => CLOSER_TAGS.some((tag) => song.tags.includes(tag))),
  };
};

/** Cost of song `s` at position `p` alone. */
const placeCost = (
  prepared: Prepared,
  curve: readonly number[],
  s: number,
  p: number,
  curveWeight: number,
) => {
  const miss = prepared.level[s]! - curve[p]!;
  let cost = curveWeight * miss * miss;
  const edge = p === 0 || p === curve.length - 1;
  if (edge) {
    if (prepared.ballad[s]) cost += WEIGHT.balladsTogether;
    if (p === 0 ? !prepared.opener[s] : !prepared.closer[s]) cost += WEIGHT.edge;
  }
  return cost;
};

/** Cost of song `a` directly followed (gap 1) or followed one later (gap 2) by song `b`. */
const pairCost = (prepared: Prepared, a: number, b: number, gap: 1 | 2): number => {
  const bothBallads = prepared.ballad[a]! && prepared.ballad[b]!;
  if (gap === 2) return bothBallads ? WEIGHT.balladsNear : 0;
  const first = prepared.songs[a]!;
  const second = prepared.songs[b]!;
  return (
    (WEIGHT.key * keyDistance(first.key, second.key)) / 6 +
    (WEIGHT.tempo * Math.min(tempoJump(first.bpm, second.bpm), 60)) / 60 +
    (bothBallads ? WEIGHT.balladsTogether : 0)
  );
};

/** Every cost term looked up from tables: song × position, and song → song at gap 1 and 2. */
interface CostTables {
  readonly n: number;
  readonly place: Float64Array;
  readonly next: Float64Array;
  readonly nextButOne: Float64Array;
}

const costTables = (prepared: Prepared, curve: readonly number[], curveWeight: number): CostTables => {
  const n = curve.length;
  const place = new Float64Array(n * n);
  const next = new Float64Array(n * n);
  const nextButOne = new Float64Array(n * n);
  for (let a = 0; a < n; a++) {
    for (let b = 0; b < n; b++) {
      place[a * n + b] = placeCost(prepared, curve, a, b, curveWeight);
      next[a * n + b] = pairCost(prepared, a, b, 1);
      nextButOne[a * n + b] = pairCost(prepared, a, b, 2);
    }
  }
  return { n, place, next, nextButOne };
};

const pairAt = (
  table: Float64Array,
  n: number,
  order: readonly number[],
  start: number,
  gap: number,
): number => (start < 0 || start + gap >= n ? 0 : table[order[start]! * n + order[start + gap]!]!);

/** The cost terms touching positions i < j of `order`, each once (a hot loop: no closures here). */
const costAround = (tables: CostTables, order: readonly number[], i: number, j: number): number => {
  const { n, place, next, nextButOne } = tables;
  let cost = place[order[i]! * n + i]! + place[order[j]! * n + j]!;
  cost += pairAt(next, n, order, i - 1, 1) + pairAt(next, n, order, i, 1) + pairAt(next, n, order, j, 1);
  if (j - 1 !== i) cost += pairAt(next, n, order, j - 1, 1);
  cost += pairAt(nextButOne, n, order, i - 2, 2) + pairAt(nextButOne, n, order, i, 2);
  cost += pairAt(nextButOne, n, order, j, 2);
  if (j - 2 !== i) cost += pairAt(nextButOne, n, order, j - 2, 2);
  return cost;
};

const swap = (order: number[], i: number, j: number): void => {
  const held = order[i]!;
  order[i] = order[j]!;
  order[j] = held;
};

/** Rank matching (the k-th lowest energy to the k-th lowest point of the curve), then pairwise swaps. */
const searchOrder = (prepared: Prepared, curve: readonly number[], curveWeight: number): number[] => {
  const n = curve.length;
  const positions = [...curve.keys()].sort((a, b) => curve[a]! - curve[b]! || a - b);
  const bySongEnergy = [...prepared.songs.keys()].sort(
    (a, b) =>
      prepared.level[a]! - prepared.level[b]! || prepared.songs[a]!.score - prepared.songs[b]!.score || a - b,
  );
  const order = new Array<number>(n);
  positions.forEach((position, rank) => {
    order[position] = bySongEnergy[rank]!;
  });
  const tables = costTables(prepared, curve, curveWeight);
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    let improved = false;
    for (let i = 0; i < n - 1; i++) {
      for (let j = i + 1; j < n; j++) {
        const before = costAround(tables, order, i, j);
        swap(order, i, j);
        const after = costAround(tables, order, i, j);
        if (after < before - 1e-9) improved = true;
        else swap(order, i, j);
      }
    }
    if (!improved) break;
  }
  return order;
};

/** The songs in playing order for the flow; the curve weighs more when smoothness pulled it too far off. */
export const orderSet = (songs: readonly SetSong[], flow: EnergyFlow): SetSong[] => {
  if (songs.length <= 1) return [...songs];
  const prepared = prepare(songs);
  const curve = flowCurve(flow, songs.length);
  let best: number[] = [];
  let bestCorrelation = Number.NEGATIVE_INFINITY;
  for (const curveWeight of CURVE_WEIGHTS) {
    const order = searchOrder(prepared, curve, curveWeight);
    const followed = correlation(
      order.map((index) => prepared.level[index]!),
      curve,
    );
    if (followed > bestCorrelation) {
      best = order;
      bestCorrelation = followed;
    }
    if (followed >= GOOD_ENOUGH_CORRELATION) break;
  }
  return best.map((index) => songs[index]!);
};
