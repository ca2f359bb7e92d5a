import { Forbidden, Invalid, NotFound } from "#core/errors";
import type { Context } from "#core/context";
import { entitlements } from "#core/content/entitlements";
import { idOf, type Ref } from "#core/ids";
import { contentView, type Locale } from "#core/content/readModel";
import { hasRole } from "#shared/roles";
import { applyDateChange, type DateUpdateType, NO_DATE, NOT_TAKEN, UNLIMITED_ATTEMPTS } from "#shared/quizzes";
import { loadQuiz } from "./quizzes";
import { inTransaction, poolOf } from "#core/db/pool";
import { recordAudit } from "#core/audit/record";

/**
 * The teacher's tools (TEA-001…TEA-022): a teacher works only on the classes they belong to
 * (their user record's classes); an admin on every class. Every procedure checks it here.
 */

const classIdsOf = (ctx: Context) => ((ctx.user?.classes as Ref[] | null | undefined) ?? []).map((r) => idOf(r)).filter((v): v is number => v != null);

/** TEA-001: the classes the caller teaches (an admin: all), as schoolId / schoolName, by name. */
export async function teacherClasses(ctx: Context) {
  const admin = hasRole(ctx.user, "admin");
  const { rows } = await poolOf(ctx.payload).query<{ id: number; name: string }>(
    admin ? `SELECT id, name FROM classes ORDER BY name, id` : `SELECT id, name FROM classes WHERE id = ANY($1::int[]) ORDER BY name, id`,
    admin ? [] : [classIdsOf(ctx)],
  );
  return rows.map((r) => ({ schoolId: r.id, schoolName: r.name }));
}

export async function assertTeaches(ctx: Context, classId: number) {
  if (!hasRole(ctx.user, "admin") && !classIdsOf(ctx).includes(classId)) {
    throw new Forbidden("class.notYours", "You do not teach this class.");
  }
  const { rows } = await poolOf(ctx.payload).query(`SELECT 1 FROM classes WHERE id = $1`, [classId]);
  if (!rows.length) throw new NotFound("class.notFound", "Class not found.");
}

/** TEA-021: the class's attempt limit (100 = unlimited). */
export async function classAttempts(ctx: Context, classId: number) {
  await assertTeaches(ctx, classId);
  const { rows } = await poolOf(ctx.payload).query<{ attempts: string }>(`SELECT attempts FROM class_quiz_settings WHERE class_id = $1`, [classId]);
  return { classSelected: classId, attempts: rows[0] ? Number(rows[0].attempts) : UNLIMITED_ATTEMPTS };
}

export async function setClassAttempts(ctx: Context, classId: number, attempts: number) {
  await assertTeaches(ctx, classId);
  await poolOf(ctx.payload).query(
    `INSERT INTO class_quiz_settings (class_id, attempts, updated_at, created_at) VALUES ($1, $2, now(), now())
     ON CONFLICT (class_id) DO UPDATE SET attempts = excluded.attempts, updated_at = now()`,
    [classId, attempts],
  );
  return { classSelected: classId, attempts };
}

/**
 * The units a class's memberships open, each with the membership that opens it (ADM-003: quiz
 * settings refer to memberships; the lowest membership id when several open the unit).
 */
async function classUnitMemberships(ctx: Context, classId: number): Promise<Map<number, { membershipId: number; membershipKey: string }>> {
  const { rows } = await poolOf(ctx.payload).query<{ unit: number; membership_id: number; key: string }>(
    `SELECT DISTINCT ON (mr.units_id) mr.units_id AS unit, m.id AS membership_id, m.key FROM classes_rels cr
       JOIN memberships_rels mr ON mr.parent_id = cr.memberships_id AND mr.path = 'units' AND mr.units_id IS NOT NULL
       JOIN memberships m ON m.id = cr.memberships_id
      WHERE cr.parent_id = $1 AND cr.path = 'memberships'
      ORDER BY mr.units_id, m.id`,
    [classId],
  );
  return new Map(rows.map((r) => [r.unit, { membershipId: r.membership_id, membershipKey: r.key }]));
}

