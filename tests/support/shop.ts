import { expect } from "vitest";
import { TEST_CARDS } from "#core/payments/sandbox";
import type { User } from "../../cms/payload-types";
import type { TestDb } from "./payload";

/**
 * A new student buys one product in Ontario with the sandbox card that succeeds (the checkout's name,
 * password and email left empty: the signed-in account's); the order must succeed. Returns the student
 * and the order's id.
 */
export async function buyWithTestCard(
  db: TestDb,
  productId: number,
  student: { email: string; firstName: string; lastName: string },
): Promise<{ user: User; orderId: number }> {
  const user = await db.createUser({ ...student, role: "student" });
  const c = await db.callerAs(user);
  await c.commerce.addToCart({ productId });
  const res = await c.commerce.placeOrder({
    firstName: "",
    lastName: "",
    password: "",
    email: "",
    address: { country: "CA", province: "ON", postalCode: "M5V 2T6" },
    card: { number: TEST_CARDS.success, expiry: "1230", cvv: "123" },
  });
  expect(res.results).toBe("SUCCESS");
  return { user, orderId: res.id! };
}
