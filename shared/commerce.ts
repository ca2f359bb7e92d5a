import { z } from "zod";
import { formatPercent } from "#shared/language";
import { passwordSchema } from "#shared/passwordPolicy";
import { CANADA, US } from "#shared/taxRates";

/**
 * Commerce rules shared by the browser and the server: amounts, address consistency, form
 * schemas and the user-visible messages (kept word for word from the requirements).
 */

export const COUNTRIES = ["CA", "US", "OTHER"] as const;
export type Country = (typeof COUNTRIES)[number];

/** Dollars (a product's price) to integer cents. */
export const toCents = (dollars: number) => Math.round(dollars * 100);

export function formatMoney(cents: number, currency: string, language: "en" | "fr" = "en"): string {
  return (
    new Intl.NumberFormat(language === "fr" ? "fr-CA" : "en-CA", { style: "currency", currency, currencyDisplay: "narrowSymbol" }).format(cents / 100) +
    ` ${currency}`
  );
}

/** Tax fractions are shown as percentages (CHK-017): 0.09975 → "9.975%", in French "9,975 %" (issue 46 F7). */
export const percent = (fraction: number, language: string) => formatPercent(Number((fraction * 100).toFixed(3)), language);

/** A trial's last day as its e-mails and the dashboard say it (the date in UTC, as the server counts it; decision 135). */
export const trialEndDate = (lang: "en" | "fr", at: Date | string) =>
  new Intl.DateTimeFormat(lang === "fr" ? "fr-CA" : "en-CA", { dateStyle: "long", timeZone: "UTC" }).format(new Date(at));

export const CART_MESSAGES = {
  couponInvalid: "This coupon code is not valid.",
  couponExpired: "This coupon is not valid at this time.",
  couponNotApplicable: "This coupon does not apply to the items in your cart.",
  couponUsedUp: "This coupon has already been used the maximum number of times.",
  ltiOnly: "Only LTI can purchase",
  emptyCart: "Your cart is empty.",
  unknownProduct: "This product is not available.",
  notForSale: "This product cannot be bought here.",
  otherCurrency: "This product is sold in another currency than the items in your cart.",
} as const;

export const CHECKOUT_MESSAGES = {
  entriesMissing: "Entries missing, please validate all fields have been filled out!",
  badEmail: "incorrect email format!",
  emailUsed: "Email already used",
  badPostal: "Please enter a valid postal code (for example A1A 1A1).",
  postalProvince: "This postal code does not belong to the selected province.",
  badZip: "Please enter a valid ZIP code (5 digits, or ZIP+4).",
  zipState: "This ZIP code does not belong to the selected state.",
  badRegion: "Please choose a valid province or state.",
  cardMissing: "Please enter all Credit Card Details are added.",
  decline62:
    "Your transaction was unsuccessful. Please double-check your address and credit card details, then try again. If the issue persists, contact support",
  declineOther: "Your transaction was unsuccessful, please confirm the method of payment and retry...",
  failNoCode: "Your transaction was unsuccessful. If the issue persists, contact support (Error: Unknown error occurred)",
  unknownServerMessage: "Unknown error message",
  newUserException: "Transaction Failed with an unknown error...",
} as const;

/** BOOK-002, BOOK-007 (word for word); BOOK-005 is unspecified: one answer for every number not found. */
export const BOOKSTORE_MESSAGES = {
  invoiceNumberMissing: "Please Enter a Invoice Number",
  invoiceNotFound: "No open invoice matches this number. Please check it and try again.",
  invoiceTooMany: "Too many invoice searches. Please try again in 15 minutes.",
  invoicePaid: "This invoice has already been paid.",
} as const;

export const TRIAL_MESSAGES = {
  mandatory: "Please ensure all mandatory fields are entered",
  emailExists: "Email already exists, please use another or log in to access your account.",
  success: "Trial Membership has been created, you should see an email shortly.",
  error: "An Error Occured, Please Try Again",
} as const;

