import { apiRequest } from "@encore/shell/api-client";
import type { putBody } from "../lib/edit-form.ts";

const setlistUrl = (id: number) => `/api/setlists/${encodeURIComponent(String(id))}`;

/** PUT /api/setlists/{id} (spec §7): name and songs; 409 when someone saved a newer version first. */
export const saveSetlistEdits = async (id: number, body: ReturnType<typeof putBody>) => {
  await apiRequest("PUT", setlistUrl(id), body);
};

/** A replacement the composer suggests (spec §3 'Song suggestion'). */
export interface SongSuggestion {
  readonly title: string;
  readonly artist: string;
  readonly key?: string | null;
  readonly durationMinutes?: number | null;
  readonly durationSeconds?: number | null;
  readonly vocalist?: string | null;
  readonly reason?: string | null;
}

/** POST /api/setlists/{id}/songs/{index}/replace with an empty body: the suggestions. */
export const fetchSuggestions = async (id: number, index: number): Promise<SongSuggestion[]> => {
  const response = await apiRequest("POST", `${setlistUrl(id)}/songs/${index}/replace`);
  const body = (await response.json()) as SongSuggestion[] | { suggestions?: SongSuggestion[] };
  return Array.isArray(body) ? body : (body.suggestions ?? []);
};
