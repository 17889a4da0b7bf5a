import { defineConfig } from "vitest/config";

// One Vitest run across every workspace; each workspace is a project named after its folder.
export default defineConfig({
  test: {
    projects: ["libs/*", "services/*", "shell", "mfe-*", "e2e"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
