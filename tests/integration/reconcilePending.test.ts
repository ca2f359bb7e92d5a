import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { poolOf } from "#core/db/pool";
import { reconcilePendingOrders } from "#core/commerce/orders";
import { openTestDb, type TestDb } from "../support/payload";
import { countStatements } from "../support/statements";

/**
 * Issue 27 (core/commerce/orders.ts reconcilePendingOrders): a hosted-checkout order whose processor session was
 * never opened is failed after an hour; one younger is left alone. Which of them are stale is known from the one
 * read of the pending orders — not asked again of the database order by order (N+1).
 */
let db: TestDb;
let n = 0;

beforeAll(async () => {
  db = await openTestDb();
}, 120_000);
afterAll(() => db?.close());

async function pendingStripeOrder(age: string): Promise<number> {
  const { rows } = await poolOf(db.payload).query(
    `INSERT INTO orders (email, status, idempotency_key, currency, lines, subtotal_cents, total_cents, payment_processor, created_at)
     VALUES ($1, 'pending', $2, 'CAD', '[]'::jsonb, 1000, 1000, 'stripe', now() - $3::interval) RETURNING id`,
    [`pending${++n}@shop.test`, `review2:${n}`, age],
  );
  return rows[0]!.id as number;
}

const statusOf = async (id: number) => (await poolOf(db.payload).query(`SELECT status FROM orders WHERE id = $1`, [id])).rows[0]!.status as string;

describe("review2: reconciling hosted orders that never reached the processor", () => {
  it("issue 27: stale ones fail, a young one stays pending, with one statement per order failed (not two)", async () => {
    const stale = [await pendingStripeOrder("2 hours"), await pendingStripeOrder("3 hours"), await pendingStripeOrder("1 day")];
    const young = await pendingStripeOrder("10 minutes");
    let result: Awaited<ReturnType<typeof reconcilePendingOrders>> | undefined;
    const statements = await countStatements(db.payload, async () => {
      result = await reconcilePendingOrders(db.payload, 0);
    });
    expect(result).toMatchObject({ paid: 0, failed: 3 });
    for (const id of stale) expect(await statusOf(id)).toBe("failed");
    expect(await statusOf(young)).toBe("pending");
    // The read of the pending orders, then one UPDATE per stale order (no cart, no coupon to give back).
    expect(statements).toBe(1 + stale.length);
  });
});
