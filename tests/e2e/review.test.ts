import type pg from "pg";
import type { Page } from "@playwright/test";
import { DEMO_CLASS } from "../../seeds/quizzes";
import { expect, ROLES, seriousViolations, test, toFrench } from "./fixtures";

/**
 * Issue 28, "Students: review what they missed", in Chromium, in English (Unit 3) and French
 * (Unit 4, chapter 2 — modules no other e2e file takes quizzes in): a student answers a quiz
 * question wrong; that day nothing is due; the next day (the server's review clock moved through
 * the test-only POST /__test/review-clock: the server decides what is due) the dashboard shows
 * "Review: 1 due" on the unit's card, the review session asks that question, and answering it right
 * reschedules it further — with the focus on the question and the result read out in a live region.
 */
let db: pg.Client;
const DAY = 24 * 60 * 60 * 1000;
/** `DOCS_SCREENSHOTS=1`: the English run saves the screenshots of docs/quizzes.md and docs/study-tools.md. */
const SHOTS = !!process.env.DOCS_SCREENSHOTS;

test.beforeAll(({ db: client }) => {
  db = client;
});

async function moveReviewClock(page: Page, baseURL: string, offsetMs: number) {
  const res = await page.request.post("/__test/review-clock", { data: { offsetMs }, headers: { Origin: baseURL } });
  expect(res.ok()).toBe(true);
  return new Date(((await res.json()) as { now: string }).now);
}

async function studentId() {
  const { rows } = await db.query<{ id: number }>(`SELECT id FROM users WHERE email = $1`, [ROLES.student]);
  return rows[0].id;
}

async function quizOf(moduleKey: string) {
  const { rows } = await db.query<{ quiz_id: number; unit_id: number }>(
    `SELECT m.quiz_id, c.unit_id FROM modules m JOIN chapters c ON c.id = m.chapter_id WHERE m.key = $1`,
    [moduleKey],
  );
  return rows[0];
}

async function correctOptions(quizId: number) {
  const { rows } = await db.query<{ id: string }>(
    `SELECT o.id FROM quizzes_questions_options o JOIN quizzes_questions q ON o._parent_id = q.id WHERE q._parent_id = $1 AND o.correct`,
    [quizId],
  );
  return new Set(rows.map((r) => r.id));
}

const TEXT = {
  EN: {
    module: "life-3-c2-m1",
    due: "Review: 1 due",
    correct: /^Correct\. This question comes back in \d+ days\.$/,
    done: "Nothing is due for review now. Well done!",
  },
  FR: {
    module: "life-4-c2-m1",
    due: "Révision : 1 à revoir",
    correct: /^Bonne réponse\. Cette question reviendra dans \d+ jours\.$/,
    done: "Rien à revoir pour le moment. Bravo !",
  },
} as const;

