import type { Page } from "@playwright/test";
import type pg from "pg";
import { STRIPE_TEST_CARDS, type LocalStripe, type StripeEventRecord } from "../support/stripeServer";
import { expect, gotoHydrated, hydrated, test } from "./fixtures";

/**
 * Issue 27 ("Done when", first point): the browser purchase with the processor configured — this worker's server
 * talks to the local Stripe (tests/support/stripeServer.ts, `payments: "stripe"` in tests/e2e/fixtures.ts): its
 * API through the `stripe` SDK, its hosted page (the card is typed there, never on our site), its 3-D Secure
 * challenge and its signed webhooks. Each order exists exactly once in the database; webhooks delivered twice and
 * out of order, before or after the return from the hosted page, change nothing.
 *
 * The tests of this file share the local Stripe: they run in order in one worker.
 */
test.use({ payments: "stripe" });

const stamp = `${Date.now()}`;
let n = 0;

/** As a visitor: the product into the cart from /cart, the checkout's first two steps as a new customer in Ontario. */
async function toPaymentStep(page: Page, product: string): Promise<string> {
  await gotoHydrated(page, "/cart");
  const item = page.getByTestId("catalogue-item").filter({ hasText: product });
  await item.getByRole("button").click();
  await expect(page.getByTestId("cart-line").filter({ hasText: product })).toBeVisible();
  await page.getByRole("link", { name: "Checkout" }).click();
  await page.waitForURL("**/checkout");
  await hydrated(page);
  const email = `stripe-${stamp}-${++n}@e2e.test`;
  await page.getByLabel("E-mail", { exact: true }).first().fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Checkout-e2e-2026");
  await page.getByLabel("First name", { exact: true }).fill("Barbara");
  await page.getByLabel("Last name", { exact: true }).fill("McClintock");
  await page.getByLabel("Province or territory").selectOption("ON");
  await page.getByLabel("Postal code").fill("M5V 2T6");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByText("Tax (13%)")).toBeVisible();
  await page.getByRole("button", { name: "Continue to payment" }).click();
  // No card field on our page (SAQ A): the note, and the button to the processor's page.
  await expect(page.getByTestId("hosted-payment-note")).toBeVisible();
  await expect(page.getByLabel("Card number")).toHaveCount(0);
  return email;
}

/** Our checkout's submit: the order is claimed and the browser goes to the hosted page (the local Stripe's origin). */
async function toHostedPage(page: Page, stripe: LocalStripe) {
  await Promise.all([
    page.waitForURL((u) => u.origin === stripe.base && u.pathname.startsWith("/pay/cs_test_")),
    page.getByRole("button", { name: "Continue to secure payment" }).click(),
  ]);
  await expect(page.getByRole("heading", { name: "Pay with card" })).toBeVisible();
}

/** The card typed on the hosted page, then Pay. */
async function payWith(page: Page, card: string) {
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiry date (MMYY)").fill("1230");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Pay" }).click();
}

type OrderRow = { id: number; status: string; payment_processor: string | null; payment_reference: string | null; [k: string]: unknown };

/** Every order under this e-mail, whole rows (a change to any column shows). */
async function ordersOf(db: pg.Client, email: string): Promise<OrderRow[]> {
  return (await db.query(`SELECT * FROM orders WHERE email = $1 ORDER BY id`, [email])).rows as OrderRow[];
}

/**
 * What a settled order wrote: the orders (whole rows), the account, its memberships, and the accounting jobs still
 * queued for the orders (Payload deletes a job once it completed: a webhook that queued the sync again shows here).
 */
async function footprint(db: pg.Client, email: string) {
  const orders = await ordersOf(db, email);
  const users = (await db.query(`SELECT id FROM users WHERE email = $1`, [email])).rows as { id: number }[];
  const memberships = users.length
    ? (await db.query(`SELECT memberships_id FROM users_rels WHERE parent_id = $1 AND path = 'memberships' ORDER BY 1`, [users[0]!.id])).rows
    : [];
  const queuedJobs = (
    await db.query(`SELECT id FROM payload_jobs WHERE task_slug = 'accountingSyncOrder' AND (input->>'order')::int = ANY($1::int[])`, [orders.map((o) => o.id)])
  ).rows;
  return { orders, users, memberships, queuedJobs };
}

/** A paid order reaches the accounting system once (the file adapter here): its sync status is SUCCESS, queued once. */
async function untilSynced(db: pg.Client, orderId: number) {
  await expect
    .poll(async () => (await db.query(`SELECT qb_sync_status_status AS s FROM orders WHERE id = $1`, [orderId])).rows[0]?.s, { timeout: 60_000 })
    .toBe("SUCCESS");
  expect((await db.query(`SELECT qb_sync_status_qb_id AS id, qb_sync_status_attempts::int AS n FROM orders WHERE id = $1`, [orderId])).rows[0]).toEqual({
    id: `FILE-${orderId}`,
    n: 1,
  });
}