/** The units a class's memberships open. */
async function unitsOfClass(ctx: Context, classId: number): Promise<number[]> {
  return [...(await classUnitMemberships(ctx, classId)).keys()];
}

export type TextbookRow = {
  unit: { unitId: number; unitName_en: string };
  chapter: { chapterId: number; chapterName_en: string };
  module: { moduleId: number; moduleName_en: string };
  quizId: number;
  openDate: string;
  closeDate: string;
  openDateInd: "Y" | "N";
  closeDateInd: "Y" | "N";
  /** ADM-003: the class's membership that opens the quiz's unit (the seed's quiz setting's membershipKey). */
  membershipKey: string | null;
};

/** The module quizzes of the units a class opens, in textbook order. */
async function classQuizzes(ctx: Context, classId: number, locale: Locale) {
  const memberships = await classUnitMemberships(ctx, classId);
  const units = [...memberships.keys()];
  const view = await contentView(ctx.payload, locale);
  const out: {
    unit: { id: number; title: string; order: number };
    chapter: { id: number; title: string };
    module: { id: number; title: string };
    quizId: number;
    membership: { membershipId: number; membershipKey: string } | null;
  }[] = [];
  const sortedUnits = units
    .map((id) => view.units.get(id))
    .filter((u) => u != null && u.status === "published")
    .sort((a, b) => a!.order - b!.order || a!.id - b!.id);
  for (const u of sortedUnits) {
    for (const c of view.chaptersOfUnit.get(u!.id) ?? []) {
      for (const m of view.modulesOfChapter.get(c.id) ?? []) {
        if (m.quizId == null) continue;
        out.push({
          unit: { id: u!.id, title: u!.title, order: u!.order },
          chapter: { id: c.id, title: c.title },
          module: { id: m.id, title: m.title },
          quizId: m.quizId,
          membership: memberships.get(u!.id) ?? null,
        });
      }
    }
  }
  return out;
}

/** TEA-013, TEA-014: the class's textbook rows with each quiz's open and close dates. */
export async function classTextbook(ctx: Context, classId: number, locale: Locale): Promise<TextbookRow[]> {
  await assertTeaches(ctx, classId);
  const quizzes = await classQuizzes(ctx, classId, locale);
  const { rows } = await poolOf(ctx.payload).query<{ quiz_id: number; open_date: string; close_date: string }>(
    `SELECT quiz_id, open_date, close_date FROM quiz_dates WHERE class_id = $1`,
    [classId],
  );
  const dates = new Map(rows.map((r) => [r.quiz_id, r]));
  return quizzes.map((q) => {
    const d = dates.get(q.quizId);
    const openDate = d?.open_date ?? NO_DATE;
    const closeDate = d?.close_date ?? NO_DATE;
    return {
      unit: { unitId: q.unit.id, unitName_en: q.unit.title },
      chapter: { chapterId: q.chapter.id, chapterName_en: q.chapter.title },
      module: { moduleId: q.module.id, moduleName_en: q.module.title },
      quizId: q.quizId,
      openDate,
      closeDate,
      openDateInd: openDate === NO_DATE ? "N" : "Y",
      closeDateInd: closeDate === NO_DATE ? "N" : "Y",
      membershipKey: q.membership?.membershipKey ?? null,
    };
  });
}

export const OPEN_AFTER_CLOSE = "The open date must not be after the close date.";

/**
 * TEA-016…TEA-020: changes one bound of a quiz's dates for the class, or of every quiz of the
 * class (TEA-019). Refused when the open date would come after the close date (TEA-020 fixed):
 * nothing changes then, not even the quizzes where it would fit.
 */
