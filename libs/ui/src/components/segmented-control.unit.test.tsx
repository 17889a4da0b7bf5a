import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SegmentedControl } from "./segmented-control.tsx";

const VOICES = [
  ["male", "Male"],
  ["female", "Female"],
] as const;

describe("SegmentedControl", () => {
  it("is a radio group with the chosen option checked", () => {
    render(<SegmentedControl label="Vocalist 1 voice" options={VOICES} value="female" onChange={vi.fn()} />);
    const group = screen.getByRole("radiogroup", { name: "Vocalist 1 voice" });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Female" })).toHaveAttribute("aria-checked", "true");
    expect(screen.getByRole("radio", { name: "Male" })).toHaveAttribute("aria-checked", "false");
  });

  it("answers a click with the option's value", async () => {
    const onChange = vi.fn();
    render(<SegmentedControl label="Vocalist 1 voice" options={VOICES} value="male" onChange={onChange} />);
    await userEvent.setup().click(screen.getByRole("radio", { name: "Female" }));
    expect(onChange).toHaveBeenCalledWith("female");
  });
});
