import { defineConfig } from "vitest/config";

// One Vitest run across every workspace; each workspace is a project named after its folder.
export default defineConfig({
  test: {
    projects: ["libs/*", "services/*"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
