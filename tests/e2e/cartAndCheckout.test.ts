import ExcelJS from "exceljs";
import type { Request } from "@playwright/test";
import { expect, gotoHydrated, newAppPage, ROLES, signIn, test, type AppPage } from "./fixtures";
import { addFromCart, buyAsNewCustomer, fillCard, fillNewCustomer, newCustomer, openCheckout, submitForThankYou, UNIT, type Customer } from "./checkout";

/**
 * The cart, the checkout, the thank-you page and the orders in Chromium: what the pages show and do
 * (CART-*, CHK-*, ORD-*), for a new customer, a signed-in one, and an admin's View Orders. Each test
 * sets up its own cart or order (tests/e2e/checkout.ts) and asserts its own requirements, so one
 * failure hides no other (issue 44 finding 8).
 */
test.describe.configure({ mode: "parallel" });

const isPlaceOrder = (url: URL) => url.pathname.startsWith("/trpc/") && url.pathname.includes("commerce.placeOrder");
const day = (d: Date) => d.toISOString().slice(0, 10);

test.describe("the cart page", () => {
  test("CART-001 CART-002 CART-003 CART-004 /cart: the breadcrumb 'Home / Library / Cart', the cart id as its heading, the product's line with its price", async ({
    openPage,
  }) => {
    const { page, errors } = await openPage();
    const cartId = await addFromCart(page);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveText(/^\s*Home\s*\/\s*Library\s*\/\s*Cart\s*$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Cart [0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Cart ${cartId}`);
    await expect(page.getByTestId("cart-line").filter({ hasText: UNIT })).toContainText("$30.00 USD");
    expect(errors).toEqual([]);
  });

  test("CART-005 CART-011 the cart's summary: Subtotal, Discounts, the note that taxes are calculated at checkout, and Total, in the cart's currency (USD)", async ({
    openPage,
  }) => {
    const { page } = await openPage();
    await addFromCart(page);
    const summary = page.getByRole("complementary", { name: "Total" });
    await expect(summary.getByText("Subtotal", { exact: true })).toBeVisible();
    await expect(summary.getByText("Discounts", { exact: true })).toBeVisible();
    await expect(summary.getByText("Taxes are calculated at checkout.")).toBeVisible();
    await expect(summary.getByText("Total", { exact: true })).toBeVisible();
    await expect(page.getByTestId("cart-subtotal")).toHaveText("$30.00 USD");
    await expect(page.getByTestId("cart-discount")).toHaveText("-$0.00 USD");
    await expect(page.getByTestId("cart-total")).toHaveText("$30.00 USD");
  });

  test("CART-008 the cart id is kept in session storage under 'sb-sc' and in a cookie, which finds the same cart from another tab", async ({ openPage }) => {
    const { page, context } = await openPage();
    const cartId = await addFromCart(page);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("sb-sc"))).toBe(cartId);
    expect((await context.cookies()).map((c) => c.name)).toContain("vid");
    const other = await context.newPage();
    await gotoHydrated(other, "/cart");
    await expect(other.getByRole("heading", { level: 1 })).toHaveText(`Cart ${cartId}`);
    await other.close();
  });

  test("CART-006 CHK-001 the cart's 'Checkout' goes to /checkout, the three-step checkout", async ({ openPage }) => {
    const { page, errors } = await openPage();
    await addFromCart(page);
    await page.getByRole("link", { name: "Checkout", exact: true }).click();
    await page.waitForURL((u) => u.pathname === "/checkout");
    await expect(page.getByRole("heading", { level: 2 })).toHaveText([
      /^1\. User Information\W?$/,
      /^2\. Purchase Breakdown\W?$/,
      /^3\. Payment and Submit Order\W?$/,
    ]);
    expect(errors).toEqual([]);
  });
});

test.describe("the checkout's sections", () => {
  test("CHK-004 section 0: e-mail, a disabled username that mirrors it, password, names, country, province, postal code and 'Next'", async ({ openPage }) => {
    const { page } = await openPage();
    await openCheckout(page);
    for (const label of ["E-mail", "Username", "Password", "First name", "Last name", "Country", "Province or territory", "Postal code"])
      await expect(page.getByLabel(label, { exact: true }).first(), label).toBeVisible();
    const email = newCustomer("reqs-section0").email;
    await page.getByLabel("E-mail", { exact: true }).first().fill(email);
    await expect(page.getByLabel("Username", { exact: true })).toBeDisabled();
    await expect(page.getByLabel("Username", { exact: true })).toHaveValue(email);
    await expect(page.getByRole("button", { name: "Next", exact: true })).toBeVisible();
  });

  test("CHK-005 Country: Canada (13 provinces and territories), the United States (the 50 states), Other (a region)", async ({ openPage }) => {
    const { page } = await openPage();
    await openCheckout(page);
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
  });

  test("CHK-016 CHK-017 section 1: the access code box and Apply, the product line, subtotal, discounts, 'Tax (13%)', the total in the cart's currency, and the button to section 2", async ({
    openPage,
  }) => {
    const { page } = await openPage();
    await openCheckout(page);
    await fillNewCustomer(page, newCustomer("reqs-section1"));
    const breakdown = page.locator("#checkout-section-1");
    await expect(breakdown.getByLabel("Access code")).toBeVisible();
    await expect(breakdown.getByRole("button", { name: "Apply" })).toBeVisible();
    await expect(breakdown.getByText(UNIT, { exact: true })).toBeVisible();
    await expect(breakdown.getByText("Subtotal", { exact: true })).toBeVisible();
    await expect(breakdown.getByText("Discounts", { exact: true })).toBeVisible();
    await expect(breakdown.getByText("Tax (13%)", { exact: true })).toBeVisible();
    await expect(page.getByTestId("checkout-total")).toHaveText("$33.90 USD");
    await breakdown.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page.locator("#checkout-section-2").getByLabel("Card number")).toBeVisible();
  });

  test("CHK-018 CHK-019 section 2: the trust note, the e-mail disabled, card number, expiry (MMYY) and CVV keeping digits only, the expiry at most 4", async ({
    openPage,
  }) => {
    const { page } = await openPage();
    await openCheckout(page);
    const customer = newCustomer("reqs-section2");
    await fillNewCustomer(page, customer);
    await page.getByRole("button", { name: "Continue to payment" }).click();
    const payment = page.locator("#checkout-section-2");
    await expect(payment.getByText("BioText never stores your card number", { exact: false })).toBeVisible();
    await expect(payment.getByLabel("E-mail", { exact: true })).toBeDisabled();
    await expect(payment.getByLabel("E-mail", { exact: true })).toHaveValue(customer.email);
    await payment.getByLabel("Card number").pressSequentially("4242-4242 4242a4242");
    await expect(payment.getByLabel("Card number")).toHaveValue("4242424242424242");
    await payment.getByLabel("Expiry (MMYY)").pressSequentially("12/309");
    await expect(payment.getByLabel("Expiry (MMYY)")).toHaveValue("1230");
    await payment.getByLabel("CVV").pressSequentially("1x2y3");
    await expect(payment.getByLabel("CVV")).toHaveValue("123");
    await expect(payment.getByRole("button", { name: "Submit", exact: true })).toBeEnabled();
  });

  test("CHK-022 on 'Submit' the button turns into a disabled spinner until the order's answer is handled", async ({ openPage }) => {
    test.setTimeout(120_000);
    const { page, errors } = await openPage();
    await openCheckout(page);
    await fillNewCustomer(page, newCustomer("reqs-spinner"));
    await fillCard(page);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let sent: Request | null = null;
    await page.route(isPlaceOrder, async (route) => {
      sent = route.request();
      await held;
      await route.continue();
    });
    const payment = page.locator("#checkout-section-2");
    await payment.getByRole("button", { name: "Submit", exact: true }).click();
    const busy = payment.getByRole("button", { name: "Submitting…" });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute("aria-busy", "true");
    await expect(busy.getByRole("status")).toBeVisible();
    expect(sent).not.toBeNull();
    // The answer, once let through, is handled: the thank-you page.
    await submitForThankYou(page, async () => release());
    expect(errors).toEqual([]);
  });
});

test.describe("the admin's View Orders", () => {
  test("ORD-008 View Orders' filters: from 30 days ago to today (YYYY-MM-DD), an order id, 'Show QB Errors' unchecked", async ({ openPage }) => {
    const admin = await openPage({ as: ROLES.admin });
    await admin.goto("/account?tab=viewOrders");
    const a = admin.page;
    const today = new Date();
    await expect(a.getByLabel("From (YYYY-MM-DD)")).toHaveValue(day(new Date(today.getTime() - 30 * 86_400_000)));
    await expect(a.getByLabel("To (YYYY-MM-DD)")).toHaveValue(day(today));
    await expect(a.getByLabel("Order id")).toBeVisible();
    await expect(a.getByRole("checkbox", { name: "Show QB Errors" })).not.toBeChecked();
    expect(admin.errors).toEqual([]);
  });
});

/**
 * After one new customer's payment (once per worker, in beforeAll): the thank-you page, the customer's Orders tab and
 * the admin's View Orders, each test on its own.
 */
test.describe("after a new customer's payment", () => {
  let buyer: AppPage;
  let customer: Customer;
  let cartId: string;
  let orderId: number;

  test.beforeAll(async ({ browser, server }) => {
    test.setTimeout(180_000);
    buyer = await newAppPage(browser, server.baseURL);
    customer = newCustomer("reqs-paid");
    ({ cartId, orderId } = await buyAsNewCustomer(buyer.page, customer));
  });
  test.afterAll(() => buyer?.context.close());

  /** The admin's View Orders with the order found by its id: the admin's page and the orders table. */
  async function orderFound(openPage: (opts?: { as?: string }) => Promise<AppPage>) {
    const admin = await openPage({ as: ROLES.admin });
    await admin.goto("/account?tab=viewOrders");
    await admin.page.getByLabel("Order id").fill(String(orderId));
    await admin.page.getByRole("button", { name: "Search", exact: true }).click();
    const table = admin.page.getByRole("table", { name: "Orders" });
    await expect(table.getByRole("row")).toHaveCount(2);
    return { admin, table };
  }

  test("CHK-035 CART-017 the thank-you page links to /account; the stored cart id is gone and the next cart is a new one", async () => {
    const { page, errors } = buyer;
    await expect(page.getByRole("link", { name: "Go to my account" })).toHaveAttribute("href", "/account");
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("sb-sc"))).toBeNull();
    await gotoHydrated(page, "/cart");
    await expect(page.getByText("Your cart is empty.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(`Cart ${cartId}`);
    expect(errors).toEqual([]);
  });

  test("ORD-006 the customer's Orders tab: the order's row opens its detail modal", async ({ openPage, baseURL }) => {
    const mine = await openPage();
    await signIn(mine.context.request, baseURL!, customer.email, customer.password);
    await mine.goto("/account?tab=orders");
    await mine.page.getByRole("button", { name: `Order #${orderId}` }).click();
    const dialog = mine.page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: `Order #${orderId}` })).toBeVisible();
    await expect(dialog).toContainText(UNIT);
    await expect(dialog).toContainText("33.90");
    expect(mine.errors).toEqual([]);
  });

  test("ORD-011 the orders table's columns: order #, date, customer, product, total, status, trial order, QB sync status, QB id", async ({ openPage }) => {
    const { admin, table } = await orderFound(openPage);
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
    await expect(table.getByRole("row").nth(1)).toContainText(`${customer.firstName} ${customer.lastName}`);
    await expect(table.getByRole("row").nth(1)).toContainText(UNIT);
    expect(admin.errors).toEqual([]);
  });

  test("ORD-013 'Download Excel' downloads the orders found as orders-<from>-<to>.xlsx", async ({ openPage }) => {
    const { admin } = await orderFound(openPage);
    const a = admin.page;
    const [download] = await Promise.all([a.waitForEvent("download"), a.getByRole("button", { name: "Download Excel" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(await download.path());
    const sheet = wb.getWorksheet("Orders")!;
    expect(Number(sheet.getRow(2).getCell(1).value)).toBe(orderId);
    expect(String(sheet.getRow(2).getCell(5).value)).toBe(UNIT);
    expect(admin.errors).toEqual([]);
  });

  test("ORD-014 choosing a row of View Orders opens the order's detail modal", async ({ openPage }) => {
    const { admin, table } = await orderFound(openPage);
    await table.getByRole("button", { name: String(orderId), exact: true }).click();
    const detail = admin.page.getByRole("dialog");
    await expect(detail.getByRole("heading", { name: `Order #${orderId}` })).toBeVisible();
    await expect(detail).toContainText(`${customer.firstName} ${customer.lastName}`);
    await expect(detail).toContainText(UNIT);
    expect(admin.errors).toEqual([]);
  });
});

test.describe("a signed-in customer and failures", () => {
  test("CHK-006 CHK-008 CHK-027 CHK-032 a signed-in customer: name and e-mail pre-filled and locked, only province and postal code asked; a decline shows its message and Submit again; an exception goes to /error?errMsg=", async ({
    openPage,
  }) => {
    test.setTimeout(180_000);
    const { page } = await openPage({ as: ROLES.teacher });
    await openCheckout(page);
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

    // CHK-027: a failure shows a message and Submit is enabled again.
    await fillCard(page, "4000000000009995");
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
    await openCheckout(page);
    await fillNewCustomer(page, newCustomer("reqs-exc"));
    await fillCard(page);
    await page.route(isPlaceOrder, (route) => route.abort("failed"));
    const submit = page.getByRole("button", { name: "Submit", exact: true });
    await submit.click();
    await expect(page.getByTestId("checkout-error")).toHaveText("Transaction Failed with an unknown error...");
    await expect(submit).toBeEnabled();
    expect(new URL(page.url()).pathname).toBe("/checkout");
  });
});
