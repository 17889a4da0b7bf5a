import { renderRoutesAt } from "@encore/ui/testing";
import { routes } from "../routes.tsx";

export { fakeApi, json, musician } from "@encore/ui/testing";

/** The remote's own routes (as the shell mounts them) at `path`, plus toasts. */
export const renderAt = (path: string) => renderRoutesAt(routes, path);

/** A repertoire as the API answers it. */
export const repertoire = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  name: `Repertoire ${id}`,
  type: "band",
  description: null,
  tags: [],
  isPublic: false,
  shareableId: null,
  defaultKey: null,
  defaultEnergy: null,
  vocalists: [],
  songCount: 0,
  createdAt: "2025-01-05T12:00:00.000Z",
  updatedAt: "2025-01-05T12:00:00.000Z",
  ...overrides,
});

/** A repertoire song as the API answers it. */
export const repertoireSong = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  repertoireId: 1,
  title: `Song ${id}`,
  artist: `Artist ${id}`,
  key: null,
  durationSeconds: null,
  genre: null,
  energy: null,
  bpm: null,
  popularity: null,
  year: null,
  language: "English",
  vocalist: null,
  notes: null,
  isActive: true,
  tags: [],
  aiStatus: "complete",
  aiConfidence: null,
  aiError: null,
  detected: {},
  createdAt: "2025-01-05T12:00:00.000Z",
  updatedAt: "2025-01-05T12:00:00.000Z",
  ...overrides,
});
