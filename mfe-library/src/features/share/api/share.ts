import { apiRequest } from "@encore/shell/api-client";

export interface ShareLink {
  readonly shareUrl: string;
  /** A PNG data URL of the QR code for shareUrl. */
  readonly qrCode: string;
}

/** POST /api/setlists/{id}/share (spec §7): makes the setlist publicly viewable by link. */
export const createShareLink = async (setlistId: number): Promise<ShareLink> => {
  const response = await apiRequest("POST", `/api/setlists/${encodeURIComponent(String(setlistId))}/share`);
  return (await response.json()) as ShareLink;
};
