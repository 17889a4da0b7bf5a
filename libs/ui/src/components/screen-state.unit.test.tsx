import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LoadingState, MessageState } from "./screen-state.tsx";

describe("LoadingState", () => {
  it("says what is loading to screen readers once", () => {
    render(<LoadingState text="Loading your setlist..." />);
    expect(screen.getByRole("status", { name: "Loading your setlist..." })).toBeInTheDocument();
    expect(screen.getByText("Loading your setlist...", { selector: "p" })).toHaveAttribute(
      "aria-hidden",
      "true",
    );
  });
});

describe("MessageState", () => {
  it("shows a heading, its text and an action", () => {
    render(
      <MessageState
        title="No Setlists Yet"
        text="Generate one."
        action={<button type="button">Go</button>}
      />,
    );
    expect(screen.getByRole("heading", { name: "No Setlists Yet" })).toBeInTheDocument();
    expect(screen.getByText("Generate one.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Go" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("is announced when it reports an error", () => {
    render(<MessageState title="Something Went Wrong" role="alert" />);
    expect(screen.getByRole("alert")).toHaveTextContent("Something Went Wrong");
  });
});
