import crypto from "node:crypto";
import type { Payload, PayloadRequest } from "payload";
import type { User } from "#cms/payload-types";
import { env } from "#core/env";
import { mailBody, sendMail, type Language } from "#core/mail/mail";
import { hashToken, newToken } from "#core/session/sessions";

/**
 * How long the "choose your password" link of a bulk-created account works. Longer than a reset
 * link (an hour): a trial user may read the welcome e-mail days later. Once used, or after this,
 * the user asks for a new link with 'Forgot Password?'.
 */
export const SET_PASSWORD_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A single-use link to choose a password, stored like a reset link (password-resets: only the
 * SHA-256 of its secret), so /passwordReset/{token} serves it. Written inside the caller's unit.
 */
export async function createSetPasswordLink(payload: Payload, userId: number, req?: Partial<PayloadRequest>) {
  const token = newToken();
  await payload.create({
    collection: "password-resets",
    overrideAccess: true,
    depth: 0,
    req,
    data: {
      publicId: crypto.randomUUID(),
      tokenHash: hashToken(token),
      user: userId,
      requestedBy: "admin",
      expiresAt: new Date(Date.now() + SET_PASSWORD_TTL_MS).toISOString(),
    },
  });
  return `${env().PUBLIC_URL}/passwordReset/${token}`;
}

const SUBJECT = { en: "Your BioText account is ready", fr: "Votre compte BioText est prêt" };
const HELLO = { en: (name: string) => `Hello ${name},`, fr: (name: string) => `Bonjour ${name},` };
const WITH_PASSWORD = {
  en: (email: string, login: string) => [
    `A BioText account has been created for you with the e-mail address ${email}.`,
    `Sign in at ${login} with this address and the password your administrator gives you.`,
  ],
  fr: (email: string, login: string) => [
    `Un compte BioText a été créé pour vous avec l'adresse ${email}.`,
    `Connectez-vous sur ${login} avec cette adresse et le mot de passe que votre administrateur vous communiquera.`,
  ],
};
const CHOOSE_PASSWORD = {
  en: (email: string) => [
    `A BioText trial account has been created for you with the e-mail address ${email}.`,
    "Choose your password with the link below. The link works once and expires in 7 days; after that, use 'Forgot Password?' on the login page.",
  ],
  fr: (email: string) => [
    `Un compte d'essai BioText a été créé pour vous avec l'adresse ${email}.`,
    "Choisissez votre mot de passe avec le lien ci-dessous. Le lien ne fonctionne qu'une fois et expire dans 7 jours ; ensuite, utilisez « Mot de passe oublié ? » sur la page de connexion.",
  ],
};
const BUTTON = { choose: { en: "Choose my password", fr: "Choisir mon mot de passe" }, login: { en: "Sign in", fr: "Se connecter" } };

/**
 * The "account created" e-mail, in the account's language, and its line in the user's notes.
 * With a set-password link (bulk trial accounts, which have no password) it asks the user to
 * choose one; otherwise it points to the login page.
 */
export async function sendAccountCreatedEmail(
  payload: Payload,
  user: Pick<User, "id" | "email" | "firstName">,
  opts: { language: Language; setPasswordUrl?: string },
) {
  const lang = opts.language;
  const login = `${env().PUBLIC_URL}/login`;
  const paragraphs = [
    HELLO[lang](user.firstName || user.email),
    ...(opts.setPasswordUrl ? CHOOSE_PASSWORD[lang](user.email) : WITH_PASSWORD[lang](user.email, login)),
  ];
  const link = opts.setPasswordUrl ? { href: opts.setPasswordUrl, label: BUTTON.choose[lang] } : { href: login, label: BUTTON.login[lang] };
  await sendMail(payload, { to: user.email, subject: SUBJECT[lang], kind: "account-created", ...mailBody(paragraphs, link) });
  await payload.create({
    collection: "user-notes",
    overrideAccess: true,
    depth: 0,
    data: {
      user: user.id,
      type: "email",
      message: `Account created e-mail sent (${lang.toUpperCase()}${opts.setPasswordUrl ? ", with a link to choose a password" : ""}).`,
    },
  });
}
