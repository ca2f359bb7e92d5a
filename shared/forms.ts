import { z } from "zod";

/**
 * The public forms' rules (CON-001…011, K12-001…019), shared by the browser and the server: the
 * Remix actions parse with these schemas, the pages show the same messages before sending.
 * Messages are i18n keys in the `forms` namespace (the page's language shows them).
 */

const key = z.string().uuid("forms.errors.expired");
const trimmed = z.string().trim();

// ---------- Contact and enterprise (CON-003…008) ----------

export const EDUCATION_LEVELS = ["HS", "HEHS", "FYB", "UYB", "IT"] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

export const CONTACT_MANDATORY = "forms.contact.mandatory";

const enterpriseFields = ["institutionName", "institutionContact", "contactNumber", "country", "province"] as const;

export const contactInput = z
  .object({
    variant: z.enum(["contact", "enterprise"]).default("contact"),
    name: trimmed.max(200, CONTACT_MANDATORY),
    email: trimmed.max(254, CONTACT_MANDATORY),
    message: trimmed.max(5000, CONTACT_MANDATORY),
    trialRequest: z.boolean().default(false),
    institutionName: trimmed.max(200).default(""),
    institutionContact: trimmed.max(200).default(""),
    contactNumber: trimmed.max(50).default(""),
    /** CON-005: '0' (the default) counts as not chosen. */
    educationLevel: z.string().default("0"),
    country: trimmed.max(100).default(""),
    province: trimmed.max(100).default(""),
    /** Honeypot: people never see or fill it. */
    website: z.string().max(500).default(""),
    idempotencyKey: key,
  })
  .superRefine((v, ctx) => {
    // CON-006: one message for every missing mandatory field.
    const missing: string[] = [];
    for (const f of ["name", "email", "message"] as const) if (!v[f]) missing.push(f);
    if (v.variant === "enterprise") {
      for (const f of enterpriseFields) if (!v[f]) missing.push(f);
      if (!EDUCATION_LEVELS.includes(v.educationLevel as EducationLevel)) missing.push("educationLevel");
    }
    for (const f of missing) ctx.addIssue({ code: "custom", path: [f], message: CONTACT_MANDATORY });
    // CON-007: no format rule beyond the input type (type=email): the browser's own e-mail check.
    if (v.email && !z.string().email().safeParse(v.email).success) ctx.addIssue({ code: "custom", path: ["email"], message: "forms.contact.emailType" });
  });
export type ContactInput = z.input<typeof contactInput>;

// ---------- School order form (K12-003…019) ----------

export const K12_EMPTY_CODE = "forms.k12.codeEmpty";
export const K12_WRONG_CODE = "forms.k12.codeWrong";
export const K12_INCOMPLETE = "forms.k12.incomplete";
export const K12_TERMS = "forms.k12.terms_required";
export const K12_FORMAT = "forms.k12.format";
export const K12_QTY = "forms.k12.qty";

/** K12-009: letters, digits, dots, underscores or hyphens, '@', a domain, a dot and 1 to 6 letters. */
export const K12_EMAIL = /^[A-Za-z0-9._-]+@[A-Za-z0-9.-]+\.[A-Za-z]{1,6}$/;

export const K12_CONTACT_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "district",
  "school",
  "contactStreetNum",
  "contactStreetName",
  "contactCity",
  "contactStateProv",
  "contactCountry",
  "contactPostZipCode",
  "contactPhoneNum",
  "contactSchoolEmail",
] as const;
export const K12_BILLING_FIELDS = [
  "billingAttn",
  "billingPO",
  "billingCompanyName",
  "billingStreetNum",
  "billingStreetName",
  "billingCity",
  "billingStateProv",
  "billingCountry",
  "billingPostZipCode",
  "billingPhoneNum",
] as const;
export const K12_TEXT_FIELDS = [...K12_CONTACT_FIELDS, ...K12_BILLING_FIELDS, "productOrdered", "additionalComments"] as const;
export type K12TextField = (typeof K12_TEXT_FIELDS)[number];

/** K12-019 (unspecified): a whole number of students from 1 to 100 000. */
export const K12_MAX_QTY = 100_000;

