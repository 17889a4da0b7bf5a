import { createHmac } from "node:crypto";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import {
  currentUser,
  generateInternalSecret,
  requireUser,
  signUserAssertion,
  trustedUser,
  USER_ASSERTION_HEADER,
  verifyUserAssertion,
} from "./trusted-user.ts";

const secret = "s".repeat(40);
const ana = { id: "6f1c2a4e-3b5d-4e7f-8a9b-0c1d2e3f4a5b", email: "ana@lateshift.band" };
const now = new Date("2025-01-05T20:30:00.000Z");

describe("user assertions", () => {
  it("round-trip: what the gateway signs, a service verifies", () => {
    const header = signUserAssertion(ana, secret, now);
    expect(header).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(verifyUserAssertion(header, secret, now)).toEqual(ana);
  });

  it("expire after their time to live", () => {
    const header = signUserAssertion(ana, secret, now, 60);
    expect(verifyUserAssertion(header, secret, new Date(now.getTime() + 59_000))).toEqual(ana);
    expect(verifyUserAssertion(header, secret, new Date(now.getTime() + 60_000))).toBeUndefined();
  });

  it("refuse another secret, a changed payload, garbage and nothing", () => {
    const header = signUserAssertion(ana, secret, now);
    expect(verifyUserAssertion(header, "t".repeat(40), now)).toBeUndefined();
    const [, signature] = header.split(".");
    const forged = Buffer.from(JSON.stringify({ ...ana, id: "someone-else", exp: 9e9 })).toString(
      "base64url",
    );
    expect(verifyUserAssertion(`${forged}.${signature}`, secret, now)).toBeUndefined();
    expect(verifyUserAssertion(`${header}.extra`, secret, now)).toBeUndefined();
    expect(verifyUserAssertion("not-an-assertion", secret, now)).toBeUndefined();
    expect(verifyUserAssertion("", secret, now)).toBeUndefined();
    expect(verifyUserAssertion(undefined, secret, now)).toBeUndefined();
  });

  it("refuse a well-signed payload of the wrong shape", () => {
    const payload = Buffer.from(JSON.stringify({ id: 7, exp: "soon" })).toString("base64url");
    const signature = createHmac("sha256", secret).update(payload).digest("base64url");
    expect(verifyUserAssertion(`${payload}.${signature}`, secret, now)).toBeUndefined();
  });

  it("generated secrets are long and different each time", () => {
    const first = generateInternalSecret();
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(generateInternalSecret()).not.toBe(first);
  });
});

describe("currentUser and requireUser", () => {
  const app = new Hono();
  app.use(
    "/api/*",
    trustedUser(secret, () => now),
  );
  app.get("/api/public", (c) => c.json({ user: currentUser(c) ?? null }));
  app.get("/api/mine", requireUser, (c) => c.json({ id: currentUser(c)?.id }));

  it("give routes the user the gateway vouched for", async () => {
    const headers = { [USER_ASSERTION_HEADER]: signUserAssertion(ana, secret, now) };
    expect(await (await app.request("/api/public", { headers })).json()).toEqual({ user: ana });
    const mine = await app.request("/api/mine", { headers });
    expect(mine.status).toBe(200);
    expect(await mine.json()).toEqual({ id: ana.id });
  });

  it("answer 401 Unauthorized without a valid assertion", async () => {
    expect(await (await app.request("/api/public")).json()).toEqual({ user: null });
    const forged = await app.request("/api/mine", {
      headers: { [USER_ASSERTION_HEADER]: signUserAssertion(ana, "x".repeat(40), now) },
    });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ error: "Unauthorized" });
  });
});
