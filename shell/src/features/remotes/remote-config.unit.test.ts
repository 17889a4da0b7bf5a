import { describe, expect, it, vi } from "vitest";
import { parseMfeConfig } from "./remote-config.ts";

describe("parseMfeConfig", () => {
  it("reads the gateway's list of remotes", () => {
    const config = {
      remotes: [
        {
          name: "mfe_library",
          entry: "/remotes/mfe-library/mf-manifest.json",
          routes: ["/saved-setlists", "/setlist/:id"],
        },
      ],
    };
    expect(parseMfeConfig(config)).toEqual(config);
  });

  it("starts with no remotes when the list is missing or malformed", () => {
    expect(parseMfeConfig(null)).toEqual({ remotes: [] });
    expect(parseMfeConfig({})).toEqual({ remotes: [] });
  });

  it("leaves out a remote it cannot use", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const good = { name: "mfe_generator", entry: "/remotes/mfe-generator/mf-manifest.json", routes: ["/"] };
    const config = {
      remotes: [good, { name: "bad-name!", entry: "/x", routes: ["/x"] }, { name: "mfe_x", routes: "/" }],
    };
    expect(parseMfeConfig(config)).toEqual({ remotes: [good] });
  });
});
