import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fakeApi, json, musician, renderApp } from "../../../testing/test-utils.tsx";

describe("/auth: create a free account", () => {
  it("refuses a 5-character password with the spec's message and calls nobody", async () => {
    const user = userEvent.setup();
    const fetchMock = fakeApi();
    renderApp("/auth");
    await user.type(await screen.findByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "abcde");
    await user.click(screen.getByRole("button", { name: "Create Free Account" }));

    expect(await screen.findByText("Password must be at least 6 characters long")).toBeInTheDocument();
    expect(screen.getByLabelText("Password")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("/api/signup"))).toBe(false);
  });

  it("uses an email input and links to Sign In", async () => {
    fakeApi();
    renderApp("/auth");
    expect(await screen.findByLabelText("Email")).toHaveAttribute("type", "email");
    expect(within(screen.getByRole("main")).getByRole("link", { name: "Sign In" })).toHaveAttribute(
      "href",
      "/login",
    );
    expect(screen.getByText(/Already have an account\?/)).toBeInTheDocument();
  });

  it("stores the token and goes to / after signing up", async () => {
    const user = userEvent.setup();
    let signedUp = false;
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), "http://localhost").pathname;
      if (path === "/api/signup") {
        signedUp = true;
        expect(JSON.parse(String(init?.body))).toEqual({
          email: "ada@example.com",
          password: "secret-chord",
        });
        expect(init?.credentials).toBe("include");
        return json(200, { token: "fresh-token" });
      }
      if (path === "/api/auth/user") return signedUp ? json(200, musician) : json(401, {});
      return json(404, {});
    });
    vi.stubGlobal("fetch", fetchMock);
    const { router } = renderApp("/auth");
    await user.type(await screen.findByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "secret-chord");
    await user.click(screen.getByRole("button", { name: "Create Free Account" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(window.localStorage.getItem("auth_token")).toBe("fresh-token");
    expect(await screen.findByRole("heading", { name: "Good to see you, Ada." })).toBeInTheDocument();
  });
});

describe("/login", () => {
  it("links to password reset and to account creation", async () => {
    fakeApi();
    renderApp("/login");
    expect(await screen.findByRole("link", { name: "Forgot your password?" })).toHaveAttribute(
      "href",
      "/reset-password",
    );
    expect(screen.getByRole("link", { name: "Create Free Account" })).toHaveAttribute("href", "/auth");
  });

  it("shows 'Login failed' with the server's error", async () => {
    const user = userEvent.setup();
    fakeApi({ routes: { "POST /api/login": () => json(401, { error: "Invalid email or password" }) } });
    renderApp("/login");
    await user.type(await screen.findByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "wrong-key");
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    expect(await screen.findByText("Login failed")).toBeInTheDocument();
    expect(screen.getByText("Invalid email or password")).toBeInTheDocument();
    expect(window.localStorage.getItem("auth_token")).toBeNull();
  });

  it("says so when the network is down", async () => {
    const user = userEvent.setup();
    fakeApi({
      routes: {
        "POST /api/login": () => {
          throw new TypeError("Failed to fetch");
        },
      },
    });
    renderApp("/login");
    await user.type(await screen.findByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "secret-chord");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Network error. Please try again.")).toBeInTheDocument();
  });
});

describe("/reset-password", () => {
  it("requests a link, then offers Back to Sign In and Send Another Email", async () => {
    const user = userEvent.setup();
    fakeApi({ routes: { "POST /api/reset-password": () => json(200, { ok: true }) } });
    renderApp("/reset-password");
    await user.type(await screen.findByLabelText("Email"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Send Reset Link" }));

    expect(await screen.findByRole("heading", { name: "Check Your Email" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Sign In" })).toHaveAttribute("href", "/login");
    await user.click(screen.getByRole("button", { name: "Send Another Email" }));
    expect(await screen.findByRole("button", { name: "Send Reset Link" })).toBeInTheDocument();
  });

  it("shows 'Failed to send reset email' with the server's error", async () => {
    const user = userEvent.setup();
    fakeApi({ routes: { "POST /api/reset-password": () => json(429, { error: "Too many requests" }) } });
    renderApp("/reset-password");
    await user.type(await screen.findByLabelText("Email"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Send Reset Link" }));
    expect(await screen.findByText("Failed to send reset email")).toBeInTheDocument();
    expect(screen.getByText("Too many requests")).toBeInTheDocument();
  });

  it("with a token checks both passwords, then confirms the change", async () => {
    const user = userEvent.setup();
    const fetchMock = fakeApi({
      routes: { "POST /api/complete-reset-password": () => json(200, { ok: true }) },
    });
    renderApp("/reset-password?token=reset-tok");
    await user.type(await screen.findByLabelText("New password"), "short");
    await user.type(screen.getByLabelText("Confirm new password"), "other");
    await user.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(await screen.findByText("Password must be at least 6 characters long")).toBeInTheDocument();
    expect(screen.getByText("Passwords do not match")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Show new password" }));
    expect(screen.getByLabelText("New password")).toHaveAttribute("type", "text");
    expect(screen.getByRole("button", { name: "Hide new password" })).toHaveAttribute("aria-pressed", "true");

    await user.clear(screen.getByLabelText("New password"));
    await user.type(screen.getByLabelText("New password"), "encore-2026");
    await user.clear(screen.getByLabelText("Confirm new password"));
    await user.type(screen.getByLabelText("Confirm new password"), "encore-2026");
    await user.click(screen.getByRole("button", { name: "Reset Password" }));

    expect(await screen.findByRole("heading", { name: "Password Changed" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign In Now" })).toHaveAttribute("href", "/login");
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes("/api/complete-reset-password"));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ token: "reset-tok", newPassword: "encore-2026" });
  });
});
