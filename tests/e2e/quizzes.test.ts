import pg from "pg";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { dayIn, SCHOOL_TIME_ZONE } from "../../shared/quizzes";
import { DEMO_CLASS } from "../../seeds/quizzes";
import { launch, login, openPage, hydrated } from "./browser";

/**
 * Quizzes in Chromium, in English (Unit 4) and French (Unit 5) — units no other e2e file
 * touches: a student takes a module quiz, sees the not-saved warning, submits and sees
 * 'Quiz Complete: N%', and the unit card's grade changes; the teacher limits attempts to 1 and
 * closes a quiz yesterday, and the student sees both refusals; the teacher's grade export.
 */
let browser: Browser;
let db: pg.Client;

beforeAll(async () => {
  browser = await launch();
  db = new pg.Client({ connectionString: inject("databaseURL") });
  await db.connect();
});
afterAll(async () => {
  await resetClass();
  await browser?.close();
  await db?.end();
});

async function resetClass() {
  await db?.query(`DELETE FROM quiz_dates WHERE class_id = (SELECT id FROM classes WHERE key = $1)`, [DEMO_CLASS.key]);
  await db?.query(`DELETE FROM class_quiz_settings WHERE class_id = (SELECT id FROM classes WHERE key = $1)`, [DEMO_CLASS.key]);
  await db?.query(`DELETE FROM quiz_overrides WHERE class_id = (SELECT id FROM classes WHERE key = $1)`, [DEMO_CLASS.key]);
}

async function moduleOf(key: string) {
  const { rows } = await db.query<{ id: number; quiz_id: number }>(`SELECT id, quiz_id FROM modules WHERE key = $1`, [key]);
  return rows[0];
}

/** The ids of the quiz's correct options (the radio values): the test answers everything right. */
async function correctOptions(quizId: number) {
  const { rows } = await db.query<{ id: string }>(
    `SELECT o.id FROM quizzes_questions_options o JOIN quizzes_questions q ON o._parent_id = q.id WHERE q._parent_id = $1 AND o.correct`,
    [quizId],
  );
  return new Set(rows.map((r) => r.id));
}

async function setLanguage(page: Page, lang: "EN" | "FR") {
  const current = await page.evaluate(() => document.documentElement.lang);
  if (current === lang.toLowerCase()) return;
  await Promise.all([page.waitForEvent("load"), page.getByRole("combobox", { name: /Language|Langue/ }).selectOption(lang)]);
  await hydrated(page);
  await page.waitForFunction((l) => document.documentElement.lang === l, lang.toLowerCase());
}

async function unitCardGrade(page: Page, title: string) {
  await page.goto("/account");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  await card.waitFor();
  return (await card.getByText(/Unit Total Grade|Note totale/).textContent())?.trim();
}

const TEXT = {
  EN: {
    unit: "Unit 4: Genetics and Heredity",
    module: "life-4-c1-m1",
    other: "life-4-c1-m2",
    notSaved: "Your quiz has not been saved, please press submit to record your grade",
    complete: /^Quiz Complete: 100%$/,
    attempts: "You are unable to take this quiz as you have used up all of your attempts",
    dates: "You are outside of the open/close date range set by your instructor. Please check with your instructor for applicable open/close date.",
    attemptsSaved: "Success, Students now have 1 quiz attempts.",
    previous: "Previous",
    edit: "Edit",
    addClose: "ADD-CLOSE",
    save: "Save",
  },
  FR: {
    unit: "Unité 5 : Évolution et écologie",
    module: "life-5-c1-m1",
    other: "life-5-c1-m2",
    notSaved: "Votre quiz n'a pas été enregistré, veuillez appuyer sur Soumettre pour enregistrer votre note",
    complete: /^Quiz terminé : 100 %$/,
    attempts: "Vous ne pouvez pas faire ce quiz, car vous avez utilisé toutes vos tentatives",
    dates:
      "Vous êtes en dehors de la période d'ouverture et de fermeture fixée par votre enseignant. Veuillez vérifier auprès de votre enseignant les dates d'ouverture et de fermeture applicables.",
    attemptsSaved: "Succès, les élèves ont maintenant 1 tentatives de quiz.",
    previous: "Précédente",
    edit: "Modifier",
    addClose: "ADD-CLOSE",
    save: "Enregistrer",
  },
} as const;

