import crypto from "node:crypto";
import { Invalid, RateLimited } from "#core/errors";
import type { WithPayload } from "#core/context";
import { env } from "#core/env";
import { mailBody, sendMail } from "#core/mail/mail";
import { hitRateLimit } from "#core/auth/rateLimit";
import type { Language } from "#shared/language";
import { K12_EMPTY_CODE, K12_WRONG_CODE, k12OrderInput, k12Total, type K12OrderInput } from "#shared/forms";
import { storeOnce } from "./submissions";

/** The demo code (README); production must set K12_ACCESS_CODE. Never sent to the browser. */
export const DEMO_K12_ACCESS_CODE = "BIOTEXT-K12";
/** Wrong codes per client address: 10 per 15 minutes (docs/decisions/017-school-orders.md). */
export const K12_CODE_LIMIT = { limit: 10, windowMs: 15 * 60_000 };

export function k12AccessCode(): string | null {
  const configured = process.env.K12_ACCESS_CODE?.trim();
  if (configured) return configured;
  return env().APP_ENV === "production" ? null : DEMO_K12_ACCESS_CODE;
}

const sameText = (a: string, b: string) => {
  const x = crypto.createHash("sha256").update(a).digest();
  const y = crypto.createHash("sha256").update(b).digest();
  return crypto.timingSafeEqual(x, y);
};

/**
 * K12-002/003: checks the access code on the server. Every attempt counts against the client
 * address (so guessing is slow); an empty code is 'Please Enter An Access Code', a wrong one
 * 'Incorrect Access Code' (BAD_REQUEST with the i18n key), too many attempts TOO_MANY_REQUESTS.
 */
export async function checkK12Code({ payload }: WithPayload, code: string, ip: string): Promise<void> {
  const entered = code.trim();
  if (!entered) throw new Invalid("forms.k12.emptyCode", K12_EMPTY_CODE);
  const limit = await hitRateLimit(payload, `k12code:${ip}`, K12_CODE_LIMIT);
  if (!limit.allowed) throw new RateLimited("forms.tooMany", "forms.errors.tooMany");
  const expected = k12AccessCode();
  if (!expected || !sameText(entered, expected)) throw new Invalid("forms.k12.wrongCode", K12_WRONG_CODE);
}

export type PriceEntry = {
  isbn: string;
  name: string;
  price: number;
  currency: string;
  includeTax: boolean;
  dropDownDescription: string;
  includedFeatures: string[];
};

/** K12-010…012: the courseware price list in the page's language. */
export async function priceList({ payload }: WithPayload, locale: Language): Promise<PriceEntry[]> {
  const g = await payload.findGlobal({ slug: "courseware-prices", locale, depth: 0, overrideAccess: true });
  return (g.entries ?? []).map((e) => ({
    isbn: e.isbn,
    name: e.name,
    price: Number(e.price),
    currency: e.currency ?? "USD",
    includeTax: e.includeTax !== false,
    dropDownDescription: e.dropDownDescription ?? "",
    includedFeatures: (e.includedFeatures ?? []).map((f) => f.itemName),
  }));
}

export type K12Result = { status: "SUCCESS"; id: number; total: number; currency: string; duplicate: boolean };

/**
 * K12-004…018: validates with the shared schema, checks the access code again (the form's hidden
 * copy: the order is refused without it), prices the order from the price list on the server
 * (the browser's total is never trusted), stores one schoolOrders record (status new) and
 * e-mails a confirmation to the contact and the order to staff.
 */
export async function submitK12Order({ payload }: WithPayload, raw: K12OrderInput, meta: { ip: string; language: Language }): Promise<K12Result> {
  const input = k12OrderInput.parse(raw);
  await checkK12Code({ payload }, input.accessCode, meta.ip);
  const entry = (await priceList({ payload }, meta.language)).find((e) => e.isbn === input.productOrdered);
  if (!entry) throw new Invalid("forms.k12.incomplete", "forms.k12.incomplete");
  const qty = Number(input.productQty);
  const total = k12Total(qty, entry.price);
  const { accessCode: _code, idempotencyKey, productQty: _qty, ...fields } = input;
  const { doc, duplicate } = await storeOnce<{ id: number }>(
    payload,
    "schoolOrders",
    idempotencyKey,
    {
      ...fields,
      productQty: qty,
      productName: entry.name,
      unitPrice: entry.price,
      currency: entry.currency,
      includeTax: entry.includeTax,
      total,
      status: "new",
      language: meta.language,
    },
    async (stored) => {
      const fr = meta.language === "fr";
      const summary = `${entry.name} × ${qty} = ${total} ${entry.currency}${entry.includeTax ? (fr ? " + taxes" : " + TAX") : ""}`;
      await sendMail(payload, {
        to: input.email,
        subject: fr ? `Commande scolaire BioText n° ${stored.id} reçue` : `BioText school order #${stored.id} received`,
        kind: "school-order-confirmation",
        ...mailBody(
          fr
            ? [`Bonjour ${input.firstName},`, `Nous avons bien reçu la commande de ${input.school} : ${summary}.`, "Nous vous enverrons la facture sous peu."]
            : [`Hello ${input.firstName},`, `We have received the order for ${input.school}: ${summary}.`, "We will send you the invoice shortly."],
        ),
      });
      await sendMail(payload, {
        to: env().SUPPORT_EMAIL,
        subject: `[School order] #${stored.id} ${input.school} (${input.district})`,
        kind: "school-order-staff",
        ...mailBody([
          `Order #${stored.id}: ${summary}`,
          `Contact: ${input.firstName} ${input.lastName} <${input.email}>, ${input.contactPhoneNum}, school e-mail ${input.contactSchoolEmail}`,
          `Billing: ${input.billingAttn}, PO ${input.billingPO}, ${input.billingCompanyName}, ${input.billingStreetNum} ${input.billingStreetName}, ${input.billingCity}, ${input.billingStateProv}, ${input.billingCountry} ${input.billingPostZipCode}`,
          `Comments: ${input.additionalComments}`,
        ]),
      });
    },
  );
  return { status: "SUCCESS", id: doc.id, total, currency: entry.currency, duplicate };
}
