import { Forbidden, Invalid, NotFound, RateLimited } from "#core/errors";
import type { Context } from "#core/context";
import { moduleDetailsFromModel } from "#core/content/textbook";
import { idOf, type Ref } from "#core/ids";
import { hitRateLimit } from "#core/auth/rateLimit";
import type { Language } from "#shared/language";
import { hasRole } from "#shared/roles";
import { COMMENT_EDIT_WINDOW_MS, EMPTY_COMMENT_MESSAGE } from "#shared/study";
import { poolOf } from "#core/db/pool";
import { FORMER_STUDENT } from "#shared/privacy";

/**
 * Module Q&A and the class forum setting (QA-001…QA-013, TEA-023, docs/decisions/042-module-qa.md).
 * A comment belongs to one class; a reader sees the comments of their classes whose forum is on,
 * for modules they may open. Teachers of the class (and admins) mark replies correct and hide
 * comments; authors edit their own within 15 minutes and delete their own.
 */

export const QA_RATE_LIMIT = { limit: 10, windowMs: 60_000 };
export const FORUM_OFF = "The discussion forum is off for your class.";

export type CommentView = {
  id: number;
  author: string;
  mine: boolean;
  text: string;
  createdAt: string;
  editedAt: string | null;
  correct: boolean;
  hidden: boolean;
  canEdit: boolean;
  replyTo: number | null;
};
export type QuestionView = CommentView & { replies: CommentView[] };
export type QaView = { enabled: boolean; canMark: boolean; canModerate: boolean; questions: QuestionView[] };

const classIdsOf = (ctx: Context) => ((ctx.user?.classes ?? []) as Ref[]).map((r) => idOf(r)).filter((v): v is number => v != null);

/** The caller's classes whose forum is on (QA-002, QA-012). */
async function enabledClasses(ctx: Context): Promise<number[]> {
  const ids = classIdsOf(ctx);
  if (!ids.length) return [];
  const { rows } = await poolOf(ctx.payload).query<{ id: number }>(
    `SELECT id FROM classes WHERE id = ANY($1::int[]) AND coalesce(forum_enabled, true) ORDER BY id`,
    [ids],
  );
  return rows.map((r) => r.id);
}

const isTeacherOf = (ctx: Context, classId: number) => hasRole(ctx.user, "admin") || (hasRole(ctx.user, "teacher") && classIdsOf(ctx).includes(classId));

const displayName = (r: { first_name: string | null; last_name: string | null; username: string | null }) =>
  [r.first_name, r.last_name].filter(Boolean).join(" ").trim() || r.username || "Student";

type Row = {
  id: number;
  parent_id: number | null;
  reply_to_id: number | null;
  user_id: number;
  class_id: number;
  text: string;
  correct: boolean | null;
  hidden: boolean | null;
  created_at: Date;
  edited_at: Date | null;
  first_name: string | null;
  last_name: string | null;
  username: string | null;
  erased_at: Date | null;
};

