import { afterAll, beforeAll, describe, expect, it } from "vitest";
import en from "../../app/i18n/locales/en.commerce.json";
import fr from "../../app/i18n/locales/fr.commerce.json";
import { poolOf } from "#core/db/pool";
import { INVOICE_SEARCH_LIMIT } from "#core/commerce/bookstore";
import { SandboxGateway, setPaymentGateway, TEST_CARDS } from "#core/payments/sandbox";
import { BOOKSTORE_MESSAGES, CHECKOUT_MESSAGES } from "#shared/commerce";
import { openTestDb, type TestDb } from "../support/payload";
import { errorOf } from "../support/errors";

/** Bookstore invoices (BOOK-001…BOOK-013): lookup by number, no enumeration, payment through the gateway. */
let db: TestDb;
let gateway: SandboxGateway;
let product: number;
let n = 0;

const card = (number: string = TEST_CARDS.success) => ({ number, expiry: "1230", cvv: "123" });
const payer = {
  email: "books@campus.test",
  firstName: "Grace",
  lastName: "Hopper",
  address: { country: "CA" as const, province: "ON", postalCode: "M5S 1A1" },
};
/** Each test searches from its own address (the rate limit counts per address). */
const ip = () => `198.51.100.${++n}`;

async function invoice(data: Record<string, unknown> = {}) {
  return db.payload.create({
    collection: "invoices",
    overrideAccess: true,
    depth: 0,
    data: { billTo: "Campus Books\n1 College St", numberOfSeats: 12, rate: 15.5, currency: "CAD", product, ...data } as never,
  });
}

beforeAll(async () => {
  db = await openTestDb();
  gateway = new SandboxGateway({ timeoutMs: 100 });
  setPaymentGateway(gateway);
  product = (await db.payload.create({ collection: "products", overrideAccess: true, depth: 0, data: { title: "Campus Seats", price: 10, currency: "CAD" } }))
    .id;
}, 120_000);
afterAll(() => db?.close());

