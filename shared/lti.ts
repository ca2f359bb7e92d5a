import { z } from "zod";

/** LTI consumers (LTI-019…LTI-030): what the admin tab and the server share. */
/** LTI-023: LTI 1.1 ('LTI-1p0') or LTI 1.3 (a platform registration, decision 051). */
export const LTI_VERSIONS = ["LTI-1p0", "1.3"] as const;
export const LTI_SETUP_TYPES = ["unit", "chapter"] as const;
export type LtiVersion = (typeof LTI_VERSIONS)[number];
export type LtiSetupType = (typeof LTI_SETUP_TYPES)[number];
/** LTI-022: 30 alphanumeric characters. */
export const LTI_SECRET_LENGTH = 30;

export const LTI_MESSAGES = {
  required: "Ensure all fields are completed",
  created: "LTI Consumer Created",
  listFailed: "Error retrieving LTI Consumers",
  exception: "An error has occured - Please Retry",
  retrySuffix: " Please Retry",
  keyTaken: "This key is already used by another consumer.",
  badOrigin: "Each portal origin must look like https://lms.school.example",
  platformTaken: "This platform (issuer and client id) is already registered.",
  noSecret13: "An LTI 1.3 platform has no shared secret: rotate the tool's keys instead.",
  badPlatformUrl: "The platform's URLs must be full addresses, like https://lms.school.example/mod/lti/auth.php",
} as const;

/** LTI-021: whitespace typed in the key becomes '.'. */
export function normalizeConsumerKey(key: string): string {
  return key.replace(/\s/g, ".");
}

const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/;
/** Space- or comma-separated portal origins; '' for none. */
export function parseFrameOrigins(text: string): string[] | null {
  const parts = text
    .split(/[\s,]+/)
    .map((s) => s.trim().replace(/\/$/, ""))
    .filter(Boolean);
  return parts.every((p) => ORIGIN.test(p)) ? parts : null;
}

/** An absolute http(s) URL (the platform's login, token and JWKS addresses). */
export function isHttpUrl(text: string): boolean {
  try {
    const u = new URL(text);
    return (u.protocol === "https:" || u.protocol === "http:") && !!u.hostname && !u.username && !u.password;
  } catch {
    return false;
  }
}

/** LTI 1.3 deployment ids: separated by spaces or commas. */
export function parseDeploymentIds(text: string | null | undefined): string[] {
  return (text ?? "")
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** LTI 1.1 launch refusals (core/lti/launch.ts), in the order the checks run. */
export const LTI11_REFUSAL_CODES = [
  "bad_method",
  "missing_oauth_parameters",
  "bad_oauth_version",
  "bad_signature_method",
  "unknown_consumer",
  "consumer_not_lti11",
  "bad_signature",
  "expired_timestamp",
  "replayed_nonce",
  "bad_message_type",
  "bad_lti_version",
  "missing_resource_link_id",
  "missing_user_id",
] as const;
export type Lti11RefusalCode = (typeof LTI11_REFUSAL_CODES)[number];

/** LTI 1.3 launch refusals (core/lti/lti13.ts), shown by /lti/refused like the 1.1 ones. */
export const LTI13_REFUSAL_CODES = [
  "missing_login_parameters",
  "unknown_platform",
  "unknown_deployment",
  "missing_id_token",
  "bad_state",
  "bad_token",
  "bad_signature",
  "jwks_unavailable",
  "expired_token",
  "bad_issuer",
  "bad_audience",
  "bad_azp",
  "bad_iat",
  "bad_nonce",
  "replayed_nonce",
  "bad_lti_version",
  "bad_message_type",
  "missing_resource_link_id",
  "missing_user_id",
  "not_instructor",
  "deep_link_expired",
] as const;
export type Lti13RefusalCode = (typeof LTI13_REFUSAL_CODES)[number];

const required = z.string().trim().min(1, LTI_MESSAGES.required);

/** LTI-020 / LTI-027: the create request (the secret is generated on the server, LTI-022). */
export const createConsumerInput = z
  .object({
    consumerName: required.max(200),
    consumerKey: required.max(200).transform(normalizeConsumerKey),
    ltiVersion: z.enum(LTI_VERSIONS, { message: LTI_MESSAGES.required }),
    ltiType: z.enum(LTI_SETUP_TYPES, { message: LTI_MESSAGES.required }),
    classSelected: z.coerce.number().int().positive(LTI_MESSAGES.required),
    membership: z.coerce.number().int().positive(LTI_MESSAGES.required),
    /** LTI-028: optional (decision 050). */
    productId: z.coerce.number().int().positive().nullable().optional(),
    frameOrigins: z
      .string()
      .max(2000)
      .default("")
      .refine((s) => parseFrameOrigins(s) !== null, LTI_MESSAGES.badOrigin),
    /** LTI 1.3 (decision 051): the platform's registration; required when ltiVersion is '1.3'. */
    issuer: z.string().trim().max(500).default(""),
    clientId: z.string().trim().max(500).default(""),
    deploymentIds: z.string().trim().max(2000).default(""),
    authLoginUrl: z.string().trim().max(2000).default(""),
    tokenUrl: z.string().trim().max(2000).default(""),
    jwksUrl: z.string().trim().max(2000).default(""),
  })
  .superRefine((v, ctx) => {
    if (v.ltiVersion !== "1.3") return;
    for (const name of ["issuer", "clientId", "deploymentIds"] as const) {
      if (!v[name]) ctx.addIssue({ code: "custom", path: [name], message: LTI_MESSAGES.required });
    }
    for (const name of ["authLoginUrl", "tokenUrl", "jwksUrl"] as const) {
      if (!isHttpUrl(v[name])) ctx.addIssue({ code: "custom", path: [name], message: LTI_MESSAGES.badPlatformUrl });
    }
  });
export type CreateConsumerInput = z.input<typeof createConsumerInput>;

/**
 * Every code /lti/refused explains (its i18n key lti.refused.reasons.<code>): the 1.1 and 1.3 launch
 * refusals and the launch token's expiry (server/lti.ts). The one list; anything else shows "unknown".
 */
export const LTI_REFUSAL_CODES = [...LTI11_REFUSAL_CODES, "launch_token_expired", ...LTI13_REFUSAL_CODES] as const;
export type LtiRefusalCode = (typeof LTI_REFUSAL_CODES)[number];
export function isLtiRefusalCode(code: string): code is LtiRefusalCode {
  return (LTI_REFUSAL_CODES as readonly string[]).includes(code);
}
