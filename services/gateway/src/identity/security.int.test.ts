/**
 * Architecture §8 as tests, on the production scrypt parameters and a real HTTP server (so client
 * addresses come from the socket): no password or token in clear anywhere it could be read later,
 * tokens die at logout and at a password change, failed logins are throttled, and an unknown
 * email costs as much time as a wrong password.
 */
import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ResetMail, ResetMailer } from "./mail/reset-mailer.ts";
import { scryptPasswordHasher } from "./passwords/password-hashing.ts";
import { type Harness, startHarness, uniqueEmail } from "./testing/identity-harness.ts";

const logged: string[] = [];
const mails: ResetMail[] = [];
const mailer: ResetMailer = {
  description: "in memory",
  send: async (mail) => {
    mails.push(mail);
  },
  close: async () => undefined,
};

let harness: Harness;
let server: ServerType;
let baseUrl: string;

beforeAll(async () => {
  for (const method of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(" "));
    });
  }
  harness = await startHarness({
    mailer,
    hasher: scryptPasswordHasher(),
    trustProxy: false,
    log: (line) => logged.push(line),
  });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: harness.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve());
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await harness?.stop();
  vi.restoreAllMocks();
});

const post = async (path: string, body?: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, string>,
  };
};

const me = async (token: string) =>
  (await fetch(`${baseUrl}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } })).status;

/** Everything Encore keeps or prints: events, every read-model row, every log line. */
const everythingStored = async () => {
  const events = await sql<{ text: string }>`
    SELECT stream_id || ' ' || data::text || ' ' || metadata::text AS text FROM eventstore.events`.execute(
    harness.database.db,
  );
  const tables = await sql<{ table_name: string }>`
    SELECT table_name FROM information_schema.tables WHERE table_schema = 'gateway'`.execute(
    harness.database.db,
  );
  const rows: string[] = [];
  for (const { table_name } of tables.rows) {
    const { rows: found } = await sql<{ row: string }>`
      SELECT row_to_json(t)::text AS row FROM ${sql.table(`gateway.${table_name}`)} AS t`.execute(
      harness.database.db,
    );
    rows.push(...found.map(({ row }) => row));
  }
  return { events: events.rows.map(({ text }) => text), rows, tables: tables.rows.map((t) => t.table_name) };
};

describe("secrets at rest and in the logs", () => {
  it("keeps no password and no token in clear in the event store, the read models or the logs", async () => {
    const email = uniqueEmail("secretive");
    const password = "Pa55word-that-must-stay-secret";
    const newPassword = "An0ther-secret-passphrase";
    const signup = await post("/api/signup", { email, password });
    const login = await post("/api/login", { email, password });
    await post("/api/login", { email, password: "a-wrong-guess-123" });
    await post("/api/reset-password", { email });
    await vi.waitFor(() => expect(mails.find((mail) => mail.to === email)).toBeDefined());
    const resetToken = new URL(mails.find((mail) => mail.to === email)!.link).searchParams.get("token")!;
    const changed = await post("/api/complete-reset-password", { token: resetToken, newPassword });
    expect([signup.status, login.status, changed.status]).toEqual([200, 200, 200]);
    const afterChange = await post("/api/login", { email, password: newPassword });
    await post("/api/logout", undefined, { authorization: `Bearer ${afterChange.body.token}` });

    const secrets = [
      password,
      newPassword,
      "a-wrong-guess-123",
      signup.body.token!,
      login.body.token!,
      afterChange.body.token!,
      resetToken,
    ];
    const { events, rows, tables } = await everythingStored();
    expect(tables.sort()).toEqual(["password_resets", "projection_checkpoints", "sessions", "users"]);
    expect(events.length).toBeGreaterThanOrEqual(7);
    const haystack = [...events, ...rows, ...logged].join("\n");
    for (const secret of secrets) expect(haystack).not.toContain(secret);
    // What is stored instead: scrypt hashes with their parameters, SHA-256 digests of tokens.
    expect(events.join("\n")).toMatch(/"passwordHash": "\$scrypt\$ln=15,r=8,p=1\$/);
    expect(events.join("\n")).toMatch(/"tokenHash": "[0-9a-f]{64}"/);
  });
});

describe("sessions", () => {
  it("a token dies at logout", async () => {
    const { body } = await post("/api/signup", { email: uniqueEmail(), password: "secret12" });
    expect(await me(body.token!)).toBe(200);
    expect((await post("/api/logout", undefined, { authorization: `Bearer ${body.token}` })).status).toBe(
      200,
    );
    expect(await me(body.token!)).toBe(401);
  });

  it("every session opened before a password change is revoked; those after it work", async () => {
    const email = uniqueEmail();
    const first = (await post("/api/signup", { email, password: "secret12" })).body.token!;
    const second = (await post("/api/login", { email, password: "secret12" })).body.token!;
    await post("/api/reset-password", { email });
    await vi.waitFor(() => expect(mails.find((mail) => mail.to === email)).toBeDefined());
    const token = new URL(mails.find((mail) => mail.to === email)!.link).searchParams.get("token")!;
    expect((await post("/api/complete-reset-password", { token, newPassword: "changed-1" })).status).toBe(
      200,
    );
    expect([await me(first), await me(second)]).toEqual([401, 401]);
    const third = (await post("/api/login", { email, password: "changed-1" })).body.token!;
    expect(await me(third)).toBe(200);
  });
});

describe("login throttling by socket address", () => {
  it("refuses the 11th failed attempt with 429, and X-Forwarded-For does not get around it without TRUST_PROXY", async () => {
    const email = uniqueEmail();
    await post("/api/signup", { email, password: "secret12" });
    for (let attempt = 1; attempt <= 10; attempt++) {
      const failed = await post(
        "/api/login",
        { email, password: "nope-nope" },
        { "x-forwarded-for": `10.0.0.${attempt}` },
      );
      expect(failed.status).toBe(401);
    }
    const eleventh = await post(
      "/api/login",
      { email, password: "nope-nope" },
      { "x-forwarded-for": "10.0.1.1" },
    );
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.error).toBe("Too many attempts. Please wait a few minutes and try again.");
    expect(Number(eleventh.headers.get("retry-after"))).toBeGreaterThan(0);

    for (let attempt = 1; attempt <= 20; attempt++) {
      await post(
        "/api/login",
        { email: uniqueEmail("guess"), password: "nope-nope" },
        { "x-forwarded-for": `10.1.0.${attempt}` },
      );
    }
    // 30 failures from 127.0.0.1 in all, whatever the header claimed: the address is spent too.
    const fromSameSocket = await post("/api/login", { email: uniqueEmail(), password: "nope-nope" });
    expect(fromSameSocket.status).toBe(429);
  });
});

describe("timing", () => {
  it("an unknown email takes about as long as a wrong password (no account enumeration by timing)", async () => {
    const email = uniqueEmail();
    await post("/api/signup", { email, password: "secret12" }, { "x-forwarded-for": "ignored" });
    // The address limit of the previous test is spent on 127.0.0.1: time the calls in-process instead.
    const time = async (body: unknown) => {
      const started = performance.now();
      const response = await harness.app.request("/api/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(401);
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      wrong.push(await time({ email, password: `wrong-${i}-xyz` }));
      unknown.push(await time({ email: uniqueEmail("nobody"), password: `wrong-${i}-xyz` }));
    }
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.5);
  });
});
