import { sql } from "@payloadcms/db-postgres";
import type { Payload } from "payload";
import { type ProgressItemType, type ProgressStatus, summarizeUnit, unitTotalGrade, type UnitSummary } from "#shared/progress";
import { idOf, type Ref } from "#core/ids";

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

/** Every progress record of one user (a few hundred at most: one per unit, module and lesson touched). */
export async function progressOf(payload: Payload, userId: number): Promise<ProgressIndex> {
  const { docs } = await payload.find({
    collection: "progress",
    where: { user: { equals: userId } },
    depth: 0,
    pagination: false,
    sort: "-updatedAt",
    select: { itemType: true, itemId: true, status: true, grade: true, unit: true, module: true, updatedAt: true },
    overrideAccess: true,
  });
  const rows: ProgressRow[] = docs.map((d) => ({
    type: d.itemType,
    itemId: Number(d.itemId),
    status: d.status,
    grade: d.grade == null ? null : Number(d.grade),
    unitId: idOf(d.unit as Ref),
    moduleId: idOf(d.module as Ref),
    updatedAt: d.updatedAt,
  }));
  const byKey = new Map(rows.map((r) => [`${r.type}:${r.itemId}`, r]));
  return { rows, get: (type, id) => byKey.get(`${type}:${id}`) };
}

export type Outline = {
  chapters: { id: number; unitId: number; order: number }[];
  modules: { id: number; chapterId: number; unitId: number; order: number; hasQuiz: boolean }[];
  lessons: { id: number; moduleId: number; unitId: number; order: number }[];
};

/** The published chapters, modules and lessons of some units, in order: three queries whatever their number and size. */
export async function publishedOutline(payload: Payload, unitIds: readonly number[]): Promise<Outline> {
  if (!unitIds.length) return { chapters: [], modules: [], lessons: [] };
  const chapters = await payload.find({
    collection: "chapters",
    where: { unit: { in: [...unitIds] } },
    sort: "order",
    depth: 0,
    pagination: false,
    select: { unit: true, order: true },
    overrideAccess: true,
  });
  const unitOfChapter = new Map(chapters.docs.map((c) => [c.id, idOf(c.unit as Ref)!]));
  const modules = chapters.docs.length
    ? await payload.find({
        collection: "modules",
        where: { chapter: { in: [...unitOfChapter.keys()] }, _status: { equals: "published" } },
        sort: "order",
        depth: 0,
        pagination: false,
        select: { chapter: true, order: true, quiz: true },
        overrideAccess: true,
      })
    : { docs: [] };
  const outlineModules = modules.docs.map((m) => {
    const chapterId = idOf(m.chapter as Ref)!;
    return { id: m.id, chapterId, unitId: unitOfChapter.get(chapterId)!, order: m.order, hasQuiz: m.quiz != null };
  });
  const unitOfModule = new Map(outlineModules.map((m) => [m.id, m.unitId]));
  const lessons = outlineModules.length
    ? await payload.find({
        collection: "lessons",
        where: { module: { in: [...unitOfModule.keys()] }, _status: { equals: "published" } },
        sort: "order",
        depth: 0,
        pagination: false,
        select: { module: true, order: true },
        overrideAccess: true,
      })
    : { docs: [] };
  // Chapter order first, then module order, then lesson order (the reading order of the textbook).
  const chapterRank = new Map(chapters.docs.map((c, i) => [c.id, i]));
  outlineModules.sort((a, b) => chapterRank.get(a.chapterId)! - chapterRank.get(b.chapterId)! || a.order - b.order);
  const moduleRank = new Map(outlineModules.map((m, i) => [m.id, i]));
  const outlineLessons = lessons.docs
    .map((l) => {
      const moduleId = idOf(l.module as Ref)!;
      return { id: l.id, moduleId, unitId: unitOfModule.get(moduleId)!, order: l.order };
    })
    .sort((a, b) => moduleRank.get(a.moduleId)! - moduleRank.get(b.moduleId)! || a.order - b.order);
  return {
    chapters: chapters.docs.map((c) => ({ id: c.id, unitId: unitOfChapter.get(c.id)!, order: c.order })),
    modules: outlineModules,
    lessons: outlineLessons,
  };
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