for (const lang of ["EN", "FR"] as const) {
  const text = TEXT[lang];
  describe(`quizzes (${lang})`, () => {
    it(`QUIZ-001 QUIZ-004 QUIZ-006 QUIZ-009 QUIZ-010 LRN-053 a student takes a module quiz (a reload keeps the choices), submits it, and the unit card's grade changes (${lang})`, async () => {
      await resetClass();
      const { page, context, errors } = await openPage(browser);
      await login(page, "student@biotext.test");
      await setLanguage(page, lang);
      const before = await unitCardGrade(page, text.unit);
      const mod = await moduleOf(text.module);
      const correct = await correctOptions(mod.quiz_id);
      await page.goto(`/textbook/module?id=${mod.id}`);
      await Promise.all([page.waitForURL(/\/textbook\/quiz\?id=/), page.getByTestId("module-quiz").click()]);
      await page.getByTestId("quiz-start").click();
      await page.getByTestId("quiz-stepper").waitFor();
      // QUIZ-004: the first choice is kept on the attempt: a reload resumes at question 2, and question 1 keeps its choice.
      const firstValues = await page.getByRole("radio").evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
      const firstRight = firstValues.find((v) => correct.has(v))!;
      await Promise.all([
        page.waitForResponse((r) => r.url().includes("quizzes.answer") && r.ok()),
        page.locator(`input[type=radio][value="${firstRight}"]`).check(),
      ]);
      await page.reload();
      await page.getByTestId("quiz-stepper").waitFor();
      expect(await page.locator("#quiz-position").textContent()).toMatch(/^Question 2 (of|sur) \d+$/);
      await page.getByRole("button", { name: text.previous }).click();
      expect(await page.locator(`input[type=radio][value="${firstRight}"]`).isChecked()).toBe(true);
      for (;;) {
        const radios = page.getByRole("radio");
        await radios.first().waitFor();
        for (const value of await radios.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))) {
          if (correct.has(value)) await page.locator(`input[type=radio][value="${value}"]`).check();
        }
        if (await page.getByTestId("quiz-finish").isVisible()) {
          await page.getByTestId("quiz-finish").click();
          break;
        }
        await page.getByTestId("quiz-next").click();
      }
      expect((await page.getByTestId("quiz-not-saved").textContent())?.trim()).toBe(text.notSaved);
      await page.getByTestId("quiz-submit").click();
      expect((await page.getByTestId("quiz-complete").textContent())?.trim()).toMatch(text.complete);
      // The module page's button now reads 'Quiz Complete: 100%'.
      await page.goto(`/textbook/module?id=${mod.id}`);
      expect((await page.getByTestId("module-quiz").textContent())?.trim()).toMatch(text.complete);
      const after = await unitCardGrade(page, text.unit);
      expect(after).not.toBe(before);
      expect(after).toMatch(/[1-9]/);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`QUIZ-017 QUIZ-020 TEA-021 TEA-022 TEA-016 the teacher sets 1 attempt and a close date of yesterday; the student sees both refusals (${lang})`, async () => {
      const teacher = await openPage(browser);
      await login(teacher.page, "teacher@biotext.test");
      await setLanguage(teacher.page, lang);
      await teacher.page.goto("/account?tab=quizSettings");
      await teacher.page.locator("#quiz-attempts").selectOption("1");
      await teacher.page.getByRole("button", { name: /Save attempts|Enregistrer les tentatives/ }).click();
      expect((await teacher.page.getByTestId("attempts-message").textContent())?.trim()).toBe(text.attemptsSaved);
      // Close the other module's quiz yesterday (in the school's time zone).
      const other = await moduleOf(text.other);
      const { rows } = await db.query<{ title: string }>(`SELECT title FROM modules_locales WHERE _parent_id = $1 AND _locale = $2`, [
        other.id,
        lang.toLowerCase(),
      ]);
      const yesterday = dayIn(SCHOOL_TIME_ZONE, new Date(Date.now() - 86_400_000));
      let row = teacher.page.getByRole("row").filter({ hasText: rows[0].title });
      while (!(await row.count())) {
        await teacher.page.getByRole("button", { name: /^(Next|Suivante)$/ }).click();
        row = teacher.page.getByRole("row").filter({ hasText: rows[0].title });
      }
      // ADM-003: the row names the class's membership that opens its unit.
      expect(await row.textContent()).toContain("LIFE-ALL");
      await row.getByRole("button", { name: new RegExp(text.edit) }).click();
      await teacher.page.locator("#date-update-type").selectOption(text.addClose);
      await teacher.page.locator("#date-value").fill(yesterday);
      await teacher.page.getByRole("dialog").getByRole("button", { name: text.save, exact: true }).click();
      await teacher.page.getByRole("dialog").waitFor({ state: "detached" });
      await teacher.context.close();

      const { page, context } = await openPage(browser);
      await login(page, "student@biotext.test");
      await setLanguage(page, lang);
      const taken = await moduleOf(text.module);
      await page.goto(`/textbook/module?id=${taken.id}`);
      expect((await page.getByTestId("quiz-button-refusal").textContent())?.trim()).toBe(text.attempts);
      expect(await page.getByTestId("module-quiz").isDisabled()).toBe(true);
      await page.goto(`/textbook/module?id=${other.id}`);
      expect((await page.getByTestId("quiz-button-refusal").textContent())?.trim()).toBe(text.dates);
      expect(await page.getByTestId("module-quiz").evaluate((e) => getComputedStyle(e).textDecorationLine)).toContain("line-through");
      // The server refuses too: the quiz page's start is refused with the same message.
      await page.goto(`/textbook/quiz?id=${other.quiz_id}`);
      expect(await page.getByTestId("quiz-start").isDisabled()).toBe(true);
      await context.close();
      await resetClass();
    });
  });
}

