import { sql } from "@payloadcms/db-postgres";
import type { Payload } from "payload";
import { type ProgressItemType, type ProgressStatus, summarizeUnit, unitTotalGrade, type UnitSummary } from "#shared/progress";
import { contentView } from "#core/content/readModel";

export type ProgressWrite = {
  userId: number;
  type: ProgressItemType;
  itemId: number;
  unitId: number | null;
  moduleId?: number | null;
  status: ProgressStatus;
};

/**
 * Records a status with one atomic upsert on the (user, itemType, itemId) unique index: the same
 * write from two tabs, or twice, leaves one row. The status enum is ordered
 * ('Not Started' < 'IN-PROGRESS' < 'COMPLETE') and the row keeps the greater of the stored and
 * the new one, so concurrent "opened" and "completed" writes end COMPLETE whatever their order.
 * Raw SQL because the Local API has no upsert (create-then-update races on the unique index).
 */
export async function recordProgress(payload: Payload, w: ProgressWrite): Promise<ProgressStatus> {
  const completedAt = w.status === "COMPLETE" ? new Date().toISOString() : null;
  const result = await payload.db.drizzle.execute(sql`
    INSERT INTO progress (user_id, item_type, item_id, unit_id, module_id, status, completed_at, updated_at, created_at)
    VALUES (${w.userId}, ${w.type}::enum_progress_item_type, ${w.itemId}, ${w.unitId}, ${w.moduleId ?? null},
            ${w.status}::enum_progress_status, ${completedAt}::timestamptz, now(), now())
    ON CONFLICT (user_id, item_type, item_id) DO UPDATE SET
      status = GREATEST(progress.status, excluded.status),
      completed_at = COALESCE(progress.completed_at, excluded.completed_at),
      unit_id = COALESCE(excluded.unit_id, progress.unit_id),
      module_id = COALESCE(excluded.module_id, progress.module_id),
      updated_at = now()
    RETURNING status`);
  const row = (result as unknown as { rows: { status: ProgressStatus }[] }).rows[0];
  return row.status;
}

/** A positive integer as SQL text (ids inlined into a multi-statement query: nothing else ever is). */
function intLiteral(v: number | null): string {
  if (v === null) return "NULL";
  if (!Number.isSafeInteger(v) || v <= 0) throw new Error(`not an id: ${v}`);
  return String(v);
}

const UPSERT_CONFLICT = `ON CONFLICT (user_id, item_type, item_id) DO UPDATE SET
      status = GREATEST(progress.status, excluded.status),
      completed_at = COALESCE(progress.completed_at, excluded.completed_at),
      unit_id = COALESCE(excluded.unit_id, progress.unit_id),
      module_id = COALESCE(excluded.module_id, progress.module_id),
      updated_at = now()`;

type MultiPool = { query: (text: string) => Promise<unknown> };

/**
 * LRN-041, LRN-042: a lesson completion in one round trip. One INSERT upserts the lesson COMPLETE and
 * its module and unit IN-PROGRESS — the same three upserts as `recordProgress` (the greater status
 * wins, first completedAt kept), taking the row locks in the order lesson, module, unit — and a
 * second statement counts the module's COMPLETE lessons among `moduleLessonIds` (its published
 * lessons). Both go in one simple-protocol message, which PostgreSQL runs as one transaction; in
 * READ COMMITTED the count takes its snapshot after the INSERT, so it sees this completion, and a
 * concurrent completion of the same learner's module (which waits for the module row's lock until
 * this one commits) sees this one too: of two tabs finishing a module's last two lessons at once,
 * the later always answers allLessonsComplete, as when the statements were separate. The values
 * are ids (checked integers) inlined as literals: the simple protocol takes no parameters.
 */
export async function recordLessonCompletion(
  payload: Payload,
  w: { userId: number; lessonId: number; moduleId: number; unitId: number | null; moduleLessonIds: readonly number[] },
): Promise<{ status: ProgressStatus; allLessonsComplete: boolean }> {
  const [u, l, m, unit] = [intLiteral(w.userId), intLiteral(w.lessonId), intLiteral(w.moduleId), intLiteral(w.unitId)];
  const ids = w.moduleLessonIds.map(intLiteral);
  const row = (type: string, item: string, unitId: string, moduleId: string, status: string, completed: string) =>
    `(${u}, '${type}'::enum_progress_item_type, ${item}, ${unitId}::int, ${moduleId}::int, '${status}'::enum_progress_status, ${completed}::timestamptz, now(), now())`;
  const rows = [row("lesson", l, unit, m, "COMPLETE", "now()"), row("module", m, unit, m, "IN-PROGRESS", "NULL")];
  if (w.unitId != null) rows.push(row("unit", unit, unit, "NULL", "IN-PROGRESS", "NULL"));
  const text = `INSERT INTO progress (user_id, item_type, item_id, unit_id, module_id, status, completed_at, updated_at, created_at)
    VALUES ${rows.join(",\n           ")}
    ${UPSERT_CONFLICT}
    RETURNING item_type, status;
  SELECT count(*)::int AS complete FROM progress
   WHERE user_id = ${u} AND item_type = 'lesson' AND status = 'COMPLETE' AND item_id = ANY('{${ids.join(",")}}'::int[])`;
  const results = (await (payload.db as unknown as { pool: MultiPool }).pool.query(text)) as { rows: Record<string, unknown>[] }[];
  const lesson = results[0].rows.find((r) => r.item_type === "lesson");
  const complete = Number(results[1].rows[0].complete);
  return { status: lesson!.status as ProgressStatus, allLessonsComplete: ids.length === 0 || complete === ids.length };
}

