import type { Payload } from "payload";
import { env } from "#core/env";
import type { Language } from "#shared/language";
export type { Language };

export type OutgoingMail = { to: string; subject: string; text: string; html: string; kind: string };

/**
 * Sends one e-mail through Payload's e-mail adapter (nodemailer: SMTP when SMTP_URL is set,
 * otherwise a local transport that builds the real message and delivers it nowhere) and keeps
 * a copy in the Emails collection — the capture tests read and admins see in /admin.
 */
export async function sendMail(payload: Payload, mail: OutgoingMail) {
  const info = (await payload.sendEmail({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html })) as { messageId?: string } | undefined;
  await payload.create({
    collection: "emails",
    overrideAccess: true,
    depth: 0,
    data: { ...mail, delivery: env().SMTP_URL ? "smtp" : "captured", messageId: info?.messageId ?? null },
  });
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c]!));

/** A plain, accessible HTML body: paragraphs and at most one button-like link. */
export function mailBody(paragraphs: string[], link?: { href: string; label: string }) {
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.href}`] : [])].join("\n\n");
  const html = [
    '<div style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#0f172a">',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    link
      ? `<p><a href="${escapeHtml(link.href)}" style="background:#0f766e;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(
          link.label,
        )}</a></p>`
      : "",
    "<p>BioText</p></div>",
  ].join("");
  return { text, html };
}
