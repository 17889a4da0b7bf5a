import { renderRoutesAt } from "@encore/ui/testing";
import { routes } from "../routes.tsx";

export { fakeApi, json, musician } from "@encore/ui/testing";

/** The remote's own routes (as the shell mounts them) at `path`, plus toasts. */
export const renderAt = (path: string) => renderRoutesAt(routes, path);

const song = (title: string, artist: string, durationSeconds: number, key?: string, vocalist?: string) => ({
  title,
  artist,
  durationSeconds,
  ...(key ? { key } : {}),
  ...(vocalist ? { vocalist } : {}),
});

/** A saved setlist as GET /api/setlists answers it. */
export const savedSetlist = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  name: `Setlist ${id}`,
  eventType: "wedding",
  duration: 90,
  durationType: "minutes",
  folder: "General",
  songs: [],
  vocalists: [
    { name: "Ana", gender: "female" },
    { name: "Ben", gender: "male" },
  ],
  setlistContent: [
    {
      name: "Set 1",
      durationSeconds: 630,
      songs: [
        song("At Last", "Etta James", 182, "F", "Ana"),
        song("September", "Earth, Wind & Fire", 215, "A", "Ben"),
        song("Valerie", "Amy Winehouse", 233, "Eb"),
      ],
    },
  ],
  createdAt: "2025-01-05T12:00:00.000Z",
  songCount: 3,
  venueCity: "York",
  venueCountry: "UK",
  version: 2,
  ...overrides,
});
