import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launch, login, openPage, hydrated } from "./browser";

/**
 * Bookstore invoices (BOOK-001…BOOK-012, Chromium): an admin creates an invoice through the CMS API
 * (/admin's collection), a bookstore finds it on /bookstore by its number, pays it by card (tax 0:
 * tax-exempt), lands on the thank-you page, and the invoice then shows paid.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe("bookstore (Chromium)", () => {
  it("BOOK-002 BOOK-004 BOOK-006 BOOK-007 BOOK-011 BOOK-012 an invoice is found by number and paid; messages in EN and FR", async () => {
    const admin = await openPage(browser);
    await login(admin.page, "admin@biotext.test", "/account");
    const created = await admin.page.evaluate(async () => {
      const res = await fetch("/api/invoices", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ billTo: "Campus Books\n1 College St, Toronto", numberOfSeats: 12, rate: 15.5, currency: "CAD", taxExempt: true }),
      });
      return { status: res.status, body: (await res.json()) as { doc: { invoiceNum: string; subTotal: number } } };
    });
    expect(created.status).toBe(201);
    const number = created.body.doc.invoiceNum;
    expect(number).toMatch(/^INV-[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
    expect(created.body.doc.subTotal).toBe(186);
    await admin.context.close();

    const { page, context, errors } = await openPage(browser);
    await page.goto("/bookstore");
    // PUB-011: no footer.
    expect(await page.getByTestId("site-footer").count()).toBe(0);
    await page.getByRole("heading", { name: "Bookstore invoice payment" }).waitFor();
    await page.getByRole("button", { name: "Search", exact: true }).click();
    expect(await page.getByTestId("bookstore-error").textContent()).toBe("Please Enter a Invoice Number");
    await page.getByLabel("Invoice number").fill("INV-22222-22222");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByText("No open invoice matches this number. Please check it and try again.").waitFor();
    await page.getByLabel("Invoice number").fill(number.toLowerCase());
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const invoice = page.getByTestId("invoice");
    await invoice.getByRole("heading", { name: `Invoice ${number}` }).waitFor();
    expect(await page.getByTestId("invoice-subtotal").textContent()).toContain("186.00");
    expect(await invoice.textContent()).toContain("Campus Books");
    expect(await invoice.textContent()).toContain("Canadian Dollar");

    await page.getByRole("button", { name: "Pay Invoice" }).click();
    const dialog = page.getByRole("dialog");
    // BOOK-007: refused in the browser only when everything is empty.
    await dialog.getByRole("button", { name: "Submit", exact: true }).click();
    expect(await dialog.getByTestId("bookstore-pay-error").textContent()).toBe("Please enter all Credit Card Details are added.");
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
    await dialog.getByText("Your transaction was unsuccessful. Please double-check your address and credit card details").waitFor();
    expect(await dialog.getByRole("button", { name: "Submit", exact: true }).isEnabled()).toBe(true);
    await dialog.getByLabel("Card number").fill("4242 4242 4242 4242");
    await Promise.all([
      page.waitForURL(/\/thankyou\?orderId=\d+&token=/, { timeout: 30_000 }),
      dialog.getByRole("button", { name: "Submit", exact: true }).click(),
    ]);
    await page.getByText(`Invoice ${number} is paid.`).waitFor();
    // Tax-exempt: tax 0, total = seats × rate.
    expect(await page.getByTestId("thankyou-summary").textContent()).toContain("186.00");
    expect(await page.evaluate(() => sessionStorage.getItem("sc-orderId"))).toMatch(/^\d+$/);

    // The invoice is now paid: no second payment.
    await page.goto("/bookstore");
    await page.getByLabel("Invoice number").fill(number);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    expect(await page.getByTestId("invoice-status").textContent()).toBe("Paid");
    expect(await page.getByRole("button", { name: "Pay Invoice" }).count()).toBe(0);

    // French.
    await Promise.all([page.waitForEvent("load"), page.getByRole("combobox", { name: "Language" }).selectOption("FR")]);
    await hydrated(page);
    await page.waitForFunction(() => document.documentElement.lang === "fr");
    await page.getByRole("button", { name: "Rechercher", exact: true }).click();
    expect(await page.getByTestId("bookstore-error").textContent()).toBe("Veuillez saisir un numéro de facture");
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it("the payment webhook route answers 400 to an unsigned or badly signed event (no Origin needed)", async () => {
    const { page, context } = await openPage(browser);
    const body = JSON.stringify({ id: "evt_x", type: "charge.succeeded", data: { idempotencyKey: "cart:none:v1", amountCents: 1 } });
    const unsigned = await page.request.post("/payments/webhook", { data: body, headers: { "Content-Type": "application/json" } });
    expect(unsigned.status()).toBe(400);
    const bad = await page.request.post("/payments/webhook", {
      data: body,
      headers: { "Content-Type": "application/json", "X-Payment-Signature": `t=${Math.floor(Date.now() / 1000)},v1=${"0".repeat(64)}` },
    });
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toEqual({ received: false, error: "invalid signature (signature)" });
    await context.close();
  });
});