/** QA-003: the module's questions with their replies, for the caller's classes with the forum on. */
export async function moduleQa(ctx: Context, moduleId: number, lang: Language): Promise<QaView> {
  await moduleDetailsFromModel(ctx, moduleId, lang);
  const classes = await enabledClasses(ctx);
  const canModerate = classes.some((c) => isTeacherOf(ctx, c));
  if (!classes.length) return { enabled: false, canMark: false, canModerate: false, questions: [] };
  const { rows } = await poolOf(ctx.payload).query<Row>(
    `SELECT c.id, c.parent_id, c.reply_to_id, c.user_id, c.class_id, c.text, c.correct, c.hidden, c.created_at, c.edited_at,
            u.first_name, u.last_name, u.username, u.erased_at
       FROM comments c JOIN users u ON u.id = c.user_id
      WHERE c.module_id = $1 AND c.class_id = ANY($2::int[])
      ORDER BY c.created_at, c.id`,
    [moduleId, classes],
  );
  const me = ctx.user!.id;
  const now = Date.now();
  const view = (r: Row): CommentView => ({
    id: r.id,
    // Issue 50: an erased student's posts stay, signed "Former student" (« Ancien élève »).
    author: r.erased_at ? FORMER_STUDENT[lang === "fr" ? "fr" : "en"] : displayName(r),
    mine: r.user_id === me,
    text: r.text,
    createdAt: new Date(r.created_at).toISOString(),
    editedAt: r.edited_at ? new Date(r.edited_at).toISOString() : null,
    correct: Boolean(r.correct),
    hidden: Boolean(r.hidden),
    canEdit: r.user_id === me && !r.hidden && now - new Date(r.created_at).getTime() < COMMENT_EDIT_WINDOW_MS,
    replyTo: r.reply_to_id,
  });
  // Hidden comments: only moderators of that class still see them (marked hidden).
  const visible = rows.filter((r) => !r.hidden || isTeacherOf(ctx, r.class_id));
  const questions = new Map<number, QuestionView>();
  for (const r of visible) if (r.parent_id == null) questions.set(r.id, { ...view(r), replies: [] });
  for (const r of visible) if (r.parent_id != null) questions.get(r.parent_id)?.replies.push(view(r));
  return { enabled: true, canMark: canModerate, canModerate, questions: [...questions.values()] };
}

async function limit(ctx: Context) {
  const r = await hitRateLimit(ctx.payload, `qa:user:${ctx.user!.id}`, QA_RATE_LIMIT);
  if (!r.allowed) throw new RateLimited("qa.tooFast", "You are posting too fast. Please wait a moment.");
}

const cleanText = (text: string) => {
  const t = text.replace(/\r\n?/g, "\n").trim();
  if (!t) throw new Invalid("qa.emptyComment", EMPTY_COMMENT_MESSAGE);
  return t;
};

/** QA-004, QA-005: a question (no parentId) or a reply to a question or to one of its replies. */
export async function postComment(ctx: Context, input: { moduleId: number; text: string; replyTo?: number | null }, lang: Language) {
  const text = cleanText(input.text);
  const mod = await moduleDetailsFromModel(ctx, input.moduleId, lang);
  const classes = await enabledClasses(ctx);
  if (!classes.length) throw new Forbidden("qa.forumOff", FORUM_OFF);
  let classId = classes[0];
  let parent: number | null = null;
  let replyTo: number | null = null;
  if (input.replyTo != null) {
    const target = await commentRow(ctx, input.replyTo);
    if (!target || target.module_id !== mod.id || !classes.includes(target.class_id) || target.hidden) {
      throw new NotFound("qa.commentNotFound", "Comment not found.");
    }
    classId = target.class_id;
    parent = target.parent_id ?? target.id;
    replyTo = target.id;
  }
  await limit(ctx);
  const doc = await ctx.payload.create({
    collection: "comments",
    data: { user: ctx.user!.id, module: mod.id, chapter: mod.chapter?.id ?? null, unit: mod.unitId, class: classId, parent, replyTo, text },
    overrideAccess: true,
    depth: 0,
  });
  return { id: doc.id };
}

