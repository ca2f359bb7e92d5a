import { Invalid, NotFound, Unauthorized } from "#core/errors";
import type { Context } from "#core/context";
import { moduleDetailsFromModel } from "#core/content/textbook";
import type { Language } from "#shared/language";
import { NOTE_BODY_MAX_BYTES } from "#shared/study";
import { cleanNoteBody, noteText, renderNoteHtml } from "./noteBody";
import { poolOf } from "#core/db/pool";

/**
 * Notes and bookmarks (NOTE-004…NOTE-017, docs/decisions/041-notes-and-bookmarks.md). Every call
 * acts on the caller's own rows only: a note or bookmark of someone else is NOT_FOUND (its
 * existence is not revealed). Creating one needs the module to be open to the caller.
 *
 * Every write is one SQL statement on Payload's pool (autocommit), never the Local API: Payload's
 * postgres adapter (3.90.2) runs a Local API write in a transaction whose failed COMMIT it swallows,
 * so a connection lost just before COMMIT answered success for a note that was never stored (found by
 * the soak, docs/reliability.md; tests/integration/lostWrite.test.ts). A statement that fails here
 * throws, so a call that resolves has its write in the database.
 */

export type NoteView = {
  id: number;
  summary: string;
  html: string;
  body: unknown;
  moduleId: number;
  moduleTitle: string;
  lessonId: number | null;
  createdAt: string;
  updatedAt: string;
};
export type BookmarkView = { id: number; moduleId: number; module: string; unit: string; chapter: string; createdAt: string };

const userIdOf = (ctx: Context) => {
  if (!ctx.user) throw new Unauthorized("auth.required", "Please log in to continue.");
  return ctx.user.id;
};

/** A body as stored: the allow-listed tree, at most 50 KB, with some text in it. */
function storedBody(body: unknown) {
  const clean = cleanNoteBody(body);
  if (Buffer.byteLength(JSON.stringify(clean)) > NOTE_BODY_MAX_BYTES) {
    throw new Invalid("note.tooLong", "The note is too long (50 KB at most).");
  }
  return { root: clean };
}

const asIso = (d: unknown) => (d instanceof Date ? d.toISOString() : String(d));

export async function listNotes(ctx: Context, lang: Language): Promise<NoteView[]> {
  const { rows } = await poolOf(ctx.payload).query<{
    id: number;
    summary: string;
    body: { root?: unknown } | null;
    module_id: number;
    lesson_id: number | null;
    module_title: string | null;
    created_at: Date;
    updated_at: Date;
  }>(
    `SELECT n.id, n.summary, n.body, n.module_id, n.lesson_id, ml.title AS module_title, n.created_at, n.updated_at
       FROM study_notes n
       LEFT JOIN modules_locales ml ON ml._parent_id = n.module_id AND ml._locale = $2
      WHERE n.user_id = $1
      ORDER BY n.created_at DESC, n.id DESC`,
    [userIdOf(ctx), lang],
  );
  return rows.map((r) => {
    // Cleaned again on the way out: a row written by anything else still renders safely.
    const clean = cleanNoteBody(r.body);
    return {
      id: r.id,
      summary: r.summary,
      html: renderNoteHtml(clean),
      body: { root: clean },
      moduleId: r.module_id,
      moduleTitle: r.module_title ?? "",
      lessonId: r.lesson_id,
      createdAt: asIso(r.created_at),
      updatedAt: asIso(r.updated_at),
    };
  });
}

export async function createNote(
  ctx: Context,
  input: { moduleId: number; lessonId?: number | null; summary: string; body: unknown },
  lang: Language,
): Promise<{ id: number }> {
  const user = userIdOf(ctx);
  const mod = await moduleDetailsFromModel(ctx, input.moduleId, lang);
  const lessonId = input.lessonId != null && mod.lessons.some((l) => l.id === input.lessonId) ? input.lessonId : null;
  const body = storedBody(input.body);
  const { rows } = await poolOf(ctx.payload).query<{ id: number }>(
    `INSERT INTO study_notes (user_id, module_id, chapter_id, unit_id, lesson_id, summary, body, updated_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, now(), now())
     RETURNING id`,
    [user, mod.id, mod.chapter?.id ?? null, mod.unitId, lessonId, input.summary, JSON.stringify(body)],
  );
  return { id: rows[0].id };
}

