import type { Context } from "#core/context";
import { contentView, type Locale } from "#core/content/readModel";
import { Forbidden, NotFound, Unauthorized } from "#core/errors";
import { idOf, type Ref } from "#core/ids";
import { hasRole } from "#shared/roles";
import { isValidTimeZone, SCHOOL_TIME_ZONE } from "#shared/quizzes";
import type { LiveSnapshot, LiveUpdate } from "#shared/liveClass";
import { CLASS_STUDENTS_SQL, studentName } from "./hub";
import { poolOf } from "#core/db/pool";

export type { LiveSnapshot };

/** A student counts as "in" a module while their newest lesson open or completion in it is this recent. */
export const ACTIVE_WINDOW_MINUTES = 30;
/** At most this many of today's completions and quiz submissions in a snapshot (newest first). */
export const SNAPSHOT_FEED_LIMIT = 200;

/**
 * Issue 28: the live class view and its needs-attention list are for the class's teachers (their
 * user record's classes) — and admins, who may use every teacher tool (decision 105). Students,
 * other teachers and visitors are refused; a class that does not exist is NotFound.
 */
export async function assertTeachesClass(ctx: Pick<Context, "payload" | "user">, classId: number): Promise<void> {
  if (!ctx.user) throw new Unauthorized("auth.required", "Please log in to continue.");
  const admin = hasRole(ctx.user, "admin");
  const mine = ((ctx.user.classes as Ref[] | null | undefined) ?? []).map((r) => idOf(r)).includes(classId);
  if (!admin && !(hasRole(ctx.user, "teacher") && mine)) throw new Forbidden("liveClass.notTeacher", "You do not teach this class.");
  const { rows } = await poolOf(ctx.payload).query(`SELECT 1 FROM classes WHERE id = $1`, [classId]);
  if (!rows.length) throw new NotFound("liveClass.noClass", "Class not found.");
}

/**
 * Issue 28 item 1: the class as it is now — who is in which module, the lessons completed today and
 * the quiz submissions of today — from four indexed statements; the live stream then adds events to it,
 * and a view that cannot stream (a buffering proxy) polls it (decision 105).
 */
export async function liveClassSnapshot(ctx: Pick<Context, "payload" | "user">, classId: number, language: Locale): Promise<LiveSnapshot> {
  await assertTeachesClass(ctx, classId);
  const pool = poolOf(ctx.payload);
  const { rows: tzRows } = await pool.query(`SELECT time_zone FROM class_quiz_settings WHERE class_id = $1`, [classId]);
  const tzSetting = tzRows[0]?.time_zone as string | null | undefined;
  const timeZone = tzSetting && isValidTimeZone(tzSetting) ? tzSetting : SCHOOL_TIME_ZONE;
  const [students, current, completions, quizzes, todayRow] = await Promise.all([
    pool.query(CLASS_STUDENTS_SQL, [classId]),
    pool.query(
      `SELECT DISTINCT ON (p.user_id) p.user_id, p.module_id, p.updated_at
         FROM users_rels r JOIN progress p ON p.user_id = r.parent_id AND p.item_type = 'lesson'
        WHERE r.path = 'classes' AND r.classes_id = $1 AND p.updated_at > now() - make_interval(mins => $2)
        ORDER BY p.user_id, p.updated_at DESC`,
      [classId, ACTIVE_WINDOW_MINUTES],
    ),
    pool.query(
      `SELECT p.id, p.user_id, p.item_id, p.module_id, p.completed_at
         FROM users_rels r JOIN progress p ON p.user_id = r.parent_id AND p.item_type = 'lesson' AND p.status = 'COMPLETE'
        WHERE r.path = 'classes' AND r.classes_id = $1
          AND p.completed_at >= (date_trunc('day', now() AT TIME ZONE $2) AT TIME ZONE $2)
        ORDER BY p.completed_at DESC LIMIT $3`,
      [classId, timeZone, SNAPSHOT_FEED_LIMIT],
    ),
    pool.query(
      `SELECT a.id, a.user_id, a.quiz_id, a.module_id, a.score, a.submitted_at
         FROM users_rels r JOIN quiz_attempts a ON a.user_id = r.parent_id AND a.status = 'submitted'
        WHERE r.path = 'classes' AND r.classes_id = $1
          AND a.submitted_at >= (date_trunc('day', now() AT TIME ZONE $2) AT TIME ZONE $2)
        ORDER BY a.submitted_at DESC LIMIT $3`,
      [classId, timeZone, SNAPSHOT_FEED_LIMIT],
    ),
    pool.query(`SELECT to_char(now() AT TIME ZONE $1, 'YYYY-MM-DD') AS today`, [timeZone]),
  ]);
  const view = await contentView(ctx.payload, language);
  const names = new Map(students.rows.map((r) => [Number(r.id), studentName(r)]));
  const nowIn = new Map(current.rows.map((r) => [Number(r.user_id), r]));
  const todayCount = new Map<number, number>();
  for (const r of completions.rows) todayCount.set(Number(r.user_id), (todayCount.get(Number(r.user_id)) ?? 0) + 1);
  const iso = (v: unknown) => new Date(v as string).toISOString();
  const feed: LiveUpdate[] = [
    ...completions.rows.map((r) => ({
      id: `c${r.id}`,
      kind: "completed" as const,
      at: iso(r.completed_at),
      userId: Number(r.user_id),
      studentName: names.get(Number(r.user_id)) ?? "",
      lessonId: Number(r.item_id),
      lessonTitle: view.lessons.get(Number(r.item_id))?.title ?? null,
      moduleId: r.module_id == null ? null : Number(r.module_id),
      moduleTitle: r.module_id == null ? null : view.modules.get(Number(r.module_id))?.title ?? null,
      quizId: null,
      score: null,
    })),
    ...quizzes.rows.map((r) => ({
      id: `q${r.id}`,
      kind: "quiz" as const,
      at: iso(r.submitted_at),
      userId: Number(r.user_id),
      studentName: names.get(Number(r.user_id)) ?? "",
      lessonId: null,
      lessonTitle: null,
      moduleId: r.module_id == null ? null : Number(r.module_id),
      moduleTitle: r.module_id == null ? null : view.modules.get(Number(r.module_id))?.title ?? null,
      quizId: Number(r.quiz_id),
      score: Number(r.score),
    })),
  ].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  const collator = new Intl.Collator(language, { sensitivity: "base", numeric: true });
  return {
    classId,
    today: String(todayRow.rows[0].today),
    timeZone,
    generatedAt: new Date().toISOString(),
    students: [...names.entries()]
      .map(([userId, name]) => {
        const at = nowIn.get(userId);
        const moduleId = at?.module_id == null ? null : Number(at.module_id);
        return {
          userId,
          name,
          moduleId,
          moduleTitle: moduleId != null ? view.modules.get(moduleId)?.title ?? null : null,
          lastActivityAt: at ? iso(at.updated_at) : null,
          lessonsToday: todayCount.get(userId) ?? 0,
        };
      })
      .sort((a, b) => collator.compare(a.name, b.name) || a.userId - b.userId),
    feed,
  };
}
