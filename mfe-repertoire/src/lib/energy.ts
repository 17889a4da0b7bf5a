/**
 * Spec §9: a song's energy is 1-10 and the editor shows it as x/10; the shared page shows x/5, so
 * there it is halved and rounded. A repertoire's defaultEnergy is already 1-5.
 */
export const energyOutOfTen = (energy: number | null | undefined): string | null =>
  energy == null ? null : `${energy}/10`;

export const energyOutOfFive = (energy: number | null | undefined): string | null =>
  energy == null ? null : `${Math.max(1, Math.round(energy / 2))}/5`;

export const defaultEnergyOutOfFive = (defaultEnergy: number | null | undefined): string | null =>
  defaultEnergy == null ? null : `${defaultEnergy}/5`;
