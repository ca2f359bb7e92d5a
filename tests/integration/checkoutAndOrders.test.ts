import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { poolOf } from "#core/db/pool";
import { runCommerceJobs } from "#core/commerce/jobs";
import { contentInvalidationSettled } from "#core/content/invalidation";
import { SandboxGateway, setPaymentGateway, TEST_CARDS } from "#core/payments/sandbox";
import { addressProblem, adminOrdersSchema, CHECKOUT_MESSAGES, placeOrderSchema } from "#shared/commerce";
import { visibleTabs } from "#shared/dashboardTabs";
import type { User } from "../../cms/payload-types";
import { openTestDb, type TestDb } from "../support/payload";
import { errorOf } from "../support/errors";

/**
 * Requirements of the store's server side not cited elsewhere: the product count (PUB-040), the
 * order request and answer (CHK-008, CHK-013, CHK-023, CHK-025), the cart after a payment
 * (CART-017) and the orders (ORD-001, ORD-002, ORD-004, ORD-007, ORD-008, ORD-013, ORD-018).
 */

let db: TestDb;
let membership: number;
let book: number; // 19.99 USD
let other: number; // 30.00 USD
let admin: User;
let n = 0;

const onAddress = { country: "CA" as const, province: "ON", postalCode: "M5V 2T6" };
const goodCard = { number: TEST_CARDS.success, expiry: "1230", cvv: "123" };
const newBuyer = () => ({ firstName: "Ada", lastName: "Lovelace", password: "Correct-Horse-42", email: `reqs${++n}@shop.test` });

const product = async (title: string, price: number, extra: Record<string, unknown> = {}) =>
  (
    await db.payload.create({
      collection: "products",
      overrideAccess: true,
      depth: 0,
      data: { title, price, currency: "USD", memberships: [membership], ...extra },
    })
  ).id;

/** A signed-in customer buys `productId` with the success card; answers the order id. */
async function buyAs(user: User, productId: number) {
  const c = await db.callerAs(user);
  await c.commerce.addToCart({ productId });
  const res = await c.commerce.placeOrder({ email: "", firstName: "", lastName: "", address: onAddress, card: goodCard });
  expect(res).toMatchObject({ results: "SUCCESS" });
  return res.id!;
}

const today = () => new Date().toISOString().slice(0, 10);
const monthAgo = () => new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  db = await openTestDb();
  setPaymentGateway(new SandboxGateway({ timeoutMs: 200 }));
  membership = (await db.payload.create({ collection: "memberships", overrideAccess: true, data: { key: "REQS-1", name: "Reqs 1" } })).id;
  book = await product("Cell Biology", 19.99);
  other = await product("Genetics", 30);
  await product("Ecology", 12);
  await product("Evolution", 15);
  await contentInvalidationSettled();
  admin = await db.createUser({ email: "admin@reqs.test", role: "admin" });
}, 120_000);
afterAll(() => db?.close());

describe("the product list (PUB-040)", () => {
  it("PUB-040 catalog.list reports the product count as numProducts and numRows (three cards a row)", async () => {
    const c = await db.callerAs(null);
    const all = await c.catalog.list({ filter: "all" });
    expect(all.products).toHaveLength(4);
    expect(all.numProducts).toBe(4);
    expect(all.numRows).toBe(2);
    const none = await c.catalog.list({ filter: "ebook" });
    expect(none).toMatchObject({ numProducts: 0, numRows: 0 });
  });
});

