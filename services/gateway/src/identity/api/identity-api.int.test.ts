import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, type Harness, startHarness, uniqueEmail } from "../testing/identity-harness.ts";

const MINUTE = 60_000;
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);
const logLines: string[] = [];
let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({ now, log: (line) => logLines.push(line) });
});
afterAll(async () => {
  await harness?.stop();
});

const signUp = async (email = uniqueEmail(), password = "secret12", address?: string) => {
  const response = await call(harness.app, "POST", "/api/signup", {
    body: { email, password },
    ...(address ? { address } : {}),
  });
  expect(response.status).toBe(200);
  return { email, password, token: response.body.token as string };
};

const currentUser = (token?: string, cookie?: string) =>
  call(harness.app, "GET", "/api/auth/user", { ...(token ? { token } : {}), ...(cookie ? { cookie } : {}) });

describe("POST /api/signup", () => {
  it("creates the account, answers a token and sets the session cookie; the next /api/auth/user knows it", async () => {
    const email = uniqueEmail("Ana");
    const response = await call(harness.app, "POST", "/api/signup", {
      body: { email: `  ${email.toUpperCase()} `, password: "secret12", firstName: "Ana", lastName: "Lima" },
    });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toEqual(["token"]);
    const token = response.body.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.headers.get("set-cookie")).toBe(
      `encore_session=${token}; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax`,
    );

    const me = await currentUser(token);
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: email.toLowerCase(),
      firstName: "Ana",
      lastName: "Lima",
      profileImageUrl: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect((await currentUser(undefined, `encore_session=${token}`)).body.email).toBe(email.toLowerCase());
  });

  it("marks the cookie Secure when the client came over HTTPS", async () => {
    const response = await harness.app.request("/api/signup", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-forwarded-proto": "https",
        "x-forwarded-for": "198.51.100.9",
      },
      body: JSON.stringify({ email: uniqueEmail(), password: "secret12" }),
    });
    expect(response.headers.get("set-cookie")).toContain("; Secure");
  });

  it("refuses a second account for one email, however it is typed", async () => {
    const { email } = await signUp();
    const again = await call(harness.app, "POST", "/api/signup", {
      body: { email: ` ${email.toUpperCase()}`, password: "another1" },
    });
    expect(again).toMatchObject({
      status: 409,
      body: { error: "An account with this email already exists" },
    });
  });

  it("lets only one of two simultaneous signups with one email win", async () => {
    const email = uniqueEmail();
    const answers = await Promise.all(
      [1, 2, 3].map((n) =>
        call(harness.app, "POST", "/api/signup", { body: { email, password: `secret${n}` } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
  });

  it.each([
    [{}, "Email is required; Password is required"],
    [{ email: "ana@lateshift.band" }, "Password is required"],
    [{ email: "ana@lateshift.band", password: "12345" }, "Password must be at least 6 characters long"],
    [{ email: "not-an-email", password: "secret12" }, "Email must be a valid address, like name@example.com"],
    [{ email: 7, password: true }, "Email must be text; Password must be text"],
    [[], "Send a JSON object with email and password"],
    ["ana", "Send a JSON object with email and password"],
  ])("answers 400 naming the field for %j", async (body, error) => {
    const response = await call(harness.app, "POST", "/api/signup", { body });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(error);
  });

  it("answers 400, not 500, for a body that is not JSON", async () => {
    const malformed = await harness.app.request("/api/signup", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{email:",
    });
    expect(malformed.status).toBe(400);
    const empty = await harness.app.request("/api/signup", { method: "POST" });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({
      error: "Send a JSON object with email and password",
      issues: expect.any(Array),
    });
  });
});

describe("POST /api/login", () => {
  it("opens a new session with the right password, any case of the email", async () => {
    const { email, password, token: first } = await signUp();
    const response = await call(harness.app, "POST", "/api/login", {
      body: { email: email.toUpperCase(), password },
    });
    expect(response.status).toBe(200);
    const second = response.body.token as string;
    expect(second).not.toBe(first);
    expect(response.headers.get("set-cookie")).toContain(`encore_session=${second};`);
    expect((await currentUser(second)).body.email).toBe(email);
    expect((await currentUser(first)).status).toBe(200);
  });

  it("answers the same 401 for a wrong password and an unknown email", async () => {
    const { email } = await signUp();
    const wrong = await call(harness.app, "POST", "/api/login", { body: { email, password: "wrong-one" } });
    const unknown = await call(harness.app, "POST", "/api/login", {
      body: { email: uniqueEmail("nobody"), password: "secret12" },
    });
    expect(wrong).toMatchObject({ status: 401, body: { error: "Invalid email or password" } });
    expect(unknown).toMatchObject({ status: 401, body: wrong.body });
    expect(wrong.headers.get("set-cookie")).toBeNull();
  });

  it("requires email and password", async () => {
    const response = await call(harness.app, "POST", "/api/login", { body: { email: "", password: "" } });
    expect(response).toMatchObject({
      status: 400,
      body: { error: "Email is required; Password is required" },
    });
  });
});

describe("rate limits", () => {
  it("refuses the 11th attempt after 10 failed logins on one account, even with the right password", async () => {
    const { email, password } = await signUp();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const failed = await call(harness.app, "POST", "/api/login", {
        body: { email, password: "wrong-one" },
        address: `203.0.113.${attempt}`,
      });
      expect(failed.status).toBe(401);
    }
    const eleventh = await call(harness.app, "POST", "/api/login", {
      body: { email, password },
      address: "203.0.113.99",
    });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toEqual({ error: "Too many attempts. Please wait a few minutes and try again." });
    expect(Number(eleventh.headers.get("retry-after"))).toBeGreaterThan(800);
    expect(Number(eleventh.headers.get("retry-after"))).toBeLessThanOrEqual(900);

    offsetMs = 15 * MINUTE;
    try {
      expect(
        (
          await call(harness.app, "POST", "/api/login", {
            body: { email, password },
            address: "203.0.113.99",
          })
        ).status,
      ).toBe(200);
    } finally {
      offsetMs = 0;
    }
  });

  it("refuses an address after 30 failed logins across accounts", async () => {
    const address = "192.0.2.30";
    for (let attempt = 1; attempt <= 30; attempt++) {
      const failed = await call(harness.app, "POST", "/api/login", {
        body: { email: uniqueEmail("guess"), password: "wrong-one" },
        address,
      });
      expect(failed.status).toBe(401);
    }
    const next = await call(harness.app, "POST", "/api/login", {
      body: { email: uniqueEmail(), password: "x" },
      address,
    });
    expect(next.status).toBe(429);
    const elsewhere = await call(harness.app, "POST", "/api/login", {
      body: { email: uniqueEmail(), password: "x" },
      address: "192.0.2.31",
    });
    expect(elsewhere.status).toBe(401);
  });

  it("allows 5 reset requests per email per hour, whether or not the account exists", async () => {
    for (const email of [(await signUp()).email, uniqueEmail("nobody")]) {
      for (let attempt = 1; attempt <= 5; attempt++) {
        const response = await call(harness.app, "POST", "/api/reset-password", {
          body: { email },
          address: `198.18.0.${attempt}`,
        });
        expect(response.status).toBe(200);
      }
      const sixth = await call(harness.app, "POST", "/api/reset-password", {
        body: { email },
        address: "198.18.1.1",
      });
      expect(sixth.status).toBe(429);
      expect(sixth.headers.get("retry-after")).toBeTruthy();
    }
  });
});

describe("POST /api/logout", () => {
  it("ends the session at once: the token is refused right after, and the cookie is cleared", async () => {
    const { token } = await signUp();
    const response = await call(harness.app, "POST", "/api/logout", { token });
    expect(response).toMatchObject({ status: 200, body: { message: "Signed out" } });
    expect(response.headers.get("set-cookie")).toContain("encore_session=; Max-Age=0; Path=/");
    expect(await currentUser(token)).toMatchObject({ status: 401, body: { error: "Not signed in" } });
  });

  it("ends the session of the cookie too, and leaves other sessions open", async () => {
    const { email, password, token: kept } = await signUp();
    const login = await call(harness.app, "POST", "/api/login", { body: { email, password } });
    const cookieToken = login.body.token as string;
    await call(harness.app, "POST", "/api/logout", { cookie: `encore_session=${cookieToken}` });
    expect((await currentUser(cookieToken)).status).toBe(401);
    expect((await currentUser(kept)).status).toBe(200);
  });

  it("answers 200 when nobody is signed in", async () => {
    expect((await call(harness.app, "POST", "/api/logout")).status).toBe(200);
    expect((await call(harness.app, "POST", "/api/logout", { token: "x".repeat(43) })).status).toBe(200);
  });
});

describe("GET /api/auth/user", () => {
  it("answers 401 without a token, with a malformed one, an unknown one or an expired session", async () => {
    expect(await currentUser()).toMatchObject({ status: 401, body: { error: "Not signed in" } });
    expect((await currentUser("null")).status).toBe(401);
    expect((await currentUser("A".repeat(43))).status).toBe(401);
    const { token } = await signUp();
    offsetMs = 30 * 24 * 60 * MINUTE + 1000;
    try {
      expect((await currentUser(token)).status).toBe(401);
    } finally {
      offsetMs = 0;
    }
  });
});

describe("password reset (reset links in the log, no SMTP)", () => {
  const linkFor = (email: string) => {
    const line = logLines.findLast((entry) => entry.includes(`Password reset link for ${email} `));
    return line ? new URL(line.slice(line.indexOf("http"))) : undefined;
  };

  it("answers one message whether or not the account exists, and logs one line with the link", async () => {
    const { email } = await signUp();
    const before = logLines.length;
    const known = await call(harness.app, "POST", "/api/reset-password", { body: { email } });
    const unknown = await call(harness.app, "POST", "/api/reset-password", {
      body: { email: uniqueEmail("nobody") },
    });
    expect(known.status).toBe(200);
    expect(unknown).toEqual({ ...known, headers: unknown.headers });
    expect(known.body.message).toMatch(/^If an account exists for that email/);
    await expect.poll(() => logLines.length).toBe(before + 1);
    const link = linkFor(email);
    expect(link?.origin).toBe("http://localhost:3000");
    expect(link?.pathname).toBe("/reset-password");
    expect(link?.searchParams.get("token")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("changes the password with the link once; old sessions and the old password stop working", async () => {
    const { email, password, token: oldSession } = await signUp();
    await call(harness.app, "POST", "/api/reset-password", { body: { email } });
    await expect.poll(() => linkFor(email)).toBeDefined();
    const token = linkFor(email)!.searchParams.get("token")!;

    const tooShort = await call(harness.app, "POST", "/api/complete-reset-password", {
      body: { token, newPassword: "12345" },
    });
    expect(tooShort).toMatchObject({
      status: 400,
      body: { error: "Password must be at least 6 characters long" },
    });

    const changed = await call(harness.app, "POST", "/api/complete-reset-password", {
      body: { token, newPassword: "brand-new-1" },
    });
    expect(changed).toMatchObject({ status: 200, body: { message: expect.stringContaining("changed") } });
    expect((await currentUser(oldSession)).status).toBe(401);
    expect((await call(harness.app, "POST", "/api/login", { body: { email, password } })).status).toBe(401);
    expect(
      (await call(harness.app, "POST", "/api/login", { body: { email, password: "brand-new-1" } })).status,
    ).toBe(200);

    const again = await call(harness.app, "POST", "/api/complete-reset-password", {
      body: { token, newPassword: "another-2" },
    });
    expect(again).toMatchObject({
      status: 400,
      body: { error: "This reset link is invalid or has expired" },
    });
  });

  it("refuses an unknown token and an expired one", async () => {
    const unknown = await call(harness.app, "POST", "/api/complete-reset-password", {
      body: { token: "B".repeat(43), newPassword: "brand-new-1" },
    });
    expect(unknown).toMatchObject({
      status: 400,
      body: { error: "This reset link is invalid or has expired" },
    });

    const { email } = await signUp();
    await call(harness.app, "POST", "/api/reset-password", { body: { email } });
    await expect.poll(() => linkFor(email)).toBeDefined();
    const token = linkFor(email)!.searchParams.get("token")!;
    offsetMs = 61 * MINUTE;
    try {
      const expired = await call(harness.app, "POST", "/api/complete-reset-password", {
        body: { token, newPassword: "brand-new-1" },
      });
      expect(expired).toMatchObject({
        status: 400,
        body: { error: "This reset link is invalid or has expired" },
      });
    } finally {
      offsetMs = 0;
    }
  });

  it("needs the token and an email", async () => {
    expect(
      (await call(harness.app, "POST", "/api/complete-reset-password", { body: { newPassword: "secret12" } }))
        .body,
    ).toMatchObject({ error: "Reset token is required" });
    expect((await call(harness.app, "POST", "/api/reset-password", { body: {} })).body).toMatchObject({
      error: "Email is required",
    });
  });
});

describe("the gateway vouches for the user to the services", () => {
  it("forwards x-encore-user for a signed-in request, and never the token", async () => {
    const { email, token } = await signUp();
    const forwarded = await call(harness.app, "GET", "/api/setlists", {
      token,
      cookie: `encore_session=${token}; theme=dark`,
    });
    expect(forwarded.body).toEqual({
      service: "setlists",
      user: { id: expect.any(String), email },
      authorization: null,
      cookie: null,
    });
  });

  it("forwards no user for a visitor, and drops an x-encore-user header sent from outside", async () => {
    const { internalSecret } = harness;
    const { signUserAssertion } = await import("@encore/runtime");
    const forged = signUserAssertion({ id: "someone", email: "someone@example.com" }, internalSecret);
    const response = await harness.app.request("/api/repertoires", { headers: { "x-encore-user": forged } });
    expect(await response.json()).toMatchObject({ service: "repertoire", user: null });
  });

  it("lists identity in /ready and /ops/status", async () => {
    const ready = await harness.app.request("/ready");
    expect(((await ready.json()) as { services: Record<string, unknown> }).services.identity).toMatchObject({
      ready: true,
    });
    const status = (await (await harness.app.request("/ops/status")).json()) as {
      services: Array<{ service: string; projections: Array<{ name: string }> }>;
    };
    expect(status.services.find((s) => s.service === "identity")?.projections.map((p) => p.name)).toEqual([
      "gateway.users",
      "gateway.sessions",
      "gateway.password_resets",
    ]);
  });
});
