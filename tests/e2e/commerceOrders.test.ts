import { expect, ROLES, test, toFrench } from "./fixtures";
import { buyAsNewCustomer, newCustomer } from "./checkout";

/**
 * After the payment (Chromium): the customer's Orders tab and printable receipt (EN and FR), and an
 * admin's View Orders — the accounting sync status turning SUCCESS from the server's jobs runner
 * (ORD-019, ORD-022) and a refund from the detail modal (docs/decisions/021).
 */

test.describe("orders after the payment (Chromium)", () => {
  test("the Orders tab lists the order with its detail and a printable receipt in EN and FR; only the owner (and admins) can open it; an admin sees the sync SUCCESS and refunds it", async ({
    openPage,
  }) => {
    test.setTimeout(180_000);
    const customer = await openPage();
    // A new customer buys LIFE Unit 2 (30.00 + 13 % HST) with the success card.
    const { orderId } = await buyAsNewCustomer(customer.page, newCustomer("receipt", { firstName: "Barbara", lastName: "McClintock" }));
    const page = customer.page;

    // Orders tab → detail modal → receipt.
    await customer.goto("/account?tab=orders");
    await page.getByRole("button", { name: `Order #${orderId}` }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText("33.90").first()).toBeVisible();
    await Promise.all([page.waitForURL(`**/receipt/${orderId}`), dialog.getByRole("link", { name: "Printable receipt" }).click()]);
    await expect(page.getByRole("heading", { name: `Receipt for order #${orderId}` })).toBeVisible();
    await expect(page.getByTestId("receipt-total")).toContainText("33.90");
    await expect(page.getByTestId("receipt-status")).toHaveText("Paid");
    await expect(page.getByTestId("receipt")).toContainText("VISA ending in 4242");
    await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
    await toFrench(page);
    await expect(page.getByRole("heading", { name: `Reçu de la commande no ${orderId}` })).toBeVisible();
    await expect(page.getByTestId("receipt-status")).toHaveText("Payée");
    await expect(page.getByRole("button", { name: "Imprimer" })).toBeVisible();
    expect(customer.errors).toEqual([]);

    // Someone else's receipt: not found.
    const stranger = await openPage({ as: ROLES.student });
    const response = await stranger.goto(`/receipt/${orderId}`);
    expect(response?.status()).toBe(404);

    // The admin: View Orders, the sync status from the jobs runner, then the refund.
    const admin = await openPage({ as: ROLES.admin });
    await admin.goto("/account?tab=viewOrders");
    await admin.page.getByLabel("Order id").fill(String(orderId));
    const status = admin.page.getByTestId("qb-status").first();
    // The runner works every second on the e2e servers (tests/e2e/fixtures.ts); searching again fetches the row afresh.
    await expect
      .poll(
        async () => {
          await admin.page.getByRole("button", { name: "Search", exact: true }).click();
          await expect(status).toBeVisible();
          return status.textContent();
        },
        { timeout: 60_000, intervals: [500] },
      )
      .toBe("Success");
    await admin.page.getByRole("button", { name: String(orderId), exact: true }).click();
    const detail = admin.page.getByRole("dialog");
    await expect(detail.getByTestId("detail-qb-status")).toHaveText("Success");
    await expect(detail.getByText(`FILE-${orderId}`)).toBeVisible();
    await detail.getByRole("button", { name: "Refund", exact: true }).click();
    await expect(detail.getByText(`Refund order #${orderId}?`)).toBeVisible();
    await detail.getByRole("button", { name: "Refund the order" }).click();
    await expect(detail.getByText("The order has been refunded.")).toBeVisible();
    // The order's row is fetched again: refunded, with the date (the page behind the modal is inert while it is open).
    await expect(detail.getByText("refunded", { exact: true })).toBeVisible();
    await expect(detail.getByText("Refunded on")).toBeVisible();
    await expect(detail.getByRole("button", { name: "Refund", exact: true })).toHaveCount(0);
    expect(admin.errors).toEqual([]);

    // The customer's receipt now says refunded.
    await customer.goto(`/receipt/${orderId}`);
    await expect(page.getByTestId("receipt-status")).toHaveText("Remboursée");
  });
});