describe("the order request and its answer (CHK-008, CHK-013, CHK-023, CHK-025)", () => {
  it("CHK-008 an existing (signed-in) customer needs only province and postal code; a new one needs every field", async () => {
    const user = await db.createUser({ email: `existing${++n}@shop.test`, role: "student", firstName: "Ex", lastName: "Isting" });
    const c = await db.callerAs(user);
    await c.commerce.addToCart({ productId: book });
    const missingPostal = await c.commerce.placeOrder({ email: "", firstName: "", lastName: "", address: { ...onAddress, postalCode: "" }, card: goodCard });
    expect(missingPostal).toMatchObject({ results: "FAILURE", errorMsg: { message: CHECKOUT_MESSAGES.entriesMissing } });
    const missingProvince = await c.commerce.placeOrder({ email: "", firstName: "", lastName: "", address: { ...onAddress, province: "" }, card: goodCard });
    expect(missingProvince).toMatchObject({ results: "FAILURE", errorMsg: { message: CHECKOUT_MESSAGES.entriesMissing } });
    // No e-mail, name or password: the account's are used.
    const paid = await c.commerce.placeOrder({ email: "", firstName: "", lastName: "", address: onAddress, card: goodCard });
    expect(paid).toMatchObject({ results: "SUCCESS" });
    expect((await c.commerce.order({ id: paid.id! })).email).toBe(user.email);

    // The same request from a visitor (a new customer) is refused: every field is needed.
    const visitor = await db.callerAs(null);
    await visitor.commerce.addToCart({ productId: book });
    expect(await visitor.commerce.placeOrder({ email: "", firstName: "", lastName: "", address: onAddress, card: goodCard })).toMatchObject({
      results: "FAILURE",
      errorMsg: { message: CHECKOUT_MESSAGES.entriesMissing },
    });
  });

  it("CHK-013 for another country (OTHER) any non-empty region and postal or zip code is accepted, with no tax; an empty one is refused", async () => {
    expect(addressProblem("OTHER", "Bavaria", "80331")).toBeNull();
    expect(addressProblem("OTHER", "Île-de-France", "75001")).toBeNull();
    expect(addressProblem("OTHER", "", "80331")).toBe(CHECKOUT_MESSAGES.entriesMissing);
    expect(addressProblem("OTHER", "Bavaria", " ")).toBe(CHECKOUT_MESSAGES.entriesMissing);
    const c = await db.callerAs(null);
    await c.commerce.addToCart({ productId: other });
    const saved = await c.commerce.saveAddress({ country: "OTHER", province: "Bavaria", postalCode: "80331" });
    expect(saved.taxTotalPercentage).toBe(0);
    expect(saved.cart.cartTotal).toMatchObject({ cartSubtotal: 3000, cartTaxValue: 0, cartTotal: 3000 });
    expect(await errorOf(c.commerce.saveAddress({ country: "OTHER", province: "", postalCode: "80331" }))).toEqual({
      code: "BAD_REQUEST",
      message: CHECKOUT_MESSAGES.entriesMissing,
    });
  });

  it("CHK-023 the order request carries the names, e-mail, password (none for an existing user), address {country, province, postalCode}, card {number, expiry, cvv} and transactionDetails; the cart is the caller's and the amounts are the server's", async () => {
    const request = {
      email: `req${++n}@shop.test`,
      password: "Correct-Horse-42",
      firstName: "Rosalind",
      lastName: "Franklin",
      address: { country: "CA" as const, province: "QC", postalCode: "H2X 1Y4" },
      card: goodCard,
      transactionDetails: { transactionNum: "T-1", tax: 0, totalAmount: 0.01, currency: "XXX" },
    };
    expect(placeOrderSchema.parse(request)).toEqual(request);
    // An existing user sends no password.
    expect(placeOrderSchema.safeParse({ ...request, password: undefined }).success).toBe(true);
    expect(placeOrderSchema.safeParse({ ...request, address: { country: "FR", province: "x", postalCode: "y" } }).success).toBe(false);

    const c = await db.callerAs(null);
    await c.commerce.addToCart({ productId: other });
    const res = await c.commerce.placeOrder(request);
    expect(res).toMatchObject({ results: "SUCCESS" });
    const order = await c.commerce.order({ id: res.id! });
    // 30.00 + QC 14.975 % (GST 1.50 + QST 2.99): the client's totalAmount, tax and currency are ignored.
    expect(order).toMatchObject({
      email: request.email,
      currency: "USD",
      subtotalCents: 3000,
      taxCents: 449,
      totalCents: 3449,
      address: { country: "CA", province: "QC", postalCode: "H2X 1Y4" },
      payment: { brand: "visa", last4: "4242" },
    });
    const { rows } = await poolOf(db.payload).query(`SELECT first_name, last_name, password_hash FROM users WHERE email = $1`, [request.email]);
    expect(rows[0]).toMatchObject({ first_name: "Rosalind", last_name: "Franklin" });
    // The password is kept hashed (bcrypt), never as sent (docs/security.md: hashed on the server).
    expect(rows[0].password_hash).toMatch(/^\$2[aby]\$\d\d\$/);
    expect(rows[0].password_hash).not.toContain(request.password);
  });

  it("CHK-025 card validation, transaction and order submit are one procedure, commerce.placeOrder, answering results, id, errorCode and errorMsg.message", async () => {
    const c = await db.callerAs(null);
    await c.commerce.addToCart({ productId: book });
    const declined = await c.commerce.placeOrder({ ...newBuyer(), address: onAddress, card: { ...goodCard, number: TEST_CARDS.decline62 } });
    expect(declined).toMatchObject({ results: "FAILURE", id: null, errorCode: "62" });
    expect(typeof declined.errorMsg?.message).toBe("string");
    const invalid = await c.commerce.placeOrder({ ...newBuyer(), address: onAddress, card: { ...goodCard, number: "4242424242424241" } });
    expect(invalid).toMatchObject({ results: "FAILURE", id: null, errorCode: "14" });
    const paid = await c.commerce.placeOrder({ ...newBuyer(), address: onAddress, card: goodCard });
    expect(paid).toMatchObject({ results: "SUCCESS", errorCode: null, errorMsg: null });
    expect(paid.id).toEqual(expect.any(Number));
  });
});