async function ownNote(ctx: Context, id: number) {
  const { rows } = await poolOf(ctx.payload).query<{ id: number }>(`SELECT id FROM study_notes WHERE id = $1 AND user_id = $2`, [id, userIdOf(ctx)]);
  if (!rows.length) throw new NotFound("note.notFound", "Note not found.");
}

export async function updateNote(ctx: Context, input: { id: number; summary: string; body: unknown }) {
  await ownNote(ctx, input.id);
  const body = storedBody(input.body);
  const { rows } = await poolOf(ctx.payload).query<{ id: number }>(
    `UPDATE study_notes SET summary = $3, body = $4::jsonb, updated_at = now() WHERE id = $1 AND user_id = $2 RETURNING id`,
    [input.id, userIdOf(ctx), input.summary, JSON.stringify(body)],
  );
  // Deleted meanwhile (another tab): nothing was written, so the call must not answer success.
  if (!rows.length) throw new NotFound("note.notFound", "Note not found.");
  return { ok: true as const };
}

export async function deleteNote(ctx: Context, id: number) {
  const { rows } = await poolOf(ctx.payload).query<{ id: number }>(`DELETE FROM study_notes WHERE id = $1 AND user_id = $2 RETURNING id`, [id, userIdOf(ctx)]);
  if (!rows.length) throw new NotFound("note.notFound", "Note not found.");
  return { ok: true as const };
}

/* ---------- bookmarks ---------- */

const BOOKMARK_SQL = `
SELECT b.id, b.module_id AS "moduleId", coalesce(ml.title, '') AS module, coalesce(cl.title, '') AS chapter, coalesce(ul.title, '') AS unit, b.created_at AS "createdAt"
  FROM bookmarks b
  JOIN modules m ON m.id = b.module_id
  LEFT JOIN modules_locales ml ON ml._parent_id = m.id AND ml._locale = $2
  LEFT JOIN chapters c ON c.id = m.chapter_id
  LEFT JOIN chapters_locales cl ON cl._parent_id = c.id AND cl._locale = $2
  LEFT JOIN units_locales ul ON ul._parent_id = c.unit_id AND ul._locale = $2
 WHERE b.user_id = $1`;

export async function listBookmarks(ctx: Context, lang: Language): Promise<BookmarkView[]> {
  const { rows } = await poolOf(ctx.payload).query<BookmarkView>(`${BOOKMARK_SQL} ORDER BY b.created_at DESC, b.id DESC`, [userIdOf(ctx), lang]);
  return rows.map((r) => ({ ...r, createdAt: asIso(r.createdAt) }));
}

/** NOTE-008: the caller's bookmark of one module, or null. */
export async function bookmarkOfModule(ctx: Context, moduleId: number, lang: Language): Promise<BookmarkView | null> {
  const { rows } = await poolOf(ctx.payload).query<BookmarkView>(`${BOOKMARK_SQL} AND b.module_id = $3`, [userIdOf(ctx), lang, moduleId]);
  return rows[0] ? { ...rows[0], createdAt: asIso(rows[0].createdAt) } : null;
}

/**
 * NOTE-011 (decision): a bookmark is independent of notes; `on` sets it (idempotent upsert on the
 * (user, module) unique index), off removes it. Setting needs the module to be open to the caller.
 */
export async function setBookmark(ctx: Context, input: { moduleId: number; on: boolean }, lang: Language) {
  const user = userIdOf(ctx);
  if (input.on) {
    await moduleDetailsFromModel(ctx, input.moduleId, lang);
    await poolOf(ctx.payload).query(
      `INSERT INTO bookmarks (user_id, module_id, updated_at, created_at) VALUES ($1, $2, now(), now()) ON CONFLICT (user_id, module_id) DO NOTHING`,
      [user, input.moduleId],
    );
  } else {
    await poolOf(ctx.payload).query(`DELETE FROM bookmarks WHERE user_id = $1 AND module_id = $2`, [user, input.moduleId]);
  }
  return { bookmarked: input.on };
}

export { noteText };
