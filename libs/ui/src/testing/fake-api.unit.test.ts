import { describe, expect, it } from "vitest";
import { fakeApi, json, musician } from "./fake-api.ts";

describe("fakeApi", () => {
  it("answers the musician, the given routes and 404 for the rest, and records the requests", async () => {
    const { sent } = fakeApi({ "POST /api/setlists": () => json(201, { id: 1 }) });
    expect(await (await fetch("/api/auth/user")).json()).toEqual(musician);
    expect((await fetch("/api/setlists", { method: "POST", body: "{}" })).status).toBe(201);
    expect((await fetch("/api/elsewhere")).status).toBe(404);
    expect(sent("POST", "/api/setlists")).toHaveLength(1);
  });

  it("answers a visitor's user call with 401", async () => {
    fakeApi({}, { signedIn: false });
    expect((await fetch("/api/auth/user")).status).toBe(401);
  });
});
