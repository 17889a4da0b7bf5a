import { toast } from "@encore/ui";
import { confirmOrRefusal, type SetupToConfirm } from "../api/confirm-subscription.ts";

/**
 * Confirms a card setup with the server and says how it went (spec §8): 'Subscription Activated!'
 * or 'Subscription Error'. Whether it succeeded; a thrown error is the caller's 'Setup Error'.
 */
export const confirmAndAnnounce = async (setup: SetupToConfirm): Promise<boolean> => {
  const confirmed = await confirmOrRefusal(setup);
  if (!confirmed.success) {
    toast({
      title: "Subscription Error",
      description: confirmed.error || "Failed to activate subscription",
      variant: "destructive",
    });
    return false;
  }
  toast({
    title: "Subscription Activated!",
    description: "Welcome to the premium plan! Your payment method has been saved.",
    variant: "success",
  });
  return true;
};
