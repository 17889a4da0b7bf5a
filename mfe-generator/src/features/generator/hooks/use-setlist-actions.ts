import { toast } from "@encore/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { downloadSetlist, SETLISTS_URL, saveSetlist } from "../api/setlist-actions.ts";
import type { GeneratedSetlist } from "../api/types.ts";
import { clipboardText, shareData } from "../lib/share.ts";

/** Save, Download and Share for a generated setlist, with spec §8's toasts. */
export const useSetlistActions = (setlistId: number | string) => {
  const queryClient = useQueryClient();
  const [downloading, setDownloading] = useState(false);

  const save = useMutation({
    mutationFn: (customName: string) => saveSetlist({ setlistId, customName }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [SETLISTS_URL] });
      toast({
        title: "Setlist Saved!",
        description: "Your setlist has been saved successfully.",
        variant: "success",
      });
    },
    onError: () => {
      toast({ title: "Save Failed", description: "Failed to save setlist.", variant: "destructive" });
    },
  });

  const download = async (name: string) => {
    setDownloading(true);
    try {
      await downloadSetlist(setlistId, name);
      toast({
        title: "Download Started",
        description: "Your setlist document is being downloaded.",
        variant: "success",
      });
    } catch {
      toast({ title: "Download Failed", description: "Failed to download setlist.", variant: "destructive" });
    } finally {
      setDownloading(false);
    }
  };

  const copyToClipboard = async (setlist: GeneratedSetlist) => {
    try {
      await navigator.clipboard.writeText(clipboardText(setlist, window.location.origin));
      toast({ title: "Copied to Clipboard", description: "Setlist details copied to clipboard." });
    } catch {
      toast({ title: "Copy failed", description: "Please copy the link manually.", variant: "destructive" });
    }
  };

  /** The device's share sheet when there is one; otherwise (or when it refuses) the clipboard. */
  const share = async (setlist: GeneratedSetlist) => {
    const data = shareData(setlist);
    if (typeof navigator.share === "function" && (navigator.canShare?.(data) ?? true)) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return; // the musician closed it
      }
    }
    await copyToClipboard(setlist);
  };

  return { save, download, downloading, share };
};