describe("grade export", () => {
  it("TEA-010 TEA-001 the teacher exports the class's grades: the XLSX has the sheet 'My Quiz Export' with the student's row", async () => {
    const { page, context } = await openPage(browser);
    await login(page, "teacher@biotext.test");
    await page.goto("/account?tab=students");
    await page.getByRole("table").waitFor();
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("grade-export").click()]);
    const ExcelJS = (await import("exceljs")).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile((await download.path())!);
    const sheet = wb.getWorksheet("My Quiz Export");
    expect(sheet).toBeDefined();
    const emails: string[] = [];
    sheet!.eachRow((row) => emails.push(String(row.getCell(3).text)));
    expect(emails).toContain("student@biotext.test");
    await context.close();
  });
});

describe("per-student override (decision 034)", () => {
  it("the teacher gives the student an extra attempt with a reason in the Students tab; the student may take the quiz again; Remove ends it", async () => {
    await resetClass();
    const mod = await moduleOf("life-4-c1-m1");
    const { rows: who } = await db.query<{ id: number }>(`SELECT id FROM users WHERE email = 'student@biotext.test'`);
    const { rows: cls } = await db.query<{ id: number }>(`SELECT id FROM classes WHERE key = $1`, [DEMO_CLASS.key]);
    // The student has used their one attempt of the quiz (an attempt of their own if the tests above did not leave one).
    const { rows: used } = await db.query(`SELECT 1 FROM quiz_attempts WHERE user_id = $1 AND quiz_id = $2 AND status = 'submitted'`, [who[0].id, mod.quiz_id]);
    if (!used.length) {
      await db.query(
        `INSERT INTO quiz_attempts (user_id, quiz_id, class_id, module_id, status, question_order, score, submitted_at) VALUES ($1, $2, $3, $4, 'submitted', '[]', 50, now())`,
        [who[0].id, mod.quiz_id, cls[0].id, mod.id],
      );
    }
    await db.query(`INSERT INTO class_quiz_settings (class_id, attempts) VALUES ($1, 1)`, [cls[0].id]);
    const { rows: title } = await db.query<{ title: string }>(`SELECT title FROM modules_locales WHERE _parent_id = $1 AND _locale = 'en'`, [mod.id]);

    const teacher = await openPage(browser);
    await login(teacher.page, "teacher@biotext.test");
    await setLanguage(teacher.page, "EN");
    await teacher.page.goto("/account?tab=students");
    await teacher.page.getByLabel("Search by name or email").fill("student@biotext.test");
    await teacher.page.getByRole("button", { name: "Add override for Sam Student, Unit 4: Genetics and Heredity (quizzes)" }).click();
    const dialog = teacher.page.getByRole("dialog");
    await dialog.getByLabel("Quiz", { exact: true }).selectOption({ label: title[0].title });
    await dialog.getByLabel("Extra attempts").selectOption("1");
    await dialog.getByLabel("Reason (required)").fill("Missed the class trip day");
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await dialog.waitFor({ state: "detached" });
    const override = teacher.page.getByTestId("quiz-override");
    await override.waitFor();
    const shown = (await override.textContent()) ?? "";
    expect(shown).toContain(`${title[0].title} · +1 attempt(s)`);
    expect(shown).toContain("Missed the class trip day");

    const { page, context } = await openPage(browser);
    await login(page, "student@biotext.test");
    await setLanguage(page, "EN");
    await page.goto(`/textbook/module?id=${mod.id}`);
    expect(await page.getByTestId("module-quiz").isDisabled()).toBe(false);
    expect(await page.getByTestId("quiz-button-refusal").count()).toBe(0);

    await override.getByRole("button", { name: /^Remove the override of Sam Student/ }).click();
    await override.waitFor({ state: "detached" });
    await page.reload();
    expect((await page.getByTestId("quiz-button-refusal").textContent())?.trim()).toBe(TEXT.EN.attempts);
    expect(teacher.errors).toEqual([]);
    await context.close();
    await teacher.context.close();
    await resetClass();
  });
});