describe("bookstore invoices (BOOK-*)", () => {
  it("BOOK-003 BOOK-013 an admin's invoice gets a random, unguessable number and subTotal = seats × rate", async () => {
    const a = await invoice();
    const b = await invoice();
    expect(a.invoiceNum).toMatch(/^INV-[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
    expect(a.invoiceNum).not.toBe(b.invoiceNum);
    expect(a.subTotal).toBe(186);
    expect((await invoice({ invoiceNum: " custom-7 " })).invoiceNum).toBe("CUSTOM-7");
    // A partial update keeps the number; the subtotal follows the seats.
    const updated = await db.payload.update({ collection: "invoices", id: a.id, data: { numberOfSeats: 2 }, overrideAccess: true, depth: 0 });
    expect(updated).toMatchObject({ invoiceNum: a.invoiceNum, subTotal: 31 });
  });

  it("BOOK-002 BOOK-003 BOOK-004 BOOK-005 found by number (any case) with its fields; a miss answers null; an empty number is refused", async () => {
    const inv = await invoice({ taxExempt: true });
    const c = await db.callerAs(null, { ip: ip() });
    expect(await c.commerce.findInvoice({ invoiceNum: inv.invoiceNum!.toLowerCase() })).toMatchObject({
      invoiceNum: inv.invoiceNum,
      id: inv.id,
      billTo: "Campus Books\n1 College St",
      taxExempt: true,
      numberOfSeats: 12,
      rate: 15.5,
      subTotal: 186,
      subTotalCents: 18600,
      currency: { code: "CAD", name_en: "Canadian Dollar" },
      product: { title: "Campus Seats" },
      status: "open",
    });
    expect(await c.commerce.findInvoice({ invoiceNum: "INV-22222-22222" })).toBeNull();
    expect(await errorOf(c.commerce.findInvoice({ invoiceNum: "  " }))).toEqual({ code: "BAD_REQUEST", message: BOOKSTORE_MESSAGES.invoiceNumberMissing });
  });

  it("no enumeration: every search counts, found or not; past the limit even the right number is refused", async () => {
    const inv = await invoice();
    const c = await db.callerAs(null, { ip: ip() });
    for (let i = 0; i < INVOICE_SEARCH_LIMIT.limit; i++) await c.commerce.findInvoice({ invoiceNum: `INV-${i}` });
    expect(await errorOf(c.commerce.findInvoice({ invoiceNum: inv.invoiceNum! }))).toEqual({
      code: "TOO_MANY_REQUESTS",
      message: BOOKSTORE_MESSAGES.invoiceTooMany,
    });
    // Another address is not affected.
    expect((await (await db.callerAs(null, { ip: ip() })).commerce.findInvoice({ invoiceNum: inv.invoiceNum! }))?.id).toBe(inv.id);
  });

  it("BOOK-009 BOOK-010 BOOK-011 a tax-exempt invoice is paid with tax 0; the invoice records the payment; it cannot be paid twice", async () => {
    const inv = await invoice({ taxExempt: true });
    const c = await db.callerAs(null, { ip: ip() });
    const charges = gateway.chargeCount;
    const [a, b] = await Promise.all([0, 1].map(() => c.commerce.payInvoice({ ...payer, invoiceNum: inv.invoiceNum!, card: card() })));
    const ok = [a!, b!].filter((r) => r.results === "SUCCESS");
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((r) => r.id)).size).toBe(1);
    expect(gateway.chargeCount).toBe(charges + 1);
    const res = ok[0]!;
    expect(res).toMatchObject({ results: "SUCCESS", errorCode: null, errorMsg: null });
    expect(res.receiptToken).toMatch(/^[\w-]{32}$/);
    const { rows } = await poolOf(db.payload).query(
      `SELECT status, tax_cents::int AS tax, total_cents::int AS total, currency, invoice_id, user_id, payment_last4 FROM orders WHERE id = $1`,
      [res.id],
    );
    expect(rows[0]).toMatchObject({ status: "paid", tax: 0, total: 18600, currency: "CAD", invoice_id: inv.id, user_id: null, payment_last4: "4242" });
    const paid = await db.payload.findByID({ collection: "invoices", id: inv.id, overrideAccess: true, depth: 0 });
    expect(paid).toMatchObject({ status: "paid", payment: { order: res.id, amountCents: 18600, taxCents: 0, email: "books@campus.test", last4: "4242" } });
    expect(await c.commerce.payInvoice({ ...payer, invoiceNum: inv.invoiceNum!, card: card() })).toMatchObject({
      results: "FAILURE",
      errorMsg: { message: BOOKSTORE_MESSAGES.invoicePaid },
    });
    expect(gateway.chargeCount).toBe(charges + 1);
    // The thank-you page reads it with the token only.
    expect((await c.commerce.paidOrder({ id: res.id!, token: res.receiptToken! })).invoiceNum).toBe(inv.invoiceNum);
    expect(await errorOf(c.commerce.paidOrder({ id: res.id!, token: "x".repeat(32) }))).toMatchObject({ code: "NOT_FOUND" });
  });

  it("BOOK-012 a decline gives the checkout's code; a corrected card pays; without exemption the payer's tax applies; amounts from the browser do not exist", async () => {
    const inv = await invoice({ numberOfSeats: 3, rate: 20 });
    const c = await db.callerAs(null, { ip: ip() });
    const declined = await c.commerce.payInvoice({ ...payer, invoiceNum: inv.invoiceNum!, card: card(TEST_CARDS.decline62) });
    expect(declined).toMatchObject({ results: "FAILURE", errorCode: "62", validation: false });
    const res = await c.commerce.payInvoice({ ...payer, invoiceNum: inv.invoiceNum!, card: card() });
    expect(res.results).toBe("SUCCESS");
    const { rows } = await poolOf(db.payload).query(
      `SELECT subtotal_cents::int AS sub, tax_cents::int AS tax, total_cents::int AS total FROM orders WHERE id = $1`,
      [res.id],
    );
    // 60.00 CAD + 13 % HST (Ontario).
    expect(rows[0]).toEqual({ sub: 6000, tax: 780, total: 6780 });
  });

  it("BOOK-007 entries are checked on the server; every BOOK message exists in EN and FR", async () => {
    const inv = await invoice();
    const c = await db.callerAs(null, { ip: ip() });
    const empty = {
      email: "",
      firstName: "",
      lastName: "",
      address: { country: "CA" as const, province: "", postalCode: "" },
      card: { number: "", expiry: "", cvv: "" },
    };
    expect((await c.commerce.payInvoice({ ...empty, invoiceNum: inv.invoiceNum! })).errorMsg?.message).toBe(CHECKOUT_MESSAGES.cardMissing);
    expect((await c.commerce.payInvoice({ ...payer, email: "nope", invoiceNum: inv.invoiceNum!, card: card() })).errorMsg?.message).toBe(
      CHECKOUT_MESSAGES.badEmail,
    );
    expect(
      (await c.commerce.payInvoice({ ...payer, address: { country: "CA", province: "QC", postalCode: "M5S 1A1" }, invoiceNum: inv.invoiceNum!, card: card() }))
        .errorMsg?.message,
    ).toBe(CHECKOUT_MESSAGES.postalProvince);
    expect((await c.commerce.payInvoice({ ...payer, invoiceNum: "INV-NOPE", card: card() })).errorMsg?.message).toBe(BOOKSTORE_MESSAGES.invoiceNotFound);
    for (const [key, text] of Object.entries(BOOKSTORE_MESSAGES)) {
      expect((en.messages as Record<string, string>)[key]).toBe(text);
      expect((fr.messages as Record<string, string>)[key]).toBeTruthy();
    }
    expect(en.messages.cardMissing).toBe("Please enter all Credit Card Details are added.");
    expect(fr.messages.cardMissing).toBeTruthy();
  });
});
