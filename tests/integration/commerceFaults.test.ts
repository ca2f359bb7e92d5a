import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { poolOf } from "#core/db/pool";
import { queueReconciliation, runCommerceJobs } from "#core/commerce/jobs";
import type { AuthorizeRequest, PaymentGateway } from "#core/payments/gateway";
import { SandboxGateway, setPaymentGateway, TEST_CARDS } from "#core/payments/sandbox";
import { openTestDb, type TestDb } from "../support/payload";

/**
 * Faults (issue 12): the database connection dropped between the gateway's success and the order's
 * write — the pool's client is killed (pg_terminate_backend) as the order's transaction begins —
 * leaves the order pending with the charge made; the reconciliation job then writes it exactly once.
 */
let db: TestDb;
let sandbox: SandboxGateway;
let membership: number;
let book: number;
let killNextTransaction = false;
let killed = 0;

/** The sandbox, arming the trap once a capture has succeeded (the charge is made). */
class TrappedGateway implements PaymentGateway {
  private inner: PaymentGateway;
  constructor(inner: SandboxGateway) {
    this.inner = inner;
  }
  authorize(req: AuthorizeRequest) {
    return this.inner.authorize(req);
  }
  async capture(reference: string, key: string) {
    const r = await this.inner.capture(reference, key);
    if (r.ok) killNextTransaction = true;
    return r;
  }
  refund(reference: string, amountCents: number, key: string) {
    return this.inner.refund(reference, amountCents, key);
  }
  void(reference: string, key: string) {
    return this.inner.void(reference, key);
  }
  lookup(key: string) {
    return this.inner.lookup(key);
  }
  verifyWebhook(body: string, header: string | null | undefined, nowSec?: number) {
    return this.inner.verifyWebhook(body, header, nowSec);
  }
}

type Client = { query: (...a: unknown[]) => Promise<unknown>; processID?: number };

beforeAll(async () => {
  db = await openTestDb();
  sandbox = new SandboxGateway({ timeoutMs: 100 });
  setPaymentGateway(new TrappedGateway(sandbox));
  membership = (await db.payload.create({ collection: "memberships", overrideAccess: true, data: { key: "FAULT-1", name: "Fault 1" } })).id;
  book = (
    await db.payload.create({
      collection: "products",
      overrideAccess: true,
      depth: 0,
      data: { title: "Fault Biology", price: 25, currency: "USD", memberships: [membership] },
    })
  ).id;
  // The trap: the first statement of the next transaction after a successful capture first kills its own connection.
  const pool = poolOf(db.payload) as unknown as { on: (e: string, f: (c: Client) => void) => void };
  const wrapped = new WeakSet<Client>();
  pool.on("acquire", (client) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    const original = client.query.bind(client);
    client.query = async (...a: unknown[]) => {
      if (killNextTransaction && a[0] === "BEGIN") {
        killNextTransaction = false;
        killed++;
        const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await admin.connect();
        await admin.query("SELECT pg_terminate_backend($1)", [client.processID]);
        await admin.end();
      }
      return original(...a);
    };
  });
}, 120_000);
afterAll(() => db?.close());

describe("faults (issue 12)", () => {
  it("ORD-003 the connection dropped after the charge: the order stays pending, then the reconciliation job writes it exactly once", async () => {
    const user = await db.createUser({ email: "fault@shop.test", role: "student" });
    const c = await db.callerAs(user);
    await c.commerce.addToCart({ productId: book });
    await c.commerce.saveAddress({ country: "US", province: "NY", postalCode: "10001" });
    const charges = sandbox.chargeCount;
    await expect(
      c.commerce.placeOrder({
        email: "",
        firstName: "",
        lastName: "",
        address: { country: "US", province: "NY", postalCode: "10001" },
        card: { number: TEST_CARDS.success, expiry: "1230", cvv: "123" },
      }),
    ).rejects.toThrow();
    expect(killed).toBe(1);
    expect(sandbox.chargeCount).toBe(charges + 1);
    const pg = poolOf(db.payload);
    const before = await pg.query(`SELECT id, status FROM orders WHERE user_id = $1`, [user.id]);
    expect(before.rows.map((r) => r.status)).toEqual(["pending"]);
    const orderId = before.rows[0]!.id as number;
    const rels = () =>
      pg.query(`SELECT count(*)::int AS n FROM users_rels WHERE parent_id = $1 AND path = 'memberships' AND memberships_id = $2`, [user.id, membership]);
    expect((await rels()).rows[0]!.n).toBe(0);

    // The job on Payload's queue, twice (a second run, or two instances, must not write it again).
    await queueReconciliation(db.payload, 0);
    await runCommerceJobs(db.payload);
    await queueReconciliation(db.payload, 0);
    await runCommerceJobs(db.payload);
    const after = await pg.query(`SELECT id, status, payment_last4, payment_reference FROM orders WHERE user_id = $1`, [user.id]);
    expect(after.rows).toHaveLength(1);
    expect(after.rows[0]).toMatchObject({ id: orderId, status: "paid", payment_last4: "4242" });
    expect(after.rows[0]!.payment_reference).toMatch(/^sbx_/);
    expect((await rels()).rows[0]!.n).toBe(1);
    expect(sandbox.chargeCount).toBe(charges + 1);
    // A new submit of the same cart version answers the order (no second charge).
    expect((await c.commerce.myOrders()).map((o) => o.id)).toEqual([orderId]);
  });
});
