import { apiGet } from "@encore/shell/api-client";
import { queryOptions } from "@tanstack/react-query";
import type { SubscriptionConfig } from "./types.ts";

export const SUBSCRIPTION_CONFIG_URL = "/api/subscription/config";

export const getSubscriptionConfig = (signal?: AbortSignal) =>
  apiGet<SubscriptionConfig>(SUBSCRIPTION_CONFIG_URL, signal ? { signal } : undefined);

export const subscriptionConfigQueryOptions = () =>
  queryOptions({
    queryKey: [SUBSCRIPTION_CONFIG_URL] as const,
    queryFn: ({ signal }) => getSubscriptionConfig(signal),
  });
