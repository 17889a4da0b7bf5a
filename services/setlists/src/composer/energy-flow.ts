/**
 * The energy curve each flow asks for, position by position in a set (0 hushed, 1 peak), and how
 * well a set's energies follow it (Pearson correlation). The composer orders by it; the rules check it.
 */
import type { EnergyFlow } from "@encore/contracts";

/** Where in a set (0-1) a "high" flow takes its breath. */
const BREATH_AT = 0.6;

export const flowCurve = (flow: EnergyFlow, length: number): number[] => {
  if (length <= 0) return [];
  if (length === 1) return [1];
  const curve = Array.from({ length }, (_, index) => {
    const t = index / (length - 1);
    if (flow === "build") return 0.15 + 0.85 * t;
    if (flow === "high") return 0.75 + 0.25 * t;
    const cycles = Math.max(1, Math.round(length / 12));
    return 0.5 - 0.35 * Math.cos(2 * Math.PI * cycles * t);
  });
  if (flow === "high") {
    // One breath: a short dip around 60% of the set, deepest in its middle.
    const breath = Math.round(BREATH_AT * (length - 1));
    const halfWidth = Math.max(1, Math.round(length * 0.08));
    for (let i = breath - halfWidth; i <= breath + halfWidth; i++) {
      if (i <= 0 || i >= length - 1) continue;
      curve[i] = 0.45 + (curve[i]! - 0.45) * (Math.abs(i - breath) / (halfWidth + 1));
    }
  }
  // Every flow opens strong and ends on a peak.
  curve[0] = Math.max(curve[0]!, flow === "high" ? 0.95 : 0.6);
  curve[length - 1] = 1;
  return curve;
};

/** Pearson correlation; 0 when either side is flat (nothing to follow or nothing followed). */
export const correlation = (xs: readonly number[], ys: readonly number[]): number => {
  const n = Math.min(xs.length, ys.length);
  if (n < 2) return 0;
  let meanX = 0;
  let meanY = 0;
  for (let i = 0; i < n; i++) {
    meanX += xs[i]!;
    meanY += ys[i]!;
  }
  meanX /= n;
  meanY /= n;
  let covariance = 0;
  let varianceX = 0;
  let varianceY = 0;
  for (let i = 0; i < n; i++) {
    const dx = xs[i]! - meanX;
    const dy = ys[i]! - meanY;
    covariance += dx * dy;
    varianceX += dx * dx;
    varianceY += dy * dy;
  }
  return varianceX === 0 || varianceY === 0 ? 0 : covariance / Math.sqrt(varianceX * varianceY);
};

/** How closely a set's energies (in playing order) follow the flow's curve, -1 to 1. */
export const flowCorrelation = (flow: EnergyFlow, energies: readonly number[]): number =>
  correlation(energies, flowCurve(flow, energies.length));
