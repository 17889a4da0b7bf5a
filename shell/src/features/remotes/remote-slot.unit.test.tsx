import { render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The page's Module Federation instances, as the runtime's getInstance(finder) searches them.
const federation = vi.hoisted(() => ({
  instances: [] as Array<{ name: string; options: { remotes: { name: string }[] }; loadRemote: unknown }>,
}));
vi.mock("@module-federation/enhanced/runtime", () => ({
  getInstance: (finder: (instance: { name: string }) => boolean) => federation.instances.find(finder) ?? null,
}));

const { RemoteComponent, forgetRemoteModules, SHELL_FEDERATION_NAME } = await import("./remote-slot.tsx");

const shellWith = (remotes: string[], loadRemote: (id: string) => Promise<unknown>) => {
  const instance = {
    name: SHELL_FEDERATION_NAME,
    options: { remotes: remotes.map((name) => ({ name })) },
    loadRemote: vi.fn(loadRemote),
  };
  federation.instances = [{ name: "mfe_generator", options: { remotes: [] }, loadRemote: vi.fn() }, instance];
  return instance;
};

function Banner({ tone }: { tone: string }) {
  return <p role="status">Banner in {tone}</p>;
}

function Broken(): never {
  throw new Error("boom");
}

const page = (slot: React.ReactNode) =>
  render(
    <main>
      <h1>Create Your Perfect Setlist</h1>
      {slot}
    </main>,
  );

beforeEach(() => forgetRemoteModules());
afterEach(() => {
  federation.instances = [];
});

describe("a remote slot", () => {
  it("renders the component another remote exposes, loaded through the shell's federation", async () => {
    const shell = shellWith(["mfe_billing"], async () => ({ default: Banner }));
    page(<RemoteComponent remote="mfe_billing" module="quota-banner" props={{ tone: "blue" }} />);
    expect(await screen.findByRole("status")).toHaveTextContent("Banner in blue");
    expect(shell.loadRemote).toHaveBeenCalledWith("mfe_billing/quota-banner");
  });

  it("can render a named export", async () => {
    shellWith(["mfe_billing"], async () => ({ QuotaBanner: Banner }));
    page(
      <RemoteComponent
        remote="mfe_billing"
        module="quota-banner"
        exportName="QuotaBanner"
        props={{ tone: "red" }}
      />,
    );
    expect(await screen.findByRole("status")).toHaveTextContent("Banner in red");
  });

  it("renders nothing, without fetching, when the remote is not installed", async () => {
    const shell = shellWith(["mfe_library"], async () => ({ default: Banner }));
    page(<RemoteComponent remote="mfe_billing" module="quota-banner" fallback={null} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shell.loadRemote).not.toHaveBeenCalled();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Create Your Perfect Setlist" })).toBeInTheDocument();
  });

  it("renders nothing when there is no shell (tests, a remote run standalone)", async () => {
    page(<RemoteComponent remote="mfe_billing" module="quota-banner" />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("renders nothing when the remote fails to load, and a later mount tries again", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    let attempt = 0;
    const shell = shellWith(["mfe_billing"], async () => {
      attempt += 1;
      if (attempt === 1) throw new Error("RUNTIME-003: failed to fetch mf-manifest.json");
      return { default: Banner };
    });
    const first = page(
      <RemoteComponent remote="mfe_billing" module="quota-banner" props={{ tone: "blue" }} />,
    );
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    first.unmount();

    page(<RemoteComponent remote="mfe_billing" module="quota-banner" props={{ tone: "blue" }} />);
    expect(await screen.findByRole("status")).toHaveTextContent("Banner in blue");
    expect(shell.loadRemote).toHaveBeenCalledTimes(2);
  });

  it("drops a part that throws while rendering, not the screen around it", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    shellWith(["mfe_billing"], async () => ({ default: Broken }));
    page(<RemoteComponent remote="mfe_billing" module="quota-banner" fallback={<p>No banner</p>} />);
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        "[encore] mfe_billing/quota-banner failed while rendering; its slot stays empty:",
        expect.any(Error),
      ),
    );
    expect(screen.getByText("No banner")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Create Your Perfect Setlist" })).toBeInTheDocument();
  });
});