export const k12CodeInput = z.object({ code: z.string().max(200).default("") });

export const k12OrderInput = z
  .object({
    ...(Object.fromEntries(K12_TEXT_FIELDS.map((f) => [f, trimmed.max(f === "additionalComments" ? 5000 : 200).default("")])) as Record<
      K12TextField,
      z.ZodDefault<z.ZodString>
    >),
    productQty: z.string().trim().default(""),
    termConditionsAccepted: z.boolean().default(false),
    orderType: z.literal("HIGHSCHOOL").default("HIGHSCHOOL"),
    accessCode: z.string().max(200).default(""),
    idempotencyKey: key,
  })
  .superRefine((v, ctx) => {
    const empty = [...K12_TEXT_FIELDS, "productQty" as const].filter((f) => !v[f]);
    if (empty.length) {
      for (const f of empty) ctx.addIssue({ code: "custom", path: [f], message: K12_INCOMPLETE });
      return;
    }
    for (const f of ["email", "contactSchoolEmail"] as const) {
      if (!K12_EMAIL.test(v[f])) ctx.addIssue({ code: "custom", path: [f], message: K12_FORMAT });
    }
    const qty = Number(v.productQty);
    if (!/^\d+$/.test(v.productQty) || qty < 1 || qty > K12_MAX_QTY) ctx.addIssue({ code: "custom", path: ["productQty"], message: K12_QTY });
    if (!v.termConditionsAccepted) ctx.addIssue({ code: "custom", path: ["termConditionsAccepted"], message: K12_TERMS });
  });
export type K12OrderInput = z.input<typeof k12OrderInput>;

/** K12-013: productQty × the chosen product's price (before tax). */
export function k12Total(qty: number, price: number): number {
  return Math.round(qty * price * 100) / 100;
}

/** The first message of a failed parse per field (for the page), and the form-level message. */
export function fieldErrors(error: z.ZodError): { fields: Record<string, string>; form: string } {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const f = String(issue.path[0] ?? "");
    if (f && !fields[f]) fields[f] = issue.message;
  }
  return { fields, form: error.issues[0]?.message ?? "forms.errors.invalid" };
}

// ---------- Custom course builder (PUB-052…056) ----------

export const BUILDER_MANDATORY = "forms.builder.mandatory";
export const BUILDER_NO_LESSONS = "forms.builder.noLessons";
export const BUILDER_PROFESSOR_FIELDS = ["profFirstName", "profLastName", "profEmail", "profDepartment", "courseName"] as const;
export const BUILDER_INSTITUTION_FIELDS = ["institutionName", "institutionCity", "institutionProvince", "institutionCountry"] as const;

/** PUB-053 (unspecified): every professor and institution field except the phone is required; at least one lesson. */
export const courseRequestInput = z
  .object({
    ...(Object.fromEntries([...BUILDER_PROFESSOR_FIELDS, ...BUILDER_INSTITUTION_FIELDS].map((f) => [f, trimmed.max(200).default("")])) as Record<
      (typeof BUILDER_PROFESSOR_FIELDS)[number] | (typeof BUILDER_INSTITUTION_FIELDS)[number],
      z.ZodDefault<z.ZodString>
    >),
    profPhone: trimmed.max(50).default(""),
    lessons: z.array(z.coerce.number().int().positive()).max(2000).default([]),
    comments: trimmed.max(5000).default(""),
    idempotencyKey: key,
  })
  .superRefine((v, ctx) => {
    for (const f of [...BUILDER_PROFESSOR_FIELDS, ...BUILDER_INSTITUTION_FIELDS])
      if (!v[f]) ctx.addIssue({ code: "custom", path: [f], message: BUILDER_MANDATORY });
    if (v.profEmail && !z.string().email().safeParse(v.profEmail).success)
      ctx.addIssue({ code: "custom", path: ["profEmail"], message: "forms.contact.emailType" });
    if (!v.lessons.length) ctx.addIssue({ code: "custom", path: ["lessons"], message: BUILDER_NO_LESSONS });
  });
export type CourseRequestInput = z.input<typeof courseRequestInput>;
