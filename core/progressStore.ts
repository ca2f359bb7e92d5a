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
