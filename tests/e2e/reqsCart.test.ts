import ExcelJS from "exceljs";
import type { Page, Request } from "@playwright/test";
import { expect, gotoHydrated, ROLES, test } from "./fixtures";

/**
 * The cart, the checkout, the thank-you page and the orders in Chromium: what the pages show and do
 * (CART-*, CHK-*, ORD-*), for a new customer, a signed-in one, and an admin's View Orders.
 */
test.describe.configure({ mode: "parallel" });

const stamp = `${Date.now()}`;
const PRODUCT = "LIFE Unit 2"; // 30.00 USD
const isPlaceOrder = (url: URL) => url.pathname.startsWith("/trpc/") && url.pathname.includes("commerce.placeOrder");
const day = (d: Date) => d.toISOString().slice(0, 10);

/** From /cart's product list: adds `title` and waits for its line. */
async function addFromCart(page: Page, title: string) {
  await gotoHydrated(page, "/cart");
  const item = page.getByTestId("catalogue-item").filter({ hasText: title });
  await item.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByTestId("cart-line").filter({ hasText: title })).toBeVisible();
}

/** The checkout's Next with a new customer's details (Ontario). */
async function newCustomerDetails(page: Page, email: string) {
  await page.getByLabel("E-mail", { exact: true }).first().fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Checkout-e2e-2026");
  await page.getByLabel("First name", { exact: true }).fill("Rosalind");
  await page.getByLabel("Last name", { exact: true }).fill("Franklin");
  await page.getByLabel("Province or territory").selectOption("ON");
  await page.getByLabel("Postal code").fill("M5V 2T6");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("button", { name: "Continue to payment" })).toBeVisible();
}

