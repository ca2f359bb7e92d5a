import { poolOf } from "#core/db/pool";
import type { Context } from "#core/context";
import { Forbidden, NotFound } from "#core/errors";
import { idOf, type Ref } from "#core/ids";
import { hasRole } from "#shared/roles";

/** Issue 28: the General Settings tab's review switch, per class (on by default). */
export type ReviewSetting = { classId: number; name: string; enabled: boolean };

const classIdsOf = (ctx: Context) => ((ctx.user?.classes ?? []) as Ref[]).map((r) => idOf(r)).filter((v): v is number => v != null);
const isTeacherOf = (ctx: Context, classId: number) => hasRole(ctx.user, "admin") || (hasRole(ctx.user, "teacher") && classIdsOf(ctx).includes(classId));

/** The caller's classes (admins: every class) with their review setting. */
export async function reviewSettings(ctx: Context): Promise<ReviewSetting[]> {
  const all = hasRole(ctx.user, "admin");
  const ids = classIdsOf(ctx);
  if (!all && !ids.length) return [];
  const { rows } = await poolOf(ctx.payload).query(
    `SELECT id, name, review_enabled FROM classes WHERE $1::boolean OR id = ANY($2::int[]) ORDER BY name, id LIMIT 500`,
    [all, ids],
  );
  return (rows as { id: number; name: string; review_enabled: boolean | null }[]).map((r) => ({
    classId: r.id,
    name: r.name,
    enabled: r.review_enabled ?? true,
  }));
}

/** A teacher of the class (or an admin) turns review on or off for its members. */
export async function setReviewEnabled(ctx: Context, input: { classId: number; enabled: boolean }): Promise<ReviewSetting> {
  if (!isTeacherOf(ctx, input.classId)) throw new Forbidden("review.notYourClass", "You can only change your own classes.");
  const { rows } = await poolOf(ctx.payload).query(`UPDATE classes SET review_enabled = $2, updated_at = now() WHERE id = $1 RETURNING id, name`, [
    input.classId,
    input.enabled,
  ]);
  const row = rows[0] as { id: number; name: string } | undefined;
  if (!row) throw new NotFound("review.class", "Class not found.");
  return { classId: row.id, name: row.name, enabled: input.enabled };
}