export async function updateQuizDates(ctx: Context, input: { classId: number; quizId: number | "all"; updateType: DateUpdateType; date: string | null }) {
  await assertTeaches(ctx, input.classId);
  if (input.updateType.startsWith("ADD") && !input.date) throw new Invalid("quiz.dateMissing", "Choose a date.");
  const classQuizList = await classQuizzes(ctx, input.classId, "en");
  const quizzes = classQuizList.map((q) => q.quizId);
  const membershipOf = new Map(classQuizList.map((q) => [q.quizId, q.membership?.membershipId ?? null]));
  const targets = input.quizId === "all" ? quizzes : quizzes.filter((q) => q === input.quizId);
  if (!targets.length) throw new NotFound("quiz.notInClass", "Quiz not found in this class.");
  const pool = poolOf(ctx.payload);
  const { rows } = await pool.query<{ quiz_id: number; open_date: string; close_date: string }>(
    `SELECT quiz_id, open_date, close_date FROM quiz_dates WHERE class_id = $1 AND quiz_id = ANY($2::int[])`,
    [input.classId, targets],
  );
  const current = new Map(rows.map((r) => [r.quiz_id, { openDate: r.open_date, closeDate: r.close_date }]));
  const next = targets.map((quizId) => ({
    quizId,
    dates: applyDateChange(current.get(quizId) ?? { openDate: NO_DATE, closeDate: NO_DATE }, input.updateType, input.date),
  }));
  if (next.some((n) => n.dates == null)) throw new Invalid("quiz.openAfterClose", OPEN_AFTER_CLOSE);
  // ADM-003: each row records the class's membership that opens the quiz's unit.
  await pool.query(
    `INSERT INTO quiz_dates (class_id, quiz_id, open_date, close_date, membership_id, updated_at, created_at)
     SELECT $1, q, o, c, m, now(), now() FROM unnest($2::int[], $3::text[], $4::text[], $5::int[]) AS t(q, o, c, m)
     ON CONFLICT (class_id, quiz_id) DO UPDATE SET open_date = excluded.open_date, close_date = excluded.close_date,
       membership_id = excluded.membership_id, updated_at = now()`,
    [
      input.classId,
      next.map((n) => n.quizId),
      next.map((n) => n.dates!.openDate),
      next.map((n) => n.dates!.closeDate),
      next.map((n) => membershipOf.get(n.quizId) ?? null),
    ],
  );
  return { updated: next.length };
}

export type StudentGrades = {
  ID: number;
  fName: string;
  lName: string;
  Email: string;
  grades: {
    unitId: number;
    unitName: string;
    unitGrade: number;
    /** TEA-007, TEA-009: 'Y' when the student's deadline for the unit is extended, until expireDate. */
    exceptionAllowed: "Y" | "N";
    expireDate: string | null;
    /** The teacher's per-student overrides in this unit (decision 034): one quiz (quizId) or every quiz of the unit (null). */
    overrides: QuizOverride[];
    chapters: { chapterName: string; modules: { moduleName: string; quizId: number; grade: number | null; taken: boolean; hasQuiz: boolean }[] }[];
  }[];
};

export type QuizOverride = {
  id: number;
  quizId: number | null;
  /** The quiz's module, or null for every quiz of the unit. */
  moduleName: string | null;
  extraAttempts: number;
  openDate: string | null;
  closeDate: string | null;
  reason: string;
};

const collator = new Intl.Collator(undefined, { sensitivity: "base", numeric: true });
const byText = (a: string, b: string) => collator.compare(a, b);

/**
 * TEA-003, TEA-004: the students of a class with their grades per unit (QUIZ-024 average, a quiz
 * not taken counting 0), chapter and module; students by first then last name, units, chapters and
 * modules alphabetically. Two statements whatever the class size: the students, then the newest
 * submitted score of each student × quiz.
 */
