import { sql } from "@payloadcms/db-postgres/drizzle";
import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, Payload } from "payload";
import { nullIfNotFound } from "#core/notFound";
import { dbOf } from "./requestDb";

/**
 * Lessons carry their chapter and unit as read-only copies of what their module says, so editors
 * can list and filter lessons by unit, chapter and module in /admin. The copies are set when a
 * lesson is saved and re-synced when a module moves to another chapter or a chapter to another unit.
 */
const idOf = (v: unknown): number | null => (v == null ? null : typeof v === "object" ? (v as { id?: number }).id ?? null : Number(v));

async function placementOfModule(payload: Payload, moduleId: number) {
  const mod = await payload
    .findByID({ collection: "modules", id: moduleId, depth: 0, draft: true, overrideAccess: true, select: { chapter: true } })
    .catch(nullIfNotFound);
  const chapterId = idOf(mod?.chapter);
  if (!chapterId) return { chapter: null, unit: null };
  const chapter = await payload
    .findByID({ collection: "chapters", id: chapterId, depth: 0, overrideAccess: true, select: { unit: true } })
    .catch(nullIfNotFound);
  return { chapter: chapterId, unit: idOf(chapter?.unit) };
}

export const setLessonPlacement: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const moduleId = idOf(data.module ?? originalDoc?.module);
  if (!moduleId) return data;
  return { ...data, ...(await placementOfModule(req.payload, moduleId)) };
};

/** Plain updates: re-syncing the copies must not create lesson versions or touch draft content. */
export const resyncLessonsOfModule: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const chapterId = idOf(doc.chapter);
  if (!previousDoc || chapterId === idOf(previousDoc.chapter)) return doc;
  const db = await dbOf(req);
  const unit = sql`(SELECT unit_id FROM chapters WHERE id = ${chapterId})`;
  await db.execute(sql`UPDATE lessons SET chapter_id = ${chapterId}, unit_id = ${unit} WHERE module_id = ${doc.id}`);
  await db.execute(sql`UPDATE _lessons_v SET version_chapter_id = ${chapterId}, version_unit_id = ${unit} WHERE version_module_id = ${doc.id}`);
  return doc;
};

export const resyncLessonsOfChapter: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const unitId = idOf(doc.unit);
  if (!previousDoc || unitId === idOf(previousDoc.unit)) return doc;
  const db = await dbOf(req);
  await db.execute(sql`UPDATE lessons SET unit_id = ${unitId} WHERE chapter_id = ${doc.id}`);
  await db.execute(sql`UPDATE _lessons_v SET version_unit_id = ${unitId} WHERE version_chapter_id = ${doc.id}`);
  return doc;
};
