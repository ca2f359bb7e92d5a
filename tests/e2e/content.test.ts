import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launch, login, openPage, hydrated } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe("the editors' workflow", () => {
  it("LRN-013 LRN-020 LRN-031 an editor creates a bilingual lesson in /admin, publishes it, and a student finds it on the module page", async () => {
    const editor = await openPage(browser);
    await login(editor.page, "editor@biotext.test", "/admin");
    await editor.page.waitForURL(/\/admin/);
    const modules = (await (await editor.page.request.get("/api/modules?limit=1&sort=id&depth=0")).json()) as { docs: { id: number; title: string }[] };
    const target = modules.docs[0];

    const page = editor.page;
    await page.goto("/admin/collections/lessons/create");
    const title = `Osmosis in red blood cells ${Date.now()}`;
    await page.locator("#field-title").fill(title);
    await page.locator("#field-order").fill("99");
    // The module picker (a searchable select).
    await page.locator("#field-module").click();
    await page.keyboard.type(target.title.slice(0, 12));
    await page.getByRole("option", { name: target.title }).first().click();
    // Lesson text in the rich-text editor.
    const editorArea = page.locator('[data-lexical-editor="true"]').first();
    await editorArea.click();
    await page.keyboard.type("Water crosses the membrane toward the higher solute concentration.");
    await page.getByRole("button", { name: /save draft/i }).click();
    await page.waitForURL(/\/admin\/collections\/lessons\/\d+/);
    const lessonId = Number(new URL(page.url()).pathname.split("/").pop());

    // Drafts never reach students.
    const student = await openPage(browser);
    await login(student.page, "student@biotext.test");
    await student.page.goto(`/textbook/module?id=${target.id}`);
    expect(await student.page.getByRole("tab", { name: title }).count()).toBe(0);

    // French version of the same document, then publish.
    await page.goto(`/admin/collections/lessons/${lessonId}?locale=fr`);
    await page.locator("#field-title").fill(`Osmose dans les globules rouges`);
    await page
      .getByRole("button", { name: /publish/i })
      .first()
      .click();
    await page
      .getByText(/published|publié/i)
      .first()
      .waitFor();

    await student.page.goto(`/textbook/module?id=${target.id}`);
    const tab = student.page.getByRole("tab", { name: title });
    expect(await tab.count()).toBe(1);
    await tab.click();
    await student.page.waitForURL((u) => u.searchParams.get("s") === String(lessonId));
    // The URL changes before the new lesson renders: wait for it rather than sampling once.
    await student.page.getByRole("tabpanel").getByRole("heading", { name: title }).waitFor();
    await student.page.getByText("Water crosses the membrane").waitFor();

    // In French the student sees the French title of the same lesson.
    await Promise.all([student.page.waitForEvent("load"), student.page.getByRole("combobox", { name: "Language" }).selectOption("FR")]);
    await hydrated(student.page);
    await student.page.waitForFunction(() => document.documentElement.lang === "fr");
    expect(await student.page.getByRole("tab", { name: "Osmose dans les globules rouges" }).count()).toBe(1);
    expect(await student.page.getByRole("link", { name: "Retour" }).isVisible()).toBe(true);
    await editor.context.close();
    await student.context.close();
  });
});