for (const lang of ["EN", "FR"] as const) {
  const text = TEXT[lang];
  test(`issue 28: a quiz question answered wrong is due for review the next day; answering it right reschedules it further (${lang})`, async ({
    openPage,
    baseURL,
  }) => {
    const userId = await studentId();
    await db.query(`DELETE FROM review_cards WHERE user_id = $1`, [userId]);
    await db.query(`UPDATE classes SET review_enabled = true WHERE key = $1`, [DEMO_CLASS.key]);
    await db.query(`DELETE FROM class_quiz_settings WHERE class_id = (SELECT id FROM classes WHERE key = $1)`, [DEMO_CLASS.key]);
    const { page, goto, errors } = await openPage({ as: ROLES.student });
    await moveReviewClock(page, baseURL!, 0);
    try {
      await goto("/account");
      if (lang === "FR") await toFrench(page);
      const { quiz_id: quizId, unit_id: unitId } = await quizOf(text.module);
      const correct = await correctOptions(quizId);

      // The quiz: the first question answered wrong, the others right.
      await goto(`/textbook/quiz?id=${quizId}`);
      await page.getByTestId("quiz-start").click();
      await expect(page.getByTestId("quiz-stepper")).toBeVisible();
      const missed = (await page.getByTestId("quiz-question").textContent())!.trim();
      for (let i = 0; ; i++) {
        const radios = page.getByRole("radio");
        await expect(radios.first()).toBeVisible();
        const values = await radios.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
        const pick = i === 0 ? values.find((v) => !correct.has(v))! : values.find((v) => correct.has(v))!;
        await page.locator(`input[type=radio][value="${pick}"]`).check();
        if (await page.getByTestId("quiz-finish").isVisible()) {
          await page.getByTestId("quiz-finish").click();
          break;
        }
        await page.getByTestId("quiz-next").click();
      }
      await page.getByTestId("quiz-submit").click();
      await expect(page.getByTestId("quiz-complete")).toBeVisible();
      const grade = await db.query(`SELECT count(*)::int AS n, max(score)::text AS score FROM quiz_attempts WHERE user_id = $1 AND quiz_id = $2`, [
        userId,
        quizId,
      ]);

      // That day: the card exists but nothing is due, so the unit card shows no review.
      const cards = await db.query<{ due: Date }>(`SELECT due FROM review_cards WHERE user_id = $1 AND quiz_id = $2`, [userId, quizId]);
      expect(cards.rows).toHaveLength(1);
      await goto("/account");
      await expect(page.getByTestId("unit-cards")).toBeVisible();
      await expect(page.getByTestId(`review-due-${unitId}`)).toHaveCount(0);

      // The next day: "Review: 1 due" on the unit's card.
      const now = await moveReviewClock(page, baseURL!, DAY + 60_000);
      await goto("/account");
      const due = page.getByTestId(`review-due-${unitId}`);
      await expect(due).toHaveText(text.due);
      if (SHOTS && lang === "EN") await due.locator("xpath=ancestor::li[1]").screenshot({ path: "docs/images/review-due.png" });
      await Promise.all([page.waitForURL(/\/textbook\/review\?unit=/), due.click()]);
      await expect(page.getByTestId("review-question")).toHaveText(missed);
      expect(await seriousViolations(page)).toEqual([]);

      // Keyboard: the choices are radios; pick the right one and check it with Enter.
      const values = await page.getByRole("radio").evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
      const right = page.locator(`input[type=radio][value="${values.find((v) => correct.has(v))}"]`);
      await right.focus();
      await page.keyboard.press("Space");
      await expect(right).toBeChecked();
      await page.keyboard.press("Enter");
      await expect(page.getByTestId("review-live")).toHaveText(text.correct);
      await expect(page.getByTestId("review-next")).toBeFocused();
      if (SHOTS && lang === "EN") await page.locator("section[aria-labelledby=review-title]").screenshot({ path: "docs/images/review-session.png" });

      // Rescheduled further than the first interval (one day), on the server's clock.
      await expect
        .poll(async () => {
          const { rows } = await db.query<{ due: Date }>(`SELECT due FROM review_cards WHERE user_id = $1 AND quiz_id = $2`, [userId, quizId]);
          return new Date(rows[0].due).getTime() - now.getTime();
        })
        .toBeGreaterThan(2 * DAY);
      await page.keyboard.press("Enter");
      await expect(page.getByTestId("review-done")).toHaveText(text.done);
      await expect(page.getByTestId("review-done")).toBeFocused();

      // The quiz's attempts and grade did not change.
      const after = await db.query(`SELECT count(*)::int AS n, max(score)::text AS score FROM quiz_attempts WHERE user_id = $1 AND quiz_id = $2`, [
        userId,
        quizId,
      ]);
      expect(after.rows).toEqual(grade.rows);
      await goto("/account");
      await expect(page.getByTestId("unit-cards")).toBeVisible();
      await expect(page.getByTestId(`review-due-${unitId}`)).toHaveCount(0);
      expect(errors).toEqual([]);
    } finally {
      await moveReviewClock(page, baseURL!, 0);
      if (lang === "FR") await toFrench(page, "EN");
    }
  });
}

for (const lang of ["EN", "FR"] as const) {
  const choose = lang === "EN" ? "Choose an answer first." : "Choisissez d'abord une réponse.";
  test(`issue 46 F1 review: 'Check' with no answer chosen puts "${choose}" in an alert region, read out (${lang})`, async ({ openPage }) => {
    const userId = await studentId();
    await db.query(`DELETE FROM review_cards WHERE user_id = $1`, [userId]);
    await db.query(`UPDATE classes SET review_enabled = true WHERE key = $1`, [DEMO_CLASS.key]);
    const { quiz_id: quizId, unit_id: unitId } = await quizOf("life-3-c2-m2");
    // One card due an hour ago: the question the session asks.
    await db.query(
      `INSERT INTO review_cards (user_id, quiz_id, unit_id, question_id, due)
       SELECT $1, $2, $3, id, now() - interval '1 hour' FROM quizzes_questions WHERE _parent_id = $2 ORDER BY _order LIMIT 1`,
      [userId, quizId, unitId],
    );
    const { page, goto, errors } = await openPage({ as: ROLES.student });
    try {
      await goto("/account");
      if (lang === "FR") await toFrench(page);
      await goto(`/textbook/review?unit=${unitId}`);
      await expect(page.getByTestId("review-question")).toBeVisible();
      // The alert region is there, empty, before the message: assistive technology reads what is put in it.
      const alert = page.getByTestId("review-choose");
      await expect(alert).toHaveAttribute("role", "alert");
      await expect(alert).toHaveText("");
      await page.getByTestId("review-check").focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("alert").filter({ hasText: choose })).toHaveCount(1);
      await expect(alert).toHaveText(choose);
      await expect(page.getByTestId("review-check")).toBeFocused();
      expect(await seriousViolations(page)).toEqual([]);
      // Choosing an answer clears it.
      await page.getByRole("radio").first().check();
      await expect(alert).toHaveText("");
      expect(errors).toEqual([]);
    } finally {
      await db.query(`DELETE FROM review_cards WHERE user_id = $1`, [userId]);
      if (lang === "FR") await toFrench(page, "EN");
    }
  });
}
