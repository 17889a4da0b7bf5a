import type { GeneratedSection } from "../api/types.ts";

/** Seconds as m:ss (e.g. 3:07, 44:52). */
export const formatClock = (totalSeconds: number): string => {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, "0")}`;
};

/** Minutes as "45 min" or "2 h 15 min". */
export const formatMinutes = (minutes: number): string => {
  const whole = Math.max(0, Math.round(minutes));
  if (whole < 60) return `${whole} min`;
  const rest = whole % 60;
  return rest ? `${Math.floor(whole / 60)} h ${rest} min` : `${whole / 60} h`;
};

/** A set's real length: what the server measured, else the sum of its songs. */
export const sectionSeconds = (section: GeneratedSection): number =>
  section.durationSeconds ?? section.songs.reduce((sum, song) => sum + (song.durationSeconds ?? 0), 0);

export const songCountLabel = (count: number) => `${count} ${count === 1 ? "song" : "songs"}`;
