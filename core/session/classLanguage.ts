/**
 * I18N-011 (decision 070): a class's interface language and a user's own.
 *
 * Which language a new signed-in session starts in: the user's own choice (saved when they pick a
 * language in the header while signed in) › their class's language (set by the teacher in General
 * Settings; students' classes only) › the language of the session they signed in from › English.
 * Setting a class's language also switches its students' live sessions that have no language of their own.
 */
import type { Payload } from "payload";
import type { Context } from "#core/context";
import { Forbidden, NotFound } from "#core/errors";
import { idOf, type Ref } from "#core/ids";
import type { Language } from "#shared/language";
import { hasRole } from "#shared/roles";
import { poolOf } from "#core/db/pool";

/** Roles a class's language applies to: its learners, not the staff who teach it. */
const LEARNER_ROLES = ["student", "none"];

export type ClassLanguage = { classId: number; name: string; language: Language | null };

const classIdsOf = (ctx: Context) => ((ctx.user?.classes ?? []) as Ref[]).map((r) => idOf(r)).filter((v): v is number => v != null);

/** The General Settings tab's classes (a teacher's own; every class for an admin) with their language. */
export async function classLanguages(ctx: Context): Promise<ClassLanguage[]> {
  const all = hasRole(ctx.user, "admin");
  const ids = classIdsOf(ctx);
  if (!all && !ids.length) return [];
  const { rows } = await poolOf(ctx.payload).query(
    `SELECT id, name, language FROM classes WHERE $1::boolean OR id = ANY($2::int[]) ORDER BY name, id LIMIT 500`,
    [all, ids],
  );
  return rows.map((r) => ({ classId: r.id as number, name: r.name as string, language: (r.language as Language | null) ?? null }));
}

/**
 * Sets (or, with null, clears) a class's language. Its students' live sessions without a language of
 * their own switch now; the next login of any member without one starts in it.
 */
export async function setClassLanguage(ctx: Context, input: { classId: number; language: Language | null }): Promise<ClassLanguage & { switched: number }> {
  const mine = hasRole(ctx.user, "admin") || (hasRole(ctx.user, "teacher") && classIdsOf(ctx).includes(input.classId));
  if (!mine) throw new Forbidden("class.notYours", "You can only change your own classes.");
  const pool = poolOf(ctx.payload);
  const { rows } = await pool.query(`UPDATE classes SET language = $2, updated_at = now() WHERE id = $1 RETURNING id, name`, [input.classId, input.language]);
  if (!rows.length) throw new NotFound("class.notFound", "Class not found.");
  let switched = 0;
  if (input.language) {
    const res = await pool.query(
      `UPDATE sessions s SET language = $2, updated_at = now()
         FROM users_rels r JOIN users u ON u.id = r.parent_id
        WHERE r.path = 'classes' AND r.classes_id = $1 AND s.user_id = u.id
          AND u.language IS NULL AND u.role::text = ANY($3::text[])
          AND s.revoked_at IS NULL AND s.expires_at > now() AND s.language <> $2`,
      [input.classId, input.language, LEARNER_ROLES],
    );
    switched = res.rowCount ?? 0;
  }
  return { classId: rows[0]!.id as number, name: rows[0]!.name as string, language: input.language, switched };
}

/** The language a new session of `userId` starts in (see the module comment); `fallback` is the current session's. */
export async function sessionLanguageFor(payload: Payload, userId: number, fallback: Language): Promise<Language> {
  const { rows } = await poolOf(payload).query(
    `SELECT u.language AS own,
            (SELECT c.language FROM users_rels r JOIN classes c ON c.id = r.classes_id
              WHERE r.parent_id = u.id AND r.path = 'classes' AND c.language IS NOT NULL AND u.role::text = ANY($2::text[])
              ORDER BY (c.language = 'fr') DESC, c.id LIMIT 1) AS class
       FROM users u WHERE u.id = $1`,
    [userId, LEARNER_ROLES],
  );
  const r = rows[0];
  return ((r?.own as Language | null) ?? (r?.class as Language | null) ?? fallback) as Language;
}

/** A signed-in user's choice in the header dropdown is theirs from now on (it wins over their class's). */
export async function saveUserLanguage(payload: Payload, userId: number, language: Language): Promise<void> {
  await poolOf(payload).query(`UPDATE users SET language = $2, updated_at = now() WHERE id = $1 AND language IS DISTINCT FROM $2`, [userId, language]);
}
