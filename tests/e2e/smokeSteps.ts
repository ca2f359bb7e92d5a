import type { Page } from "@playwright/test";
import { expect, login } from "./fixtures";

/**
 * The smoke journey's steps (issue 22's embedded smoke, issue 29's smoke through nginx): each step reads back what
 * the server recorded through the pages.
 */

/** A student signs in through the form, opens a module, completes a lesson and takes the module's quiz. */
export async function studentSmoke(page: Page): Promise<void> {
  await login(page, "student@biotext.test", "/account");
  await expect(page).toHaveURL(/\/account/);
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Unit 4: Genetics and Heredity" }) });
  await expect(card).toBeVisible();
  await Promise.all([page.waitForURL((u) => u.pathname === "/textbook"), card.getByRole("button", { name: /^(Start|Continue) Unit 4/ }).click()]);
  await expect(page.getByRole("heading", { level: 1, name: "Unit 4: Genetics and Heredity" })).toBeVisible();

  await Promise.all([page.waitForURL(/\/textbook\/module\?id=\d+/), page.getByRole("link", { name: "DNA: Structure and Replication" }).first().click()]);
  const moduleUrl = page.url();
  await expect(page.getByRole("tab", { name: "DNA Is the Genetic Material", selected: true })).toBeVisible();
  await Promise.all([page.waitForURL((u) => !!u.searchParams.get("s")), page.getByRole("button", { name: "Complete & Move to Next Lesson" }).click()]);
  await expect(page.getByRole("tab", { name: "The Double Helix", selected: true })).toBeVisible();
  // The completion was recorded: back on the first lesson, its button says so.
  await page.getByRole("tab", { name: "DNA Is the Genetic Material" }).click();
  await expect(page.getByRole("button", { name: "Lesson Completed" })).toBeDisabled();

  // The module's quiz: answer every question (the first choice) and submit; the module page then shows a grade.
  await Promise.all([page.waitForURL(/\/textbook\/quiz\?id=/), page.getByTestId("module-quiz").click()]);
  await page.getByTestId("quiz-start").click();
  await expect(page.getByTestId("quiz-stepper")).toBeVisible();
  for (let i = 0; i < 50; i++) {
    await page.getByRole("radio").first().check();
    if (await page.getByTestId("quiz-finish").isVisible()) {
      await page.getByTestId("quiz-finish").click();
      break;
    }
    await page.getByTestId("quiz-next").click();
  }
  await page.getByTestId("quiz-submit").click();
  await expect(page.getByTestId("quiz-complete")).toHaveText(/^Quiz Complete: \d+%$/);
  await page.goto(moduleUrl);
  await expect(page.getByTestId("module-quiz")).toHaveText(/^Quiz Complete: \d+%$/);
}

/**
 * A visitor buys LIFE Unit 2 with the sandbox's test card as a new customer (`email`) and finds it on the dashboard.
 * Returns the order's id (from the thank-you page's address).
 */
export async function buyUnitSmoke(page: Page, email: string): Promise<number> {
  await page.goto("/cart");
  const item = page.getByTestId("catalogue-item").filter({ hasText: "LIFE Unit 2" });
  await item.getByRole("button").click();
  await expect(page.getByTestId("cart-line").filter({ hasText: "LIFE Unit 2" })).toBeVisible();
  await page.getByRole("link", { name: "Checkout" }).click();
  await page.waitForURL("**/checkout");
  await page.getByLabel("E-mail", { exact: true }).first().fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Checkout-e2e-2026");
  await page.getByLabel("First name", { exact: true }).fill("Rosalind");
  await page.getByLabel("Last name", { exact: true }).fill("Franklin");
  await page.getByLabel("Province or territory").selectOption("ON");
  await page.getByLabel("Postal code").fill("M5V 2T6");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByText("Tax (13%)")).toBeVisible();
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MMYY)").fill("1230");
  await page.getByLabel("CVV").fill("123");
  await Promise.all([page.waitForURL(/\/thankyou\?orderId=\d+/, { timeout: 60_000 }), page.getByRole("button", { name: "Submit", exact: true }).click()]);
  const orderId = Number(new URL(page.url()).searchParams.get("orderId"));
  await expect(page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();
  await expect(page.getByTestId("thankyou-summary")).toContainText("VISA ending in 4242");
  await page.getByRole("link", { name: "Go to my account" }).click();
  await page.waitForURL("**/account");
  await expect(page.getByTestId("unit-cards").getByText("Unit 2", { exact: false }).first()).toBeVisible();
  return orderId;
}
