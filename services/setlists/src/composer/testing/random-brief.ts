/** Test and benchmark fixture: random valid briefs, with must-haves drawn from the candidates. */

import type { CatalogSong } from "@encore/catalog";
import {
  ACT_TYPES,
  AUDIENCE_TYPES,
  ENERGY_FLOWS,
  EVENT_TYPES,
  type GenerationBrief,
  VENUE_TYPES,
  VOCALIST_GENDERS,
} from "@encore/contracts";
import { type Random, randomInt, randomPick } from "../seeded-random.ts";

const COUNTRIES = ["Portugal", "Ireland", "United Kingdom", "Spain", "Germany", "United States", "Mexico"];
const UNKNOWN_TITLES = [
  "Our Song (Live at the Barn)",
  "Grandma's Lullaby",
  "The Kraken Waltz - The Eels",
  "Zebra Stripes by Nobody",
];

/** How a musician might type a song they know. */
const typed = (random: Random, song: CatalogSong): string => {
  switch (randomInt(random, 0, 3)) {
    case 0:
      return `${song.title} - ${song.artist}`;
    case 1:
      return `${song.artist} - ${song.title}`;
    case 2:
      return `${song.title} by ${song.artist}`;
    default:
      return song.title;
  }
};

export const randomBrief = (random: Random, candidates: readonly CatalogSong[]): GenerationBrief => {
  const numberOfSets = randomInt(random, 1, 5);
  const setDurations = Array.from({ length: numberOfSets }, () => randomInt(random, 15, 180));
  const totalMinutes = setDurations.reduce((sum, minutes) => sum + minutes, 0);
  // Must-haves that fit: about one per 12 minutes at most, so a brief is always feasible.
  const mustHaveCount = randomInt(random, 0, Math.min(5, Math.floor(totalMinutes / 12)));
  const mustHaveSongs = Array.from({ length: mustHaveCount }, () =>
    typed(random, randomPick(random, candidates)),
  );
  if (mustHaveCount > 0 && random() < 0.3) mustHaveSongs.push(randomPick(random, UNKNOWN_TITLES));
  const songRequests =
    totalMinutes >= 45 && random() < 0.4 ? [typed(random, randomPick(random, candidates))] : [];
  const vocalists = Array.from({ length: randomInt(random, 0, 5) }, (_, index) => ({
    name: `Singer ${index + 1}`,
    gender: randomPick(random, VOCALIST_GENDERS),
  }));
  return {
    ...(random() < 0.5 ? { actName: "The Encores" } : {}),
    ...(random() < 0.9 ? { actType: randomPick(random, ACT_TYPES) } : {}),
    eventType: randomPick(random, EVENT_TYPES),
    audienceType: randomPick(random, AUDIENCE_TYPES),
    numberOfSets,
    setDurations,
    vocalists,
    hornSection: random() < 0.2,
    energyFlow: randomPick(random, ENERGY_FLOWS),
    mustHaveSongs,
    songRequests,
    ...(random() < 0.7 ? { venueCountry: randomPick(random, COUNTRIES) } : {}),
    ...(random() < 0.7 ? { venueType: randomPick(random, VENUE_TYPES) } : {}),
    selectedRepertoireIds: [],
  };
};

/** A plain brief to vary in tests. */
export const weddingBrief = (overrides: Partial<GenerationBrief> = {}): GenerationBrief => ({
  eventType: "wedding",
  audienceType: "mixed",
  numberOfSets: 2,
  setDurations: [45, 45],
  vocalists: [],
  hornSection: false,
  energyFlow: "build",
  mustHaveSongs: [],
  songRequests: [],
  selectedRepertoireIds: [],
  ...overrides,
});
