import type { Context } from "#core/context";
import type { Locale } from "#core/content/readModel";
import { lessonDetailsFromModel, moduleDetailsFromModel, unitContentsFromModel } from "#core/content/textbook";
import { entitlements } from "#core/content/entitlements";
import { type ProgressLookup, publishedOutline, unitProgress, type UnitProgress } from "#core/progress/progressStore";
import { applyQuizRules, classRulesOf, classRulesSql, hiddenQuizMembershipKeys, USED, type QuizStatusRow } from "#core/quizzes/quizzes";
import { idOf, type Ref } from "#core/ids";
import type { ProgressItemType, ProgressStatus } from "#shared/progress";
import type { QuizRefusal } from "#shared/quizzes";
import { hotStatement } from "#core/db/database";
import { poolOf } from "#core/db/pool";

/** What a quiz button shows (QUIZ-001, QUIZ-010). */
export type QuizButtonState = { quizId: number; grade: number | null; refusal: QuizRefusal | null };

/**
 * The learner's state a module page shows, in ONE statement (issue 25 item 2): the status and grade of
 * every lesson, module and unit record of the learner (what `unitProgress` reads; no timestamps and no
 * order, which PostgreSQL formatted and sorted and the server parsed for every page until 28 Nov 2026),
 * the class whose quiz rules apply in the unit (`classRulesSql`, the text classRules runs), and
 * for each quiz on the page its attempts, grade, dates, extension and override (as quizStatus), plus
 * the learner's membership keys when some keys hide module quizzes (QUIZ-013). Named: planned once
 * per pooled connection.
 */
const LEARNER_STATE_SQL = `
WITH r AS (
  ${classRulesSql("$2", "$3")}
)
SELECT
  (SELECT json_agg(json_build_array(p.item_type, p.item_id, p.status, p.grade))
     FROM progress p WHERE p.user_id = $1 AND p.item_type IN ('lesson', 'module', 'unit')) AS progress,
  (SELECT row_to_json(r) FROM r) AS rules,
  (SELECT json_agg(json_build_object(
            'quiz', q.id,
            'submitted', (SELECT count(*) FROM quiz_attempts WHERE user_id = $1 AND quiz_id = q.id AND ${USED}),
            'grade', (SELECT score FROM quiz_attempts WHERE user_id = $1 AND quiz_id = q.id AND status = 'submitted' ORDER BY submitted_at DESC, id DESC LIMIT 1),
            'pending', (SELECT id FROM quiz_attempts WHERE user_id = $1 AND quiz_id = q.id AND status IN ('open', 'scored') ORDER BY id DESC LIMIT 1),
            'extension', (SELECT expire_date FROM deadline_extensions WHERE class_id = (SELECT id FROM r) AND unit_id = $3 AND user_id = $1),
            'override', (SELECT json_build_object('extra', extra_attempts, 'open', open_date, 'close', close_date) FROM quiz_overrides
                          WHERE class_id = (SELECT id FROM r) AND user_id = $1 AND unit_id = $3 AND (quiz_id = q.id OR quiz_id IS NULL)
                          ORDER BY quiz_id IS NULL, id DESC LIMIT 1),
            'open_date', d.open_date,
            'close_date', d.close_date))
     FROM unnest($4::int[]) AS q(id)
     JOIN quizzes z ON z.id = q.id
     LEFT JOIN quiz_dates d ON d.class_id = (SELECT id FROM r) AND d.quiz_id = q.id) AS quizzes,
  (SELECT array_agg(m.key ORDER BY m.key) FROM memberships m WHERE $5::boolean AND m.id = ANY($6::int[])) AS keys`;

type StateRow = {
  progress: [ProgressItemType, number, ProgressStatus, number | string | null][] | null;
  rules: { id: number | null; attempts: number | null; time_zone: string | null } | null;
  quizzes: (QuizStatusRow & { quiz: number })[] | null;
  keys: string[] | null;
};

export type LearnerState = { progress: ProgressLookup; quizzes: Map<number, QuizButtonState> };

/**
 * One statement for the learner's rows on a page of `unitId` with quizzes `quizzes` (each with its
 * kind: module quizzes may be hidden by membership keys). Access is the caller's to check first.
 */
