import { ThemeProvider, Toaster } from "@encore/ui";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type createStore, Provider as JotaiProvider } from "jotai";
import type { ReactNode } from "react";

type JotaiStore = ReturnType<typeof createStore>;

/** What the shell owns for every screen, remotes included (architecture §7). */
export function AppProvider({
  queryClient,
  store,
  children,
}: {
  queryClient: QueryClient;
  store: JotaiStore;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        <ThemeProvider>
          {children}
          <Toaster />
        </ThemeProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
