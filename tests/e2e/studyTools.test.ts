import type pg from "pg";
import type { Page } from "@playwright/test";
import { formatStudyDate } from "../../shared/study";
import { expect, test, toFrench, type AppPage } from "./fixtures";

/**
 * Study tools in Chromium (issue 14): content search with a misspelling in English and French,
 * a note with bold and a list (saved, dated, edited, deleted), a module bookmark, and the module
 * Q&A (question, reply, teacher's correct mark, forum switched off on the General Settings tab).
 * This file's own data: the class "E2E Study Class" it creates; it only reads the content.
 */
let db: pg.Client;
let moduleId: number;
let classId: number;

test.beforeAll(async ({ db: client }) => {
  db = client;
  moduleId = (await db.query<{ id: number }>("SELECT module_id AS id FROM lessons WHERE key = 'life-2-c1-m2-l3'")).rows[0].id;
  classId = (
    await db.query<{ id: number }>(
      "INSERT INTO classes (name, key, forum_enabled, updated_at, created_at) VALUES ('E2E Study Class', 'e2e-study', true, now(), now()) RETURNING id",
    )
  ).rows[0].id;
  await db.query(
    `INSERT INTO users_rels (parent_id, path, classes_id, "order")
     SELECT id, 'classes', $1, 1 FROM users WHERE email IN ('student@biotext.test', 'teacher@biotext.test')`,
    [classId],
  );
});
/** A page signed in as `email`, at `next`. */
async function asUser(openPage: (o: { as: string }) => Promise<AppPage>, email: string, next = "/textbook"): Promise<AppPage> {
  const app = await openPage({ as: email });
  await app.goto(next);
  return app;
}

async function search(page: Page, open: string, button: string, term: string) {
  await page.getByRole("button", { name: open }).click();
  const dialog = page.getByTestId("search-dialog");
  await dialog.getByRole("searchbox").fill(term);
  await dialog.getByRole("button", { name: button }).click();
  return dialog;
}

test.describe("content search", () => {
  test("SRCH-001 SRCH-007 SRCH-008 SRCH-009 a misspelt word finds the lesson and 'Go to Lesson' opens it (EN)", async ({ openPage }) => {
    const { page } = await asUser(openPage, "student@biotext.test");
    let dialog = await search(page, "Search content", "Search", "a");
    await expect(dialog.getByRole("alert").filter({ hasText: "Type at least 2 characters to search." })).toBeVisible();
    await dialog.getByRole("button", { name: "Search" }).click();
    await page.getByRole("button", { name: "Close" }).first().click();
    dialog = await search(page, "Search content", "Search", "zzqqxxv");
    await expect(dialog.getByText("No Results Found")).toBeVisible();
    await page.keyboard.press("Escape");
    dialog = await search(page, "Search content", "Search", "mitocondria");
    const link = dialog.getByRole("link", { name: "Go to Lesson: Mitochondria and Chloroplasts" });
    await expect(link).toBeVisible();
    await Promise.all([page.waitForURL(/\/textbook\/module\?id=\d+&s=\d+&c=\d+&u=\d+/), link.click()]);
    await expect(page.getByRole("tab", { name: "Mitochondria and Chloroplasts", selected: true })).toBeVisible();
  });

  test("SRCH-009 I18N in French, without the accent and misspelt, the French lesson is found and opened", async ({ openPage }) => {
    const { page } = await asUser(openPage, "student@biotext.test");
    await toFrench(page);
    const dialog = await search(page, "Rechercher dans le contenu", "Rechercher", "mitocondries");
    const link = dialog.getByRole("link", { name: "Aller à la leçon : Les mitochondries et les chloroplastes" });
    await expect(link).toBeVisible();
    await expect(dialog.locator("mark").first()).toBeVisible();
    await Promise.all([page.waitForURL(/s=\d+&c=\d+&u=\d+/), link.click()]);
    await expect(page.getByRole("tab", { name: "Les mitochondries et les chloroplastes", selected: true })).toBeVisible();
    const again = await search(page, "Rechercher dans le contenu", "Rechercher", "photosynthese");
    await expect(again.getByRole("link", { name: "Aller à la leçon : La photosynthèse et le chloroplaste" })).toBeVisible();
  });
});

