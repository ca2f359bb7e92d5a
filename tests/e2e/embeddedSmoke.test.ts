import fs from "node:fs";
import { startProductionServer } from "../support/server";
import { copyOfSeededEmbedded } from "../support/seededTemplate";
import { expect, login, test } from "./fixtures";

/**
 * Issue 22 item 2: the smoke journey on the embedded database — what `npm start` gives a newcomer (PGlite in
 * DATA_DIR, no DATABASE_URL). This file's worker runs its own production server on a copy of the seeded
 * embedded template instead of PostgreSQL: a student signs in through the form, opens a module, completes a
 * lesson, takes its quiz; a visitor buys a unit with the sandbox's test card. Each step reads back what the
 * server recorded through the pages, not through SQL (the embedded database has no outside connection).
 */
const embedded = test.extend<object, { server: { baseURL: string; databaseURL: string } }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, provide, workerInfo) => {
      const dataDir = copyOfSeededEmbedded(`e2e-embedded-w${workerInfo.workerIndex}`);
      const server = await startProductionServer({ databaseName: null, name: `e2e-embedded-worker${workerInfo.workerIndex}`, env: { DATA_DIR: dataDir } });
      await provide({ baseURL: `http://localhost:${new URL(server.base).port}`, databaseURL: "" });
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    // Seeding the embedded template (once per seed change; `npm test`'s embedded step has usually done it) takes minutes on a busy machine.
    { scope: "worker", timeout: 900_000 },
  ],
});

embedded.describe("the embedded database (npm start's default), in a browser", () => {
  embedded.describe.configure({ mode: "serial" });

  embedded("issue 22: a student signs in, opens a module, completes a lesson and takes the module's quiz", async ({ page, errors }) => {
    embedded.setTimeout(180_000);
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
    expect(errors).toEqual([]);
  });

  embedded("issue 22: a visitor buys a unit with the sandbox's test card and finds it on the dashboard", async ({ page, errors }) => {
    embedded.setTimeout(180_000);
    await page.goto("/cart");
    const item = page.getByTestId("catalogue-item").filter({ hasText: "LIFE Unit 2" });
    await item.getByRole("button").click();
    await expect(page.getByTestId("cart-line").filter({ hasText: "LIFE Unit 2" })).toBeVisible();
    await page.getByRole("link", { name: "Checkout" }).click();
    await page.waitForURL("**/checkout");
    await page.getByLabel("E-mail", { exact: true }).first().fill(`embedded-${Date.now()}@e2e.test`);
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
    await expect(page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();
    await expect(page.getByTestId("thankyou-summary")).toContainText("VISA ending in 4242");
    await page.getByRole("link", { name: "Go to my account" }).click();
    await page.waitForURL("**/account");
    await expect(page.getByTestId("unit-cards").getByText("Unit 2", { exact: false }).first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});
