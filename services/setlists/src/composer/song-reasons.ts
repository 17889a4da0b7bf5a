/** One line per placed song that a musician would read: why it is there, in their words. */
import type { GenerationBrief } from "@encore/contracts";
import type { SongInsight } from "./composer-port.ts";
import { movedByFeedback } from "./fit-scoring.ts";
import { isTypedSong, type SetSong } from "./set-song.ts";

export const UNKNOWN_SONG_REASON = "Requested; not in Encore's catalog — duration estimated";
/** A repertoire song whose length neither the musician nor detection has given yet. */
export const ESTIMATED_LENGTH_REASON = "From your repertoire; length not known yet — estimated";

export interface Placement {
  readonly position: number;
  readonly setLength: number;
  readonly setIndex: number;
  readonly setCount: number;
  /** Only one song of the night is called the first dance. */
  readonly firstDance: boolean;
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const energyWord = (song: SetSong): string => {
  const energy = song.energy ?? 5;
  return energy >= 8 ? "high-energy" : energy >= 5 ? "mid-tempo" : "gentle";
};

/** "high-energy singalong", "gentle ballad", "mid-tempo soul favourite". */
export const describeSong = (song: SetSong): string => {
  const character = song.tags.includes("singalong")
    ? "singalong"
    : song.tags.includes("anthem")
      ? "anthem"
      : song.tags.includes("ballad")
        ? "ballad"
        : song.tags.includes("feel-good")
          ? "feel-good favourite"
          : `${song.genres[0] ?? "crowd"} favourite`;
  return `${energyWord(song)} ${character}`;
};

export const reasonFor = (
  song: SetSong,
  place: Placement,
  brief: GenerationBrief,
  insight?: SongInsight,
): string => {
  if (!song.known) return isTypedSong(song) ? UNKNOWN_SONG_REASON : ESTIMATED_LENGTH_REASON;
  if (song.pin === "must-have") return "Must-have";
  if (song.pin === "requested") return "Requested";
  if (movedByFeedback(insight)) return capitalise(insight.evidence.trim());
  const tags = song.tags;
  const last = place.position === place.setLength - 1;
  const finalSet = place.setIndex === place.setCount - 1;
  if (brief.eventType === "wedding") {
    if (tags.includes("last-dance") && last && finalSet) return "Last dance: sends everyone home happy";
    if (place.firstDance) return "First dance classic";
  }
  if (place.position === 0) return `Opener: ${describeSong(song)}`;
  if (last)
    return finalSet ? `Closer: ends the night on a ${describeSong(song)}` : "Closer: peak before the break";
  if (brief.actType === "choir" && tags.includes("choral")) return "Choral staple";
  if (brief.actType === "orchestra" && (tags.includes("classical") || tags.includes("orchestral")))
    return "Orchestral repertoire";
  if (tags.includes("ballad") || tags.includes("slow")) return "Breather: lets the room catch its breath";
  if (brief.hornSection && tags.includes("horns") && (song.energy ?? 0) >= 6)
    return "Shows off the horn section";
  if (brief.eventType === "wedding" && tags.includes("ceremony")) return "Ceremony favourite";
  if ((brief.eventType === "wedding" || brief.eventType === "restaurant") && tags.includes("dinner"))
    return "Dinner-friendly";
  if (brief.eventType === "festival" && tags.includes("anthem")) return "Festival anthem";
  if (brief.eventType === "corporate" && tags.includes("feel-good")) return "Feel-good and office-safe";
  if ((song.energy ?? 0) >= 8) return "Dance-floor filler";
  if (tags.includes("singalong")) return "Crowd singalong";
  return capitalise(describeSong(song));
};
