import { apiRequest } from "@encore/shell/api-client";
import { saveBlob } from "@encore/ui/export";

export const SETLISTS_URL = "/api/setlists";

/** POST /api/setlists/save (spec §7): the custom name falls back to the setlist's own. */
export const saveSetlist = async ({
  setlistId,
  customName,
}: {
  setlistId: number | string;
  customName: string;
}) => {
  await apiRequest("POST", `${SETLISTS_URL}/save`, { setlistId, customName });
};

/** Characters no file system accepts in a name; the rest of the setlist name is kept as typed. */
export const downloadFileName = (setlistName: string) =>
  `${setlistName.replace(/[\\/:*?"<>|]+/g, "-").trim() || "setlist"}.docx`;

/** GET /api/setlists/{id}/download (spec §7): the Word document, saved as '<setlist name>.docx'. */
export const downloadSetlist = async (setlistId: number | string, setlistName: string) => {
  const response = await apiRequest(
    "GET",
    `${SETLISTS_URL}/${encodeURIComponent(String(setlistId))}/download`,
  );
  saveBlob(await response.blob(), downloadFileName(setlistName));
};
