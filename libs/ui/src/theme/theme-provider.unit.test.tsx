import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { type Theme, ThemeProvider, useTheme } from "./theme-provider.tsx";

function ThemePicker() {
  const { theme, resolvedTheme, setTheme } = useTheme();
  return (
    <div>
      <p>
        Theme: {theme} ({resolvedTheme})
      </p>
      {(["dark", "light", "system"] as const satisfies readonly Theme[]).map((choice) => (
        <button key={choice} type="button" onClick={() => setTheme(choice)}>
          Use {choice}
        </button>
      ))}
    </div>
  );
}

describe("ThemeProvider", () => {
  it("starts dark when nothing is stored", () => {
    render(
      <ThemeProvider>
        <ThemePicker />
      </ThemeProvider>,
    );
    expect(screen.getByText("Theme: dark (dark)")).toBeInTheDocument();
    expect(document.documentElement).toHaveClass("dark");
  });

  it("persists the musician's choice under ui-theme and applies it", async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <ThemeProvider>
        <ThemePicker />
      </ThemeProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Use light" }));
    expect(window.localStorage.getItem("ui-theme")).toBe("light");
    expect(document.documentElement).toHaveClass("light");
    expect(document.documentElement).not.toHaveClass("dark");
    unmount();

    render(
      <ThemeProvider>
        <ThemePicker />
      </ThemeProvider>,
    );
    expect(screen.getByText("Theme: light (light)")).toBeInTheDocument();
  });

  it("ignores a stored value that is not a theme", () => {
    window.localStorage.setItem("ui-theme", "neon");
    render(
      <ThemeProvider>
        <ThemePicker />
      </ThemeProvider>,
    );
    expect(screen.getByText("Theme: dark (dark)")).toBeInTheDocument();
  });

  it("follows the operating system for system", async () => {
    const user = userEvent.setup();
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original.call(window, query),
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as typeof window.matchMedia;
    try {
      render(
        <ThemeProvider>
          <ThemePicker />
        </ThemeProvider>,
      );
      await user.click(screen.getByRole("button", { name: "Use system" }));
      expect(screen.getByText("Theme: system (light)")).toBeInTheDocument();
      expect(document.documentElement).toHaveClass("light");
    } finally {
      window.matchMedia = original;
    }
  });
});
