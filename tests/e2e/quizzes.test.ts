import type pg from "pg";
import type { Page } from "@playwright/test";
import { dayIn, SCHOOL_TIME_ZONE } from "../../shared/quizzes";
import { DEMO_CLASS } from "../../seeds/quizzes";
import { DEMO_PASSWORD } from "../../seeds/seed";
import { expect, gotoHydrated, ROLES, test, toFrench } from "./fixtures";

/**
 * Quizzes in Chromium, in English (Unit 4) and French (Unit 5) — units no other e2e file
 * touches: a student takes a module quiz, sees the not-saved warning, submits and sees
 * 'Quiz Complete: N%', and the unit card's grade changes; the teacher limits attempts to 1 and
 * closes a quiz yesterday, and the student sees both refusals; the teacher's grade export.
 */
let db: pg.Client;

test.beforeAll(({ db: client }) => {
  db = client;
});
test.afterAll(async () => {
  await resetClass();
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
  await toFrench(page, lang);
}

async function unitCardGrade(page: Page, title: string) {
  await gotoHydrated(page, "/account");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(card).toBeVisible();
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
    attemptsSaved: "Succès, les élèves ont maintenant 1 tentative de quiz.",
    previous: "Précédente",
    edit: "Modifier",
    addClose: "ADD-CLOSE",
    save: "Enregistrer",
  },
} as const;

for (const lang of ["EN", "FR"] as const) {
  const text = TEXT[lang];
  test.describe(`quizzes (${lang})`, () => {
    test(`QUIZ-001 QUIZ-004 QUIZ-006 QUIZ-009 QUIZ-010 LRN-053 a student takes a module quiz (a reload keeps the choices), submits it, and the unit card's grade changes (${lang})`, async ({
      openPage,
    }) => {
      await resetClass();
      const { page, errors, goto, reload } = await openPage({ as: ROLES.student });
      await goto("/account");
      await setLanguage(page, lang);
      const before = await unitCardGrade(page, text.unit);
      const mod = await moduleOf(text.module);
      const correct = await correctOptions(mod.quiz_id);
      await goto(`/textbook/module?id=${mod.id}`);
      await Promise.all([page.waitForURL(/\/textbook\/quiz\?id=/), page.getByTestId("module-quiz").click()]);
      await page.getByTestId("quiz-start").click();
      await expect(page.getByTestId("quiz-stepper")).toBeVisible();
      // QUIZ-004: the first choice is kept on the attempt: a reload resumes at question 2, and question 1 keeps its choice.
      const firstValues = await page.getByRole("radio").evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
      const firstRight = firstValues.find((v) => correct.has(v))!;
      await Promise.all([
        page.waitForResponse((r) => r.url().includes("quizzes.answer") && r.ok()),
        page.locator(`input[type=radio][value="${firstRight}"]`).check(),
      ]);
      await reload();
      await expect(page.getByTestId("quiz-stepper")).toBeVisible();
      await expect(page.locator("#quiz-position")).toHaveText(/^Question 2 (of|sur) \d+$/);
      await page.getByRole("button", { name: text.previous }).click();
      await expect(page.locator(`input[type=radio][value="${firstRight}"]`)).toBeChecked();
      for (;;) {
        const radios = page.getByRole("radio");
        await expect(radios.first()).toBeVisible();
        for (const value of await radios.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))) {
          if (correct.has(value)) await page.locator(`input[type=radio][value="${value}"]`).check();
        }
        if (await page.getByTestId("quiz-finish").isVisible()) {
          await page.getByTestId("quiz-finish").click();
          break;
        }
        await page.getByTestId("quiz-next").click();
      }
      await expect(page.getByTestId("quiz-not-saved")).toHaveText(text.notSaved);
      await page.getByTestId("quiz-submit").click();
      await expect(page.getByTestId("quiz-complete")).toHaveText(text.complete);
      // The module page's button now reads 'Quiz Complete: 100%'.
      await goto(`/textbook/module?id=${mod.id}`);
      await expect(page.getByTestId("module-quiz")).toHaveText(text.complete);
      const after = await unitCardGrade(page, text.unit);
      expect(after).not.toBe(before);
      expect(after).toMatch(/[1-9]/);
      expect(errors).toEqual([]);
    });

    test(`QUIZ-017 QUIZ-020 TEA-021 TEA-022 TEA-016 the teacher sets 1 attempt and a close date of yesterday; the student sees both refusals (${lang})`, async ({
      openPage,
    }) => {
      const teacher = await openPage({ as: ROLES.teacher });
      await teacher.goto("/account");
      await setLanguage(teacher.page, lang);
      await teacher.goto("/account?tab=quizSettings");
      await teacher.page.locator("#quiz-attempts").selectOption("1");
      await teacher.page.getByRole("button", { name: /Save attempts|Enregistrer les tentatives/ }).click();
      await expect(teacher.page.getByTestId("attempts-message")).toHaveText(text.attemptsSaved);
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
      await expect(row).toContainText("LIFE-ALL");
      await row.getByRole("button", { name: new RegExp(text.edit) }).click();
      await teacher.page.locator("#date-update-type").selectOption(text.addClose);
      await teacher.page.locator("#date-value").fill(yesterday);
      await teacher.page.getByRole("dialog").getByRole("button", { name: text.save, exact: true }).click();
      await teacher.page.getByRole("dialog").waitFor({ state: "detached" });

      const { page, goto } = await openPage({ as: ROLES.student });
      await goto("/account");
      await setLanguage(page, lang);
      const taken = await moduleOf(text.module);
      await goto(`/textbook/module?id=${taken.id}`);
      await expect(page.getByTestId("quiz-button-refusal")).toHaveText(text.attempts);
      await expect(page.getByTestId("module-quiz")).toBeDisabled();
      await goto(`/textbook/module?id=${other.id}`);
      await expect(page.getByTestId("quiz-button-refusal")).toHaveText(text.dates);
      await expect(page.getByTestId("module-quiz")).toHaveCSS("text-decoration-line", /line-through/);
      // The server refuses too: the quiz page's start is refused with the same message.
      await goto(`/textbook/quiz?id=${other.quiz_id}`);
      await expect(page.getByTestId("quiz-start")).toBeDisabled();
      await resetClass();
    });
  });
}