export async function learnerState(
  ctx: Context & { user: NonNullable<Context["user"]> },
  unitId: number | null,
  quizzes: readonly { quizId: number; kind: "module" | "lesson" }[],
): Promise<LearnerState> {
  const classIds = ((ctx.user.classes as Ref[] | null | undefined) ?? []).map((r) => idOf(r)).filter((v): v is number => v != null);
  const hidden = hiddenQuizMembershipKeys().length > 0 && quizzes.some((q) => q.kind === "module");
  const memberships = hidden ? [...(await entitlements(ctx)).memberships] : [];
  const pool = poolOf(ctx.payload);
  // Named unless behind a transaction pooler (decision 110).
  const { rows } = await pool.query<StateRow>(
    hotStatement("module-page-learner-state", LEARNER_STATE_SQL, [ctx.user.id, classIds, unitId, quizzes.map((q) => q.quizId), hidden, memberships]),
  );
  const row = rows[0];
  const byKey = new Map<string, { status: ProgressStatus; grade: number | null }>();
  for (const [type, itemId, status, grade] of row.progress ?? []) byKey.set(`${type}:${itemId}`, { status, grade: grade == null ? null : Number(grade) });
  const rules = classRulesOf(row.rules);
  const out = new Map<number, QuizButtonState>();
  for (const q of row.quizzes ?? []) {
    const kind = quizzes.find((x) => x.quizId === Number(q.quiz))?.kind;
    const applied = applyQuizRules(rules, q, kind === "module" ? row.keys ?? [] : []);
    out.set(Number(q.quiz), { quizId: Number(q.quiz), grade: q.grade == null ? null : Number(q.grade), refusal: applied.refusal });
  }
  return { progress: { get: (type, id) => byKey.get(`${type}:${id}`) }, quizzes: out };
}

/**
 * Issue 25 item 2: everything the module page's loader shows, for a signed-in caller — the module, the
 * selected lesson and the unit's table of contents from the content read model (access checked
 * there, with the entitlements read with the session), and the learner's progress and quiz buttons in
 * one statement (`learnerState`). A multi-session session shows no progress (SES-056) but its quiz buttons.
 */
export async function modulePage(
  ctx: Context & { user: NonNullable<Context["user"]> },
  input: { moduleId: number; lessonId: number | null; locale: Locale },
): Promise<{
  module: Awaited<ReturnType<typeof moduleDetailsFromModel>>;
  lesson: Awaited<ReturnType<typeof lessonDetailsFromModel>> | null;
  toc: Awaited<ReturnType<typeof unitContentsFromModel>> | null;
  progress: UnitProgress | null;
  moduleQuiz: QuizButtonState | null;
  lessonQuiz: QuizButtonState | null;
}> {
  const mod = await moduleDetailsFromModel(ctx, input.moduleId, input.locale);
  const selected = mod.lessons.find((l) => l.id === input.lessonId) ?? mod.lessons[0] ?? null;
  const [lesson, toc] = await Promise.all([
    selected ? lessonDetailsFromModel(ctx, selected.id, input.locale) : null,
    mod.unitId ? unitContentsFromModel(ctx, mod.unitId, input.locale) : null,
  ]);
  const quizzes: { quizId: number; kind: "module" | "lesson" }[] = [];
  if (mod.quizId) quizzes.push({ quizId: mod.quizId, kind: "module" });
  if (lesson?.quizId && lesson.quizId !== mod.quizId) quizzes.push({ quizId: lesson.quizId, kind: "lesson" });
  const state = await learnerState(ctx, mod.unitId, quizzes);
  const multiSession = ctx.session?.multiSession === true;
  const progress = mod.unitId && !multiSession ? unitProgress(mod.unitId, await publishedOutline(ctx.payload, [mod.unitId]), state.progress) : null;
  return {
    module: mod,
    lesson,
    toc,
    progress,
    moduleQuiz: mod.quizId ? state.quizzes.get(mod.quizId) ?? null : null,
    lessonQuiz: lesson?.quizId ? state.quizzes.get(lesson.quizId) ?? null : null,
  };
}
