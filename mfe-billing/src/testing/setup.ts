import "@testing-library/jest-dom/vitest";
import { resetToasts } from "@encore/ui";
import { act, cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

afterEach(() => {
  cleanup();
  act(() => resetToasts());
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
