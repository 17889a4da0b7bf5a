/**
 * How a password reset link reaches its owner: by email over SMTP when SMTP_URL is set, otherwise
 * as one line in the server log for the operator to pass on (docs/operations.md, "Accounts").
 */
import { Context, Effect, Layer } from "effect";
import nodemailer from "nodemailer";

export interface ResetMail {
  readonly to: string;
  readonly link: string;
  readonly expiresAt: Date;
}

export interface ResetMailer {
  /** Says where links go, for the start-up log. */
  readonly description: string;
  send(mail: ResetMail): Promise<void>;
  close(): Promise<void>;
}

export const resetMailText = ({ link }: ResetMail) =>
  [
    "Hello,",
    "",
    "Someone (hopefully you) asked to reset the password of your Encore account.",
    "Open this link within the next hour to choose a new password:",
    "",
    link,
    "",
    "If you did not ask for this, ignore this email: your password stays as it is.",
    "",
    "Encore",
  ].join("\n");

export const smtpResetMailer = (options: { readonly url: string; readonly from: string }): ResetMailer => {
  const transport = nodemailer.createTransport(options.url);
  const host = new URL(options.url).host;
  return {
    description: `reset emails go through SMTP at ${host}, from ${options.from}`,
    send: async (mail) => {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: "Reset your Encore password",
        text: resetMailText(mail),
      });
    },
    close: async () => transport.close(),
  };
};

export const logResetMailer = (log: (line: string) => void = console.log): ResetMailer => ({
  description: "SMTP_URL is not set: reset links are written to this log",
  send: async ({ to, link }) => {
    log(`[identity] Password reset link for ${to} (SMTP_URL is not set, so it goes to this log): ${link}`);
  },
  close: async () => undefined,
});

export class ResetMailerService extends Context.Service<ResetMailerService, ResetMailer>()(
  "encore/identity/ResetMailer",
) {}

export const resetMailerLayer = (config: {
  readonly smtpUrl: string | undefined;
  readonly smtpFrom: string;
}) =>
  Layer.effect(
    ResetMailerService,
    Effect.acquireRelease(
      Effect.sync(() =>
        config.smtpUrl ? smtpResetMailer({ url: config.smtpUrl, from: config.smtpFrom }) : logResetMailer(),
      ),
      (mailer) => Effect.promise(() => mailer.close()),
    ),
  );
