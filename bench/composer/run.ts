/**
 * Composer benchmark: random valid briefs over the whole real catalog, checked by the composer's rules,
 * and the generation time of the largest brief (5 sets × 180 min). Prints a report and writes the
 * section "## Composer: quality and speed" of docs/benchmarks.md (just above "## Latest run").
 *
 *   npm run bench:composer                 # 1000 briefs + 200 timed large briefs, writes the doc
 *   npm run bench:composer -- --no-write   # print only
 *   npm run bench:composer -- --briefs=200
 */
import { catalog } from "@encore/catalog";
import { ENERGY_FLOWS, type EnergyFlow, type GenerationBrief } from "@encore/contracts";
import type { CompositionRequest } from "../../services/setlists/src/composer/composer-port.ts";
import { composeSetlist } from "../../services/setlists/src/composer/local-composer.ts";
import {
  checkComposition,
  errorsOf,
  measureComposition,
  neighbourDistances,
} from "../../services/setlists/src/composer/rules.ts";
import { seededRandom, shuffled } from "../../services/setlists/src/composer/seeded-random.ts";
import { randomBrief } from "../../services/setlists/src/composer/testing/random-brief.ts";
import { writeBenchmarksSection } from "../benchmarks-doc.ts";
import { summarize } from "../stats.ts";

const args = process.argv.slice(2);
const write = !args.includes("--no-write");
const briefCount = Number(args.find((arg) => arg.startsWith("--briefs="))?.split("=")[1] ?? 1000);
const timedCount = Number(args.find((arg) => arg.startsWith("--timed="))?.split("=")[1] ?? 200);
const HEADING = "## Composer: quality and speed";

const mean = (values: readonly number[]) =>
  values.length === 0 ? Number.NaN : values.reduce((sum, value) => sum + value, 0) / values.length;
const pct = (part: number, whole: number) => (whole === 0 ? 100 : (100 * part) / whole);

// Quality over random briefs.
const random = seededRandom(20261121);
let sets = 0;
let setsWithin = 0;
let setsBeyond90 = 0;
let worstOffset = 0;
let pinnedAsked = 0;
let pinnedMissing = 0;
let duplicates = 0;
let vocalistBriefs = 0;
let vocalistViolations = 0;
let otherErrors = 0;
const correlations: Record<EnergyFlow, number[]> = { build: [], wave: [], high: [] };
const keyJumps: number[] = [];
const tempoJumps: number[] = [];
const randomKeyJumps: number[] = [];
const randomTempoJumps: number[] = [];
const briefTimes: number[] = [];
const failures: string[] = [];

for (let round = 0; round < briefCount; round++) {
  const brief = randomBrief(random, catalog);
  const request: CompositionRequest = { brief, candidates: catalog, seed: round };
  const started = performance.now();
  const composition = composeSetlist(request);
  briefTimes.push(performance.now() - started);
  const stats = measureComposition(request, composition);
  const errors = errorsOf(checkComposition(request, composition));
  for (const set of stats) {
    sets++;
    const offset = Math.abs(set.offsetSeconds);
    if (offset <= 30) setsWithin++;
    if (offset > 90) setsBeyond90++;
    worstOffset = Math.max(worstOffset, offset);
    if (set.flowCorrelation !== undefined) correlations[brief.energyFlow].push(set.flowCorrelation);
  }
  for (const section of composition.sections) {
    const ordered = neighbourDistances(section.songs);
    keyJumps.push(...ordered.keys);
    tempoJumps.push(...ordered.tempos);
    const baseline = neighbourDistances(shuffled(random, section.songs));
    randomKeyJumps.push(...baseline.keys);
    randomTempoJumps.push(...baseline.tempos);
  }
  pinnedAsked += brief.mustHaveSongs.length + brief.songRequests.length;
  pinnedMissing += errors.filter((error) => error.rule === "must-have" || error.rule === "request").length;
  duplicates += errors.filter((error) => error.rule === "duplicate").length;
  if (brief.vocalists.length >= 2) vocalistBriefs++;
  vocalistViolations += errors.filter((error) => error.rule === "vocalist").length;
  const others = errors.filter(
    (error) => !["timing", "must-have", "request", "duplicate", "vocalist"].includes(error.rule),
  );
  otherErrors += others.length;
  if (errors.length > 0 && failures.length < 5)
    failures.push(`${errors.map((error) => error.message).join("; ")} — ${JSON.stringify(brief)}`);
}