export async function classGrades(ctx: Context, classId: number, locale: Locale): Promise<StudentGrades[]> {
  await assertTeaches(ctx, classId);
  const quizzes = await classQuizzes(ctx, classId, locale);
  const pool = poolOf(ctx.payload);
  const { rows: students } = await pool.query<{ id: number; first_name: string | null; last_name: string | null; email: string }>(
    `SELECT u.id, u.first_name, u.last_name, u.email FROM users u
       JOIN users_rels r ON r.parent_id = u.id AND r.path = 'classes' AND r.classes_id = $1
      WHERE u.role = 'student'`,
    [classId],
  );
  const { rows: scores } = await pool.query<{ user_id: number; quiz_id: number; score: string }>(
    `SELECT DISTINCT ON (a.user_id, a.quiz_id) a.user_id, a.quiz_id, a.score
       FROM quiz_attempts a
       JOIN users_rels r ON r.parent_id = a.user_id AND r.path = 'classes' AND r.classes_id = $1
      WHERE a.status = 'submitted' AND a.quiz_id = ANY($2::int[])
      ORDER BY a.user_id, a.quiz_id, a.submitted_at DESC, a.id DESC`,
    [classId, quizzes.map((q) => q.quizId)],
  );
  const scoreOf = new Map(scores.map((s) => [`${s.user_id}:${s.quiz_id}`, Number(s.score)]));
  const { rows: extensions } = await pool.query<{ user_id: number; unit_id: number; expire_date: string }>(
    `SELECT user_id, unit_id, expire_date FROM deadline_extensions WHERE class_id = $1`,
    [classId],
  );
  const extensionOf = new Map(extensions.map((x) => [`${x.user_id}:${x.unit_id}`, x.expire_date]));
  const { rows: overrideRows } = await pool.query<{
    id: number;
    user_id: number;
    unit_id: number;
    quiz_id: number | null;
    extra_attempts: string;
    open_date: string | null;
    close_date: string | null;
    reason: string;
  }>(`SELECT id, user_id, unit_id, quiz_id, extra_attempts, open_date, close_date, reason FROM quiz_overrides WHERE class_id = $1 ORDER BY id`, [classId]);
  const moduleOfQuiz = new Map(quizzes.map((q) => [q.quizId, q.module.title]));
  const overridesOf = new Map<string, QuizOverride[]>();
  for (const o of overrideRows) {
    const key = `${o.user_id}:${o.unit_id}`;
    overridesOf.set(key, [
      ...(overridesOf.get(key) ?? []),
      {
        id: o.id,
        quizId: o.quiz_id,
        moduleName: o.quiz_id == null ? null : moduleOfQuiz.get(o.quiz_id) ?? null,
        extraAttempts: Number(o.extra_attempts),
        openDate: o.open_date || null,
        closeDate: o.close_date || null,
        reason: o.reason,
      },
    ]);
  }
  const units = new Map<number, { name: string; chapters: Map<number, { name: string; modules: { name: string; quizId: number }[] }> }>();
  for (const q of quizzes) {
    const u = units.get(q.unit.id) ?? { name: q.unit.title, chapters: new Map() };
    units.set(q.unit.id, u);
    const c = u.chapters.get(q.chapter.id) ?? { name: q.chapter.title, modules: [] };
    u.chapters.set(q.chapter.id, c);
    c.modules.push({ name: q.module.title, quizId: q.quizId });
  }
  return students
    .map((s) => ({
      ID: s.id,
      fName: s.first_name ?? "",
      lName: s.last_name ?? "",
      Email: s.email,
      grades: [...units.entries()]
        .map(([unitId, u]) => {
          const chapters = [...u.chapters.values()].map((c) => ({
            chapterName: c.name,
            modules: c.modules
              .map((m) => {
                const g = scoreOf.get(`${s.id}:${m.quizId}`);
                return { moduleName: m.name, quizId: m.quizId, grade: g ?? null, taken: g != null, hasQuiz: true };
              })
              .sort((a, b) => byText(a.moduleName, b.moduleName)),
          }));
          const all = chapters.flatMap((c) => c.modules.map((m) => m.grade));
          const unitGrade = all.length ? Math.round((all.reduce<number>((t, g) => t + (g ?? 0), 0) / all.length + Number.EPSILON) * 100) / 100 : 0;
          const expireDate = extensionOf.get(`${s.id}:${unitId}`) ?? null;
          return {
            unitId,
            unitName: u.name,
            unitGrade,
            exceptionAllowed: expireDate ? ("Y" as const) : ("N" as const),
            expireDate,
            overrides: overridesOf.get(`${s.id}:${unitId}`) ?? [],
            chapters: chapters.sort((a, b) => byText(a.chapterName, b.chapterName)),
          };
        })
        .sort((a, b) => byText(a.unitName, b.unitName)),
    }))
    .sort((a, b) => byText(a.fName, b.fName) || byText(a.lName, b.lName) || a.ID - b.ID);
}