test.describe("quiz settings", () => {
  test("TEA-016 a row's edit modal offers the update types 'ADD-OPEN', 'REMOVE-OPEN', 'ADD-CLOSE' and 'REMOVE-CLOSE'", async ({ openPage }) => {
    const teacher = await openPage({ as: ROLES.teacher });
    await teacher.goto("/account?tab=quizSettings");
    const row = teacher.page
      .getByRole("row")
      .filter({ has: teacher.page.getByRole("button", { name: /^Edit/ }) })
      .first();
    await row.getByRole("button", { name: /^Edit/ }).click();
    const dialog = teacher.page.getByRole("dialog");
    const types = dialog.locator("#date-update-type");
    // Each labelled in the page's language (the seed's codes are the values the server takes).
    await expect(types.locator("option")).toHaveText(["Add open date", "Remove open date", "Add close date", "Remove close date"]);
    expect(await types.locator("option").evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual([
      "ADD-OPEN",
      "REMOVE-OPEN",
      "ADD-CLOSE",
      "REMOVE-CLOSE",
    ]);
    await teacher.page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  });
});

test.describe("a shared computer (decision 137)", () => {
  test("QUIZ-012 SES-056 issue 44 finding 1: signed in on a shared computer, the quiz page offers no start and says why (EN, FR)", async ({ openPage }) => {
    await resetClass();
    const { page, errors, goto } = await openPage();
    await goto("/login");
    await page.getByLabel("Email or Username").fill(ROLES.student);
    await page.getByLabel("Password").fill(DEMO_PASSWORD);
    await page.getByLabel("This is a shared computer (progress and quiz answers are not saved)").check();
    await Promise.all([
      page.waitForURL((u) => !u.pathname.startsWith("/login")),
      page.getByRole("main").getByRole("button", { name: "Login", exact: true }).click(),
    ]);
    await goto("/account");
    await setLanguage(page, "EN");
    const mod = await moduleOf(TEXT.EN.module);
    await goto(`/textbook/quiz?id=${mod.quiz_id}`);
    await expect(page.getByTestId("quiz-shared-computer")).toHaveText(
      "You signed in on a shared computer: quizzes cannot be taken here, and nothing is scored or recorded. To take this quiz, sign in on your own device without ticking 'This is a shared computer'.",
    );
    await expect(page.getByTestId("quiz-start")).toHaveCount(0);
    await expect(page.getByTestId("quiz-stepper")).toHaveCount(0);
    await setLanguage(page, "FR");
    await expect(page.getByTestId("quiz-shared-computer")).toHaveText(
      "Vous êtes connecté sur un ordinateur partagé : on ne peut pas faire de quiz ici, et rien n'y est noté ni enregistré. Pour faire ce quiz, connectez-vous sur votre propre appareil sans cocher « Ordinateur partagé ».",
    );
    await expect(page.getByTestId("quiz-start")).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe("grade export", () => {
  test("TEA-010 TEA-001 the teacher exports the class's grades: the XLSX has the sheet 'My Quiz Export' with the student's row", async ({ openPage }) => {
    const { page, goto } = await openPage({ as: ROLES.teacher });
    await goto("/account?tab=students");
    await expect(page.getByRole("table")).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("grade-export").click()]);
    const ExcelJS = (await import("exceljs")).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile((await download.path())!);
    const sheet = wb.getWorksheet("My Quiz Export");
    expect(sheet).toBeDefined();
    const emails: string[] = [];
    sheet!.eachRow((row) => emails.push(String(row.getCell(3).text)));
    expect(emails).toContain("student@biotext.test");
  });
});

test.describe("per-student override (decision 034)", () => {
  test("the teacher gives the student an extra attempt with a reason in the Students tab; the student may take the quiz again; Remove ends it", async ({
    openPage,
  }) => {
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

    const teacher = await openPage({ as: ROLES.teacher });
    await teacher.goto("/account");
    await setLanguage(teacher.page, "EN");
    await teacher.goto("/account?tab=students");
    await teacher.page.getByLabel("Search by name or email").fill("student@biotext.test");
    await teacher.page.getByRole("button", { name: "Add override for Sam Student, Unit 4: Genetics and Heredity (quizzes)" }).click();
    const dialog = teacher.page.getByRole("dialog");
    await dialog.getByLabel("Quiz", { exact: true }).selectOption({ label: title[0].title });
    await dialog.getByLabel("Extra attempts").selectOption("1");
    await dialog.getByLabel("Reason (required)").fill("Missed the class trip day");
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await dialog.waitFor({ state: "detached" });
    const override = teacher.page.getByTestId("quiz-override");
    await expect(override).toBeVisible();
    await expect(override).toContainText(`${title[0].title} · +1 attempt`);
    await expect(override).toContainText("Missed the class trip day");

    const { page, goto, reload } = await openPage({ as: ROLES.student });
    await goto("/account");
    await setLanguage(page, "EN");
    await goto(`/textbook/module?id=${mod.id}`);
    await expect(page.getByTestId("module-quiz")).toBeEnabled();
    await expect(page.getByTestId("quiz-button-refusal")).toHaveCount(0);

    await override.getByRole("button", { name: /^Remove the override of Sam Student/ }).click();
    await override.waitFor({ state: "detached" });
    await reload();
    await expect(page.getByTestId("quiz-button-refusal")).toHaveText(TEXT.EN.attempts);
    expect(teacher.errors).toEqual([]);
    await resetClass();
  });
});
