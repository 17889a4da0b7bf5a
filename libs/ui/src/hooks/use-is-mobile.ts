import { useSyncExternalStore } from "react";

/** Spec §9: the mobile layout is used below 768 px. */
export const MOBILE_BREAKPOINT_PX = 768;

const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

const subscribe = (onChange: () => void) => {
  if (typeof window.matchMedia !== "function") return () => {};
  const list = window.matchMedia(query);
  list.addEventListener("change", onChange);
  window.addEventListener("resize", onChange);
  return () => {
    list.removeEventListener("change", onChange);
    window.removeEventListener("resize", onChange);
  };
};

const isMobileNow = () => window.innerWidth < MOBILE_BREAKPOINT_PX;

/** True while the window is narrower than 768 px. */
export const useIsMobile = (): boolean => useSyncExternalStore(subscribe, isMobileNow, () => false);
