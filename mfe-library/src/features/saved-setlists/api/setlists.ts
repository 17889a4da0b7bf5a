import { ApiError, apiGet, apiRequest } from "@encore/shell/api-client";
import { saveBlob, wordFileName } from "@encore/ui/export";
import { queryOptions } from "@tanstack/react-query";
import type { SavedSetlist } from "../../../lib/setlist.ts";

export const SETLISTS_URL = "/api/setlists";
/** The same key the generator invalidates after a save, so a fresh save shows up here. */
export const setlistsQueryKey = [SETLISTS_URL] as const;

const setlistUrl = (id: number | string) => `${SETLISTS_URL}/${encodeURIComponent(String(id))}`;

/** GET /api/setlists (spec §7): every saved setlist of the musician; single views pick by id. */
export const setlistsQuery = () =>
  queryOptions({
    queryKey: setlistsQueryKey,
    queryFn: async ({ signal }) => {
      const body = await apiGet<SavedSetlist[] | { setlists: SavedSetlist[] }>(SETLISTS_URL, { signal });
      const list = Array.isArray(body) ? body : (body.setlists ?? []);
      return list.map((setlist) => ({ ...setlist, id: Number(setlist.id) }));
    },
  });

/** PATCH /api/setlists/{id}: rename or move (spec §7). */
export const patchSetlist = async (id: number, change: { name?: string; folder?: string }) => {
  await apiRequest("PATCH", setlistUrl(id), change);
};

/** DELETE /api/setlists/{id}. */
export const deleteSetlist = async (id: number) => {
  await apiRequest("DELETE", setlistUrl(id));
};

/** Spec §7 '/docx': lowercase letters, digits and underscores, then '-setlist.docx'. */
export const docxFileName = (name: string) =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "_")
      .replace(/^_+|_+$/g, "") || "setlist"
  }-setlist.docx`;

/** Spec §7 '/download' from the setlist view: '{sanitised name}_setlist.docx'. */
export const setlistFileName = (name: string) => wordFileName(name, "setlist");

/** GET /api/setlists/{id}/docx (the saved list's Download DOCX). */
export const downloadDocx = async (setlist: Pick<SavedSetlist, "id" | "name">) => {
  const response = await apiRequest("GET", `${setlistUrl(setlist.id)}/docx`);
  saveBlob(await response.blob(), docxFileName(setlist.name));
};

/** GET /api/setlists/{id}/download (the setlist view's Download Word Doc). */
export const downloadWord = async (setlist: Pick<SavedSetlist, "id" | "name">) => {
  const response = await apiRequest("GET", `${setlistUrl(setlist.id)}/download`);
  saveBlob(await response.blob(), setlistFileName(setlist.name));
};

export interface PlaylistResult {
  readonly playlistUrl?: string;
  readonly tracksAdded?: number;
  readonly message?: string;
}

/** POST /api/spotify/create-playlist (spec §7): answers 503 until Spotify is configured (issue 5). */
export const createSpotifyPlaylist = async (
  setlist: Pick<SavedSetlist, "id" | "name">,
  songs: ReadonlyArray<{ title: string; artist: string }>,
): Promise<PlaylistResult> => {
  const response = await apiRequest("POST", "/api/spotify/create-playlist", {
    setlistId: setlist.id,
    playlistName: `${setlist.name} (Setlist)`,
    songs: songs.map(({ title, artist }) => ({ title, artist })),
  });
  return (await response.json()) as PlaylistResult;
};

/** The server's own words from an ApiError ("409: {\"error\":\"…\"}" → "…"), else null. */
export const serverMessage = (error: unknown): string | null => {
  if (!(error instanceof ApiError)) return null;
  const body = error.message.replace(/^\d{3}:\s*/, "");
  try {
    const parsed = JSON.parse(body) as { error?: unknown; message?: unknown };
    if (typeof parsed.error === "string") return parsed.error;
    if (typeof parsed.message === "string") return parsed.message;
  } catch {
    // plain text
  }
  return body || null;
};
