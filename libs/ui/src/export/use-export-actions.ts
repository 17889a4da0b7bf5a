import { toast } from "@encore/ui";
import { useState } from "react";

export type ExportAction = "download" | "spotify";

/**
 * The Word download and Spotify playlist buttons of a setlist or repertoire (spec §8's toasts); `noun`
 * names the thing in the download toasts. One runs at a time: `busy` names it.
 */
export function useExportActions(noun: string) {
  const [busy, setBusy] = useState<ExportAction | null>(null);

  const download = async (save: () => Promise<void>) => {
    setBusy("download");
    try {
      await save();
      toast({
        title: "Download Started",
        description: `Your ${noun} document is being downloaded.`,
        variant: "success",
      });
    } catch {
      toast({
        title: "Download Failed",
        description: `Failed to download ${noun}. Please try again.`,
        variant: "destructive",
      });
    } finally {
      setBusy(null);
    }
  };

  /** Runs `create` (which toasts its own outcome) unless there are no songs to put in a playlist. */
  const spotify = async (songs: readonly unknown[], create: () => Promise<void>) => {
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
      await create();
    } finally {
      setBusy(null);
    }
  };

  return { busy, download, spotify };
}