// Speed of the largest brief: 5 sets × 180 minutes.
const timeRandom = seededRandom(7);
const largest = (): GenerationBrief => ({
  ...randomBrief(timeRandom, catalog),
  numberOfSets: 5,
  setDurations: [180, 180, 180, 180, 180],
});
for (let warm = 0; warm < 20; warm++) composeSetlist({ brief: largest(), candidates: catalog, seed: warm });
const largeTimes: number[] = [];
for (let round = 0; round < timedCount; round++) {
  const request = { brief: largest(), candidates: catalog, seed: 1000 + round };
  const started = performance.now();
  composeSetlist(request);
  largeTimes.push(performance.now() - started);
}
const large = summarize(largeTimes);
const all = summarize(briefTimes);

const within = pct(setsWithin, sets);
const verdict = (ok: boolean) => (ok ? "PASS" : "MISS");
const rows: [string, string, string, string][] = [
  [
    "Sets within ±30 s of target",
    `${within.toFixed(2)} % (${setsWithin}/${sets})`,
    "≥ 99 %",
    verdict(within >= 99),
  ],
  ["Sets beyond ±90 s", `${setsBeyond90} (worst ${worstOffset} s)`, "none", verdict(setsBeyond90 === 0)],
  [
    "Must-haves and requests present",
    `${pct(pinnedAsked - pinnedMissing, pinnedAsked).toFixed(2)} % (${pinnedAsked - pinnedMissing}/${pinnedAsked})`,
    "100 %",
    verdict(pinnedMissing === 0),
  ],
  ["Songs played twice", `${duplicates}`, "0", verdict(duplicates === 0)],
  [
    "Vocalist rule violations",
    `${vocalistViolations} (${vocalistBriefs} briefs with ≥ 2 vocalists)`,
    "0",
    verdict(vocalistViolations === 0),
  ],
  ["Other rule errors (energy flow, totals)", `${otherErrors}`, "0", verdict(otherErrors === 0)],
  [
    "Generation time, 5 × 180 min (p50 / p95 / max)",
    `${large.p50.toFixed(1)} / ${large.p95.toFixed(1)} / ${large.max.toFixed(1)} ms`,
    "p95 ≤ 50 ms",
    verdict(large.p95 <= 50),
  ],
];
const flowRows = ENERGY_FLOWS.map(
  (flow) =>
    `| ${flow} | ${correlations[flow].length} | ${mean(correlations[flow]).toFixed(2)} | ${Math.min(...correlations[flow]).toFixed(2)} |`,
);
const table = (header: string[], body: string[][]) =>
  [
    `| ${header.join(" | ")} |`,
    `| ${header.map(() => "---").join(" | ")} |`,
    ...body.map((row) => `| ${row.join(" | ")} |`),
  ].join("\n");

const when = new Date().toISOString().slice(0, 16).replace("T", " ");
const section = `${HEADING}

_Generated by \`npm run bench:composer\` on ${when} UTC: ${briefCount} random valid briefs (every act, event, audience and venue type, 1–5 sets of 15–180 min, 0–5 vocalists, must-haves and requests typed four ways from the catalog plus unknown titles, every flow, a seed each) composed by the local composer over the whole real catalog (**${catalog.length} songs**), each checked by \`checkComposition\`; then ${timedCount} briefs of 5 sets × 180 min timed after a warm-up (one core, \`node --import tsx\`)._

${table(["measure", "result", "target", ""], rows)}

Energy flow, Pearson correlation of each judged set (≥ 6 songs of known energy, spread ≥ 3) with its flow's curve (rule threshold 0.4):

| flow | sets | mean | min |
| --- | --- | --- | --- |
${flowRows.join("\n")}

Smoothness between neighbours, against the same sets shuffled: mean key distance on the circle of fifths **${mean(keyJumps).toFixed(2)}** (random order ${mean(randomKeyJumps).toFixed(2)}), mean tempo jump **${mean(tempoJumps).toFixed(1)} BPM** (random order ${mean(randomTempoJumps).toFixed(1)} BPM). All ${briefCount} briefs: generation p50 ${all.p50.toFixed(1)} ms, p95 ${all.p95.toFixed(1)} ms, max ${all.max.toFixed(1)} ms.
`;

console.log(section);
if (failures.length > 0) console.log(`First failures:\n${failures.join("\n")}`);

if (write) writeBenchmarksSection(HEADING, section);