const POSTAL = /^([ABCEGHJ-NPRSTVXY])\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;
const ZIP = /^(\d{5})(-\d{4})?$/;

/** Normalized postal code or ZIP. */
export const normalizePostal = (s: string) => s.trim().toUpperCase().replace(/\s+/g, " ");

/**
 * Postal code / province and ZIP / state consistency (CHK-011, CHK-012): the format, then the
 * first letter (Canada) or the ZIP prefix range (US). Returns null when consistent, else the message.
 */
export function addressProblem(country: Country, region: string, postal: string): string | null {
  const code = normalizePostal(postal);
  if (country === "CA") {
    const province = CANADA[region];
    if (!province) return CHECKOUT_MESSAGES.badRegion;
    const m = POSTAL.exec(code);
    if (!m) return CHECKOUT_MESSAGES.badPostal;
    return province.postalLetters.includes(m[1]!.toUpperCase()) ? null : CHECKOUT_MESSAGES.postalProvince;
  }
  if (country === "US") {
    const state = US[region];
    if (!state) return CHECKOUT_MESSAGES.badRegion;
    const m = ZIP.exec(code);
    if (!m) return CHECKOUT_MESSAGES.badZip;
    const prefix = Number(m[1]!.slice(0, 3));
    const inRange = state[2].some((r) => {
      const [lo, hi] = r.split("-").map(Number);
      return prefix >= lo! && prefix <= hi!;
    });
    return inRange ? null : CHECKOUT_MESSAGES.zipState;
  }
  return region.trim() && code ? null : CHECKOUT_MESSAGES.entriesMissing;
}

export type TaxBreakdown = { gst: number; hst: number; pst: number; qst: number; rate: number; region: string; effective: string | null };

/** The tax fractions for a consistent address (no tax outside Canada and the US). */
export function taxFor(country: Country, region: string): TaxBreakdown {
  if (country === "CA" && CANADA[region]) {
    const t = CANADA[region].tax;
    return { gst: t.gst, hst: t.hst, pst: t.pst, qst: t.qst, rate: t.gst + t.hst + t.pst + t.qst, region, effective: t.effective };
  }
  if (country === "US" && US[region]) {
    const rate = US[region][1];
    return { gst: 0, hst: 0, pst: rate, qst: 0, rate, region, effective: "2025-01-01" };
  }
  return { gst: 0, hst: 0, pst: 0, qst: 0, rate: 0, region, effective: null };
}

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const couponCodeSchema = z.string().trim().min(1).max(40);
export const addressSchema = z.object({
  country: z.enum(COUNTRIES),
  province: z.string().trim().max(60),
  postalCode: z.string().trim().max(12),
});

/**
 * What a card field keeps of what was typed: digits only, at most `max` of them (19 for a card number,
 * 4 for the expiry MMYY and the CVV). The one cleaning rule of every card form (CardFields).
 */
export const cardDigits = (typed: string, max: number) => typed.replace(/\D/g, "").slice(0, max);
export const CARD_NUMBER_DIGITS = 19;
export type CardInput = { number: string; expiry: string; cvv: string };
export const EMPTY_CARD: CardInput = { number: "", expiry: "", cvv: "" };

/** CHK-023: the order request. Client-sent amounts (transactionDetails) are accepted and ignored. */
export const placeOrderSchema = z.object({
  email: z.string().trim().max(254),
  password: passwordSchema.optional(),
  firstName: z.string().trim().max(100),
  lastName: z.string().trim().max(100),
  address: addressSchema,
  card: z
    .object({
      number: z.string().max(23),
      expiry: z.string().max(4),
      cvv: z.string().max(4),
    })
    .optional(),
  transactionDetails: z.unknown().optional(),
});
export type PlaceOrderInput = z.infer<typeof placeOrderSchema>;

