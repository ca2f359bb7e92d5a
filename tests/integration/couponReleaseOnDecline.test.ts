import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { poolOf } from "#core/db/pool";
import { SandboxGateway, setPaymentGateway, TEST_CARDS } from "#core/payments/sandbox";
import { openTestDb, type TestDb } from "../support/payload";

/**
 * CART-011, CHK-028 (core/commerce/orders.ts): a declined payment fails its order, gives the coupon's use back and
 * starts a new cart version, so a corrected retry is charged once and may still use a coupon limited to one use.
 * (Pins what placeOrder shares with the hosted checkout's markOrderFailed.)
 */
let db: TestDb;
let book: number;

beforeAll(async () => {
  db = await openTestDb();
  setPaymentGateway(new SandboxGateway({ timeoutMs: 200 }));
  book = (await db.payload.create({ collection: "products", overrideAccess: true, depth: 0, data: { title: "Coupon Biology", price: 20, currency: "CAD" } }))
    .id;
}, 120_000);
afterAll(() => db?.close());

const usedCount = async (id: number) => (await poolOf(db.payload).query(`SELECT used_count::int AS n FROM coupons WHERE id = $1`, [id])).rows[0]!.n as number;

describe("review2: a declined payment gives its coupon back", () => {
  it("CART-011: a one-use coupon is still usable after a declined card, and used once by the paid retry", async () => {
    const k = (await db.payload.create({
      collection: "coupons",
      overrideAccess: true,
      depth: 0,
      data: { code: "ONCE5", amount: 5, usedCount: 0, usageLimit: 1 } as never,
    })) as { id: number; code: string };
    const user = await db.createUser({ email: "coupon.release@shop.test", role: "student" });
    const c = await db.callerAs(user);
    await c.commerce.addToCart({ productId: book });
    await c.commerce.applyCoupon({ couponCode: k.code });
    const order = (number: string) =>
      c.commerce.placeOrder({
        firstName: "",
        lastName: "",
        password: "",
        email: "",
        address: { country: "CA", province: "ON", postalCode: "M5V 2T6" },
        card: { number, expiry: "1230", cvv: "123" },
      });

    const declined = await order(TEST_CARDS.decline62);
    expect(declined).toMatchObject({ results: "FAILURE", errorCode: "62" });
    expect(await usedCount(k.id)).toBe(0);
    const { rows } = await poolOf(db.payload).query(`SELECT status, payment_error_code FROM orders WHERE user_id = $1`, [user.id]);
    expect(rows).toEqual([{ status: "failed", payment_error_code: "62" }]);

    const paid = await order(TEST_CARDS.success);
    expect(paid).toMatchObject({ results: "SUCCESS" });
    expect(await usedCount(k.id)).toBe(1);
  });
});
