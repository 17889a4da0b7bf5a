import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, musician, renderApp } from "../../testing/test-utils.tsx";
import type { RemoteDefinition } from "./remote-config.ts";

// The Module Federation runtime, as the shell's loader calls it.
const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock("@module-federation/enhanced/runtime", () => runtime);

const { loadFederatedRoutes } = await import("./federation.ts");

const library: RemoteDefinition = {
  name: "mfe_library",
  entry: "/remotes/mfe-library/mf-manifest.json",
  routes: ["/saved-setlists", "/setlist/:id"],
};

const libraryRoutes = {
  routes: [
    { path: "/saved-setlists", element: <h1>Your saved setlists</h1> },
    { path: "/setlist/:id", element: <h1>One setlist</h1> },
  ],
};

beforeEach(() => {
  runtime.loadRemote.mockReset();
  runtime.registerRemotes.mockReset();
});

describe("remote routes", () => {
  it("are mounted on first navigation to one of the remote's paths", async () => {
    fakeApi({ user: musician });
    runtime.loadRemote.mockResolvedValue(libraryRoutes);
    renderApp("/saved-setlists", { remotes: [library], loadRoutes: loadFederatedRoutes });

    expect(await screen.findByRole("heading", { name: "Your saved setlists" })).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledWith("mfe_library/routes");
    expect(within(screen.getByRole("banner")).getByRole("link", { name: "Encore home" })).toBeInTheDocument();
  });

  it("are not loaded for addresses they do not declare", async () => {
    fakeApi({ user: musician });
    renderApp("/account-help", { remotes: [library], loadRoutes: loadFederatedRoutes });
    expect(await screen.findByRole("heading", { name: "Account Help" })).toBeInTheDocument();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it("show a fallback inside the chrome when the remote fails, and Retry recovers", async () => {
    const user = userEvent.setup();
    fakeApi({ user: musician });
    runtime.loadRemote.mockRejectedValueOnce(new Error("RUNTIME-003: failed to fetch mf-manifest.json"));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { router } = renderApp("/saved-setlists", { remotes: [library], loadRoutes: loadFederatedRoutes });

    expect(
      await screen.findByRole("heading", { name: "This part of Encore could not be loaded" }),
    ).toBeInTheDocument();
    // The rest of the shell keeps working.
    expect(screen.getByRole("navigation", { name: "Bottom navigation" })).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Account" }));
    expect(await screen.findByRole("heading", { name: "Account Help" })).toBeInTheDocument();
    await router.navigate("/saved-setlists");
    expect(
      await screen.findByRole("heading", { name: "This part of Encore could not be loaded" }),
    ).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);

    runtime.loadRemote.mockResolvedValueOnce(libraryRoutes);
    await user.click(screen.getByRole("button", { name: "Retry" }));

    expect(await screen.findByRole("heading", { name: "Your saved setlists" })).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    // A retry drops what the runtime cached from the failed attempt.
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: library.name, entry: library.entry }], {
      force: true,
    });
    await router.navigate("/setlist/42");
    expect(await screen.findByRole("heading", { name: "One setlist" })).toBeInTheDocument();
    await waitFor(() => expect(runtime.loadRemote).toHaveBeenCalledTimes(2));
  });

  it("still ask a visitor to sign in on a protected remote path, without loading it", async () => {
    fakeApi();
    runtime.loadRemote.mockResolvedValue(libraryRoutes);
    renderApp("/saved-setlists", { remotes: [library], loadRoutes: loadFederatedRoutes });
    expect(await screen.findByRole("heading", { name: "Sign in to continue" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Your saved setlists" })).not.toBeInTheDocument();
  });

  it("are not fetched for a visitor without a login token at a sign-in-only address", async () => {
    fakeApi();
    runtime.loadRemote.mockResolvedValue(libraryRoutes);
    renderApp("/saved-setlists", {
      remotes: [library],
      loadRoutes: loadFederatedRoutes,
      hasLoginToken: () => false,
    });
    expect(await screen.findByRole("heading", { name: "Sign in to continue" })).toBeInTheDocument();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it("treat a module without a route array as a failure", async () => {
    fakeApi({ user: musician });
    runtime.loadRemote.mockResolvedValue({ something: "else" });
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderApp("/saved-setlists", { remotes: [library], loadRoutes: loadFederatedRoutes });
    expect(
      await screen.findByRole("heading", { name: "This part of Encore could not be loaded" }),
    ).toBeInTheDocument();
  });
});
