import { z } from "zod";

/**
 * Single sign-on with OpenID Connect (issue 47, docs/sso.md): what the admin tab, the login page and
 * the server share. Browser-safe.
 */

/** The roles a school's provider may give a new account (never admin or editor: those are given by an admin). */
export const SSO_ROLES = ["student", "teacher"] as const;
export type SsoRole = (typeof SSO_ROLES)[number];

/** Why a sign-in through a school's provider was refused: the login page shows `sso.refused.<code>` (EN/FR). */
export const SSO_REFUSALS = [
  "unknownSchool",
  "state",
  "cancelled",
  "providerDown",
  "exchange",
  "token",
  "emailUnverified",
  "domain",
  "unknownUser",
  "adminLink",
] as const;
export type SsoRefusal = (typeof SSO_REFUSALS)[number];

export function isSsoRefusal(value: unknown): value is SsoRefusal {
  return typeof value === "string" && (SSO_REFUSALS as readonly string[]).includes(value);
}

/** Paths of the flow itself under /login/sso/. */
const SSO_RESERVED_SLUGS = ["callback", "link"];

/** A school's slug: its /login/sso/<slug> link. */
export const ssoSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(2)
  .max(60)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase letters, digits and single hyphens")
  .refine((s) => !SSO_RESERVED_SLUGS.includes(s), "reserved");

/** An e-mail domain the school owns (example.org), lower case, no @. */
export const ssoDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, "a domain such as school.example.org");

export const ssoDomainRuleSchema = z.object({ domain: ssoDomainSchema, role: z.enum(SSO_ROLES) });
export type SsoDomainRule = z.infer<typeof ssoDomainRuleSchema>;

/** A claim value that gives a role to a new account (e.g. `groups` contains `teachers` → teacher); it wins over the domain's role. */
export const ssoClaimRuleSchema = z.object({
  claim: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_:./-]+$/),
  value: z.string().trim().min(1).max(200),
  role: z.enum(SSO_ROLES),
});
export type SsoClaimRule = z.infer<typeof ssoClaimRuleSchema>;

const issuerSchema = z
  .string()
  .trim()
  .max(500)
  .url()
  .refine((u) => /^https:\/\//.test(u) || /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/|$)/.test(u), "https (http only on loopback, for tests)");

export const ssoProviderInput = z.object({
  name: z.string().trim().min(1).max(120),
  slug: ssoSlugSchema,
  issuer: issuerSchema,
  clientId: z.string().trim().min(1).max(500),
  domains: z.array(ssoDomainRuleSchema).min(1).max(50),
  claimRules: z.array(ssoClaimRuleSchema).max(50).default([]),
  createUnknown: z.boolean(),
  enabled: z.boolean(),
});

export const createSsoProviderInput = ssoProviderInput.extend({ clientSecret: z.string().min(1).max(2000) });
/** An update: a blank secret keeps the stored one. */
export const updateSsoProviderInput = ssoProviderInput.extend({ id: z.number().int().positive(), clientSecret: z.string().max(2000).optional() });
export const deleteSsoProviderInput = z.object({ id: z.number().int().positive() });

/** What the admin tab shows of a provider: never the secret, only its last characters. */
export type SsoProviderView = z.infer<typeof ssoProviderInput> & { id: number; secretHint: string; linkedAccounts: number };

/** The identity providers whose sign-in buttons carry the provider's own mark (their branding rules ask for it). */
export const SSO_BRANDS = ["google", "microsoft", "clever", "classlink"] as const;
export type SsoBrand = (typeof SSO_BRANDS)[number];

/** The provider behind an issuer URL, by its host (Google Workspace, Microsoft Entra ID, Clever, ClassLink); else null. */
export function ssoBrandOf(issuer: string): SsoBrand | null {
  let host: string;
  try {
    host = new URL(issuer).hostname.toLowerCase();
  } catch {
    return null;
  }
  const is = (domain: string) => host === domain || host.endsWith(`.${domain}`);
  if (is("accounts.google.com")) return "google";
  if (is("login.microsoftonline.com") || is("login.microsoft.com") || is("sts.windows.net")) return "microsoft";
  if (is("clever.com")) return "clever";
  if (is("classlink.com")) return "classlink";
  return null;
}

/** What the login page shows: a button per enabled provider, with its brand's mark when the issuer is a known one. */
export type SsoButton = { slug: string; name: string; brand?: SsoBrand | null };

/** The path a school's provider sends the browser back to (the redirect URI the admin registers). */
export const SSO_CALLBACK_PATH = "/login/sso/callback";
export const ssoStartPath = (slug: string) => `/login/sso/${encodeURIComponent(slug)}`;

/** The flow's cookies (httpOnly, Path=/login/sso): the state of a sign-in under way, the proof a link is waiting for. */
export const SSO_STATE_COOKIE = "sso_state";
export const SSO_LINK_COOKIE = "sso_link";

/** One of the flow's cookies from a Cookie header (the pages hand it to the procedures). */
export function readFlowCookie(cookieHeader: string | null | undefined, name: string): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [k, ...rest] = part.trim().split("=");
    if (k === name) {
      const v = rest.join("=");
      return /^[A-Za-z0-9_-]{20,100}$/.test(v) ? v : null;
    }
  }
  return null;
}
