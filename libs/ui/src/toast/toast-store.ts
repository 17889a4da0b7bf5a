import type { ReactNode } from "react";
import { useSyncExternalStore } from "react";

/** Spec §9: at most one toast at a time, shown for 5 s; a closed toast leaves the list after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = "default" | "destructive" | "success";

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** A button inside the toast, e.g. 'Connect Spotify'. */
  action?: { label: string; onClick: () => void; altText?: string };
  duration?: number;
}

export interface ShownToast extends ToastInput {
  id: string;
  open: boolean;
}

let toasts: readonly ShownToast[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

const publish = (next: readonly ShownToast[]) => {
  toasts = next;
  for (const listener of listeners) listener();
};

const scheduleRemoval = (id: string) => {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      publish(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
};

/** Closes one toast, or every toast when no id is given. */
export const dismissToast = (id?: string): void => {
  for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  publish(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
};

/** Shows a toast; a newer toast replaces the one on screen (limit 1). */
export const toast = (input: ToastInput): { id: string; dismiss: () => void } => {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  publish([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

const snapshot = () => toasts;

/** The toasts on screen, for the Toaster (and tests). */
export const useToasts = (): readonly ShownToast[] => useSyncExternalStore(subscribe, snapshot, snapshot);

/** Test helper: forget every toast and timer. */
export const resetToasts = (): void => {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  publish([]);
};
