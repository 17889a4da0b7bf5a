import { describe, expect, it, vi } from "vitest";
import { takeAuthTokenFromAddress } from "./auth-token.ts";

const fakeWindow = (href: string) => {
  const storage = new Map<string, string>();
  const win = {
    location: { href, reload: vi.fn() },
    history: { state: null, replaceState: vi.fn() },
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    },
  };
  return { win: win as unknown as Window, storage, ...win };
};

describe("the auth_token query parameter (spec §2)", () => {
  it("is stored as the login token, removed from the address, and the page reloads", () => {
    const { win, storage, history, location } = fakeWindow(
      "https://encore.test/saved-setlists?auth_token=abc.def&folder=Gigs#top",
    );
    expect(takeAuthTokenFromAddress(win)).toBe(true);
    expect(storage.get("auth_token")).toBe("abc.def");
    expect(history.replaceState).toHaveBeenCalledWith(null, "", "/saved-setlists?folder=Gigs#top");
    expect(location.reload).toHaveBeenCalledTimes(1);
  });

  it("leaves an address without it alone", () => {
    const { win, storage, history, location } = fakeWindow("https://encore.test/login?next=%2F");
    expect(takeAuthTokenFromAddress(win)).toBe(false);
    expect(storage.size).toBe(0);
    expect(history.replaceState).not.toHaveBeenCalled();
    expect(location.reload).not.toHaveBeenCalled();
  });
});
