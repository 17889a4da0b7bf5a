/**
 * The rules every composition must pass, whichever composer made it: timing, must-haves and
 * requests, no repeats, lead vocals, energy flow; key and tempo smoothness are measured and warned on.
 * Used by the tests, the benchmark, and to vet the OpenAI composer's answers.
 */

import { SongSet } from "@encore/catalog";
import type { SetlistSong } from "@encore/contracts";
import type { Composition, CompositionRequest } from "./composer-port.ts";
import { correlation, flowCurve } from "./energy-flow.ts";
import { keyDistance, tempoJump } from "./music-theory.ts";
import { TIMING_TOLERANCE_SECONDS } from "./set-timing.ts";
import { indexSongs } from "./song-matching.ts";

export type RuleName =
  | "timing"
  | "section-total"
  | "must-have"
  | "request"
  | "duplicate"
  | "vocalist"
  | "energy-flow"
  | "smoothness";

export interface RuleViolation {
  readonly rule: RuleName;
  /** Errors make a composition unacceptable; warnings are reported only. */
  readonly severity: "error" | "warning";
  readonly message: string;
  /** The section's name when the violation is within one set. */
  readonly section?: string;
}

/** A set must follow its flow at least this well (Pearson correlation with the flow's curve)... */
export const MIN_FLOW_CORRELATION = 0.4;
/** ...when it has enough songs with known energy, spread enough to show a shape. */
const FLOW_MIN_SONGS = 6;
const FLOW_MIN_ENERGY_SPREAD = 3;
/** Above these means between neighbours, a set is called rough (a warning). */
export const MAX_MEAN_KEY_DISTANCE = 3;
export const MAX_MEAN_TEMPO_JUMP = 35;
/** Consecutive songs one vocalist may lead when there are several. */
export const MAX_SONGS_IN_A_ROW = 2;

export interface SetStats {
  readonly name: string;
  readonly offsetSeconds: number;
  /** Undefined when the set has too few songs of known energy, or too flat, to judge. */
  readonly flowCorrelation?: number;
  readonly meanKeyDistance: number;
  readonly meanTempoJump: number;
}

const mean = (values: readonly number[]): number =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

export const neighbourDistances = (songs: readonly SetlistSong[]) => {
  const keys: number[] = [];
  const tempos: number[] = [];
  for (let i = 1; i < songs.length; i++) {
    const a = songs[i - 1]!;
    const b = songs[i]!;
    if (a.key !== undefined && b.key !== undefined) keys.push(keyDistance(a.key, b.key));
    if (a.bpm !== undefined && b.bpm !== undefined) tempos.push(tempoJump(a.bpm, b.bpm));
  }
  return { keys, tempos };
};

export const measureComposition = (request: CompositionRequest, composition: Composition): SetStats[] =>
  composition.sections.map((section) => {
    // Songs of unknown energy keep their place on the curve but are not judged.
    const curve = flowCurve(request.brief.energyFlow, section.songs.length);
    const known = section.songs.flatMap((song, index) =>
      song.energy === undefined ? [] : [{ energy: song.energy, wanted: curve[index]! }],
    );
    const energies = known.map((song) => song.energy);
    const spread = energies.length === 0 ? 0 : Math.max(...energies) - Math.min(...energies);
    const judged = energies.length >= FLOW_MIN_SONGS && spread >= FLOW_MIN_ENERGY_SPREAD;
    const { keys, tempos } = neighbourDistances(section.songs);
    return {
      name: section.name,
      offsetSeconds: section.durationSeconds - section.targetSeconds,
      ...(judged
        ? {
            flowCorrelation: correlation(
              energies,
              known.map((song) => song.wanted),
            ),
          }
        : {}),
      meanKeyDistance: mean(keys),
      meanTempoJump: mean(tempos),
    };
  });

