import { afterEach, describe, expect, it, vi } from "vitest";
import { getUser } from "./get-user.ts";

describe("getUser", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("treats a 401 as signed out, clears a stale token and still reads the body so the request completes", async () => {
    const response = new Response(JSON.stringify({ error: "Not signed in" }), { status: 401 });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => response),
    );
    localStorage.setItem("auth_token", "stale");
    expect(await getUser()).toBeNull();
    expect(response.bodyUsed).toBe(true);
    expect(localStorage.getItem("auth_token")).toBeNull();
  });
});
