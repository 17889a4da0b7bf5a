import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { MOBILE_BREAKPOINT_PX, useIsMobile } from "./use-is-mobile.ts";

function Layout() {
  return <p>{useIsMobile() ? "phone layout" : "desktop layout"}</p>;
}

const resizeTo = (width: number) => {
  act(() => {
    Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
    window.dispatchEvent(new Event("resize"));
  });
};

afterEach(() => resizeTo(1024));

describe("useIsMobile", () => {
  it("switches to the phone layout below 768 px", () => {
    expect(MOBILE_BREAKPOINT_PX).toBe(768);
    resizeTo(1024);
    render(<Layout />);
    expect(screen.getByText("desktop layout")).toBeInTheDocument();
    resizeTo(767);
    expect(screen.getByText("phone layout")).toBeInTheDocument();
    resizeTo(768);
    expect(screen.getByText("desktop layout")).toBeInTheDocument();
  });
});