test.describe("notes and bookmarks", () => {
  test("NOTE-012 I18N-009 the Create Note modal: summary, rich-text editor with heading / subheading / normal, today's date and the module, Close and Save Changes (EN, FR)", async ({
    openPage,
  }) => {
    const { page } = await asUser(openPage, "student@biotext.test", `/textbook/module?id=${moduleId}`);
    const titles = Object.fromEntries(
      (await db.query<{ locale: string; title: string }>("SELECT _locale AS locale, title FROM modules_locales WHERE _parent_id = $1", [moduleId])).rows.map(
        (r) => [r.locale, r.title],
      ),
    ) as Record<"en" | "fr", string>;
    const L = {
      en: {
        create: "Create Note",
        summary: "Summary",
        style: "Text style",
        options: ["Heading", "Subheading", "Normal"],
        close: "Close",
        save: "Save Changes",
        date: "Date: ",
        module: "Module: ",
      },
      fr: {
        create: "Créer une note",
        summary: "Résumé",
        style: "Style du texte",
        options: ["Titre", "Sous-titre", "Normal"],
        close: "Fermer",
        save: "Enregistrer les modifications",
        date: "Date : ",
        module: "Module : ",
      },
    };
    for (const lang of ["en", "fr"] as const) {
      if (lang === "fr") await toFrench(page);
      const l = L[lang];
      await page.getByRole("button", { name: l.create }).click();
      const dialog = page.getByTestId("note-dialog");
      await expect(dialog.getByRole("heading", { name: l.create })).toBeVisible();
      await expect(dialog.getByLabel(l.summary)).toBeEditable();
      await expect(dialog.getByTestId("note-editor")).toBeVisible();
      await expect(dialog.getByLabel(l.style).locator("option")).toHaveText(l.options);
      await expect(dialog.getByLabel(l.style)).toHaveValue("p");
      const today = formatStudyDate(new Date(), lang);
      await expect(dialog).toContainText(`${l.date}${today}`);
      await expect(dialog).toContainText(`${l.module}${titles[lang]}`);
      await expect(dialog.getByRole("button", { name: l.save, exact: true })).toBeVisible();
      await dialog.getByRole("button", { name: l.close, exact: true }).first().click();
      await expect(dialog).toHaveCount(0);
    }
  });

  test("NOTE-003 NOTE-005 NOTE-006 NOTE-012 NOTE-015 NOTE-017 a note with bold and a list is saved, shown with its date, edited and deleted", async ({
    openPage,
  }) => {
    const { page, goto } = await asUser(openPage, "student@biotext.test", `/textbook/module?id=${moduleId}`);
    page.on("dialog", (d) => void d.accept());
    await page.getByRole("button", { name: "Create Note" }).click();
    const dialog = page.getByTestId("note-dialog");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog.getByRole("alert").filter({ hasText: "Please enter a summary" })).toBeVisible();
    await expect(dialog.getByLabel("Summary")).toBeFocused();
    await dialog.getByLabel("Summary").fill("Organelles");
    await dialog.getByTestId("note-editor").click();
    await dialog.getByRole("button", { name: "Bold" }).click();
    await page.keyboard.type("Power plant");
    await dialog.getByRole("button", { name: "Bold" }).click();
    await page.keyboard.press("Enter");
    await dialog.getByRole("button", { name: "Bulleted list" }).click();
    await page.keyboard.type("ATP");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await dialog.waitFor({ state: "detached" });
    // The Notebook is in the header of every page; open it from the textbooks page.
    await goto("/textbook");
    await page.getByRole("button", { name: "Notebook" }).click();
    const book = page.getByTestId("notebook-dialog");
    const item = book.getByTestId("note-item").filter({ hasText: "Organelles" });
    await expect(item).toBeVisible();
    await expect(item.getByTestId("note-date")).toHaveText(/^[A-Z][a-z]+ \d{1,2} \d{4}$/);
    await item.getByRole("button", { name: /Organelles/ }).click();
    const html = await item.getByTestId("note-html").innerHTML();
    expect(html).toContain("<strong>Power plant</strong>");
    expect(html).toMatch(/<ul><li>ATP<\/li><\/ul>/);

    await item.getByRole("button", { name: "Edit" }).click();
    const edit = page.getByTestId("note-dialog");
    await edit.getByLabel("Summary").fill("Organelles, revised");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await edit.waitFor({ state: "detached" });
    // After editing, the Notebook comes back with the note updated.
    const revised = page.getByTestId("notebook-dialog").getByTestId("note-item").filter({ hasText: "Organelles, revised" });
    await expect(revised).toBeVisible();
    // The Notebook stayed open under the editor (issue 46 F11): the note is still expanded.
    await expect(revised.getByRole("button", { name: /Organelles, revised/ })).toHaveAttribute("aria-expanded", "true");
    await revised.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByTestId("notebook-dialog").getByText("No Notes on Profile")).toBeVisible();
  });

  test("NOTE-013 every format from the toolbar (code block, image, font, size, color, background) is kept; pasted HTML is cleaned", async ({ openPage }) => {
    const { page, goto, errors } = await asUser(openPage, "student@biotext.test", `/textbook/module?id=${moduleId}`);
    const alerts: string[] = [];
    page.on("dialog", (d) => {
      if (d.type() === "prompt") void d.accept("A cell");
      else if (d.type() === "confirm") void d.accept();
      else {
        alerts.push(d.message());
        void d.dismiss();
      }
    });
    await page.getByRole("button", { name: "Create Note" }).click();
    const dialog = page.getByTestId("note-dialog");
    await dialog.getByLabel("Summary").fill("All formats");
    const editor = dialog.getByTestId("note-editor");
    await editor.click();
    await dialog.getByRole("button", { name: "Code block" }).click();
    await page.keyboard.type("x = 1");
    for (let i = 0; i < 3; i++) await page.keyboard.press("Enter"); // the third Enter leaves the code block
    // Pasted HTML: Lexical's import keeps text and known formats; the server's allow-list the rest.
    await editor.evaluate((el) => {
      const data = new DataTransfer();
      data.setData(
        "text/html",
        '<p><b>Pasted</b> <img src="x" onerror="window.__xss=1"><a href="javascript:window.__xss=1">js link</a>' +
          '<span style="position:fixed;top:0;color:red" onclick="window.__xss=1">styled</span><script>window.__xss=1</script></p>',
      );
      data.setData("text/plain", "Pasted js link styled");
      el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await page.keyboard.press("Enter");
    const png = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";
    await dialog.getByTestId("note-image-file").setInputFiles({ name: "cell.png", mimeType: "image/png", buffer: Buffer.from(png, "base64") });
    await expect(editor.locator('img[alt="A cell"]')).toBeVisible();
    await page.keyboard.press("Enter");
    await page.keyboard.type("Styled");
    await page.keyboard.press("Shift+Home");
    // Lexical reads the new selection on the browser's next selectionchange event; a busy machine let
    // the font change arrive first and style a collapsed selection (nothing). Wait until it has it.
    await editor.evaluate(
      (el) =>
        new Promise<void>((resolve) => {
          const check = () => {
            const sel = (
              el as unknown as { __lexicalEditor?: { getEditorState: () => { _selection: { isCollapsed?: () => boolean } | null } } }
            ).__lexicalEditor?.getEditorState()._selection;
            if (sel?.isCollapsed && !sel.isCollapsed()) resolve();
            else requestAnimationFrame(check);
          };
          check();
        }),
    );
    await dialog.getByLabel("Font", { exact: true }).selectOption("Georgia");
    await dialog.getByLabel("Size", { exact: true }).selectOption("20px");
    await dialog.getByLabel("Text color").fill("#ff0000");
    await dialog.getByLabel("Highlight color").fill("#00ff00");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await dialog.waitFor({ state: "detached" });

    await goto("/textbook");
    await page.getByRole("button", { name: "Notebook" }).click();
    const item = page.getByTestId("notebook-dialog").getByTestId("note-item").filter({ hasText: "All formats" });
    await item.getByRole("button", { name: /All formats/ }).click();
    const html = await item.getByTestId("note-html").innerHTML();
    expect(html).toContain("<pre><code>x = 1</code></pre>");
    expect(html).toMatch(/<img src="data:image\/jpeg;base64,[A-Za-z0-9+/=]+" alt="A cell"/);
    expect(html).toMatch(/<span style="[^"]*font-family: Georgia[^"]*font-size: 20px[^"]*">Styled<\/span>|font-size: 20px[^"]*font-family: Georgia/);
    expect(html).toContain("color: #ff0000");
    expect(html).toContain("background-color: #00ff00");
    expect(html).toContain("Pasted");
    expect(html).not.toMatch(/onerror|onclick|javascript:|<script|position|src="x"/i);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(alerts).toEqual([]);
    await item.getByRole("button", { name: "Delete" }).click();
    await item.waitFor({ state: "detached" });
    expect(errors).toEqual([]);
  });

  test("NOTE-008 NOTE-010 a bookmark set on the module page opens its module from the Notebook", async ({ openPage }) => {
    const { page, goto } = await asUser(openPage, "student@biotext.test", `/textbook/module?id=${moduleId}`);
    await page.getByRole("button", { name: "Bookmark this module" }).click();
    await expect(page.getByRole("button", { name: "Remove bookmark", pressed: true })).toBeVisible();
    await goto("/textbook");
    await page.getByRole("button", { name: "Notebook" }).click();
    await page.getByRole("tab", { name: "My Bookmarks" }).click();
    const card = page.getByTestId("bookmark-card").first();
    await expect(card).toBeVisible();
    await Promise.all([page.waitForURL(new RegExp(`/textbook/module\\?id=${moduleId}$`)), card.getByRole("link", { name: "Go to Bookmark" }).click()]);
    await page.getByRole("button", { name: "Remove bookmark" }).click();
    await expect(page.getByRole("button", { name: "Bookmark this module", pressed: false })).toBeVisible();
  });

  test("NOTE-005 NOTE-010 NOTE-015 NOTE-017 I18N in French: a note with bold and a list, dated in French, edited and deleted; a bookmark opens its module", async ({
    openPage,
  }) => {
    const { page, goto, errors } = await asUser(openPage, "student@biotext.test", `/textbook/module?id=${moduleId}`);
    page.on("dialog", (d) => void d.accept());
    await toFrench(page);
    await page.getByRole("button", { name: "Créer une note" }).click();
    const dialog = page.getByTestId("note-dialog");
    await dialog.getByLabel("Résumé").fill("Organites");
    await dialog.getByTestId("note-editor").click();
    await dialog.getByRole("button", { name: "Gras" }).click();
    await page.keyboard.type("Centrale énergétique");
    await dialog.getByRole("button", { name: "Gras" }).click();
    await page.keyboard.press("Enter");
    await dialog.getByRole("button", { name: "Liste à puces" }).click();
    await page.keyboard.type("ATP");
    await dialog.getByRole("button", { name: "Enregistrer les modifications" }).click();
    await dialog.waitFor({ state: "detached" });
    await goto("/textbook");
    await page.getByRole("button", { name: "Carnet" }).click();
    const item = page.getByTestId("notebook-dialog").getByTestId("note-item").filter({ hasText: "Organites" });
    await expect(item).toBeVisible();
    const months = "janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre";
    await expect(item.getByTestId("note-date")).toHaveText(new RegExp(`^(1er|\\d{1,2}) (${months}) \\d{4}$`));
    await item.getByRole("button", { name: /Organites/ }).click();
    const html = await item.getByTestId("note-html").innerHTML();
    expect(html).toContain("<strong>Centrale énergétique</strong>");
    expect(html).toMatch(/<ul><li>ATP<\/li><\/ul>/);
    await item.getByRole("button", { name: "Modifier" }).click();
    const edit = page.getByTestId("note-dialog");
    await edit.getByLabel("Résumé").fill("Organites, revu");
    await edit.getByRole("button", { name: "Enregistrer les modifications" }).click();
    await edit.waitFor({ state: "detached" });
    const revised = page.getByTestId("notebook-dialog").getByTestId("note-item").filter({ hasText: "Organites, revu" });
    await expect(revised.getByRole("button", { name: /Organites, revu/ })).toHaveAttribute("aria-expanded", "true");
    await revised.getByRole("button", { name: "Supprimer" }).click();
    await expect(page.getByTestId("notebook-dialog").getByText("Aucune note dans le profil")).toBeVisible();

    await goto(`/textbook/module?id=${moduleId}`);
    await page.getByRole("button", { name: "Mettre ce module en signet" }).click();
    await expect(page.getByRole("button", { name: "Retirer le signet", pressed: true })).toBeVisible();
    await goto("/textbook");
    await page.getByRole("button", { name: "Carnet" }).click();
    await page.getByRole("tab", { name: "Mes signets" }).click();
    const card = page.getByTestId("bookmark-card").first();
    await Promise.all([page.waitForURL(new RegExp(`/textbook/module\\?id=${moduleId}$`)), card.getByRole("link", { name: "Aller au signet" }).click()]);
    await page.getByRole("button", { name: "Retirer le signet" }).click();
    await expect(page.getByRole("button", { name: "Mettre ce module en signet", pressed: false })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("NOTE-003 NOTE-006 in French: the Notebook's tabs and empty state", async ({ openPage }) => {
    const { page } = await asUser(openPage, "student@biotext.test");
    await toFrench(page);
    await page.getByRole("button", { name: "Carnet" }).click();
    await expect(page.getByRole("tab", { name: "Mes notes" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Mes signets" })).toBeVisible();
    await expect(page.getByText("Aucune note dans le profil")).toBeVisible();
  });
});

test.describe("module Q&A", () => {
  test("QA-001…QA-012 TEA-023 a question and a reply are posted, the teacher marks the reply correct, and switching the forum off hides the section", async ({
    openPage,
  }) => {
    const student = await asUser(openPage, "student@biotext.test", `/textbook/module?id=${moduleId}`);
    const s = student.page;
    const qa = s.getByTestId("qa-section");
    await expect(qa.getByText("No questions have been asked")).toBeVisible();
    await qa.getByRole("button", { name: "Post Question" }).click();
    await expect(qa.getByRole("alert").filter({ hasText: "Please Enter a comment or question." })).toBeVisible();
    await expect(qa.getByLabel("Ask a question")).toBeFocused();
    await qa.getByLabel("Ask a question").fill("Why do mitochondria have their own DNA? See https://example.org/x");
    await qa.getByRole("button", { name: "Post Question" }).click();
    const question = qa.getByTestId("qa-question").filter({ hasText: "own DNA" });
    await expect(question).toBeVisible();
    await expect(question.getByRole("link", { name: "https://example.org/x" })).toHaveAttribute("rel", /noopener/);
    await expect(qa.getByText("No Replies or Answers, be the first!")).toBeVisible();
    await qa.getByRole("button", { name: "Reply" }).click();
    await qa.getByLabel("Your reply").fill("Endosymbiosis.");
    await qa.getByRole("button", { name: "Post Reply" }).click();
    await expect(qa.getByTestId("qa-reply").filter({ hasText: "Endosymbiosis." })).toBeVisible();
    await expect(qa.getByRole("button", { name: "Mark this as correct" })).toHaveCount(0);

    const teacher = await asUser(openPage, "teacher@biotext.test", `/textbook/module?id=${moduleId}`);
    const tqa = teacher.page.getByTestId("qa-section");
    await tqa.getByRole("button", { name: "Mark this as correct" }).click();
    await expect(tqa.getByTestId("qa-correct")).toBeVisible();

    await student.reload();
    await expect(qa.getByTestId("qa-reply").filter({ hasText: "Endosymbiosis." }).getByTestId("qa-correct")).toBeVisible();

    await teacher.goto("/account?tab=generalSettings");
    const toggle = teacher.page.getByRole("switch", { name: "Discussion forum on for E2E Study Class" });
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    await toggle.click();
    await expect(teacher.page.getByRole("status").filter({ hasText: "off for E2E Study Class" })).toBeVisible();
    // The student is in other classes too (the seeded demo classes): their forums go off as well, so
    // that none of the student's classes has the forum on.
    await db.query(
      `UPDATE classes SET forum_enabled = false WHERE id IN (
         SELECT r.classes_id FROM users_rels r JOIN users u ON u.id = r.parent_id WHERE u.email = 'student@biotext.test' AND r.path = 'classes')`,
    );
    await student.reload();
    await expect(s.getByRole("heading", { level: 1 })).toBeVisible();
    await s.waitForLoadState("networkidle");
    await expect(s.getByTestId("qa-section")).toHaveCount(0);
  });
  test("QA-004 QA-005 QA-009 I18N in French: a question and a reply are posted and the teacher marks the reply correct", async ({ openPage }) => {
    // The English test above switched the forums off; this class's forum goes on again.
    await db.query("UPDATE classes SET forum_enabled = true WHERE id = $1", [classId]);
    const student = await asUser(openPage, "student@biotext.test", `/textbook/module?id=${moduleId}`);
    const s = student.page;
    await toFrench(s);
    const qa = s.getByTestId("qa-section");
    await expect(qa.getByRole("heading", { name: "Questions et réponses" })).toBeVisible();
    await qa.getByRole("button", { name: "Publier la question" }).click();
    await expect(qa.getByRole("alert").filter({ hasText: "Veuillez saisir un commentaire ou une question." })).toBeVisible();
    await qa.getByLabel("Poser une question").fill("Pourquoi les mitochondries ont-elles leur propre ADN ?");
    await qa.getByRole("button", { name: "Publier la question" }).click();
    const thread = qa.getByRole("listitem").filter({ hasText: "leur propre ADN" });
    await expect(thread.getByText("Aucune réponse, soyez le premier !")).toBeVisible();
    await thread.getByRole("button", { name: "Répondre" }).click();
    await thread.getByLabel("Votre réponse").fill("L'endosymbiose.");
    await thread.getByRole("button", { name: "Publier la réponse" }).click();
    await expect(thread.getByTestId("qa-reply").filter({ hasText: "L'endosymbiose." })).toBeVisible();

    const teacher = await asUser(openPage, "teacher@biotext.test", `/textbook/module?id=${moduleId}`);
    await toFrench(teacher.page);
    const tthread = teacher.page.getByTestId("qa-section").getByRole("listitem").filter({ hasText: "leur propre ADN" });
    await tthread.getByRole("button", { name: "Marquer comme correcte" }).click();
    await expect(tthread.getByText("Marquée correcte par un enseignant")).toBeVisible();
    await student.reload();
    await expect(thread.getByTestId("qa-reply").filter({ hasText: "L'endosymbiose." }).getByText("Marquée correcte par un enseignant")).toBeVisible();
    expect(student.errors).toEqual([]);
  });
});
