import nodemailer, { type SendMailOptions } from "nodemailer";
import type { EmailAdapter } from "payload";

/**
 * Payload's e-mail adapter, on nodemailer. With SMTP_URL, mail goes to that server; without it
 * (development, tests, the demo) nodemailer still builds the complete MIME message but hands it
 * to a buffer instead of a server — app/.server/mail.ts keeps a copy of every message in the
 * Emails collection, which is where tests read mail and admins see it.
 */
export function nodemailerAdapter(opts: { smtpUrl?: string; from: string; fromName: string }): EmailAdapter<{ messageId?: string }> {
  const transport = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return () => ({
    name: opts.smtpUrl ? "nodemailer-smtp" : "nodemailer-capture",
    defaultFromAddress: opts.from,
    defaultFromName: opts.fromName,
    async sendEmail(message) {
      const info = await transport.sendMail({ from: { address: opts.from, name: opts.fromName }, ...message } as SendMailOptions);
      return { messageId: info.messageId };
    },
  });
}
