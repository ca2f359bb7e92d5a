import { Forbidden } from "#core/errors";
import type { Context } from "#core/context";
import { contentView } from "#core/content/readModel";
import { entitlementsOfUser } from "#core/content/entitlements";
import { assertTeaches } from "#core/quizzes/teaching";
import { poolOf } from "#core/db/pool";
import { syncRoster } from "./nrps";
import { forceSync, type SyncDetail } from "./outcomes";

/**
 * TEA-011, LTI-013: 'Force LTI Sync' for one student of a class the caller teaches (admins: any
 * class). The legacy site showed it for one hard-coded class id; here any class may use it, and a
 * student who never came through a portal gets LTI-015's answer. Sends every published unit the
 * student holds, now (the teacher waits for the portals' answers: the 20–30 s warning, LTI-014).
 */
export async function forceSyncStudent(ctx: Context, classId: number, userId: number): Promise<SyncDetail[]> {
  await assertTeaches(ctx, classId);
  const { rows } = await poolOf(ctx.payload).query(
    `SELECT 1 FROM users u JOIN users_rels r ON r.parent_id = u.id AND r.path = 'classes' AND r.classes_id = $2
      WHERE u.id = $1 AND u.role = 'student'`,
    [userId, classId],
  );
  if (!rows.length) throw new Forbidden("lti.notYourStudent", "This student is not in your class.");
  const student = await ctx.payload.findByID({ collection: "users", id: userId, depth: 0, overrideAccess: true });
  const [{ units }, view] = await Promise.all([entitlementsOfUser(ctx.payload, student), contentView(ctx.payload, ctx.language)]);
  const held = [...units]
    .map((id) => view.units.get(id))
    .filter((u) => u != null && u.status === "published")
    .sort((a, b) => a!.order - b!.order || a!.id - b!.id)
    .map((u) => ({ id: u!.id, title: u!.title }));
  return forceSync(ctx.payload, userId, held);
}

/**
 * NRPS on demand (decision 051): the teacher's own LTI 1.3 launches into this class's platform
 * (their identities with a context_memberships_url, on a consumer whose class is this class)
 * bring the course rosters in now. Answers the members synced and the accounts created; a teacher
 * who never launched from a 1.3 platform with NRPS gets zeros.
 */
export async function syncRosterOfClass(ctx: Context, classId: number): Promise<{ platforms: number; members: number; added: number }> {
  await assertTeaches(ctx, classId);
  const { rows } = await poolOf(ctx.payload).query(
    `SELECT i.id FROM lti_identities i JOIN lti_consumers c ON c.id = i.consumer_id
      WHERE i.user_id = $1 AND i.nrps_url IS NOT NULL AND c.class_id = $2 AND c.version = '1.3'`,
    [ctx.user!.id, classId],
  );
  let members = 0;
  let added = 0;
  for (const row of rows) {
    const done = await syncRoster(ctx.payload, row.id as number);
    members += done.members;
    added += done.added;
  }
  return { platforms: rows.length, members, added };
}
