import { toast } from "@encore/ui";
import { useState } from "react";
import { serverMessage } from "../../../api/server-message.ts";
import type { SubmittedDetails } from "../components/details-form.tsx";

/**
 * Saves the details form with `save`: tells the musician how it went in a toast and answers whether it
 * saved, as the form's `onSubmit` expects; `saving` is true while it runs.
 */
export function useDetailsSave(
  save: (details: SubmittedDetails) => Promise<void>,
  toasts: { readonly saved: string; readonly failed: string },
) {
  const [saving, setSaving] = useState(false);
  const submit = async (details: SubmittedDetails) => {
    setSaving(true);
    try {
      await save(details);
      toast({ title: toasts.saved, variant: "success" });
      return true;
    } catch (error) {
      toast({ title: toasts.failed, description: serverMessage(error) ?? undefined, variant: "destructive" });
      return false;
    } finally {
      setSaving(false);
    }
  };
  return { saving, submit };
}