test.describe("cart, checkout and orders", () => {
  test("CART-001 CART-002 CART-003 CART-004 CART-005 CART-006 CART-008 CART-011 CHK-001 CHK-004 CHK-005 CHK-016 CHK-018 CHK-019 CHK-022 CHK-035 CART-017 ORD-006 ORD-008 ORD-011 ORD-013 ORD-014 a visitor's cart, the three-step checkout and the thank-you page; the order in the customer's Orders tab and the admin's View Orders", async ({
    openPage,
  }) => {
    test.setTimeout(240_000);
    const { page, context, errors } = await openPage();

    // CART-001…CART-005, CART-011: the cart page.
    await addFromCart(page, PRODUCT);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveText(/^\s*Home\s*\/\s*Library\s*\/\s*Cart\s*$/);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(/^Cart [0-9a-f-]{36}$/);
    const cartId = (await heading.textContent())!.replace("Cart ", "");
    const line = page.getByTestId("cart-line").filter({ hasText: PRODUCT });
    await expect(line).toContainText("$30.00 USD");
    const summary = page.getByRole("complementary", { name: "Total" });
    await expect(summary.getByText("Subtotal", { exact: true })).toBeVisible();
    await expect(summary.getByText("Discounts", { exact: true })).toBeVisible();
    await expect(summary.getByText("Taxes are calculated at checkout.")).toBeVisible();
    await expect(summary.getByText("Total", { exact: true })).toBeVisible();
    await expect(page.getByTestId("cart-subtotal")).toHaveText("$30.00 USD");
    await expect(page.getByTestId("cart-discount")).toHaveText("-$0.00 USD");
    await expect(page.getByTestId("cart-total")).toHaveText("$30.00 USD");

    // CART-008: the cart id in session storage under 'sb-sc'; the cookie finds the same cart from another tab.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("sb-sc"))).toBe(cartId);
    expect((await context.cookies()).map((c) => c.name)).toContain("vid");
    const other = await context.newPage();
    await gotoHydrated(other, "/cart");
    await expect(other.getByRole("heading", { level: 1 })).toHaveText(`Cart ${cartId}`);
    await other.close();

    // CART-006, CHK-001: Checkout goes to the three-step checkout.
    await page.getByRole("link", { name: "Checkout", exact: true }).click();
    await page.waitForURL((u) => u.pathname === "/checkout");
    await expect(page.getByRole("heading", { level: 2 })).toHaveText([
      /^1\. User Information\W?$/,
      /^2\. Purchase Breakdown\W?$/,
      /^3\. Payment and Submit Order\W?$/,
    ]);

    // CHK-004: section 0's fields; the username mirrors the e-mail and is disabled.
    const email = `reqs-${stamp}@e2e.test`;
    for (const label of ["E-mail", "Username", "Password", "First name", "Last name", "Country", "Province or territory", "Postal code"])
      await expect(page.getByLabel(label, { exact: true }).first(), label).toBeVisible();
    await page.getByLabel("E-mail", { exact: true }).first().fill(email);
    await expect(page.getByLabel("Username", { exact: true })).toBeDisabled();
    await expect(page.getByLabel("Username", { exact: true })).toHaveValue(email);
    await expect(page.getByRole("button", { name: "Next", exact: true })).toBeVisible();

    // CHK-005: Canada (13 provinces and territories), the United States (the 50 states), Other (a region).
    const country = page.getByLabel("Country", { exact: true });
    await expect(country.locator("option")).toHaveText(["Canada", "United States", "Other"]);
    expect(await country.locator("option").evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value))).toEqual(["CA", "US", "OTHER"]);
    const regionValues = (label: string) =>
      page
        .getByLabel(label, { exact: true })
        .locator("option")
        .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value).filter(Boolean));
    expect(await regionValues("Province or territory")).toHaveLength(13);
    await country.selectOption("US");
    const states = await regionValues("State");
    // prettier-ignore
    const fifty = ["AL","AK","AZ","AR","CA","CO","CT","DE","FL","GA","HI","ID","IL","IN","IA","KS","KY","LA","ME","MD","MA","MI","MN","MS","MO","MT","NE","NV","NH","NJ","NM","NY","NC","ND","OH","OK","OR","PA","RI","SC","SD","TN","TX","UT","VT","VA","WA","WV","WI","WY"];
    expect(states).toEqual(expect.arrayContaining(fifty));
    await expect(page.getByLabel("ZIP code", { exact: true })).toBeVisible();
    await country.selectOption("OTHER");
    await expect(page.getByRole("textbox", { name: "Region", exact: true })).toBeVisible();
    await expect(page.getByLabel("Postal or zip code", { exact: true })).toBeVisible();
    await country.selectOption("CA");

    // CHK-016: section 1, the purchase breakdown.
    await newCustomerDetails(page, email);
    const breakdown = page.locator("#checkout-section-1");
    await expect(breakdown.getByLabel("Access code")).toBeVisible();
    await expect(breakdown.getByRole("button", { name: "Apply" })).toBeVisible();
    await expect(breakdown.getByText(PRODUCT, { exact: true })).toBeVisible();
    await expect(breakdown.getByText("Subtotal", { exact: true })).toBeVisible();
    await expect(breakdown.getByText("Discounts", { exact: true })).toBeVisible();
    await expect(breakdown.getByText("Tax (13%)", { exact: true })).toBeVisible();
    await expect(page.getByTestId("checkout-total")).toHaveText("$33.90 USD");
    await breakdown.getByRole("button", { name: "Continue to payment" }).click();

    // CHK-018, CHK-019: section 2's card fields keep digits only; the expiry at most 4.
    const payment = page.locator("#checkout-section-2");
    await expect(payment.getByText("BioText never stores your card number", { exact: false })).toBeVisible();
    await expect(payment.getByLabel("E-mail", { exact: true })).toBeDisabled();
    await expect(payment.getByLabel("E-mail", { exact: true })).toHaveValue(email);
    await payment.getByLabel("Card number").pressSequentially("4242-4242 4242a4242");
    await expect(payment.getByLabel("Card number")).toHaveValue("4242424242424242");
    await payment.getByLabel("Expiry (MMYY)").pressSequentially("12/309");
    await expect(payment.getByLabel("Expiry (MMYY)")).toHaveValue("1230");
    await payment.getByLabel("CVV").pressSequentially("1x2y3");
    await expect(payment.getByLabel("CVV")).toHaveValue("123");

    // CHK-022: while the order is sent, the button is a disabled spinner.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let sent: Request | null = null;
    await page.route(isPlaceOrder, async (route) => {
      sent = route.request();
      await held;
      await route.continue();
    });
    await payment.getByRole("button", { name: "Submit", exact: true }).click();
    const busy = payment.getByRole("button", { name: "Submitting…" });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute("aria-busy", "true");
    await expect(busy.getByRole("status")).toBeVisible();
    expect(sent).not.toBeNull();
    release();
    await page.waitForURL(/\/thankyou\?orderId=\d+/, { timeout: 60_000 });
    await page.unroute(isPlaceOrder);
    const orderId = Number(new URL(page.url()).searchParams.get("orderId"));

    // CHK-035: the thank-you page links to /account; CART-017: the stored cart id is gone and the next cart is new.
    await expect(page.getByRole("link", { name: "Go to my account" })).toHaveAttribute("href", "/account");
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("sb-sc"))).toBeNull();
    await gotoHydrated(page, "/cart");
    await expect(page.getByText("Your cart is empty.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(`Cart ${cartId}`);

    // ORD-006: the customer's Orders tab, the row opens the order's detail modal.
    await gotoHydrated(page, "/account?tab=orders");
    await page.getByRole("button", { name: `Order #${orderId}` }).click();
    const mine = page.getByRole("dialog");
    await expect(mine.getByRole("heading", { name: `Order #${orderId}` })).toBeVisible();
    await expect(mine).toContainText(PRODUCT);
    await expect(mine).toContainText("33.90");
    expect(errors).toEqual([]);

    // ORD-008, ORD-011, ORD-013, ORD-014: the admin's View Orders.
    const admin = await openPage({ as: ROLES.admin });
    await admin.goto("/account?tab=viewOrders");
    const a = admin.page;
    const today = new Date();
    await expect(a.getByLabel("From (YYYY-MM-DD)")).toHaveValue(day(new Date(today.getTime() - 30 * 86_400_000)));
    await expect(a.getByLabel("To (YYYY-MM-DD)")).toHaveValue(day(today));
    await expect(a.getByLabel("Order id")).toBeVisible();
    await expect(a.getByRole("checkbox", { name: "Show QB Errors" })).not.toBeChecked();
    await a.getByLabel("Order id").fill(String(orderId));
    await a.getByRole("button", { name: "Search", exact: true }).click();
    const table = a.getByRole("table", { name: "Orders" });
    await expect(table.getByRole("columnheader")).toHaveText([
      "Order #",
      "Date",
      "Customer",
      "Product",
      "Total",
      "Status",
      "Trial order",
      "QB sync status",
      "QB id",
    ]);
    await expect(table.getByRole("row")).toHaveCount(2);
    await expect(table.getByRole("row").nth(1)).toContainText("Rosalind Franklin");
    await expect(table.getByRole("row").nth(1)).toContainText(PRODUCT);

    const [download] = await Promise.all([a.waitForEvent("download"), a.getByRole("button", { name: "Download Excel" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(await download.path());
    const sheet = wb.getWorksheet("Orders")!;
    expect(Number(sheet.getRow(2).getCell(1).value)).toBe(orderId);
    expect(String(sheet.getRow(2).getCell(5).value)).toBe(PRODUCT);

    await table.getByRole("button", { name: String(orderId), exact: true }).click();
    const detail = a.getByRole("dialog");
    await expect(detail.getByRole("heading", { name: `Order #${orderId}` })).toBeVisible();
    await expect(detail).toContainText("Rosalind Franklin");
    await expect(detail).toContainText(PRODUCT);
    expect(admin.errors).toEqual([]);
  });

  test("CHK-006 CHK-008 CHK-027 CHK-032 a signed-in customer: name and e-mail pre-filled and locked, only province and postal code asked; a decline shows its message and Submit again; an exception goes to /error?errMsg=", async ({
    openPage,
  }) => {
    test.setTimeout(180_000);
    const { page } = await openPage({ as: ROLES.teacher });
    await addFromCart(page, PRODUCT);
    await page.getByRole("link", { name: "Checkout", exact: true }).click();
    await page.waitForURL((u) => u.pathname === "/checkout");
    const email = page.getByLabel("E-mail", { exact: true }).first();
    await expect(email).toHaveValue(ROLES.teacher);
    await expect(email).toBeDisabled();
    await expect(page.getByLabel("First name", { exact: true })).toHaveValue("Theo");
    await expect(page.getByLabel("First name", { exact: true })).toBeDisabled();
    await expect(page.getByLabel("Last name", { exact: true })).toHaveValue("Teacher");
    await expect(page.getByLabel("Last name", { exact: true })).toBeDisabled();
    await expect(page.getByLabel("Password", { exact: true })).toHaveCount(0);

    // CHK-008: only province and postal code.
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByTestId("checkout-error")).toHaveText("Entries missing, please validate all fields have been filled out!");
    await page.getByLabel("Province or territory").selectOption("ON");
    await page.getByLabel("Postal code").fill("M5V 2T6");
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await page.getByRole("button", { name: "Continue to payment" }).click();

    // CHK-027: a failure shows a message and Submit is enabled again.
    await page.getByLabel("Card number").fill("4000000000009995");
    await page.getByLabel("Expiry (MMYY)").fill("1230");
    await page.getByLabel("CVV").fill("123");
    const submit = page.getByRole("button", { name: "Submit", exact: true });
    await submit.click();
    await expect(page.getByTestId("checkout-error")).toContainText("Your transaction was unsuccessful, please confirm the method of payment and retry...");
    await expect(submit).toBeEnabled();

    // CHK-032: an exception during an existing user's payment → /error?errMsg={message}.
    await page.route(isPlaceOrder, (route) => route.abort("failed"));
    await page.getByLabel("Card number").fill("4242424242424242");
    await submit.click();
    await page.waitForURL((u) => u.pathname === "/error" && (u.searchParams.get("errMsg") ?? "") !== "");
    const errMsg = new URL(page.url()).searchParams.get("errMsg")!;
    await expect(page.getByText(errMsg, { exact: false }).first()).toBeVisible();
  });

  test("CHK-031 an exception during a new customer's payment shows 'Transaction Failed with an unknown error...'", async ({ openPage }) => {
    test.setTimeout(180_000);
    const { page } = await openPage();
    await addFromCart(page, PRODUCT);
    await page.getByRole("link", { name: "Checkout", exact: true }).click();
    await page.waitForURL((u) => u.pathname === "/checkout");
    await newCustomerDetails(page, `reqs-exc-${stamp}@e2e.test`);
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await page.getByLabel("Card number").fill("4242424242424242");
    await page.getByLabel("Expiry (MMYY)").fill("1230");
    await page.getByLabel("CVV").fill("123");
    await page.route(isPlaceOrder, (route) => route.abort("failed"));
    const submit = page.getByRole("button", { name: "Submit", exact: true });
    await submit.click();
    await expect(page.getByTestId("checkout-error")).toHaveText("Transaction Failed with an unknown error...");
    await expect(submit).toBeEnabled();
    expect(new URL(page.url()).pathname).toBe("/checkout");
  });
});
