import { toast } from "@encore/ui";
import { useExportActions } from "@encore/ui/export";
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
  const actions = useExportActions("repertoire");

  const download = (repertoire: Target) => actions.download(() => downloadWord(repertoire));

  const spotify = (repertoire: Target, songs: readonly SongRef[]) =>
    actions.spotify(songs, async () => {
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
      }
    });

  return { busy: actions.busy, download, spotify };
};
