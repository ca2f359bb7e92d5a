import { sql } from "@payloadcms/db-postgres";
import type { Payload } from "payload";
import { type ProgressItemType, type ProgressStatus, summarizeUnit, unitTotalGrade, type UnitSummary } from "#shared/progress";
import { contentView } from "#core/content/readModel";
import { currentQueryStats, type QueryStats, recordSharedStatement, runOutsideQueryStats } from "#core/db/queryStats";
import { publishLive } from "#core/liveClass/events";
import { poolOf } from "#core/db/pool";

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
  // Issue 28: a lesson opened (the student is in its module now) or a module completed, for the teachers' live views.
  if (w.type === "lesson" && w.status === "IN-PROGRESS" && w.moduleId)
    publishLive(payload, { kind: "opened", userId: w.userId, lessonId: w.itemId, moduleId: w.moduleId, unitId: w.unitId });
  else if (w.type === "module" && w.status === "COMPLETE")
    publishLive(payload, { kind: "moduleCompleted", userId: w.userId, moduleId: w.itemId, unitId: w.unitId });
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

export type LessonCompletion = {
  userId: number;
  lessonId: number;
  moduleId: number;
  unitId: number | null;
  moduleLessonIds: readonly number[];
  /** The module's next lesson, which the learner moves to (LRN-040: IN-PROGRESS, a COMPLETE one stays COMPLETE), in the same transaction. */
  openLessonId?: number | null;
};
export type LessonCompletionResult = { status: ProgressStatus; allLessonsComplete: boolean };

type Pending = { w: LessonCompletion; stats: QueryStats | undefined; resolve: (r: LessonCompletionResult) => void; reject: (err: unknown) => void };

/** At most this many completions share one transaction, and at most this many transactions are in flight per pool. */
export const COMPLETION_BATCH_MAX = 64;
const COMPLETION_FLUSHES_IN_FLIGHT = 2;

/**
 * The SQL of one transaction recording `batch` (one simple-protocol message: PostgreSQL runs its
 * statements as one implicit transaction and answers after its COMMIT). One INSERT upserts every
 * completion's lesson COMPLETE and its module and unit IN-PROGRESS — the same upsert as
 * `recordProgress` (the greater status wins, the first completedAt is kept) — with the rows of the
 * batch merged by key (one row may not be upserted twice by one statement: two tabs completing the
 * same lesson, a learner's two lessons of one module) and sorted by (user, item type, item), so
 * that concurrent transactions, of this instance or another, take their row locks in one order
 * (for one user: lessons, modules, units, as a single completion did). A second statement counts,
 * for each completion, its module's COMPLETE lessons among `moduleLessonIds` (the published
 * lessons): in READ COMMITTED it takes its snapshot after the INSERT, so it sees the batch's own
 * rows and every transaction committed before — of two tabs finishing a module's last two lessons
 * at once, in one batch or in two (the later waits for the module row's lock), at least one answers
 * allLessonsComplete. The values are ids (checked integers) inlined as literals: the simple
 * protocol takes no parameters.
 */
export function completionBatchSql(batch: readonly LessonCompletion[]): string {
  type Row = { u: number; type: ProgressItemType; item: number; unit: number | null; module: number | null; status: ProgressStatus };
  const rows = new Map<string, Row>();
  const add = (r: Row) => {
    const key = `${r.u}:${r.type}:${r.item}`;
    const had = rows.get(key);
    if (!had || (had.status !== "COMPLETE" && r.status === "COMPLETE")) rows.set(key, had ? { ...had, status: r.status } : r);
  };
  for (const w of batch) {
    add({ u: w.userId, type: "lesson", item: w.lessonId, unit: w.unitId, module: w.moduleId, status: "COMPLETE" });
    if (w.openLessonId != null) add({ u: w.userId, type: "lesson", item: w.openLessonId, unit: w.unitId, module: w.moduleId, status: "IN-PROGRESS" });
    add({ u: w.userId, type: "module", item: w.moduleId, unit: w.unitId, module: w.moduleId, status: "IN-PROGRESS" });
    if (w.unitId != null) add({ u: w.userId, type: "unit", item: w.unitId, unit: w.unitId, module: null, status: "IN-PROGRESS" });
  }
  const sorted = [...rows.values()].sort((a, b) => a.u - b.u || (a.type < b.type ? -1 : a.type > b.type ? 1 : 0) || a.item - b.item);
  const values = sorted.map(
    (r) =>
      `(${intLiteral(r.u)}, '${r.type}'::enum_progress_item_type, ${intLiteral(r.item)}, ${intLiteral(r.unit)}::int, ${intLiteral(r.module)}::int, '${
        r.status
      }'::enum_progress_status, ${r.status === "COMPLETE" ? "now()" : "NULL"}::timestamptz, now(), now())`,
  );
  const counts = batch.map((w, i) => `(${i}, ${intLiteral(w.userId)}, '{${w.moduleLessonIds.map(intLiteral).join(",")}}'::int[])`);
  return `INSERT INTO progress (user_id, item_type, item_id, unit_id, module_id, status, completed_at, updated_at, created_at)
    VALUES ${values.join(",\n           ")}
    ${UPSERT_CONFLICT}
    RETURNING user_id, item_type, item_id, status;
  SELECT q.i, (SELECT count(*)::int FROM progress p
                WHERE p.user_id = q.u AND p.item_type = 'lesson' AND p.status = 'COMPLETE' AND p.item_id = ANY(q.ids)) AS complete
    FROM (VALUES ${counts.join(", ")}) AS q(i, u, ids)`;
}

