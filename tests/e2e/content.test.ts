import { expect, test, toFrench } from "./fixtures";

test.describe("the editors' workflow", () => {
  test("LRN-013 LRN-020 LRN-031 an editor creates a bilingual lesson in /admin, publishes it, and a student finds it on the module page", async ({
    editorPage: editor,
    studentPage: student,
  }) => {
    const page = editor.page;
    const modules = (await (await page.request.get("/api/modules?limit=1&sort=id&depth=0")).json()) as { docs: { id: number; title: string }[] };
    const target = modules.docs[0];

    await editor.goto("/admin/collections/lessons/create");
    const title = `Osmosis in red blood cells ${Date.now()}`;
    await page.locator("#field-title").fill(title);
    await page.locator("#field-order").fill("99");
    // The module picker (a searchable select).
    await page.locator("#field-module").click();
    await page.keyboard.type(target.title.slice(0, 12));
    await page.getByRole("option", { name: target.title }).first().click();
    // Lesson text in the rich-text editor.
    await page.locator('[data-lexical-editor="true"]').first().click();
    await page.keyboard.type("Water crosses the membrane toward the higher solute concentration.");
    await page.getByRole("button", { name: /save draft/i }).click();
    await page.waitForURL(/\/admin\/collections\/lessons\/\d+/);
    const lessonId = Number(new URL(page.url()).pathname.split("/").pop());

    // Drafts never reach students.
    await student.goto(`/textbook/module?id=${target.id}`);
    await expect(student.page.getByRole("tab", { name: title })).toHaveCount(0);

    // French version of the same document, then publish.
    await editor.goto(`/admin/collections/lessons/${lessonId}?locale=fr`);
    await page.locator("#field-title").fill(`Osmose dans les globules rouges`);
    // The student looks once the publish has been written: seen in a run, the text check below passed while the
    // PATCH was still in flight and the student's page was rendered before the commit.
    await Promise.all([
      page.waitForResponse((r) => r.request().method() === "PATCH" && /\/api\/lessons\/\d+/.test(r.url()) && r.ok()),
      page
        .getByRole("button", { name: /publish/i })
        .first()
        .click(),
    ]);
    await expect(page.getByText(/published|publié/i).first()).toBeVisible();

    await student.goto(`/textbook/module?id=${target.id}`);
    const tab = student.page.getByRole("tab", { name: title });
    await expect(tab).toHaveCount(1);
    await tab.click();
    await expect(student.page).toHaveURL((u) => u.searchParams.get("s") === String(lessonId));
    await expect(student.page.getByRole("tabpanel").getByRole("heading", { name: title })).toBeVisible();
    await expect(student.page.getByText("Water crosses the membrane")).toBeVisible();

    // In French the student sees the French title of the same lesson.
    await toFrench(student.page);
    await expect(student.page.getByRole("tab", { name: "Osmose dans les globules rouges" })).toHaveCount(1);
    await expect(student.page.getByRole("link", { name: "Retour" })).toBeVisible();
  });
});
