import "@testing-library/jest-dom/vitest";
import { act, cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { resetToasts } from "../toast/toast-store.ts";

afterEach(() => {
  cleanup();
  act(() => resetToasts());
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
