import { ApiError } from "@encore/shell/api-client";

/**
 * Spec §8 'Playlist' on repertoire/setlist views: a message containing 'Spotify not connected' or
 * '401:', or a 401 status, asks the musician to connect Spotify; anything else is a plain error.
 */
export const needsSpotifyConnection = (error: unknown): boolean => {
  if (error instanceof ApiError && error.status === 401) return true;
  const message = error instanceof Error ? error.message : String(error);
  return message.includes("Spotify not connected") || message.includes("401:");
};

/** Spec §7: the Spotify sign-in popup is 500×600. */
export const SPOTIFY_POPUP_FEATURES = "width=500,height=600";

export const spotifyAuthUrl = (userId: string | number) =>
  `/api/spotify/auth?userId=${encodeURIComponent(String(userId))}`;
