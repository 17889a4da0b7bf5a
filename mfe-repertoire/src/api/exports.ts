import { apiRequest } from "@encore/shell/api-client";
import { saveBlob, wordFileName } from "@encore/ui/export";
import { repertoireUrl } from "./repertoires.ts";

/** Spec §7: the Word file is saved as '{sanitised name}_repertoire.docx'. */
export const repertoireFileName = (name: string) => wordFileName(name, "repertoire");

/** GET /api/repertoires/{id}/download, saved under the spec's file name. */
export const downloadWord = async (repertoire: { readonly id: number; readonly name: string }) => {
  const response = await apiRequest("GET", `${repertoireUrl(repertoire.id)}/download`);
  saveBlob(await response.blob(), repertoireFileName(repertoire.name));
};

export interface PlaylistResult {
  readonly playlistUrl?: string;
  readonly tracksAdded?: number;
  readonly message?: string;
}

/** POST /api/spotify/create-playlist with '{name} (Repertoire)' (spec §7). */
export const createSpotifyPlaylist = async (
  repertoire: { readonly id: number; readonly name: string },
  songs: ReadonlyArray<{ readonly title: string; readonly artist: string }>,
): Promise<PlaylistResult> => {
  const response = await apiRequest("POST", "/api/spotify/create-playlist", {
    repertoireId: repertoire.id,
    playlistName: `${repertoire.name} (Repertoire)`,
    songs: songs.map(({ title, artist }) => ({ title, artist })),
  });
  return (await response.json()) as PlaylistResult;
};

export interface ShareLink {
  readonly shareUrl: string;
  /** A PNG data URL of the QR code for shareUrl. */
  readonly qrCode: string;
}

/** POST /api/repertoires/{id}/share: makes the repertoire publicly viewable by link. */
export const createShareLink = async (repertoireId: number): Promise<ShareLink> => {
  const response = await apiRequest("POST", `${repertoireUrl(repertoireId)}/share`);
  return (await response.json()) as ShareLink;
};
