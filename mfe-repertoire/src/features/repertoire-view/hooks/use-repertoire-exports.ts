import { toast } from "@encore/ui";
import { useState } from "react";
import { createSpotifyPlaylist, downloadWord } from "../../../api/exports.ts";
import { needsSpotifyConnection, SPOTIFY_POPUP_FEATURES, spotifyAuthUrl } from "../lib/spotify-errors.ts";

type Target = { readonly id: number; readonly name: string };
type SongRef = { readonly title: string; readonly artist: string };

const popupBlocked = () =>
  toast({ title: "Popup Blocked", description: "Please allow popups and try again", variant: "destructive" });

/** Opens Spotify's sign-in in a 500×600 popup, with spec §8's toasts when it cannot. */
const connectSpotify = (userId: string | number | null) => {
  if (!window.localStorage.getItem("auth_token") && userId === null) {
    toast({
      title: "Authentication Required",
      description: "You need to be logged in to connect Spotify",
      variant: "destructive",
    });
    return;
  }
  if (userId === null) {
    toast({
      title: "Token Error",
      description: "Authentication token is invalid. Please refresh the page.",
      variant: "destructive",
    });
    return;
  }
  const popup = window.open(spotifyAuthUrl(userId), "spotify-auth", SPOTIFY_POPUP_FEATURES);
  if (!popup) popupBlocked();
};

/** The view's Spotify and Word buttons (spec §2 'Repertoire view', §8). */
export const useRepertoireExports = (userId: string | number | null) => {
  const [busy, setBusy] = useState<"download" | "spotify" | null>(null);

  const download = async (repertoire: Target) => {
    setBusy("download");
    try {
      await downloadWord(repertoire);
      toast({
        title: "Download Started",
        description: "Your repertoire document is being downloaded.",
        variant: "success",
      });
    } catch {
      toast({
        title: "Download Failed",
        description: "Failed to download repertoire. Please try again.",
        variant: "destructive",
      });
    } finally {
      setBusy(null);
    }
  };

  const spotify = async (repertoire: Target, songs: readonly SongRef[]) => {
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
      const result = await createSpotifyPlaylist(repertoire, songs);
      const tracks = result.tracksAdded ?? songs.length;
      const url = result.playlistUrl;
      const opened = url ? window.open(url, "_blank", "noopener") : null;
      toast({
        title: "Playlist created!",
        description: `${tracks} ${tracks === 1 ? "track" : "tracks"} added to Spotify.`,
        variant: "success",
        ...(url && !opened
          ? { action: { label: "Open Playlist", onClick: () => window.open(url, "_blank", "noopener") } }
          : {}),
      });
    } catch (error) {
      if (needsSpotifyConnection(error)) {
        toast({
          title: "Connect Spotify Account",
          description: "Connect your Spotify account to create playlists.",
          action: { label: "Connect Spotify", onClick: () => connectSpotify(userId) },
        });
      } else {
        toast({
          title: "Error",
          description: "Failed to create Spotify playlist. Please try again.",
          variant: "destructive",
        });
      }
    } finally {
      setBusy(null);
    }
  };

  return { busy, download, spotify };
};