/** QUIZ-023: a student's own grade records (Grade: numeric text or 'Not Taken'), in textbook order. */
export async function myQuizGrades(ctx: Context, locale: Locale) {
  const view = await contentView(ctx.payload, locale);
  const userId = ctx.user!.id;
  const { rows } = await poolOf(ctx.payload).query<{ quiz_id: number; score: string }>(
    `SELECT DISTINCT ON (quiz_id) quiz_id, score FROM quiz_attempts WHERE user_id = $1 AND status = 'submitted' ORDER BY quiz_id, submitted_at DESC, id DESC`,
    [userId],
  );
  const scoreOf = new Map(rows.map((r) => [r.quiz_id, Number(r.score)]));
  const e = await entitlements(ctx);
  const units = [...view.units.values()]
    .filter((u) => u.status === "published" && (e.all || e.units.has(u.id)))
    .sort((a, b) => a.order - b.order || a.id - b.id);
  const records: { UnitId: number; Unit: string; Chapter: string; Module: string; hasQuiz: boolean; Grade: string }[] = [];
  for (const u of units) {
    for (const c of view.chaptersOfUnit.get(u.id) ?? []) {
      for (const m of view.modulesOfChapter.get(c.id) ?? []) {
        const g = m.quizId != null ? scoreOf.get(m.quizId) : undefined;
        records.push({ UnitId: u.id, Unit: u.title, Chapter: c.title, Module: m.title, hasQuiz: m.quizId != null, Grade: g != null ? String(g) : NOT_TAKEN });
      }
    }
  }
  return records;
}

/**
 * TEA-006…TEA-009: extends (ADD, with a date) or ends (REMOVE) a student's deadline for a unit of
 * the class: until expireDate the student may take and submit the unit's quizzes after their
 * close dates (docs/decisions/032-unit-deadlines.md). The student must be in the class, the unit
 * one of the class's.
 */
