import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launch, login, openPage, hydrated } from "./browser";

/**
 * After the payment (Chromium): the customer's Orders tab and printable receipt (EN and FR), and an
 * admin's View Orders — the accounting sync status turning SUCCESS from the server's jobs runner
 * (ORD-019, ORD-022) and a refund from the detail modal (docs/decisions/021).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const stamp = `${Date.now()}`;

/** A new customer buys LIFE Unit 2 (30.00 + 13 % HST) with the success card; answers the order id. */
async function buyAsNewCustomer(page: Page): Promise<number> {
  await page.goto("/cart");
  const item = page.getByTestId("catalogue-item").filter({ hasText: "LIFE Unit 2" });
  await item.getByRole("button").click();
  await page.getByTestId("cart-line").filter({ hasText: "LIFE Unit 2" }).waitFor();
  await page.getByRole("link", { name: "Checkout" }).click();
  await page.waitForURL("**/checkout");
  await page.getByLabel("E-mail", { exact: true }).first().fill(`receipt-${stamp}@e2e.test`);
  await page.getByLabel("Password", { exact: true }).fill("Checkout-e2e-2026");
  await page.getByLabel("First name", { exact: true }).fill("Barbara");
  await page.getByLabel("Last name", { exact: true }).fill("McClintock");
  await page.getByLabel("Province or territory").selectOption("ON");
  await page.getByLabel("Postal code").fill("M5V 2T6");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MMYY)").fill("1230");
  await page.getByLabel("CVV").fill("123");
  await Promise.all([page.waitForURL(/\/thankyou\?orderId=\d+/, { timeout: 30_000 }), page.getByRole("button", { name: "Submit", exact: true }).click()]);
  return Number(new URL(page.url()).searchParams.get("orderId"));
}

describe("orders after the payment (Chromium)", () => {
  it("the Orders tab lists the order with its detail and a printable receipt in EN and FR; only the owner (and admins) can open it; an admin sees the sync SUCCESS and refunds it", async () => {
    const customer = await openPage(browser);
    const orderId = await buyAsNewCustomer(customer.page);
    const page = customer.page;

    // Orders tab → detail modal → receipt.
    await page.goto("/account?tab=orders");
    await page.getByRole("button", { name: `Order #${orderId}` }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("33.90").first().waitFor();
    await Promise.all([page.waitForURL(`**/receipt/${orderId}`), dialog.getByRole("link", { name: "Printable receipt" }).click()]);
    await page.getByRole("heading", { name: `Receipt for order #${orderId}` }).waitFor();
    expect(await page.getByTestId("receipt-total").textContent()).toContain("33.90");
    expect(await page.getByTestId("receipt-status").textContent()).toBe("Paid");
    expect(await page.getByTestId("receipt").textContent()).toContain("VISA ending in 4242");
    await page.getByRole("button", { name: "Print" }).waitFor();
    await Promise.all([page.waitForEvent("load"), page.getByRole("combobox", { name: "Language" }).selectOption("FR")]);
    await hydrated(page);
    await page.waitForFunction(() => document.documentElement.lang === "fr");
    await page.getByRole("heading", { name: `Reçu de la commande no ${orderId}` }).waitFor();
    expect(await page.getByTestId("receipt-status").textContent()).toBe("Payée");
    await page.getByRole("button", { name: "Imprimer" }).waitFor();
    expect(customer.errors).toEqual([]);

    // Someone else's receipt: not found.
    const stranger = await openPage(browser);
    await login(stranger.page, "student@biotext.test");
    const response = await stranger.page.goto(`/receipt/${orderId}`);
    expect(response?.status()).toBe(404);
    await stranger.context.close();

    // The admin: View Orders, the sync status from the jobs runner, then the refund.
    const admin = await openPage(browser);
    await login(admin.page, "admin@biotext.test", "/account?tab=viewOrders");
    await admin.page.getByLabel("Order id").fill(String(orderId));
    const status = admin.page.getByTestId("qb-status").first();
    // The runner works every few seconds; searching again fetches the row afresh.
    await expect
      .poll(
        async () => {
          await admin.page.getByRole("button", { name: "Search", exact: true }).click();
          await status.waitFor();
          return status.textContent();
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toBe("Success");
    await admin.page.getByRole("button", { name: String(orderId), exact: true }).click();
    const detail = admin.page.getByRole("dialog");
    expect(await detail.getByTestId("detail-qb-status").textContent()).toBe("Success");
    await detail.getByText(`FILE-${orderId}`).waitFor();
    await detail.getByRole("button", { name: "Refund", exact: true }).click();
    await detail.getByText(`Refund order #${orderId}?`).waitFor();
    await detail.getByRole("button", { name: "Refund the order" }).click();
    await detail.getByText("The order has been refunded.").waitFor();
    // The order's row is fetched again: refunded, with the date (the page behind the modal is inert while it is open).
    await detail.getByText("refunded", { exact: true }).waitFor();
    await detail.getByText("Refunded on").waitFor();
    expect(await detail.getByRole("button", { name: "Refund", exact: true }).count()).toBe(0);
    expect(admin.errors).toEqual([]);
    await admin.context.close();

    // The customer's receipt now says refunded.
    await page.goto(`/receipt/${orderId}`);
    expect(await page.getByTestId("receipt-status").textContent()).toBe("Remboursée");
    await customer.context.close();
  }, 180_000);
});
