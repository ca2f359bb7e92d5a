import { expect, test, toFrench } from "./fixtures";
import { addFromCart, CHECKOUT_FR, fillCard, fillNewCustomer, newCustomer, UNIT } from "./checkout";

// The tests are independent of each other: both workers share them out.
test.describe.configure({ mode: "parallel" });
test.describe("commerce (Chromium)", () => {
  test("CART-009 CART-013 CHK-014 CHK-024 CHK-026 CHK-033 a visitor adds a unit, applies a coupon, checks out as a new customer and finds the unit on the dashboard", async ({
    openPage,
  }) => {
    test.setTimeout(120_000);
    const { page, errors } = await openPage();
    await addFromCart(page, UNIT, "Added to your cart.");
    await page.getByLabel("Coupon code").fill("WELCOME10");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("Coupon WELCOME10 applied.")).toBeVisible();
    // The amounts come back from the server (revalidated loader), not from the browser.
    await expect(page.getByTestId("cart-discount").filter({ hasText: "10.00" })).toBeVisible();
    await expect(page.getByTestId("cart-subtotal")).toContainText("30.00");
    await expect(page.getByTestId("cart-total").filter({ hasText: "20.00" })).toBeVisible();
    await page.getByRole("link", { name: "Checkout" }).click();
    await page.waitForURL("**/checkout");
    await expect(page.getByRole("heading", { name: "1. User Information" })).toBeVisible();
    await fillNewCustomer(page, newCustomer("buyer"));
    // Ontario HST 13 % on 20.00 = 2.60
    await expect(page.getByText("Tax (13%)")).toBeVisible();
    await expect(page.getByTestId("checkout-total")).toContainText("22.60");
    await fillCard(page);
    await Promise.all([page.waitForURL(/\/thankyou\?orderId=\d+/, { timeout: 30_000 }), page.getByRole("button", { name: "Submit", exact: true }).click()]);
    await expect(page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();
    // PUB-011: no footer on the thank-you page.
    await expect(page.getByTestId("site-footer")).toHaveCount(0);
    for (const s of ["22.60", "VISA ending in 4242"]) await expect(page.getByTestId("thankyou-summary")).toContainText(s);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("sb-sc"))).toBeNull();
    await page.getByRole("link", { name: "Go to my account" }).click();
    await page.waitForURL("**/account");
    await expect(page.getByTestId("unit-cards").getByText("Unit 2", { exact: false }).first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("CHK-028 the decline card shows the errorCode 62 message, in French too, and Submit is enabled again", async ({ openPage }) => {
    test.setTimeout(120_000);
    const { page, goto } = await openPage();
    await goto("/cart");
    await toFrench(page);
    await addFromCart(page, "LIFE Unité 3", "Ajouté à votre panier.");
    await page.getByRole("link", { name: "Passer à la caisse" }).click();
    await page.waitForURL("**/checkout");
    await fillNewCustomer(page, newCustomer("buyer"), CHECKOUT_FR);
    await fillCard(page, "4000000000000002", CHECKOUT_FR);
    await page.getByRole("button", { name: "Envoyer", exact: true }).click();
    const error = page.getByTestId("checkout-error");
    await expect(error).toBeVisible();
    await expect(error).toContainText("Votre transaction n'a pas abouti. Veuillez vérifier votre adresse et les renseignements de votre carte de crédit");
    await expect(page.getByRole("button", { name: "Envoyer", exact: true })).toBeEnabled();
  });
});