export async function extendDeadline(
  ctx: Context,
  input: { classId: number; userId: number; unitId: number; exceptionChange: "ADD" | "REMOVE"; expireDate: string | null },
) {
  await assertTeaches(ctx, input.classId);
  if (input.exceptionChange === "ADD" && !input.expireDate) throw new Invalid("quiz.dateMissing", "Choose a date.");
  const pool = poolOf(ctx.payload);
  const { rows } = await pool.query(`SELECT 1 FROM users_rels WHERE parent_id = $1 AND path = 'classes' AND classes_id = $2`, [input.userId, input.classId]);
  if (!rows.length) throw new NotFound("class.studentNotFound", "Student not found in this class.");
  if (!(await unitsOfClass(ctx, input.classId)).includes(input.unitId)) throw new NotFound("class.unitNotFound", "Unit not found in this class.");
  // Issue 50: the change and its audit row in one transaction.
  const target = { type: "deadline" as const, id: `${input.classId}:${input.unitId}:${input.userId}` };
  const scope = { class: input.classId, unit: input.unitId, student: input.userId };
  return inTransaction(ctx.payload, async (db) => {
    if (input.exceptionChange === "REMOVE") {
      const { rows: gone } = await db.query(`DELETE FROM deadline_extensions WHERE class_id = $1 AND unit_id = $2 AND user_id = $3 RETURNING expire_date`, [
        input.classId,
        input.unitId,
        input.userId,
      ]);
      await recordAudit({ db }, ctx, {
        action: "deadline.removed",
        target,
        summary: { ...scope, before: { expireDate: gone[0]?.expire_date ?? null }, after: null },
      });
      return { exception: "N" as const, expireDate: null };
    }
    const { rows: was } = await db.query(`SELECT expire_date FROM deadline_extensions WHERE class_id = $1 AND unit_id = $2 AND user_id = $3`, [
      input.classId,
      input.unitId,
      input.userId,
    ]);
    await db.query(
      `INSERT INTO deadline_extensions (class_id, unit_id, user_id, expire_date, updated_at, created_at) VALUES ($1, $2, $3, $4, now(), now())
       ON CONFLICT (class_id, unit_id, user_id) DO UPDATE SET expire_date = excluded.expire_date, updated_at = now()`,
      [input.classId, input.unitId, input.userId, input.expireDate],
    );
    await recordAudit({ db }, ctx, {
      action: "deadline.extended",
      target,
      summary: { ...scope, before: { expireDate: was[0]?.expire_date ?? null }, after: { expireDate: input.expireDate } },
    });
    return { exception: "Y" as const, expireDate: input.expireDate };
  });
}

/**
 * Item analysis (beyond the seed): for one module quiz of the class, each question's share of
 * correct answers over the class's students' newest submitted attempts, most missed first.
 */
export async function itemAnalysis(ctx: Context, classId: number, quizId: number, locale: Locale) {
  await assertTeaches(ctx, classId);
  const quizzes = await classQuizzes(ctx, classId, locale);
  const q = quizzes.find((x) => x.quizId === quizId);
  if (!q) throw new NotFound("quiz.notInClass", "Quiz not found in this class.");
  const { rows } = await poolOf(ctx.payload).query<{ question_id: string; answered: string; correct: string }>(
    `WITH newest AS (
       SELECT DISTINCT ON (a.user_id) a.grade_details
         FROM quiz_attempts a
         JOIN users_rels r ON r.parent_id = a.user_id AND r.path = 'classes' AND r.classes_id = $1
        WHERE a.quiz_id = $2 AND a.status = 'submitted'
        ORDER BY a.user_id, a.submitted_at DESC, a.id DESC)
     SELECT d->>'questionId' AS question_id, count(*) AS answered, count(*) FILTER (WHERE d->>'result' = 'Correct') AS correct
       FROM newest, jsonb_array_elements(newest.grade_details) d
      GROUP BY 1`,
    [classId, quizId],
  );
  const quiz = await loadQuiz(ctx, quizId, locale);
  const stats = new Map(rows.map((r) => [r.question_id, { answered: Number(r.answered), correct: Number(r.correct) }]));
  const questions = quiz.questions.map((question) => {
    const s = stats.get(question.id) ?? { answered: 0, correct: 0 };
    return {
      questionId: question.id,
      question: question.text,
      answered: s.answered,
      shareCorrect: s.answered ? Math.round((s.correct / s.answered) * 100) : null,
    };
  });
  questions.sort((a, b) => (a.shareCorrect ?? 101) - (b.shareCorrect ?? 101));
  return { quizId, moduleName: q.module.title, students: Math.max(0, ...questions.map((x) => x.answered)), questions };
}

export const OVERRIDE_EMPTY = "Give at least one extra attempt or a date.";

/**
 * Per-student override (beyond the seed, docs/decisions/034-per-student-quiz-overrides.md): for a
 * student of the class, extra attempts and/or their own open/close dates for one module quiz of a
 * unit of the class, or for every quiz of that unit (quizId null), with a reason. Replaces the
 * student's override of the same scope. Only teachers of the class (admins: any class).
 */
