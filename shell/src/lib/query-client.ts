import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api-client.ts";

/**
 * Spec §9 'Data cache': data never goes stale, no refetch on window focus, no polling, no retries.
 * A query whose key starts with an API path needs no queryFn of its own.
 */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
