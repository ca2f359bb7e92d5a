import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launch, openPage, hydrated } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

let n = 0;
const stamp = `${Date.now()}`;

/** From /cart's product list: adds a product with the Add to Cart button and waits for the confirmation. */
async function addFromCart(page: Page, title: string, added: string) {
  await page.goto("/cart");
  const item = page.getByTestId("catalogue-item").filter({ hasText: title });
  await item.getByRole("button").click();
  await item.getByText(added).waitFor();
  await page.getByTestId("cart-line").filter({ hasText: title }).waitFor();
}

async function fillNewCustomer(
  page: Page,
  labels: { email: string; password: string; first: string; last: string; province: string; postal: string; next: string },
) {
  const email = `buyer-${stamp}-${++n}@e2e.test`;
  await page.getByLabel(labels.email, { exact: true }).first().fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill("Checkout-e2e-2026");
  await page.getByLabel(labels.first, { exact: true }).fill("Rosalind");
  await page.getByLabel(labels.last, { exact: true }).fill("Franklin");
  await page.getByLabel(labels.province).selectOption("ON");
  await page.getByLabel(labels.postal).fill("M5V 2T6");
  await page.getByRole("button", { name: labels.next, exact: true }).click();
  return email;
}

describe("commerce (Chromium)", () => {
  it("CART-009 CART-013 CHK-014 CHK-024 CHK-026 CHK-033 a visitor adds a unit, applies a coupon, checks out as a new customer and finds the unit on the dashboard", async () => {
    const { page, context, errors } = await openPage(browser);
    await addFromCart(page, "LIFE Unit 2", "Added to your cart.");
    await page.getByLabel("Coupon code").fill("WELCOME10");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByText("Coupon WELCOME10 applied.").waitFor();
    // The amounts come back from the server (revalidated loader), not from the browser.
    await page.getByTestId("cart-discount").filter({ hasText: "10.00" }).waitFor();
    expect(await page.getByTestId("cart-subtotal").textContent()).toContain("30.00");
    await page.getByTestId("cart-total").filter({ hasText: "20.00" }).waitFor();
    await page.getByRole("link", { name: "Checkout" }).click();
    await page.waitForURL("**/checkout");
    await page.getByRole("heading", { name: "1. User Information" }).waitFor();
    await fillNewCustomer(page, {
      email: "E-mail",
      password: "Password",
      first: "First name",
      last: "Last name",
      province: "Province or territory",
      postal: "Postal code",
      next: "Next",
    });
    // Ontario HST 13 % on 20.00 = 2.60
    await page.getByText("Tax (13%)").waitFor();
    expect(await page.getByTestId("checkout-total").textContent()).toContain("22.60");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry (MMYY)").fill("1230");
    await page.getByLabel("CVV").fill("123");
    await Promise.all([page.waitForURL(/\/thankyou\?orderId=\d+/, { timeout: 30_000 }), page.getByRole("button", { name: "Submit", exact: true }).click()]);
    await page.getByRole("heading", { name: "Thank you for your order!" }).waitFor();
    // PUB-011: no footer on the thank-you page.
    expect(await page.getByTestId("site-footer").count()).toBe(0);
    const summary = await page.getByTestId("thankyou-summary").textContent();
    expect(summary).toContain("22.60");
    expect(summary).toContain("VISA ending in 4242");
    expect(await page.evaluate(() => sessionStorage.getItem("sb-sc"))).toBeNull();
    await page.getByRole("link", { name: "Go to my account" }).click();
    await page.waitForURL("**/account");
    await page.getByTestId("unit-cards").getByText("Unit 2", { exact: false }).first().waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it("CHK-028 the decline card shows the errorCode 62 message, in French too, and Submit is enabled again", async () => {
    const { page, context } = await openPage(browser);
    await page.goto("/cart");
    await Promise.all([page.waitForEvent("load"), page.getByRole("combobox", { name: "Language" }).selectOption("FR")]);
    await hydrated(page);
    await page.waitForFunction(() => document.documentElement.lang === "fr");
    await addFromCart(page, "LIFE Unité 3", "Ajouté à votre panier.");
    await page.getByRole("link", { name: "Passer à la caisse" }).click();
    await page.waitForURL("**/checkout");
    await fillNewCustomer(page, {
      email: "Courriel",
      password: "Mot de passe",
      first: "Prénom",
      last: "Nom",
      province: "Province ou territoire",
      postal: "Code postal",
      next: "Suivant",
    });
    await page.getByRole("button", { name: "Continuer vers le paiement" }).click();
    await page.getByLabel("Numéro de carte").fill("4000000000000002");
    await page.getByLabel("Expiration (MMAA)").fill("1230");
    await page.getByLabel("CVV").fill("123");
    await page.getByRole("button", { name: "Envoyer", exact: true }).click();
    const error = page.getByTestId("checkout-error");
    await error.waitFor();
    expect(await error.textContent()).toContain(
      "Votre transaction n'a pas abouti. Veuillez vérifier votre adresse et les renseignements de votre carte de crédit",
    );
    expect(await page.getByRole("button", { name: "Envoyer", exact: true }).isEnabled()).toBe(true);
    await context.close();
  }, 120_000);
});
