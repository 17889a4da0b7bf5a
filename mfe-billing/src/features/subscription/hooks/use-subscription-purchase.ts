import { toast } from "@encore/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { quotaQueryKey } from "../../quota/api/quota-status.ts";
import { createSubscription } from "../api/create-subscription.ts";
import { subscriptionStatusQueryKey } from "../api/subscription-status.ts";
import type { PlanId } from "../api/types.ts";
import { type PendingPayment, pendingPayment } from "../lib/purchase.ts";
import { serverMessage } from "../lib/server-message.ts";

/** After a change of plan: the status card and the quota banner ask again. */
export const useRefreshSubscription = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: subscriptionStatusQueryKey }),
      queryClient.invalidateQueries({ queryKey: quotaQueryKey }),
    ]);
};

/**
 * Spec §4 'Subscription purchase': no plan → plan chosen (create request) → with all three response
 * fields the payment form shows; missing fields or an error clear the selection with a toast (§8);
 * after payment success the selection clears and the status is fetched again.
 */
export const useSubscriptionPurchase = () => {
  const [pending, setPending] = useState<PendingPayment | null>(null);
  const refresh = useRefreshSubscription();
  const create = useMutation({
    mutationFn: (plan: PlanId) => createSubscription(plan),
    onMutate: () => setPending(null),
    onSuccess: (created, plan) => {
      const next = pendingPayment(plan, created);
      if (!next) {
        toast({
          title: "Subscription Error",
          description: "Failed to initialize payment. Please try again.",
          variant: "destructive",
        });
      }
      setPending(next);
    },
    onError: (error) => {
      setPending(null);
      toast({
        title: "Subscription Error",
        description: serverMessage(error) ?? "Failed to create subscription",
        variant: "destructive",
      });
    },
  });
  return {
    pending,
    /** The plan being set up ('Setting up...'), if any. */
    settingUp: create.isPending ? (create.variables ?? null) : null,
    choose: (plan: PlanId) => create.mutate(plan),
    clear: () => setPending(null),
    succeeded: async () => {
      setPending(null);
      await refresh();
    },
  };
};