/**
 * Group commit of lesson completions, one per pg pool. A completion joins the queue; the queue is
 * written as one transaction (`completionBatchSql`) as soon as fewer than
 * COMPLETION_FLUSHES_IN_FLIGHT transactions are in flight, after the I/O callbacks of the current
 * event-loop turn (requests that arrived together go together). Alone on an idle server, a
 * completion is written at once, by itself; under load, those that arrive while transactions are in
 * flight share the next one: one round trip, one statement pair and one COMMIT (one WAL flush) for
 * up to COMPLETION_BATCH_MAX completions instead of one each. Every caller's promise settles only
 * when PostgreSQL has answered the whole message, i.e. after the COMMIT that holds its rows; if the
 * transaction fails, nothing of it is written and every caller in it gets the error.
 * Server-Timing: the shared statement counts once for each request in the batch, with its duration.
 */
class CompletionWriter {
  private queue: Pending[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(private readonly pool: MultiPool) {}

  write(w: LessonCompletion): Promise<LessonCompletionResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ w, stats: currentQueryStats(), resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        runOutsideQueryStats(() => setImmediate(() => ((this.scheduled = false), this.pump())));
      }
    });
  }

  private pump() {
    while (this.inFlight < COMPLETION_FLUSHES_IN_FLIGHT && this.queue.length) {
      const batch = this.queue.splice(0, COMPLETION_BATCH_MAX);
      this.inFlight++;
      void this.flush(batch).finally(() => {
        this.inFlight--;
        this.pump();
      });
    }
  }

  private async flush(batch: Pending[]) {
    const started = performance.now();
    let results: { rows: Record<string, unknown>[] }[];
    try {
      results = (await runOutsideQueryStats(() => this.pool.query(completionBatchSql(batch.map((p) => p.w))))) as { rows: Record<string, unknown>[] }[];
    } catch (err) {
      for (const p of batch) {
        recordSharedStatement(p.stats, performance.now() - started);
        p.reject(err);
      }
      return;
    }
    const ms = performance.now() - started;
    const status = new Map(results[0].rows.filter((r) => r.item_type === "lesson").map((r) => [`${r.user_id}:${r.item_id}`, r.status as ProgressStatus]));
    const complete = new Map(results[1].rows.map((r) => [Number(r.i), Number(r.complete)]));
    batch.forEach((p, i) => {
      recordSharedStatement(p.stats, ms);
      const lessonStatus = status.get(`${p.w.userId}:${p.w.lessonId}`);
      if (!lessonStatus) return p.reject(new Error(`completion of lesson ${p.w.lessonId} by user ${p.w.userId}: no row returned`));
      const ids = p.w.moduleLessonIds;
      p.resolve({ status: lessonStatus, allLessonsComplete: ids.length === 0 || complete.get(i) === ids.length });
    });
  }
}

const writers = new WeakMap<object, CompletionWriter>();

/**
 * LRN-041, LRN-042: a lesson completion — the lesson COMPLETE, its module and unit IN-PROGRESS — and
 * whether every published lesson of its module (`moduleLessonIds`) is now COMPLETE; with `openLessonId`, the
 * module's next lesson opened too (LRN-040: the learner moves to it). Written with the completions other requests
 * make at the same moment, in one transaction (CompletionWriter); the promise settles after that transaction's COMMIT.
 */
export function recordLessonCompletion(payload: Payload, w: LessonCompletion): Promise<LessonCompletionResult> {
  const pool = poolOf(payload);
  let writer = writers.get(pool);
  if (!writer) writers.set(pool, (writer = new CompletionWriter(pool)));
  // Issue 28: after the COMMIT, the teachers' live views hear of it (core/liveClass/events.ts).
  return writer.write(w).then((r) => {
    publishLive(payload, { kind: "completed", userId: w.userId, lessonId: w.lessonId, moduleId: w.moduleId, unitId: w.unitId });
    if (w.openLessonId != null) publishLive(payload, { kind: "opened", userId: w.userId, lessonId: w.openLessonId, moduleId: w.moduleId, unitId: w.unitId });
    return r;
  });
}

export type LessonOpening = { userId: number; lessonId: number; moduleId: number; unitId: number | null };

/**
 * A timestamp column as `Date#toISOString` writes it (UTC, milliseconds truncated as a JavaScript Date truncates them),
 * made by PostgreSQL: parsing each progress row's `updated_at` into a Date and formatting it again in the server (Next's
 * global `Date` wrapper included) cost ≈ 4 % of a completion's server CPU and more of a learning page's.
 */
export const isoTimestamp = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