type CommentRow = { id: number; user_id: number; module_id: number; class_id: number; parent_id: number | null; hidden: boolean | null; created_at: Date };
async function commentRow(ctx: Context, id: number): Promise<CommentRow | null> {
  const { rows } = await poolOf(ctx.payload).query<CommentRow>(
    `SELECT id, user_id, module_id, class_id, parent_id, hidden, created_at FROM comments WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** A comment the caller may act on: in one of their classes with the forum on (else NOT_FOUND). */
async function reachable(ctx: Context, id: number) {
  const row = await commentRow(ctx, id);
  const classes = hasRole(ctx.user, "admin") ? null : await enabledClasses(ctx);
  if (!row || (classes && !classes.includes(row.class_id))) throw new NotFound("qa.commentNotFound", "Comment not found.");
  return row;
}

/** QA-013: the author edits their own comment within 15 minutes. */
export async function editComment(ctx: Context, input: { id: number; text: string }) {
  const text = cleanText(input.text);
  const row = await reachable(ctx, input.id);
  if (row.user_id !== ctx.user!.id) throw new Forbidden("qa.notYourComment", "You can only edit your own comments.");
  if (row.hidden || Date.now() - new Date(row.created_at).getTime() >= COMMENT_EDIT_WINDOW_MS) {
    throw new Forbidden("qa.editWindowOver", "A comment can be edited for 15 minutes after posting.");
  }
  await limit(ctx);
  await ctx.payload.update({ collection: "comments", id: row.id, data: { text, editedAt: new Date().toISOString() }, overrideAccess: true, depth: 0 });
  return { ok: true as const };
}

/** QA-013: the author deletes their own comment (its replies go with a question); admins too. */
export async function deleteComment(ctx: Context, id: number) {
  const row = await reachable(ctx, id);
  if (row.user_id !== ctx.user!.id && !hasRole(ctx.user, "admin")) throw new Forbidden("qa.notYourComment", "You can only delete your own comments.");
  await poolOf(ctx.payload).query(`DELETE FROM comments WHERE id = $1`, [row.id]);
  return { ok: true as const };
}

/** QA-009: a teacher of the comment's class (or an admin) marks a reply correct, or unmarks it. */
export async function markCorrect(ctx: Context, input: { id: number; correct: boolean }) {
  const row = await reachable(ctx, input.id);
  if (!isTeacherOf(ctx, row.class_id)) throw new Forbidden("qa.teachersOnly", "Only the class's teachers can mark answers.");
  if (row.parent_id == null) throw new Invalid("qa.notAReply", "Only replies can be marked correct.");
  await ctx.payload.update({
    collection: "comments",
    id: row.id,
    data: { correct: input.correct, markedBy: input.correct ? ctx.user!.id : null },
    overrideAccess: true,
    depth: 0,
  });
  return { ok: true as const };
}

/** QA-013: a teacher of the class (or an admin) hides a comment from students, or shows it again. */
export async function hideComment(ctx: Context, input: { id: number; hidden: boolean }) {
  const row = await reachable(ctx, input.id);
  if (!isTeacherOf(ctx, row.class_id)) throw new Forbidden("qa.teachersOnly", "Only the class's teachers can hide comments.");
  await ctx.payload.update({
    collection: "comments",
    id: row.id,
    data: { hidden: input.hidden, hiddenBy: input.hidden ? ctx.user!.id : null },
    overrideAccess: true,
    depth: 0,
  });
  return { ok: true as const };
}

/* ---------- the forum setting (QA-011, TEA-023) ---------- */

export type ForumSetting = { classId: number; name: string; type: "discussionForum"; subType: "ENABLE"; value: boolean };

/** The caller's classes (admins: every class) with their forum setting. */
export async function forumSettings(ctx: Context): Promise<ForumSetting[]> {
  const all = hasRole(ctx.user, "admin");
  const ids = classIdsOf(ctx);
  if (!all && !ids.length) return [];
  const { rows } = await poolOf(ctx.payload).query<{ id: number; name: string; forum_enabled: boolean | null }>(
    `SELECT id, name, forum_enabled FROM classes WHERE $1::boolean OR id = ANY($2::int[]) ORDER BY name, id LIMIT 500`,
    [all, ids],
  );
  return rows.map((r) => ({ classId: r.id, name: r.name, type: "discussionForum", subType: "ENABLE", value: r.forum_enabled ?? true }));
}

export async function setForum(ctx: Context, input: { classId: number; enabled: boolean }): Promise<ForumSetting> {
  if (!isTeacherOf(ctx, input.classId)) throw new Forbidden("class.notYours", "You can only change your own classes.");
  const { rows } = await poolOf(ctx.payload).query<{ id: number; name: string }>(
    `UPDATE classes SET forum_enabled = $2, updated_at = now() WHERE id = $1 RETURNING id, name`,
    [input.classId, input.enabled],
  );
  if (!rows.length) throw new NotFound("class.notFound", "Class not found.");
  return { classId: rows[0].id, name: rows[0].name, type: "discussionForum", subType: "ENABLE", value: input.enabled };
}
