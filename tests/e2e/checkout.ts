import type { Page } from "@playwright/test";
import { expect, gotoHydrated } from "./fixtures";

/**
 * The store's steps as a visitor takes them in the browser (/cart, the three-step /checkout, /thankyou), shared by
 * the commerce e2e tests: one checkout written once, each test asserting only its own requirement.
 */

/** A product of the demo catalogue: 30.00 USD, 33.90 with Ontario's 13 % HST. */
export const UNIT = "LIFE Unit 2";

/** The checkout's labels and buttons, in English and in French. */
export const CHECKOUT_EN = {
  checkout: "Checkout",
  email: "E-mail",
  password: "Password",
  first: "First name",
  last: "Last name",
  province: "Province or territory",
  postal: "Postal code",
  next: "Next",
  toPayment: "Continue to payment",
  card: "Card number",
  expiry: "Expiry (MMYY)",
  cvv: "CVV",
  submit: "Submit",
};
export const CHECKOUT_FR: typeof CHECKOUT_EN = {
  checkout: "Passer à la caisse",
  email: "Courriel",
  password: "Mot de passe",
  first: "Prénom",
  last: "Nom",
  province: "Province ou territoire",
  postal: "Code postal",
  next: "Suivant",
  toPayment: "Continuer vers le paiement",
  card: "Numéro de carte",
  expiry: "Expiration (MMAA)",
  cvv: "CVV",
  submit: "Envoyer",
};
type Labels = typeof CHECKOUT_EN;

/** A new customer's details (Ontario). */
export type Customer = { email: string; password: string; firstName: string; lastName: string; province: string; postalCode: string };
let n = 0;
/** A new customer with a unique e-mail `<tag>-<time>-<n>@e2e.test`. */
export function newCustomer(tag: string, names: { firstName: string; lastName: string } = { firstName: "Rosalind", lastName: "Franklin" }): Customer {
  return { email: `${tag}-${Date.now()}-${++n}@e2e.test`, password: "Checkout-e2e-2026", ...names, province: "ON", postalCode: "M5V 2T6" };
}

/**
 * From /cart's product list (the page in its current language): adds `title` with its button, waits for the
 * confirmation `added` when given and for the product's line; answers the cart's id (its heading's UUID).
 */
export async function addFromCart(page: Page, title = UNIT, added?: string): Promise<string> {
  await gotoHydrated(page, "/cart");
  const item = page.getByTestId("catalogue-item").filter({ hasText: title });
  await item.getByRole("button").click();
  if (added) await expect(item.getByText(added)).toBeVisible();
  await expect(page.getByTestId("cart-line").filter({ hasText: title })).toBeVisible();
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(/[0-9a-f-]{36}/);
  return /[0-9a-f-]{36}/.exec((await heading.textContent()) ?? "")![0];
}

/** Adds `title` from /cart and follows the cart's Checkout link to /checkout; answers the cart's id. */
export async function openCheckout(page: Page, title = UNIT, labels: Labels = CHECKOUT_EN): Promise<string> {
  const cartId = await addFromCart(page, title);
  await page.getByRole("link", { name: labels.checkout, exact: true }).click();
  await page.waitForURL((u) => u.pathname === "/checkout");
  return cartId;
}

/** Section 0 with a new customer's details, then 'Next': section 1 (the purchase breakdown) is open. */
export async function fillNewCustomer(page: Page, customer: Customer, labels: Labels = CHECKOUT_EN): Promise<void> {
  await page.getByLabel(labels.email, { exact: true }).first().fill(customer.email);
  await page.getByLabel(labels.password, { exact: true }).fill(customer.password);
  await page.getByLabel(labels.first, { exact: true }).fill(customer.firstName);
  await page.getByLabel(labels.last, { exact: true }).fill(customer.lastName);
  await page.getByLabel(labels.province).selectOption(customer.province);
  await page.getByLabel(labels.postal).fill(customer.postalCode);
  await page.getByRole("button", { name: labels.next, exact: true }).click();
  await expect(page.getByRole("button", { name: labels.toPayment })).toBeVisible();
}

/** Section 1's 'Continue to payment', then section 2's card fields (the sandbox's success card unless `number`). */
export async function fillCard(page: Page, number = "4242 4242 4242 4242", labels: Labels = CHECKOUT_EN): Promise<void> {
  await page.getByRole("button", { name: labels.toPayment }).click();
  await page.getByLabel(labels.card).fill(number);
  await page.getByLabel(labels.expiry).fill("1230");
  await page.getByLabel(labels.cvv).fill("123");
}

/** 'Submit' (or `submit`, an action that submits) and the thank-you page; answers the order's id from its address. */
export async function submitForThankYou(page: Page, submit?: () => Promise<void>, labels: Labels = CHECKOUT_EN): Promise<number> {
  await Promise.all([
    page.waitForURL(/\/thankyou\?orderId=\d+/, { timeout: 60_000 }),
    submit ? submit() : page.getByRole("button", { name: labels.submit, exact: true }).click(),
  ]);
  return Number(new URL(page.url()).searchParams.get("orderId"));
}

/** A visitor buys `title` as the new customer `customer` with the success card: the cart's and the order's ids. */
export async function buyAsNewCustomer(page: Page, customer: Customer, title = UNIT): Promise<{ cartId: string; orderId: number }> {
  const cartId = await openCheckout(page, title);
  await fillNewCustomer(page, customer);
  await fillCard(page);
  return { cartId, orderId: await submitForThankYou(page) };
}