type ProgressSqlRow = Record<string, unknown>;
const progressRowOf = (d: ProgressSqlRow): ProgressRow => ({
  type: d.item_type as ProgressItemType,
  itemId: Number(d.item_id),
  status: d.status as ProgressStatus,
  grade: d.grade == null ? null : Number(d.grade),
  unitId: d.unit_id == null ? null : Number(d.unit_id),
  moduleId: d.module_id == null ? null : Number(d.module_id),
  // Formatted by PostgreSQL (`isoTimestamp`: every statement that reads rows here selects it so).
  updatedAt: d.updated_at as string,
});
const progressIndexOf = (rows: ProgressRow[]): ProgressIndex => {
  const byKey = new Map(rows.map((r) => [`${r.type}:${r.itemId}`, r]));
  return { rows, get: (type, id) => byKey.get(`${type}:${id}`) };
};

/**
 * LRN-040, LRN-042: a lesson opened — the lesson, its module and its unit IN-PROGRESS (the same upsert as
 * `recordProgress`: a COMPLETE row stays COMPLETE, and each row's updated_at moves) — in ONE statement, rows in
 * (type, item) order as the completions' group commit takes them. `readProgress`: the same statement also reads
 * the learner's other progress rows, and the answer is every row as it is after the write (the written rows from
 * RETURNING, the others from the statement's snapshot, which does not see its own writes), so a caller that shows
 * the statuses afterwards needs no second statement (without it, the answer holds the written rows only). The
 * teachers' live views hear of the opening.
 */
export async function recordLessonOpened(payload: Payload, w: LessonOpening, opts: { readProgress?: boolean } = {}): Promise<ProgressIndex> {
  const unitRow =
    w.unitId == null
      ? sql``
      : sql`, (${w.userId}::int, 'unit'::enum_progress_item_type, ${w.unitId}::int, ${w.unitId}::int, NULL::int, 'IN-PROGRESS'::enum_progress_status, NULL::timestamptz, now(), now())`;
  const others = opts.readProgress
    ? sql` UNION ALL SELECT false, item_type, item_id, status, grade, unit_id, module_id, ${sql.raw(
        isoTimestamp("updated_at"),
      )} FROM progress WHERE user_id = ${w.userId}`
    : sql``;
  const result = await payload.db.drizzle.execute(sql`
    WITH up AS (
      INSERT INTO progress (user_id, item_type, item_id, unit_id, module_id, status, completed_at, updated_at, created_at)
      VALUES (${w.userId}::int, 'lesson'::enum_progress_item_type, ${w.lessonId}::int, ${w.unitId}::int, ${
    w.moduleId
  }::int, 'IN-PROGRESS'::enum_progress_status, NULL::timestamptz, now(), now()),
             (${w.userId}::int, 'module'::enum_progress_item_type, ${w.moduleId}::int, ${w.unitId}::int, ${
    w.moduleId
  }::int, 'IN-PROGRESS'::enum_progress_status, NULL::timestamptz, now(), now())${unitRow}
      ${sql.raw(UPSERT_CONFLICT)}
      RETURNING item_type, item_id, status, grade, unit_id, module_id, ${sql.raw(isoTimestamp("updated_at"))} AS updated_at)
    SELECT true AS written, item_type, item_id, status, grade, unit_id, module_id, updated_at FROM up${others}`);
  const found = (result as unknown as { rows: (ProgressSqlRow & { written: boolean })[] }).rows;
  publishLive(payload, { kind: "opened", userId: w.userId, lessonId: w.lessonId, moduleId: w.moduleId, unitId: w.unitId });
  const written = found.filter((r) => r.written).map(progressRowOf);
  const writtenKeys = new Set(written.map((r) => `${r.type}:${r.itemId}`));
  const rest = found
    .filter((r) => !r.written)
    .map(progressRowOf)
    .filter((r) => !writtenKeys.has(`${r.type}:${r.itemId}`))
    .sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0));
  return progressIndexOf([...written, ...rest]);
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
/** What `unitProgress` reads of a learner's records: a lesson's, module's or unit's status and grade. */
export type ProgressLookup = { get: (type: ProgressItemType, id: number) => Pick<ProgressRow, "status" | "grade"> | undefined };

/** Reads the caller's progress records when first asked (`progressOf`); a page that needs them in several places shares one read. */
export type ProgressReader = () => Promise<ProgressIndex>;

/** Every progress record of one user (a few hundred at most: one per unit, module and lesson touched): one indexed statement. */
export async function progressOf(payload: Payload, userId: number): Promise<ProgressIndex> {
  const result = await payload.db.drizzle.execute(sql`
    SELECT p.item_type, p.item_id, p.status, p.grade, p.unit_id, p.module_id, ${sql.raw(isoTimestamp("p.updated_at"))} AS updated_at
      FROM progress p WHERE p.user_id = ${userId} ORDER BY p.updated_at DESC, p.id DESC`);
  return progressIndexOf((result as unknown as { rows: ProgressSqlRow[] }).rows.map(progressRowOf));
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
export function unitProgress(unitId: number, outline: Outline, progress: ProgressLookup): UnitProgress {
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
