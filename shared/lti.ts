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

const required = z.string().trim().min(1, LTI_MESSAGES.required);

/** LTI-020 / LTI-027: the create request (the secret is generated on the server, LTI-022). */
export const createConsumerInput = z.object({
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
});
export type CreateConsumerInput = z.input<typeof createConsumerInput>;
