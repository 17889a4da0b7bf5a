/**
 * Lead vocals across the whole setlist: each song goes to the vocalist with the fewest songs so far,
 * never the one who sang the song before when another can, so counts differ by at most one and nobody
 * sings twice in a row. Songs carry no singer gender yet, so the split is not gender-aware.
 * A song whose lead the musician chose (`musiciansChoices[i]`, one of the vocalists) keeps it, and counts.
 */
import type { Vocalist } from "@encore/contracts";
import { type Random, shuffled } from "./seeded-random.ts";

export const assignVocalists = (
  songCount: number,
  vocalists: readonly Vocalist[],
  random: Random,
  musiciansChoices: readonly (string | undefined)[] = [],
): (string | undefined)[] => {
  const names = vocalists.map((vocalist) => vocalist.name.trim()).filter((name) => name.length > 0);
  if (names.length === 0) return Array.from({ length: songCount }, () => undefined);
  const byName = new Map(names.map((name) => [name.toLowerCase(), name]));
  const fixed = Array.from({ length: songCount }, (_, i) =>
    byName.get(musiciansChoices[i]?.trim().toLowerCase() ?? ""),
  );
  // The seed decides who starts and who wins ties.
  const turn = shuffled(random, names);
  const sung = new Map(turn.map((name) => [name, 0]));
  const assigned: string[] = [];
  for (let i = 0; i < songCount; i++) {
    const previous = assigned[i - 1];
    const musiciansChoice = fixed[i];
    if (musiciansChoice !== undefined) {
      sung.set(musiciansChoice, sung.get(musiciansChoice)! + 1);
      assigned.push(musiciansChoice);
      continue;
    }
    let chosen = turn[0]!;
    for (const name of turn) {
      const better =
        sung.get(name)! < sung.get(chosen)! ||
        (sung.get(name)! === sung.get(chosen)! && chosen === previous && name !== previous);
      if (better) chosen = name;
    }
    sung.set(chosen, sung.get(chosen)! + 1);
    assigned.push(chosen);
  }
  return assigned;
};
