import type { Page } from "@playwright/test";
import { expect, ROLES, test, toFrench, type AppPage } from "./fixtures";

/**
 * Bookstore invoices (BOOK-001…BOOK-012, Chromium): an admin creates an invoice through the CMS API
 * (/admin's collection), a bookstore finds it on /bookstore by its number, pays it by card (tax 0:
 * tax-exempt), lands on the thank-you page, and the invoice then shows paid.
 */

/** An admin creates a tax-exempt invoice (12 seats × 15.50 CAD) through the CMS API; answers its number. */
async function createInvoice(openPage: (opts?: { as?: string }) => Promise<AppPage>): Promise<string> {
  const admin = await openPage({ as: ROLES.admin });
  await admin.goto("/account");
  const created = await admin.page.evaluate(async () => {
    const res = await fetch("/api/invoices", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ billTo: "Campus Books\n1 College St, Toronto", numberOfSeats: 12, rate: 15.5, currency: "CAD", taxExempt: true }),
    });
    return { status: res.status, body: (await res.json()) as { doc: { invoiceNum: string; subTotal: number } } };
  });
  expect(created.status).toBe(201);
  expect(created.body.doc.invoiceNum).toMatch(/^INV-[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
  expect(created.body.doc.subTotal).toBe(186);
  return created.body.doc.invoiceNum;
}

/** /bookstore's search for `number`: the invoice shown. */
async function findInvoice(page: Page, number: string) {
  await page.getByLabel("Invoice number").fill(number);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const invoice = page.getByTestId("invoice");
  await expect(invoice.getByRole("heading", { name: `Invoice ${number.toUpperCase()}` })).toBeVisible();
  return invoice;
}

// The tests are independent of each other: both workers share them out.
test.describe.configure({ mode: "parallel" });

test.describe("bookstore (Chromium)", () => {
  test("BOOK-002 BOOK-004 BOOK-006 BOOK-007 an invoice is found by number; 'Pay Invoice' opens the card modal, refused only when all is empty; messages in EN and FR", async ({
    openPage,
  }) => {
    test.setTimeout(180_000);
    const number = await createInvoice(openPage);
    const { page, errors, goto } = await openPage();
    await goto("/bookstore");
    // PUB-011: no footer.
    await expect(page.getByTestId("site-footer")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Bookstore invoice payment" })).toBeVisible();
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByTestId("bookstore-error")).toHaveText("Please Enter a Invoice Number");
    await page.getByLabel("Invoice number").fill("INV-22222-22222");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText("No open invoice matches this number. Please check it and try again.")).toBeVisible();
    const invoice = await findInvoice(page, number.toLowerCase());
    await expect(page.getByTestId("invoice-subtotal")).toContainText("186.00");
    await expect(invoice).toContainText("Campus Books");
    await expect(invoice).toContainText("Canadian Dollar");

    // BOOK-006: the modal's card number, expiry, CVV, names, e-mail, country, province and postal code.
    await page.getByRole("button", { name: "Pay Invoice" }).click();
    const dialog = page.getByRole("dialog");
    for (const label of ["Card number", "Expiry (MMYY)", "CVV", "First name", "Last name", "E-mail", "Country", "Province or territory", "Postal code"])
      await expect(dialog.getByLabel(label, { exact: true }), label).toBeVisible();
    // BOOK-007: refused in the browser only when everything is empty.
    await dialog.getByRole("button", { name: "Submit", exact: true }).click();
    await expect(dialog.getByTestId("bookstore-pay-error")).toHaveText("Please enter all Credit Card Details are added.");
    await dialog.getByRole("button", { name: "Close" }).click();

    // French.
    await toFrench(page);
    await page.getByRole("button", { name: "Rechercher", exact: true }).click();
    await expect(page.getByTestId("bookstore-error")).toHaveText("Veuillez saisir un numéro de facture");
    expect(errors).toEqual([]);
  });

  test("BOOK-011 BOOK-012 an invoice is paid by card: a decline's errorCode 62 message and Submit again, then the thank-you page; the invoice is then paid", async ({
    openPage,
  }) => {
    test.setTimeout(180_000);
    const number = await createInvoice(openPage);
    const { page, errors, goto } = await openPage();
    await goto("/bookstore");
    await findInvoice(page, number);
    await page.getByRole("button", { name: "Pay Invoice" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Card number").fill("4000 0000 0000 0002");
    await dialog.getByLabel("Expiry (MMYY)").fill("1230");
    await dialog.getByLabel("CVV").fill("123");
    await dialog.getByLabel("First name").fill("Grace");
    await dialog.getByLabel("Last name").fill("Hopper");
    await dialog.getByLabel("E-mail").fill("books@campus.test");
    await dialog.getByLabel("Province or territory").selectOption("ON");
    await dialog.getByLabel("Postal code").fill("M5S 1A1");
    await dialog.getByRole("button", { name: "Submit", exact: true }).click();
    // BOOK-012: the checkout's errorCode 62 message.
    await expect(dialog.getByText("Your transaction was unsuccessful. Please double-check your address and credit card details")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Submit", exact: true })).toBeEnabled();
    await dialog.getByLabel("Card number").fill("4242 4242 4242 4242");
    await Promise.all([
      page.waitForURL(/\/thankyou\?orderId=\d+&token=/, { timeout: 30_000 }),
      dialog.getByRole("button", { name: "Submit", exact: true }).click(),
    ]);
    await expect(page.getByText(`Invoice ${number} is paid.`)).toBeVisible();
    // Tax-exempt: tax 0, total = seats × rate.
    await expect(page.getByTestId("thankyou-summary")).toContainText("186.00");
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("sc-orderId"))).toMatch(/^\d+$/);

    // The invoice is now paid: no second payment.
    await goto("/bookstore");
    await findInvoice(page, number);
    await expect(page.getByTestId("invoice-status")).toHaveText("Paid");
    await expect(page.getByRole("button", { name: "Pay Invoice" })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("the payment webhook route answers 400 to an unsigned or badly signed event (no Origin needed)", async ({ request }) => {
    const body = JSON.stringify({ id: "evt_x", type: "charge.succeeded", data: { idempotencyKey: "cart:none:v1", amountCents: 1 } });
    const unsigned = await request.post("/payments/webhook", { data: body, headers: { "Content-Type": "application/json" } });
    expect(unsigned.status()).toBe(400);
    const bad = await request.post("/payments/webhook", {
      data: body,
      headers: { "Content-Type": "application/json", "X-Payment-Signature": `t=${Math.floor(Date.now() / 1000)},v1=${"0".repeat(64)}` },
    });
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toEqual({ received: false, error: "invalid signature (signature)" });
  });
});