export async function setQuizOverride(
  ctx: Context,
  input: {
    classId: number;
    userId: number;
    unitId: number;
    quizId: number | null;
    extraAttempts: number;
    openDate: string | null;
    closeDate: string | null;
    reason: string;
  },
) {
  await assertTeaches(ctx, input.classId);
  const reason = input.reason.trim();
  if (!reason) throw new Invalid("quiz.overrideReasonMissing", "Give a reason.");
  if (!input.extraAttempts && !input.openDate && !input.closeDate) throw new Invalid("quiz.overrideEmpty", OVERRIDE_EMPTY);
  if (input.openDate && input.closeDate && input.openDate > input.closeDate) throw new Invalid("quiz.openAfterClose", OPEN_AFTER_CLOSE);
  const pool = poolOf(ctx.payload);
  const { rows } = await pool.query(`SELECT 1 FROM users_rels WHERE parent_id = $1 AND path = 'classes' AND classes_id = $2`, [input.userId, input.classId]);
  if (!rows.length) throw new NotFound("class.studentNotFound", "Student not found in this class.");
  const quizzes = (await classQuizzes(ctx, input.classId, "en")).filter((q) => q.unit.id === input.unitId);
  if (!quizzes.length) throw new NotFound("class.unitNotFound", "Unit not found in this class.");
  if (input.quizId != null && !quizzes.some((q) => q.quizId === input.quizId)) {
    throw new NotFound("quiz.notInUnit", "Quiz not found in this unit of the class.");
  }
  const { rows: saved } = await inTransaction(ctx.payload, async (db) => {
    const result = await db.query(
      `WITH gone AS (
       DELETE FROM quiz_overrides WHERE class_id = $1 AND user_id = $2 AND unit_id = $3 AND quiz_id IS NOT DISTINCT FROM $4::int
     )
     INSERT INTO quiz_overrides (class_id, user_id, unit_id, quiz_id, extra_attempts, open_date, close_date, reason, set_by_id, updated_at, created_at)
     VALUES ($1, $2, $3, $4::int, $5, $6, $7, $8, $9, now(), now()) RETURNING id`,
      [input.classId, input.userId, input.unitId, input.quizId, input.extraAttempts, input.openDate, input.closeDate, reason, ctx.user!.id],
    );
    // Issue 50: the grade override's audit row, in its transaction (the reason is the teacher's text: not copied).
    await recordAudit({ db }, ctx, {
      action: "quiz.overrideSet",
      target: { type: "quizOverride", id: result.rows[0]!.id as number },
      summary: {
        class: input.classId,
        student: input.userId,
        unit: input.unitId,
        quiz: input.quizId,
        after: { extraAttempts: input.extraAttempts, openDate: input.openDate, closeDate: input.closeDate },
      },
    });
    return { rows: result.rows.map((r) => ({ id: r.id as number })) };
  });
  return { id: saved[0]!.id };
}

/** Removes a per-student override of the class (teachers of the class, admins). */
export async function removeQuizOverride(ctx: Context, input: { classId: number; overrideId: number }) {
  await assertTeaches(ctx, input.classId);
  await inTransaction(ctx.payload, async (db) => {
    const { rows } = await db.query(
      `DELETE FROM quiz_overrides WHERE id = $1 AND class_id = $2 RETURNING user_id, unit_id, quiz_id, extra_attempts, open_date, close_date`,
      [input.overrideId, input.classId],
    );
    const gone = rows[0];
    if (!gone) throw new NotFound("quiz.overrideNotFound", "Override not found in this class.");
    await recordAudit({ db }, ctx, {
      action: "quiz.overrideRemoved",
      target: { type: "quizOverride", id: input.overrideId },
      summary: {
        class: input.classId,
        student: gone.user_id,
        unit: gone.unit_id,
        quiz: gone.quiz_id,
        before: { extraAttempts: Number(gone.extra_attempts), openDate: gone.open_date, closeDate: gone.close_date },
      },
    });
  });
  return { removed: true as const };
}
