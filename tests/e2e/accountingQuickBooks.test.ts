import type { Page } from "@playwright/test";
import { expect, gotoHydrated, hydrated, seriousViolations, test, toFrench } from "./fixtures";

/**
 * Issue 27 item 3, in the browser: the admin's QuickBooks Online connection screen (the dashboard's Accounting tab)
 * and View Orders' accounting status with its error text. This worker's server uses the QuickBooks adapter against
 * the local Intuit and QuickBooks server (tests/support/qboServer.ts, `accounting: "quickbooks"` in
 * tests/e2e/fixtures.ts) with no company connected at first. The tests run in order in one worker.
 */
test.use({ accounting: "quickbooks" });

const stamp = `${Date.now()}`;

/** A visitor buys a unit as a new customer with the sandbox's test card: the order id from the thank-you page. */
async function buyAsVisitor(page: Page, product: string): Promise<number> {
  await gotoHydrated(page, "/cart");
  const item = page.getByTestId("catalogue-item").filter({ hasText: product });
  await item.getByRole("button").click();
  await expect(page.getByTestId("cart-line").filter({ hasText: product })).toBeVisible();
  await page.getByRole("link", { name: "Checkout" }).click();
  await page.waitForURL("**/checkout");
  await hydrated(page);
  await page.getByLabel("E-mail", { exact: true }).first().fill(`qbo-${stamp}@e2e.test`);
  await page.getByLabel("Password", { exact: true }).fill("Checkout-e2e-2026");
  await page.getByLabel("First name", { exact: true }).fill("Luca");
  await page.getByLabel("Last name", { exact: true }).fill("Pacioli");
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

test.describe("issue 27: QuickBooks Online in the admin's dashboard", () => {
  test("issue 27: the admin connects a QuickBooks company through Intuit's consent; the callback stores the tokens encrypted and the tab shows the connected company", async ({
    adminPage,
    localQuickBooks,
    baseURL,
    db,
  }) => {
    test.setTimeout(120_000);
    const qbo = localQuickBooks!;
    const { page, goto, errors } = adminPage;
    await goto("/account?tab=accounting");
    await expect(page.getByRole("heading", { name: "Accounting", level: 2 })).toBeVisible();
    await expect(page.getByTestId("qbo-status")).toHaveText(/^Not connected/);
    await expect(page.getByText(`${baseURL}/quickbooks/callback`)).toBeVisible();

    const toConsent = () =>
      Promise.all([
        page.waitForURL((u) => u.origin === qbo.base && u.pathname === "/connect/oauth2"),
        page.getByRole("button", { name: "Connect to QuickBooks" }).click(),
      ]);
    // Canceled at Intuit: the callback page says so, nothing is stored, and leads back to the tab.
    await toConsent();
    await Promise.all([page.waitForURL((u) => u.pathname === "/quickbooks/callback"), page.getByRole("button", { name: "Cancel", exact: true }).click()]);
    await hydrated(page);
    await expect(page.getByTestId("qbo-callback-error")).toHaveText("The connection was canceled at QuickBooks. Nothing was changed.");
    expect((await db.query(`SELECT 1 FROM accounting_tokens`)).rows).toEqual([]);
    await Promise.all([page.waitForURL("**/account?tab=accounting"), page.getByRole("link", { name: "Back to Accounting" }).click()]);
    await hydrated(page);

    await toConsent();
    await expect(page.getByRole("heading", { name: "Connect BioText to QuickBooks" })).toBeVisible();
    await Promise.all([
      page.waitForURL((u) => u.pathname === "/account" && u.searchParams.get("tab") === "accounting", { timeout: 45_000 }),
      page.getByRole("button", { name: "Connect", exact: true }).click(),
    ]);
    await hydrated(page);
    await expect(page.getByText("QuickBooks company connected.")).toBeVisible();
    await expect(page.getByTestId("qbo-status")).toHaveText("Connected");
    await expect(page.getByTestId("qbo-realm")).toHaveText(qbo.realmId);
    expect(await seriousViolations(page)).toEqual([]);
    // The flag of the return is dropped from the address.
    await expect.poll(() => new URL(page.url()).searchParams.get("qbo")).toBeNull();

    const { rows } = await db.query(`SELECT realm_id, refresh_token_enc, access_token_enc FROM accounting_tokens WHERE provider = 'quickbooks'`);
    expect(rows).toHaveLength(1);
    expect(rows[0].realm_id).toBe(qbo.realmId);
    // Encrypted: none of the refresh tokens Intuit gave appears in the stored value.
    expect(qbo.refreshTokens.size).toBe(1);
    for (const token of qbo.refreshTokens) expect(String(rows[0].refresh_token_enc)).not.toContain(token);
    expect(rows[0].access_token_enc).not.toBeNull();
    expect(errors).toEqual([]);
  });

  test("issue 27 ORD-019 ORD-020: a paid order's sync answered 429 shows Error with its text in View Orders; re-run, it shows Success with the SalesReceipt's id; its refund reaches QuickBooks as a RefundReceipt", async ({
    openPage,
    adminPage,
    localQuickBooks,
  }) => {
    test.setTimeout(150_000);
    const qbo = localQuickBooks!;
    qbo.throttle(1);
    const visitor = await openPage();
    const orderId = await buyAsVisitor(visitor.page, "LIFE Unit 5");

    const { page, goto, errors } = adminPage;
    await goto("/account?tab=viewOrders");
    await page.getByLabel("Order id").fill(String(orderId));
    const search = () => page.getByRole("button", { name: "Search", exact: true }).click();
    const status = page.getByTestId("qb-status").first();
    // The jobs runner works every second on this worker's server (tests/e2e/fixtures.ts); searching again fetches the row afresh.
    await expect
      .poll(
        async () => {
          await search();
          await expect(status).toBeVisible();
          return status.textContent();
        },
        { timeout: 60_000, intervals: [500] },
      )
      .toMatch(/^Error/);
    // The error text is on the order's row (without the 'Show QB Errors' filter).
    await expect(page.getByTestId("qb-error")).toHaveText("QuickBooks rate limit reached (429): retried later");

    await page.getByRole("button", { name: String(orderId), exact: true }).click();
    const detail = page.getByRole("dialog");
    await expect(detail.getByText("QuickBooks rate limit reached (429): retried later")).toBeVisible();
    await detail.getByRole("button", { name: "Re-run accounting sync" }).click();
    await expect(detail.getByText("The accounting sync has been queued again.")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(detail).toHaveCount(0);
    await expect
      .poll(
        async () => {
          await search();
          await expect(status).toBeVisible();
          return status.textContent();
        },
        { timeout: 60_000, intervals: [500] },
      )
      .toBe("Success");
    const receipt = qbo.salesReceipts.find((r) => r.DocNumber === `BT-${orderId}`);
    expect(receipt).toBeDefined();
    expect(qbo.salesReceipts.filter((r) => r.DocNumber === `BT-${orderId}`)).toHaveLength(1);
    const row = page.getByRole("row").filter({ has: page.getByRole("button", { name: String(orderId), exact: true }) });
    await expect(row.getByRole("cell").last()).toHaveText(String(receipt!.Id));
    await expect(page.getByTestId("qb-error")).toHaveCount(0);

    // Refunded from the detail: the refund reaches QuickBooks as one RefundReceipt, shown under the order's status.
    await page.getByRole("button", { name: String(orderId), exact: true }).click();
    await detail.getByRole("button", { name: "Refund", exact: true }).click();
    await detail.getByRole("button", { name: "Refund the order" }).click();
    await expect(detail.getByText("The order has been refunded.")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(detail).toHaveCount(0);
    const refundStatus = page.getByTestId("qb-refund-status").first();
    await expect
      .poll(
        async () => {
          await search();
          await expect(status).toBeVisible();
          return (await refundStatus.count()) ? refundStatus.textContent() : null;
        },
        { timeout: 60_000, intervals: [500] },
      )
      .toBe("Refund accounting sync: Success");
    expect(qbo.refundReceipts.filter((r) => r.DocNumber === `BT-R-${orderId}`)).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test("issue 27: the admin disconnects — the access is revoked at Intuit and the tokens forgotten; the tab in French offers to connect again", async ({
    adminPage,
    localQuickBooks,
    db,
  }) => {
    test.setTimeout(120_000);
    const qbo = localQuickBooks!;
    const { page, goto, errors } = adminPage;
    await goto("/account?tab=accounting");
    await expect(page.getByTestId("qbo-status")).toHaveText("Connected");
    const stored = [...qbo.refreshTokens];
    await page.getByRole("button", { name: "Disconnect", exact: true }).click();
    await expect(page.getByText(/^Disconnect QuickBooks\? The access is revoked at Intuit/)).toBeVisible();
    await page.getByRole("button", { name: "Yes, disconnect" }).click();
    await expect(page.getByText("QuickBooks disconnected: the access was revoked at Intuit.")).toBeVisible();
    await expect(page.getByTestId("qbo-status")).toHaveText(/^Not connected/);
    expect(qbo.revoked).toEqual(stored);
    expect((await db.query(`SELECT 1 FROM accounting_tokens WHERE provider = 'quickbooks'`)).rows).toEqual([]);

    await toFrench(page);
    await expect(page.getByRole("heading", { name: "Comptabilité", level: 2 })).toBeVisible();
    await expect(page.getByTestId("qbo-status")).toHaveText(/^Non connecté/);
    await expect(page.getByRole("button", { name: "Se connecter à QuickBooks" })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