describe("the cart after a payment (CART-017)", () => {
  it("CART-017 after a successful payment the cart is closed: the next visit starts a new, empty cart", async () => {
    const user = await db.createUser({ email: `cart${++n}@shop.test`, role: "student" });
    const c = await db.callerAs(user);
    const before = await c.commerce.addToCart({ productId: book });
    expect(before.shoppingCartID).toEqual(expect.any(String));
    const res = await c.commerce.placeOrder({ email: "", firstName: "", lastName: "", address: onAddress, card: goodCard });
    expect(res.results).toBe("SUCCESS");
    const next = await (await db.callerAs(user)).commerce.cart();
    expect(next.cartItems).toEqual([]);
    expect(next.shoppingCartID).not.toBe(before.shoppingCartID);
    const added = await c.commerce.addToCart({ productId: other });
    expect(added.shoppingCartID).not.toBe(before.shoppingCartID);
    expect(added.cartItems.map((i) => i.productId)).toEqual([other]);
  });
});

describe("orders (ORD-*)", () => {
  it("ORD-001 ORD-002 one order by id, with its id, date, status, trial flag, products, currency, customer, amounts, payment, tax percent and accounting sync status", async () => {
    const user = await db.createUser({ email: `ord${++n}@shop.test`, role: "student", firstName: "Grace", lastName: "Hopper" });
    const id = await buyAs(user, book);
    const c = await db.callerAs(user);
    const order = await c.commerce.order({ id });
    expect(order).toMatchObject({
      id,
      status: "paid",
      trialOrder: false,
      currency: "USD",
      lines: [{ productName: "Cell Biology", priceCents: 1999, quantity: 1 }],
      subtotalCents: 1999,
      discountCents: 0,
      taxCents: 260,
      totalCents: 2259,
      taxPercent: 0.13,
      payment: { brand: "visa", last4: "4242" },
      address: { country: "CA", province: "ON", postalCode: "M5V 2T6" },
    });
    expect(Date.parse(order.date)).toBeGreaterThan(Date.now() - 600_000);
    // Someone else cannot read it (ORD-001: the order is its owner's).
    const stranger = await db.callerAs(await db.createUser({ email: `stranger${++n}@shop.test`, role: "student" }));
    expect(((await errorOf(stranger.commerce.order({ id }))) as { code: string }).code).toBe("NOT_FOUND");

    // The customer's name and the accounting (QB) sync status: 'Not Completed' (null) until the job runs, then SUCCESS with its id.
    const asAdmin = await db.callerAs(admin);
    const row = async () => (await asAdmin.commerce.adminOrders({ from: monthAgo(), to: today(), orderId: id })).orders[0]!;
    expect(await row()).toMatchObject({ id, customer: "Grace Hopper", products: "Cell Biology", trialOrder: false, qbSyncStatus: null });
    await runCommerceJobs(db.payload);
    expect((await row()).qbSyncStatus).toEqual({ status: "SUCCESS", qbId: `FILE-${id}`, error: null });
  });

  it("ORD-004 myOrders returns the logged-in customer's orders (newest first), nobody else's; a visitor has none", async () => {
    const mine = await db.createUser({ email: `mine${++n}@shop.test`, role: "student" });
    const theirs = await db.createUser({ email: `theirs${++n}@shop.test`, role: "student" });
    const first = await buyAs(mine, book);
    const second = await buyAs(mine, other);
    const foreign = await buyAs(theirs, book);
    const orders = await (await db.callerAs(mine)).commerce.myOrders();
    expect(orders.map((o) => o.id)).toEqual([second, first]);
    expect(orders.map((o) => o.id)).not.toContain(foreign);
    expect(((await errorOf((await db.callerAs(null)).commerce.myOrders())) as { code: string }).code).toBe("UNAUTHORIZED");
  });

  it("ORD-007 the 'View Orders' tab and the admin orders report (and its export) are for admins only", async () => {
    for (const role of [null, "student", "teacher", "editor"])
      expect(visibleTabs({ role, isLib: false, multiSession: false }), String(role)).not.toContain("viewOrders");
    expect(visibleTabs({ role: "admin", isLib: false, multiSession: false })).toContain("viewOrders");
    const input = { from: monthAgo(), to: today() };
    for (const role of ["student", "teacher", "editor"] as const) {
      const u = await db.createUser({ email: `${role}${++n}@shop.test`, role });
      const c = await db.callerAs(u);
      expect(((await errorOf(c.commerce.adminOrders(input))) as { code: string }).code, role).toBe("FORBIDDEN");
      expect(((await errorOf(c.commerce.adminOrdersExport(input))) as { code: string }).code, role).toBe("FORBIDDEN");
    }
    expect(((await errorOf((await db.callerAs(null)).commerce.adminOrders(input))) as { code: string }).code).toBe("UNAUTHORIZED");
    const report = await (await db.callerAs(admin)).commerce.adminOrders(input);
    expect(report.orders.length).toBeGreaterThan(0);
  });

  it("ORD-008 the filters: a date range in YYYY-MM-DD (whole days), an order id, and 'Show QB Errors' (orders whose sync failed)", async () => {
    const user = await db.createUser({ email: `filters${++n}@shop.test`, role: "student" });
    const a = await buyAs(user, book);
    const b = await buyAs(user, other);
    await poolOf(db.payload).query(`UPDATE orders SET qb_sync_status_status = 'ERROR', qb_sync_status_error = 'Token expired' WHERE id = $1`, [b]);
    await poolOf(db.payload).query(`UPDATE orders SET qb_sync_status_status = 'SUCCESS', qb_sync_status_qb_id = 'QB-1' WHERE id = $1`, [a]);
    const asAdmin = await db.callerAs(admin);
    expect(adminOrdersSchema.safeParse({ from: "2026/01/01", to: today() }).success).toBe(false);
    expect(adminOrdersSchema.safeParse({ from: "01-01-2026", to: today() }).success).toBe(false);
    expect(adminOrdersSchema.safeParse({ from: monthAgo(), to: today() }).success).toBe(true);
    // Today's orders are inside the default range (last 30 days up to today), not in a range that ends yesterday.
    const inRange = await asAdmin.commerce.adminOrders({ from: monthAgo(), to: today() });
    expect(inRange.orders.map((o) => o.id)).toEqual(expect.arrayContaining([a, b]));
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await asAdmin.commerce.adminOrders({ from: monthAgo(), to: yesterday })).orders.map((o) => o.id)).not.toContain(a);
    expect((await asAdmin.commerce.adminOrders({ from: monthAgo(), to: today(), orderId: a })).orders.map((o) => o.id)).toEqual([a]);
    const errors = await asAdmin.commerce.adminOrders({ from: monthAgo(), to: today(), qbErrors: true });
    expect(errors.orders.map((o) => o.id)).toEqual([b]);
    expect(errors.orders[0]!.qbSyncStatus).toEqual({ status: "ERROR", qbId: null, error: "Token expired" });
  });

  it("ORD-013 the export answers every order found (not only the page of 10), in the report's order", async () => {
    const user = await db.createUser({ email: `many${++n}@shop.test`, role: "student" });
    const { rows } = await poolOf(db.payload).query(
      `INSERT INTO orders (user_id, email, status, trial_order, idempotency_key, currency, lines, subtotal_cents, discount_cents, tax_cents, taxes, total_cents, address, paid_at)
       SELECT $1, $2, 'paid', false, 'reqs-export-' || g, 'USD', '[{"productId": 1, "productName": "Bulk", "priceCents": 100, "quantity": 1}]'::jsonb, 100, 0, 0, '{}'::jsonb, 100, '{"country": "CA", "province": "ON", "postalCode": "M5V 2T6"}'::jsonb, now()
         FROM generate_series(1, 12) g RETURNING id`,
      [user.id, user.email],
    );
    const ids = rows.map((r) => r.id as number).sort((x, y) => y - x);
    const asAdmin = await db.callerAs(admin);
    const input = { from: monthAgo(), to: today() };
    const page = await asAdmin.commerce.adminOrders(input);
    expect(page.orders).toHaveLength(10);
    const all = await asAdmin.commerce.adminOrdersExport(input);
    expect(all.length).toBe(page.total);
    expect(all.slice(0, 12).map((o) => o.id)).toEqual(ids);
    expect(all.slice(0, 10).map((o) => o.id)).toEqual(page.orders.map((o) => o.id));
  });

  it("ORD-018 the trial product is the one chosen in Commerce Settings; its orders are flagged trialOrder and 'Hide trial orders' leaves them out", async () => {
    const trialProduct = await product("Instructor Trial", 0);
    await db.payload.updateGlobal({ slug: "commerce-settings", data: { trialProduct }, overrideAccess: true });
    const email = `prof${++n}@uni.test`;
    const res = await (
      await db.callerAs(null)
    ).commerce.createTrial({
      firstname: "Barbara",
      lastname: "McClintock",
      email,
      password: "Trial-password-9",
      userType: "N/A",
      school: "Cornell",
      country: "CA",
      province: "ON",
      whoAmI: "Professor / Instructor",
      classCourseName: "BIO 101",
      numStudents: "30",
      foundUs: "Other",
      foundUsOther: "A colleague",
      message: "Hello",
    });
    expect(res.ok).toBe(true);
    const asAdmin = await db.callerAs(admin);
    const all = await asAdmin.commerce.adminOrders({ from: monthAgo(), to: today() });
    const trial = all.orders.find((o) => o.email === email)!;
    expect(trial).toMatchObject({ trialOrder: true, products: "Instructor Trial", totalCents: 0 });
    const { rows } = await poolOf(db.payload).query(`SELECT lines FROM orders WHERE id = $1`, [trial.id]);
    expect((rows[0]!.lines as { productId: number }[])[0]!.productId).toBe(trialProduct);
    const hidden = await asAdmin.commerce.adminOrders({ from: monthAgo(), to: today(), hideTrial: true });
    expect(hidden.orders.map((o) => o.id)).not.toContain(trial.id);
    expect(hidden.total).toBe(all.total - 1);
  });
});
