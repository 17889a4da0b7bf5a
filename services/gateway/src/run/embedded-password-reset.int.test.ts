/**
 * A password reset end to end, as `npm start` runs it: the embedded layers (PGlite on disk, the
 * gateway, identity) with SMTP_URL pointing at a real SMTP server started here. The mail that
 * arrives carries the link; its token changes the password; earlier sessions die.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Effect, Fiber, Layer } from "effect";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { embeddedLayer } from "./embedded.ts";

interface ReceivedMail {
  readonly from: string;
  readonly to: readonly string[];
  readonly raw: string;
}

const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });

/** The text of a quoted-printable body (what nodemailer sends for lines over 76 characters). */
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

const received: ReceivedMail[] = [];
const logged: string[] = [];
let smtp: SMTPServer;
let app: Fiber.Fiber<never, unknown>;
let baseUrl: string;
let dataDir: string;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  const smtpPort = await new Promise<number>((resolve) => {
    smtp.listen(0, "127.0.0.1", () => {
      const address = smtp.server.address();
      resolve(typeof address === "object" && address ? address.port : 0);
    });
  });

  for (const method of ["log", "info", "warn", "error"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(" "));
    });
  }
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), "encore-reset-"));
  app = Effect.runFork(
    Layer.launch(
      embeddedLayer({
        PORT: String(port),
        HOST: "127.0.0.1",
        ENCORE_DATA_DIR: dataDir,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        SMTP_FROM: "Encore Tests <reset@encore.test>",
        PUBLIC_URL: "https://encore.example",
      }),
    ),
  );
  await vi.waitFor(
    async () => {
      const health = await fetch(`${baseUrl}/health`);
      expect(health.status).toBe(200);
    },
    { timeout: 60_000, interval: 200 },
  );
}, 90_000);

afterAll(async () => {
  if (app) await Effect.runPromise(Fiber.interrupt(app));
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  vi.restoreAllMocks();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

const post = async (path: string, body: unknown) => {
  const response = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
};

const signedIn = async (token: string) =>
  (await fetch(`${baseUrl}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } })).status;

describe("password reset by email (embedded, real SMTP server)", () => {
  it("mails a link whose token changes the password; the old password and every earlier session stop working", async () => {
    const email = "drummer@lateshift.band";
    const first = await post("/api/signup", { email, password: "old-password-1" });
    const second = await post("/api/login", { email, password: "old-password-1" });
    expect([first.status, second.status]).toEqual([200, 200]);

    const requested = await post("/api/reset-password", { email: "Drummer@LateShift.band" });
    expect(requested.status).toBe(200);
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 10_000, interval: 50 });

    const [mail] = received;
    expect(mail?.from).toBe("reset@encore.test");
    expect(mail?.to).toEqual([email]);
    expect(mail?.raw).toMatch(/^Subject: Reset your Encore password\r?$/m);
    const body = decodeQuotedPrintable(mail!.raw);
    const link = new URL(/https:\/\/encore\.example\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(body)![0]);
    const token = link.searchParams.get("token")!;
    // With SMTP configured, the link goes to the mailbox only, never to the log.
    expect(logged.join("\n")).not.toContain(token);

    const completed = await post("/api/complete-reset-password", { token, newPassword: "new-password-2" });
    expect(completed.status).toBe(200);

    expect((await post("/api/login", { email, password: "old-password-1" })).status).toBe(401);
    const fresh = await post("/api/login", { email, password: "new-password-2" });
    expect(fresh.status).toBe(200);
    expect([await signedIn(first.body.token!), await signedIn(second.body.token!)]).toEqual([401, 401]);
    expect(await signedIn(fresh.body.token!)).toBe(200);

    // The link works once.
    expect(
      (await post("/api/complete-reset-password", { token, newPassword: "third-password-3" })).status,
    ).toBe(400);
  });

  it("sends nothing for an email without an account, and answers the same", async () => {
    const before = received.length;
    const answer = await post("/api/reset-password", { email: "nobody@lateshift.band" });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toMatch(/^If an account exists/);
    // Give a mail that should not exist the time a real one took to arrive.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toHaveLength(before);
  });
});
