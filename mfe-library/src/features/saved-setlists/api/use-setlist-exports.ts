import { toast } from "@encore/ui";
import { useExportActions } from "@encore/ui/export";
import type { SavedSetlist, Song } from "../../../lib/setlist.ts";
import { createSpotifyPlaylist, downloadDocx, downloadWord } from "./setlists.ts";

/** Download and Spotify for a saved setlist, with spec §8's toasts. */
export const useSetlistExports = () => {
  const actions = useExportActions("setlist");

  const download = (setlist: Pick<SavedSetlist, "id" | "name">, via: "docx" | "word") =>
    actions.download(() => (via === "docx" ? downloadDocx(setlist) : downloadWord(setlist)));

  const spotify = (setlist: Pick<SavedSetlist, "id" | "name">, songs: readonly Song[]) =>
    actions.spotify(songs, async () => {
      try {
        const result = await createSpotifyPlaylist(setlist, songs);
        toast({
          title: "Playlist created!",
          description: `${result.tracksAdded ?? songs.length} tracks added to Spotify.`,
          variant: "success",
        });
        if (result.playlistUrl) window.open(result.playlistUrl, "_blank", "noopener");
      } catch {
        toast({
          title: "Spotify Error",
          description: "Failed to create Spotify playlist. Please try again.",
          variant: "destructive",
        });
      }
    });

  return { busy: actions.busy, download, spotify };
};
