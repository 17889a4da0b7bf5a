import { toast } from "@encore/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import {
  clearVocalistAssignments,
  repertoiresQueryKey,
  repertoireUrl,
  updateRepertoire,
} from "../../../api/repertoires.ts";
import { songsUrl } from "../../../api/songs.ts";
import type { Vocalist } from "../../../lib/repertoire.ts";
import { removedVocalists, sameVocalists } from "../../../lib/repertoire-form.ts";

/** Spec §7: a removed vocalist's songs lose the assignment; a failure is only logged. */
const clearRemoved = async (
  repertoireId: number,
  before: readonly Vocalist[],
  after: readonly Vocalist[],
) => {
  for (const name of removedVocalists(before, after)) {
    await clearVocalistAssignments(repertoireId, name).catch((error: unknown) =>
      console.error(`[encore] could not clear ${name}'s songs:`, error),
    );
  }
};

/** Spec §9: vocalist changes are saved after a 1-second pause in edit mode. */
export const VOCALIST_AUTO_SAVE_MS = 1000;

/**
 * Saves `vocalists` (already stripped of blank names) once they have not changed for a second;
 * a removed vocalist's songs lose the assignment (clear-vocalist-assignments: failure only logged).
 * `enabled` is false while the field is hidden or there is no repertoire yet.
 */
export const useVocalistAutoSave = (
  repertoireId: number | null,
  saved: readonly Vocalist[],
  vocalists: readonly Vocalist[],
  enabled: boolean,
) => {
  const queryClient = useQueryClient();
  const lastSaved = useRef<readonly Vocalist[]>(saved);
  const [status, setStatus] = useState<string | null>(null);

  // The list is rebuilt on every render; its text is what changes.
  const signature = JSON.stringify(vocalists);
  useEffect(() => {
    const vocalists = JSON.parse(signature) as Vocalist[];
    if (!enabled || repertoireId === null || sameVocalists(lastSaved.current, vocalists)) return;
    const timer = setTimeout(async () => {
      const before = lastSaved.current;
      if (sameVocalists(before, vocalists)) return; // saved meanwhile by Save Changes
      setStatus("Saving...");
      try {
        await updateRepertoire(repertoireId, { vocalists });
        lastSaved.current = vocalists;
        setStatus("Vocalists saved");
        await clearRemoved(repertoireId, before, vocalists);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: [repertoireUrl(repertoireId)] }),
          queryClient.invalidateQueries({ queryKey: [songsUrl(repertoireId)] }),
          queryClient.invalidateQueries({ queryKey: repertoiresQueryKey }),
        ]);
      } catch {
        setStatus(null);
        toast({ title: "Failed to update repertoire", variant: "destructive" });
      }
    }, VOCALIST_AUTO_SAVE_MS);
    return () => clearTimeout(timer);
  }, [enabled, repertoireId, signature, queryClient]);

  /** After Save Changes: those vocalists are saved, and the removed ones' songs are cleared. */
  const markSaved = async (next: readonly Vocalist[]) => {
    const before = lastSaved.current;
    lastSaved.current = next;
    if (repertoireId !== null) await clearRemoved(repertoireId, before, next);
  };

  return { status, markSaved };
};