/** The events the local Stripe sent (or holds) about an order: its session's, its PaymentIntent's and its charge's. */
function eventsOf(stripe: LocalStripe, order: OrderRow): StripeEventRecord[] {
  type Obj = { id?: string; object?: string; metadata?: { orderId?: string }; payment_intent?: string };
  const objectOf = (e: StripeEventRecord) => e.data.object as Obj;
  // The order's PaymentIntents (a pending order has no reference yet): those whose metadata names it.
  const intents = new Set(
    stripe.events
      .map(objectOf)
      .filter((o) => o.object === "payment_intent" && o.metadata?.orderId === String(order.id))
      .map((o) => o.id),
  );
  return stripe.events.filter((e) => {
    const o = objectOf(e);
    return o.id === order.payment_session_id || o.metadata?.orderId === String(order.id) || (o.object === "charge" && intents.has(o.payment_intent));
  });
}

/** Each event delivered twice, newest first then oldest first, signed as Stripe signs: the statuses answered. */
async function deliverTwiceOutOfOrder(stripe: LocalStripe, events: StripeEventRecord[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const ev of [...events].reverse().concat(events)) statuses.push(await stripe.deliver(ev));
  return statuses;
}

test.describe("issue 27: the purchase through the processor's hosted page (local Stripe)", () => {
  test("issue 27 CHK-024 CHK-026: the success card pays on the hosted page; the return writes one paid order and the account; its webhooks, again twice and out of order, change nothing", async ({
    openPage,
    localStripe,
    db,
  }) => {
    test.setTimeout(150_000);
    const stripe = localStripe!;
    stripe.holdWebhooks = false; // delivered as Stripe does, racing the return
    const { page, errors } = await openPage();
    const email = await toPaymentStep(page, "LIFE Unit 2");
    await toHostedPage(page, stripe);
    // The hosted page charges our total: 30.00 + 13 % HST.
    await expect(page.getByTestId("hosted-total")).toHaveText("33.90 USD");
    expect(await ordersOf(db, email)).toMatchObject([{ status: "pending", payment_processor: "stripe" }]);
    await Promise.all([page.waitForURL(/\/thankyou\?orderId=\d+/, { timeout: 45_000 }), payWith(page, STRIPE_TEST_CARDS.success)]);
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();
    for (const s of ["33.90", "VISA ending in 4242"]) await expect(page.getByTestId("thankyou-summary")).toContainText(s);

    const [order] = await ordersOf(db, email);
    expect(await ordersOf(db, email)).toHaveLength(1);
    expect(order).toMatchObject({ status: "paid", payment_processor: "stripe", payment_brand: "visa", payment_last4: "4242" });
    expect(order!.payment_reference).toMatch(/^pi_/);
    // The webhooks Stripe sent on its own were all acknowledged.
    const events = eventsOf(stripe, order!);
    expect(events.map((e) => e.type).sort()).toEqual(["charge.succeeded", "checkout.session.completed", "payment_intent.succeeded"]);
    await expect.poll(() => events.every((e) => stripe.deliveries.some((d) => d.eventId === e.id && d.status === 200)), { timeout: 20_000 }).toBe(true);
    await untilSynced(db, order!.id);
    const settled = await footprint(db, email);
    expect(settled.users).toHaveLength(1);
    expect(settled.memberships.length).toBeGreaterThan(0);
    expect(settled.queuedJobs).toEqual([]);

    expect(await deliverTwiceOutOfOrder(stripe, events)).toEqual(Array(6).fill(200));
    expect(await footprint(db, email)).toEqual(settled);

    // The new customer was signed in by the return: the unit is on the dashboard.
    await page.getByRole("link", { name: "Go to my account" }).click();
    await page.waitForURL("**/account");
    await expect(page.getByTestId("unit-cards").getByText("Unit 2", { exact: false }).first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("issue 27 CHK-029: a declined card — the hosted page says so; back at the store the seed's message shows, the order is failed, no account and no paid order", async ({
    openPage,
    localStripe,
    db,
  }) => {
    test.setTimeout(150_000);
    const stripe = localStripe!;
    stripe.holdWebhooks = false;
    const { page } = await openPage();
    const email = await toPaymentStep(page, "LIFE Unit 3");
    await toHostedPage(page, stripe);
    await payWith(page, STRIPE_TEST_CARDS.decline);
    await expect(page.getByTestId("hosted-error")).toHaveText("Your card was declined.");
    const [pending] = await ordersOf(db, email);
    // payment_intent.payment_failed reached us: the decline is noted, the order still pending (another card may follow).
    await expect.poll(async () => (await ordersOf(db, email))[0]?.payment_error_code, { timeout: 20_000 }).toBe("generic_decline");
    expect((await ordersOf(db, email))[0]).toMatchObject({ id: pending!.id, status: "pending" });

    await Promise.all([page.waitForURL((u) => u.pathname === "/checkout"), page.getByRole("link", { name: "Back to the store" }).click()]);
    await hydrated(page);
    const error = page.getByTestId("checkout-error");
    await expect(error).toContainText("Your transaction was unsuccessful, please confirm the method of payment and retry...");
    await expect(error).toContainText("Your card was declined.");

    const after = await footprint(db, email);
    expect(after.orders).toHaveLength(1);
    expect(after.orders[0]).toMatchObject({ id: pending!.id, status: "failed", payment_error_code: "generic_decline" });
    expect(after.users).toEqual([]);
    expect(after.queuedJobs).toEqual([]);
    // The session is closed at the processor: its page no longer takes a card.
    expect(stripe.sessions.get(String(pending!.payment_session_id))?.status).toBe("expired");
    // Its webhooks again, twice and out of order (the expiry among them): nothing changes.
    const events = eventsOf(stripe, after.orders[0]!);
    expect(events.map((e) => e.type).sort()).toEqual(["checkout.session.expired", "payment_intent.payment_failed"]);
    expect(await deliverTwiceOutOfOrder(stripe, events)).toEqual(Array(4).fill(200));
    expect(await footprint(db, email)).toEqual(after);
  });

  test("issue 27: 3-D Secure — a failed challenge leaves the order unpaid; passed, the webhooks arrive first (twice, out of order) and write the order once; the return finds it paid", async ({
    openPage,
    localStripe,
    db,
  }) => {
    test.setTimeout(150_000);
    const stripe = localStripe!;
    const { page, errors } = await openPage();
    const email = await toPaymentStep(page, "LIFE Unit 4");
    await toHostedPage(page, stripe);
    const hostedUrl = page.url();

    await Promise.all([page.waitForURL((u) => u.pathname.startsWith("/3ds/pi_")), payWith(page, STRIPE_TEST_CARDS.threeDSecure)]);
    await expect(page.getByRole("heading", { name: "3D Secure 2 Test Page" })).toBeVisible();
    await Promise.all([page.waitForURL(hostedUrl), page.getByRole("button", { name: "Fail" }).click()]);
    expect(await ordersOf(db, email)).toMatchObject([{ status: "pending" }]);

    // The second try passes the challenge. The webhooks are held, then delivered twice and out of order while the
    // return page's confirmation is on its way: the webhook writes the order, the return finds it paid.
    stripe.holdWebhooks = true;
    const statuses: number[] = [];
    await page.route(
      (u) => u.pathname.startsWith("/trpc/") && u.pathname.includes("commerce.confirmHostedCheckout"),
      async (route) => {
        const [order] = await ordersOf(db, email);
        statuses.push(...(await deliverTwiceOutOfOrder(stripe, eventsOf(stripe, order!))));
        expect((await ordersOf(db, email))[0]).toMatchObject({ status: "paid" });
        await route.continue();
      },
    );
    await Promise.all([page.waitForURL((u) => u.pathname.startsWith("/3ds/pi_")), payWith(page, STRIPE_TEST_CARDS.threeDSecure)]);
    await Promise.all([page.waitForURL(/\/thankyou\?orderId=\d+/, { timeout: 45_000 }), page.getByRole("button", { name: "Complete" }).click()]);
    stripe.holdWebhooks = false;
    await hydrated(page);
    await expect(page.getByTestId("thankyou-summary")).toContainText("VISA ending in 3184");
    // Both attempts' events: the failed challenge's payment_failed, then the success's three, each delivered twice.
    expect(statuses.length).toBeGreaterThanOrEqual(8);
    expect(statuses.every((s) => s === 200)).toBe(true);

    const [paid] = await ordersOf(db, email);
    await untilSynced(db, paid!.id);
    const settled = await footprint(db, email);
    expect(settled.orders).toHaveLength(1);
    expect(settled.orders[0]).toMatchObject({ status: "paid", payment_last4: "3184", payment_brand: "visa" });
    expect(settled.users).toHaveLength(1);
    expect(settled.queuedJobs).toEqual([]);
    // Once more, after the return: nothing changes.
    await deliverTwiceOutOfOrder(stripe, eventsOf(stripe, settled.orders[0]!));
    expect(await footprint(db, email)).toEqual(settled);
    expect(errors).toEqual([]);
  });
});