const checkVocalists = (request: CompositionRequest, songs: readonly SetlistSong[]): RuleViolation[] => {
  const names = request.brief.vocalists.map((vocalist) => vocalist.name.trim()).filter(Boolean);
  if (names.length === 0) return [];
  const violations: RuleViolation[] = [];
  const error = (message: string) => violations.push({ rule: "vocalist", severity: "error", message });
  const strangers = songs.filter((song) => song.vocalist !== undefined && !names.includes(song.vocalist));
  if (strangers.length > 0) error(`${strangers.length} song(s) led by someone not in the act`);
  if (names.length < 2) return violations;
  const unsung = songs.filter((song) => song.vocalist === undefined).length;
  if (unsung > 0) error(`${unsung} song(s) without a lead vocalist`);
  let run = 0;
  let longest = 0;
  songs.forEach((song, index) => {
    run = index > 0 && song.vocalist === songs[index - 1]!.vocalist ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  if (longest > MAX_SONGS_IN_A_ROW) error(`a vocalist leads ${longest} songs in a row`);
  const counts = names.map((name) => songs.filter((song) => song.vocalist === name).length);
  if (songs.length > 0 && Math.max(...counts) - Math.min(...counts) > 1)
    error(`lead vocals are uneven (${counts.join(" / ")})`);
  return violations;
};

export const checkComposition = (request: CompositionRequest, composition: Composition): RuleViolation[] => {
  const { brief } = request;
  const violations: RuleViolation[] = [];
  const stats = measureComposition(request, composition);
  composition.sections.forEach((section, index) => {
    const set = stats[index]!;
    const sum = section.songs.reduce((total, song) => total + song.durationSeconds, 0);
    if (sum !== section.durationSeconds)
      violations.push({
        rule: "section-total",
        severity: "error",
        section: section.name,
        message: `durationSeconds says ${section.durationSeconds} s but the songs last ${sum} s`,
      });
    if (Math.abs(set.offsetSeconds) > TIMING_TOLERANCE_SECONDS)
      violations.push({
        rule: "timing",
        severity: "error",
        section: section.name,
        message: `lasts ${sum} s for a ${section.targetSeconds} s slot (${set.offsetSeconds > 0 ? "+" : ""}${set.offsetSeconds} s)`,
      });
    if (set.flowCorrelation !== undefined && set.flowCorrelation < MIN_FLOW_CORRELATION)
      violations.push({
        rule: "energy-flow",
        severity: "error",
        section: section.name,
        message: `energy follows the ${brief.energyFlow} flow poorly (correlation ${set.flowCorrelation.toFixed(2)})`,
      });
    if (set.meanKeyDistance > MAX_MEAN_KEY_DISTANCE || set.meanTempoJump > MAX_MEAN_TEMPO_JUMP)
      violations.push({
        rule: "smoothness",
        severity: "warning",
        section: section.name,
        message: `rough transitions (mean key distance ${set.meanKeyDistance.toFixed(1)}, mean tempo jump ${set.meanTempoJump.toFixed(0)} BPM)`,
      });
  });
  if (composition.sections.length !== brief.setDurations.length)
    violations.push({
      rule: "timing",
      severity: "error",
      message: `${composition.sections.length} sets for a brief of ${brief.setDurations.length}`,
    });

  const songs = composition.sections.flatMap((section) => section.songs);
  const played = indexSongs(songs);
  for (const typed of brief.mustHaveSongs.filter((text) => text.trim()))
    if (!played.find(typed))
      violations.push({ rule: "must-have", severity: "error", message: `must-have "${typed}" is missing` });
  for (const typed of brief.songRequests.filter((text) => text.trim()))
    if (!played.find(typed))
      violations.push({ rule: "request", severity: "error", message: `request "${typed}" is missing` });

  const seen = new SongSet();
  for (const song of songs) {
    if (seen.has(song))
      violations.push({
        rule: "duplicate",
        severity: "error",
        message: `"${song.title}" by ${song.artist} is played twice`,
      });
    seen.add(song);
  }
  violations.push(...checkVocalists(request, songs));
  return violations;
};

export const errorsOf = (violations: readonly RuleViolation[]): RuleViolation[] =>
  violations.filter((violation) => violation.severity === "error");
