import { defineProject } from "vitest/config";

// The running app through a real browser: one file at a time (each starts Encore and Chromium).
export default defineProject({
  test: {
    name: "e2e",
    include: ["**/*.e2e.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