/** How many of `lessonIds` the user has COMPLETE: one indexed statement. */
export async function completedLessonCount(payload: Payload, userId: number, lessonIds: readonly number[]): Promise<number> {
  const result = await payload.db.drizzle.execute(sql`
    SELECT count(*)::int AS complete FROM progress
     WHERE user_id = ${userId} AND item_type = 'lesson' AND status = 'COMPLETE' AND item_id = ANY(${`{${lessonIds.map(intLiteral).join(",")}}`}::int[])`);
  return Number((result as unknown as { rows: { complete: number }[] }).rows[0].complete);
}

export type ProgressRow = {
  type: ProgressItemType;
  itemId: number;
  status: ProgressStatus;
  grade: number | null;
  unitId: number | null;
  moduleId: number | null;
  updatedAt: string;
};
export type ProgressIndex = { rows: ProgressRow[]; get: (type: ProgressItemType, id: number) => ProgressRow | undefined };

/** Every progress record of one user (a few hundred at most: one per unit, module and lesson touched): one indexed statement. */
export async function progressOf(payload: Payload, userId: number): Promise<ProgressIndex> {
  const result = await payload.db.drizzle.execute(sql`
    SELECT item_type, item_id, status, grade, unit_id, module_id, updated_at
      FROM progress WHERE user_id = ${userId} ORDER BY updated_at DESC, id DESC`);
  const found = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const rows: ProgressRow[] = found.map((d) => ({
    type: d.item_type as ProgressItemType,
    itemId: Number(d.item_id),
    status: d.status as ProgressStatus,
    grade: d.grade == null ? null : Number(d.grade),
    unitId: d.unit_id == null ? null : Number(d.unit_id),
    moduleId: d.module_id == null ? null : Number(d.module_id),
    updatedAt: new Date(d.updated_at as string).toISOString(),
  }));
  const byKey = new Map(rows.map((r) => [`${r.type}:${r.itemId}`, r]));
  return { rows, get: (type, id) => byKey.get(`${type}:${id}`) };
}

export type Outline = {
  chapters: { id: number; unitId: number; order: number }[];
  modules: { id: number; chapterId: number; unitId: number; order: number; hasQuiz: boolean }[];
  lessons: { id: number; moduleId: number; unitId: number; order: number }[];
};

/**
 * The published chapters, modules and lessons of some units, in reading order (chapter, then module,
 * then lesson order), from the content read model: no statement once the model is loaded.
 */
export async function publishedOutline(payload: Payload, unitIds: readonly number[]): Promise<Outline> {
  const outline: Outline = { chapters: [], modules: [], lessons: [] };
  if (!unitIds.length) return outline;
  const view = await contentView(payload, "en");
  for (const unitId of unitIds) {
    for (const c of view.chaptersOfUnit.get(unitId) ?? []) {
      outline.chapters.push({ id: c.id, unitId, order: c.order });
      for (const m of view.modulesOfChapter.get(c.id) ?? []) {
        outline.modules.push({ id: m.id, chapterId: c.id, unitId, order: m.order, hasQuiz: m.quizId != null });
        for (const l of view.lessonsOfModule.get(m.id) ?? []) outline.lessons.push({ id: l.id, moduleId: m.id, unitId, order: l.order });
      }
    }
  }
  return outline;
}

export type UnitProgress = UnitSummary & {
  unitId: number;
  /** The unit total grade (LRN-053, LRN-058), or null when the unit has no quiz. */
  grade: number | null;
  /** LRN-038: each module's status and grade, for the table of contents. */
  modules: { id: number; status: ProgressStatus; grade: number | null }[];
  lessons: { id: number; status: ProgressStatus }[];
};

/** A unit's progress for one learner, from its outline and the learner's records. */
export function unitProgress(unitId: number, outline: Outline, progress: ProgressIndex): UnitProgress {
  const lessons = outline.lessons.filter((l) => l.unitId === unitId);
  const modules = outline.modules.filter((m) => m.unitId === unitId);
  const lessonStatus = new Map<number, ProgressStatus>();
  for (const l of lessons) {
    const row = progress.get("lesson", l.id);
    if (row) lessonStatus.set(l.id, row.status);
  }
  const unitRow = progress.get("unit", unitId);
  const summary = summarizeUnit(
    lessons.map((l) => l.id),
    lessonStatus,
    unitRow?.status ?? null,
  );
  const moduleRows = modules.map((m) => ({ m, row: progress.get("module", m.id) }));
  return {
    unitId,
    ...summary,
    grade: unitTotalGrade(moduleRows.filter(({ m }) => m.hasQuiz).map(({ row }) => row?.grade ?? null)),
    modules: moduleRows.map(({ m, row }) => ({ id: m.id, status: row?.status ?? "Not Started", grade: row?.grade ?? null })),
    lessons: lessons.map((l) => ({ id: l.id, status: lessonStatus.get(l.id) ?? "Not Started" })),
  };
}
