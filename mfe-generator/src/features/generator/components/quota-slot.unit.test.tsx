import { forgetRemoteModules, SHELL_FEDERATION_NAME } from "@encore/shell/remote-slot";
import { useQuery } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, generatedResult, json, renderScreen } from "../../../testing/test-utils.tsx";
import { GeneratorHome } from "./generator-home.tsx";

// The page's Module Federation instances: the shell's, with the remotes of /mfe.config.json.
const federation = vi.hoisted(() => ({ instances: [] as unknown[] }));
vi.mock("@module-federation/enhanced/runtime", () => ({
  getInstance: (finder: (instance: unknown) => boolean) => federation.instances.find(finder) ?? null,
}));

const quotaCalls = () =>
  vi
    .mocked(fetch)
    .mock.calls.filter(([input]) =>
      String(input instanceof Request ? input.url : input).includes("can-generate"),
    );

/** Stands in for mfe-billing's exposed banner: reads the same query key the generator invalidates. */
function FakeQuotaBanner() {
  const { data } = useQuery({
    queryKey: ["/api/setlists/can-generate"],
    queryFn: async () => (await fetch("/api/setlists/can-generate")).json() as Promise<{ remaining: number }>,
  });
  return data ? <p data-testid="billing-quota-banner">{data.remaining} free setlists remaining</p> : null;
}

const withBilling = async (installed: boolean) => {
  const loadRemote = vi.fn(async () => ({ default: FakeQuotaBanner }));
  federation.instances = [
    {
      name: SHELL_FEDERATION_NAME,
      options: { remotes: installed ? [{ name: "mfe_billing" }] : [{ name: "mfe_library" }] },
      loadRemote,
    },
  ];
  return loadRemote;
};

beforeEach(() => forgetRemoteModules());

describe("the quota banner slot (mfe-billing's banner, decision 0016)", () => {
  it("shows mfe-billing's quota-banner module to a signed-in musician", async () => {
    const loadRemote = await withBilling(true);
    fakeApi({ "GET /api/setlists/can-generate": () => json(200, { remaining: 3 }) });
    renderScreen(<GeneratorHome overlayMinimumMs={0} />);
    expect(await screen.findByTestId("billing-quota-banner")).toHaveTextContent("3 free setlists remaining");
    expect(loadRemote).toHaveBeenCalledWith("mfe_billing/quota-banner");
  });

  it("is refreshed after a successful generation (the generator invalidates the quota key)", async () => {
    await withBilling(true);
    let remaining = 3;
    fakeApi({
      "GET /api/setlists/can-generate": () => json(200, { remaining }),
      "POST /api/setlists/generate": () => {
        remaining -= 1;
        return json(200, generatedResult);
      },
    });
    const user = userEvent.setup();
    renderScreen(<GeneratorHome overlayMinimumMs={0} />);
    expect(await screen.findByTestId("billing-quota-banner")).toHaveTextContent("3 free setlists remaining");
    await user.click(screen.getByRole("button", { name: "Generate Setlist" }));
    await screen.findByRole("region", { name: "Generated setlist" });
    await waitFor(() =>
      expect(screen.getByTestId("billing-quota-banner")).toHaveTextContent("2 free setlists remaining"),
    );
    expect(quotaCalls().length).toBeGreaterThanOrEqual(2);
  });

  it("stays empty without mfe-billing, and the generator works on", async () => {
    const loadRemote = await withBilling(false);
    fakeApi({ "GET /api/setlists/can-generate": () => json(200, { remaining: 3 }) });
    renderScreen(<GeneratorHome overlayMinimumMs={0} />);
    expect(screen.getByRole("heading", { name: "Create Your Perfect Setlist" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Generate Setlist" })).toBeEnabled();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loadRemote).not.toHaveBeenCalled();
    expect(screen.queryByTestId("billing-quota-banner")).not.toBeInTheDocument();
  });

  it("stays empty when mfe-billing fails to load", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const loadRemote = await withBilling(true);
    loadRemote.mockRejectedValue(new Error("RUNTIME-003: failed to fetch mf-manifest.json"));
    fakeApi();
    renderScreen(<GeneratorHome overlayMinimumMs={0} />);
    await waitFor(() => expect(loadRemote).toHaveBeenCalled());
    expect(screen.queryByTestId("billing-quota-banner")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Create Your Perfect Setlist" })).toBeInTheDocument();
  });
});
