import { apiGet } from "@encore/shell/api-client";
import { queryOptions } from "@tanstack/react-query";
import type { SubscriptionStatus } from "./types.ts";

export const SUBSCRIPTION_STATUS_URL = "/api/subscription/status";
export const subscriptionStatusQueryKey = [SUBSCRIPTION_STATUS_URL] as const;

export const getSubscriptionStatus = (signal?: AbortSignal) =>
  apiGet<SubscriptionStatus>(SUBSCRIPTION_STATUS_URL, signal ? { signal } : undefined);

export const subscriptionStatusQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionStatusQueryKey,
    queryFn: ({ signal }) => getSubscriptionStatus(signal),
  });