/** BOOK-006, BOOK-009: paying an invoice (the amount comes from the invoice, never from the browser). */
export const invoiceNumberSchema = z.string().trim().max(40);
export const payInvoiceSchema = z.object({
  invoiceNum: invoiceNumberSchema,
  email: z.string().trim().max(254),
  firstName: z.string().trim().max(100),
  lastName: z.string().trim().max(100),
  address: addressSchema,
  card: z.object({ number: z.string().max(23), expiry: z.string().max(4), cvv: z.string().max(4) }),
});
export type PayInvoiceInput = z.infer<typeof payInvoiceSchema>;

export const WHO_AM_I = ["Professor / Instructor", "Student", "Industrial Professional / Leader"] as const;
export const FOUND_US = ["Instagram", "Twitter", "LinkedIn", "YouTube", "Google", "Other"] as const;

export const trialSchema = z.object({
  firstname: z.string().trim().max(100),
  lastname: z.string().trim().max(100),
  email: z.string().trim().max(254),
  password: passwordSchema,
  userType: z.enum(["ICB", "ENTERPRISE", "N/A"]),
  school: z.string().trim().max(200),
  country: z.string().trim().max(60),
  province: z.string().trim().max(60),
  whoAmI: z.string().max(60),
  classCourseName: z.string().trim().max(200),
  numStudents: z.string().trim().max(10),
  foundUs: z.string().max(60),
  foundUsOther: z.string().trim().max(200).optional(),
  message: z.string().trim().max(4000),
});
export type TrialInput = z.infer<typeof trialSchema>;

/** TRIAL-004, TRIAL-005: which required field is missing (null: all there). */
export function trialMissing(t: TrialInput): boolean {
  const required = [t.email, t.firstname, t.lastname, t.school, t.country, t.message, t.province, t.foundUs, t.whoAmI];
  if (required.some((v) => !v || !v.trim())) return true;
  if (!(WHO_AM_I as readonly string[]).includes(t.whoAmI) || !(FOUND_US as readonly string[]).includes(t.foundUs)) return true;
  if (t.whoAmI === "Professor / Instructor" && (!t.classCourseName.trim() || !t.numStudents.trim())) return true;
  return false;
}

/** The i18n key (commerce.messages.<key>) of a message the server sent in English, or null. */
export function messageKey(message: string | null | undefined): string | null {
  if (!message) return null;
  for (const table of [CART_MESSAGES, CHECKOUT_MESSAGES, TRIAL_MESSAGES, BOOKSTORE_MESSAGES] as const) {
    for (const [key, text] of Object.entries(table)) if (text === message) return key;
  }
  return null;
}

/** ADM-027 (ADM-028's free text replaced by checked inputs): the Bulk Coupon Generator's request. */
export const bulkCouponSchema = z.object({
  productId: z.number().int().positive().nullable(),
  membershipId: z.number().int().positive().nullable(),
  couponDollarValue: z
    .number()
    .positive()
    .max(10_000)
    .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, "At most 2 decimals"),
  numberOfCoupons: z.number().int().min(1).max(10_000),
  couponDesc: z.string().trim().max(200),
  validUntil: z.string().date().nullable().optional(),
});
export type BulkCouponInput = z.infer<typeof bulkCouponSchema>;
export const BULK_COUPON_SUCCESS = "Coupons have been created.  Download Coupons below";
export const BULK_COUPON_FILE = "Bulk Generated Coupons";

/** ORD-008, ORD-009, ORD-017: View Orders filters (dates YYYY-MM-DD). */
export const adminOrdersSchema = z.object({
  from: z.string().date(),
  to: z.string().date(),
  orderId: z.number().int().positive().nullable().optional(),
  status: z.enum(["pending", "paid", "failed", "refunded"]).nullable().optional(),
  hideTrial: z.boolean().default(false),
  /** ORD-021 'Show QB Errors'. */
  qbErrors: z.boolean().default(false),
  page: z.number().int().min(1).max(100_000).default(1),
});
export type AdminOrdersInput = z.infer<typeof adminOrdersSchema>;
export const ORDERS_MESSAGES = { retrieveError: "Error Retrieving orders", searchPrompt: "Please search for orders" } as const;
