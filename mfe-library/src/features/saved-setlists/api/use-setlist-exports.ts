import { toast } from "@encore/ui";
import { useState } from "react";
import type { SavedSetlist, Song } from "../../../lib/setlist.ts";
import { createSpotifyPlaylist, downloadDocx, downloadWord } from "./setlists.ts";

/** Download and Spotify for a saved setlist, with spec §8's toasts. */
export const useSetlistExports = () => {
  const [busy, setBusy] = useState<"download" | "spotify" | null>(null);

  const download = async (setlist: Pick<SavedSetlist, "id" | "name">, via: "docx" | "word") => {
    setBusy("download");
    try {
      await (via === "docx" ? downloadDocx(setlist) : downloadWord(setlist));
      toast({
        title: "Download Started",
        description: "Your setlist document is being downloaded.",
        variant: "success",
      });
    } catch {
      toast({
        title: "Download Failed",
        description: "Failed to download setlist. Please try again.",
        variant: "destructive",
      });
    } finally {
      setBusy(null);
    }
  };

  const spotify = async (setlist: Pick<SavedSetlist, "id" | "name">, songs: readonly Song[]) => {
    if (songs.length === 0) {
      toast({
        title: "No songs found",
        description: "This setlist doesn't contain any songs to create a playlist.",
        variant: "destructive",
      });
      return;
    }
    setBusy("spotify");
    toast({ title: "Creating playlist..." });
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
    } finally {
      setBusy(null);
    }
  };

  return { busy, download, spotify };
};
