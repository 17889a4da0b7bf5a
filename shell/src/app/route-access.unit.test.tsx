import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi, musician, renderApp } from "../testing/test-utils.tsx";

describe("route access (spec §2)", () => {
  it("shows a spinner while the user call is pending", async () => {
    fakeApi({ user: "pending" });
    renderApp("/");
    expect(await screen.findByRole("status", { name: "Loading Encore" })).toBeInTheDocument();
  });

  it("shows the landing page to a visitor at /", async () => {
    fakeApi();
    renderApp("/");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Professional setlist generator for musicians" }),
    ).toBeInTheDocument();
    const hero = screen.getAllByRole("link", { name: "Get Started" });
    expect(hero[0]).toHaveAttribute("href", "/auth");
    for (const signIn of screen.getAllByRole("link", { name: "Sign In" })) {
      expect(signIn).toHaveAttribute("href", "/login");
    }
    expect(
      screen.getByText(/7-day free trial comes with unlimited setlists, then 3 free setlists/),
    ).toBeInTheDocument();
  });

  it.each(["/saved-setlists", "/repertoires/12/edit", "/setlist/5", "/subscription"])(
    "asks a visitor at %s to sign in",
    async (path) => {
      fakeApi();
      renderApp(path);
      expect(await screen.findByRole("heading", { name: "Sign in to continue" })).toBeInTheDocument();
      const main = screen.getByRole("main");
      expect(within(main).getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
    },
  );

  it("answers an unknown address with Page Not Found and a way back", async () => {
    fakeApi();
    renderApp("/no-such-page");
    expect(await screen.findByRole("heading", { name: "Page Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Encore" })).toHaveAttribute("href", "/");
  });

  it("opens the sign-in screens to visitors", async () => {
    fakeApi();
    renderApp("/help");
    expect(await screen.findByRole("heading", { name: "Account Help" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Forgot your password?" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Encore" })).toHaveAttribute("href", "/");
  });

  it("welcomes a signed-in musician at / without promising screens that are not deployed", async () => {
    fakeApi({ user: musician });
    renderApp("/");
    expect(await screen.findByRole("heading", { name: "Good to see you, Ada." })).toBeInTheDocument();
    const main = screen.getByRole("main");
    expect(within(main).queryByRole("link", { name: /Saved Setlists/ })).not.toBeInTheDocument();
    expect(within(main).getByRole("link", { name: /Account help/ })).toHaveAttribute("href", "/account-help");
  });

  it("tells a signed-in musician when a screen of Encore is not deployed yet", async () => {
    fakeApi({ user: musician });
    renderApp("/saved-setlists");
    expect(await screen.findByRole("heading", { name: "Not installed on this server" })).toBeInTheDocument();
  });
});

describe("navigation", () => {
  it("shows the bottom bar with five items only when signed in", async () => {
    fakeApi({ user: musician });
    const signedIn = renderApp("/account-help");
    const bar = await screen.findByRole("navigation", { name: "Bottom navigation" });
    const items = within(bar).getAllByRole("link");
    expect(items.map((link) => link.textContent)).toEqual([
      "Generate",
      "Setlists",
      "Songs",
      "Upgrade",
      "Account",
    ]);
    expect(within(bar).getByRole("link", { name: "Account" })).toHaveAttribute("aria-current", "page");
    signedIn.unmount();

    fakeApi();
    renderApp("/account-help");
    expect(await screen.findByRole("heading", { name: "Account Help" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Bottom navigation" })).not.toBeInTheDocument();
  });

  it("opens a menu with the musician's email, the five links and Sign Out", async () => {
    const user = userEvent.setup();
    fakeApi({ user: musician });
    renderApp("/account-help");
    await user.click(await screen.findByRole("button", { name: "Open menu" }));
    const panel = await screen.findByRole("dialog", { name: "Menu" });
    expect(within(panel).getByText("ada@example.com")).toBeInTheDocument();
    const menu = within(panel).getByRole("navigation", { name: "Main" });
    expect(
      within(menu)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["New Setlist", "Saved Setlists", "Repertoires", "Upgrade", "Account"]);
    expect(within(menu).getByRole("link", { name: "Account" })).toHaveAttribute("aria-current", "page");
    expect(within(panel).getByRole("button", { name: "Sign Out" })).toBeInTheDocument();

    await user.click(within(menu).getByRole("link", { name: "New Setlist" }));
    expect(screen.queryByRole("dialog", { name: "Menu" })).not.toBeInTheDocument();
  });

  it("keeps the theme choice in localStorage, dark by default", async () => {
    const user = userEvent.setup();
    fakeApi();
    renderApp("/");
    expect(await screen.findByRole("button", { name: "Dark theme" })).toHaveAttribute("aria-pressed", "true");
    expect(document.documentElement).toHaveClass("dark");
    await user.click(screen.getByRole("button", { name: "Light theme" }));
    expect(window.localStorage.getItem("ui-theme")).toBe("light");
    expect(document.documentElement).toHaveClass("light");
  });

  it("has a footer with the tagline, four social buttons and this year's copyright", async () => {
    fakeApi();
    renderApp("/");
    const footer = await screen.findByRole("contentinfo");
    expect(within(footer).getByText("Professional setlist generator for musicians")).toBeInTheDocument();
    expect(within(footer).getAllByRole("button", { name: /^Encore on / })).toHaveLength(4);
    expect(within(footer).getByText(new RegExp(`© ${new Date().getFullYear()} Encore`))).toBeInTheDocument();
  });
});
