import type { Queryable } from "#core/db/pool";
import type { RosterModel } from "#core/roster/validate";
import { ROSTER_LIMITS, type RosterBucket, type RosterChange, type RosterPlanSummary, type RosterRefusal, type RosterSection } from "#shared/roster";

/**
 * Issue 47 (docs/rosters.md): what a roster changes here, worked out against the database (the dry run shows it; the
 * import applies it, worked out again inside its transaction). Classes are matched by sourcedId, then by key =
 * classCode (a class not yet linked to a roster); accounts by sourcedId, then by e-mail. A class linked to the roster
 * has the roster's members: who is not enrolled any more leaves it (the account and its history stay).
 */

type DbClass = { id: number; name: string; key: string; sid: string | null };
type DbUser = { id: number; email: string; username: string | null; first: string; last: string; role: string; sid: string | null };

export type NewClass = { sid: string; title: string; key: string; memberships: number[] };
export type NewUser = { sid: string; email: string; username: string; first: string; last: string; role: "teacher" | "student" };
export type UserUpdate = { id: number; sid: string; email: string; first: string; last: string; role: string; note: string };
/** A user or class: an existing id, or the sourcedId of one the import creates. */
export type Ref = { id: number } | { sid: string };

export type RosterPlan = {
  summary: Omit<RosterPlanSummary, "fileHash">;
  newClasses: NewClass[];
  classUpdates: { id: number; sid: string; title: string }[];
  newUsers: NewUser[];
  userUpdates: UserUpdate[];
  joins: { user: Ref; cls: Ref }[];
  leaves: { userId: number; classId: number }[];
  /** The accounts' notes (ADM-015) for the classes they join and leave. */
  classNotes: { id: number; message: string }[];
};

const bucket = (): RosterBucket => ({ count: 0, items: [] });
const section = (): RosterSection => ({ add: bucket(), change: bucket(), remove: bucket() });
function put(b: RosterBucket, item: RosterChange) {
  b.count++;
  if (b.items.length < ROSTER_LIMITS.changesListed) b.items.push(item);
}

/** People's roles this import may set: an admin's or editor's role is never changed by a roster. */
const ROSTER_ROLES = new Set(["teacher", "student", "none"]);

export async function planRoster(db: Queryable, model: RosterModel): Promise<RosterPlan> {
  const refuseRow = (file: string, line: number, reason: RosterRefusal["reason"], detail?: string) => model.refuseRow(file, line, reason, detail);
  const roles = model.rolesOfUsers();

  // ---- classes -------------------------------------------------------------------------
  const classRows = (await db.query(`SELECT id, name, key, roster_sourced_id AS sid FROM classes`)).rows as DbClass[];
  const classBySid = new Map(classRows.filter((c) => c.sid).map((c) => [c.sid!, c]));
  const classByKey = new Map(classRows.map((c) => [c.key.toLowerCase(), c]));
  const usedKeys = new Set(classByKey.keys());
  const courseCodes = [...new Set([...model.classes.values()].map((c) => c.courseCode.toLowerCase()).filter(Boolean))];
  const memberships = courseCodes.length
    ? ((await db.query(`SELECT id, lower(key) AS key FROM memberships WHERE lower(key) = ANY($1::text[])`, [courseCodes])).rows as {
        id: number;
        key: string;
      }[])
    : [];
  const membershipOfCode = new Map(memberships.map((m) => [m.key, m.id]));

  const classes = section();
  const matchedClass = new Map<string, DbClass>();
  const newClasses: NewClass[] = [];
  const classUpdates: RosterPlan["classUpdates"] = [];
  for (const [sid, c] of model.classes) {
    const byKey = c.classCode ? classByKey.get(c.classCode.toLowerCase()) : undefined;
    const found = classBySid.get(sid) ?? (byKey && !byKey.sid ? byKey : undefined);
    if (found) {
      matchedClass.set(sid, found);
      const fields = [...(found.name !== c.title ? ["title"] : []), ...(found.sid !== sid ? ["sourcedId"] : [])];
      if (fields.length) {
        classUpdates.push({ id: found.id, sid, title: c.title });
        put(classes.change, { sourcedId: sid, name: c.title, fields });
      }
      continue;
    }
    let key = c.classCode && !usedKeys.has(c.classCode.toLowerCase()) ? c.classCode : `OR-${sid}`.slice(0, 100);
    for (let n = 2; usedKeys.has(key.toLowerCase()); n++) key = `OR-${sid}`.slice(0, 90) + `-${n}`;
    usedKeys.add(key.toLowerCase());
    const membership = membershipOfCode.get(c.courseCode.toLowerCase());
    newClasses.push({ sid, title: c.title, key, memberships: membership ? [membership] : [] });
    put(classes.add, { sourcedId: sid, name: c.title });
  }
  /** Linked classes the roster no longer has: their members leave them. */
  const droppedClasses = classRows.filter((c) => c.sid && !model.classes.has(c.sid));
  const rosterClassIds = [...[...matchedClass.values()].map((c) => c.id), ...droppedClasses.map((c) => c.id)];
  const memberRows = rosterClassIds.length
    ? ((
        await db.query(`SELECT parent_id AS "userId", classes_id AS "classId" FROM users_rels WHERE path = 'classes' AND classes_id = ANY($1::int[])`, [
          rosterClassIds,
        ])
      ).rows as { userId: number; classId: number }[])
    : [];
  const membersOf = new Map<number, Set<number>>();
  for (const r of memberRows) {
    const set = membersOf.get(r.classId) ?? new Set<number>();
    set.add(r.userId);
    membersOf.set(r.classId, set);
  }

  // ---- accounts ------------------------------------------------------------------------
  const sids = [...roles.keys()];
  const emails = sids.map((s) => model.users.get(s)!.email);
  const memberIds = [...new Set(memberRows.map((r) => r.userId))];
  const userRows = (
    await db.query(
      `SELECT id, email, username, coalesce(first_name, '') AS first, coalesce(last_name, '') AS last, role, roster_sourced_id AS sid
         FROM users WHERE roster_sourced_id = ANY($1::text[]) OR email = ANY($2::text[]) OR id = ANY($3::int[])`,
      [sids, emails, memberIds],
    )
  ).rows as DbUser[];
  const userBySid = new Map(userRows.filter((u) => u.sid).map((u) => [u.sid!, u]));
  const userByEmail = new Map(userRows.map((u) => [u.email, u]));
  const userById = new Map(userRows.map((u) => [u.id, u]));
  const wantedNames = [...new Set(sids.flatMap((s) => [model.users.get(s)!.username.toLowerCase(), model.users.get(s)!.email]).filter(Boolean))];
  const takenNames = new Set(
    wantedNames.length
      ? ((await db.query(`SELECT lower(username) AS u FROM users WHERE lower(username) = ANY($1::text[])`, [wantedNames])).rows as { u: string }[]).map(
          (r) => r.u,
        )
      : [],
  );

  const people = { teacher: section(), student: section() };
  const sectionOf = (role: string) => (role === "teacher" ? people.teacher : people.student);
  const matchedUser = new Map<string, DbUser>();
  const newUsers: NewUser[] = [];
  const userUpdates: UserUpdate[] = [];
  const pendingChange = new Map<string, { change: RosterChange; role: string; isNew: boolean }>();
  for (const [sid, role] of roles) {
    const u = model.users.get(sid)!;
    const name = `${u.givenName} ${u.familyName}`;
    const bySid = userBySid.get(sid);
    const byEmail = userByEmail.get(u.email);
    if (!bySid && byEmail?.sid && byEmail.sid !== sid) {
      refuseRow("users.csv", u.line, "sourcedIdTaken", `${u.email} (${byEmail.sid})`);
      continue;
    }
    if (bySid && byEmail && byEmail.id !== bySid.id) {
      refuseRow("users.csv", u.line, "emailTaken", u.email);
      continue;
    }
    const found = bySid ?? byEmail;
    if (!found) {
      const candidate = u.username && !takenNames.has(u.username.toLowerCase()) ? u.username : u.email;
      takenNames.add(candidate.toLowerCase());
      newUsers.push({ sid, email: u.email, username: candidate, first: u.givenName, last: u.familyName, role });
      pendingChange.set(sid, { change: { sourcedId: sid, name, email: u.email }, role, isNew: true });
      continue;
    }
    matchedUser.set(sid, found);
    const newRole = ROSTER_ROLES.has(found.role) ? role : found.role;
    const fields = [
      ...(found.first !== u.givenName || found.last !== u.familyName ? ["name"] : []),
      ...(found.email !== u.email ? ["email"] : []),
      ...(newRole !== found.role ? ["role"] : []),
      ...(found.sid !== sid ? ["sourcedId"] : []),
    ];
    if (fields.length) {
      userUpdates.push({
        id: found.id,
        sid,
        email: u.email,
        first: u.givenName,
        last: u.familyName,
        role: newRole,
        note: `Roster import: ${fields.join(", ")} updated${fields.includes("role") ? ` (role ${found.role} → ${newRole})` : ""}.`,
      });
    }
    pendingChange.set(sid, { change: { sourcedId: sid, name, email: u.email, ...(fields.length ? { fields } : {}) }, role: newRole, isNew: false });
  }

  // ---- class members -------------------------------------------------------------------
  const joins: RosterPlan["joins"] = [];
  const leaves: RosterPlan["leaves"] = [];
  const leftBy = new Map<number, string[]>();
  const classTitle = new Map<number, string>(classRows.map((c) => [c.id, c.name]));
  for (const [classSid, c] of model.classes) {
    const existing = matchedClass.get(classSid);
    const current = existing ? membersOf.get(existing.id) ?? new Set<number>() : new Set<number>();
    const wanted = new Set<number>();
    for (const userSid of model.enrollments.get(classSid)?.keys() ?? []) {
      const pending = pendingChange.get(userSid);
      if (!pending) continue; // refused above
      const dbUser = matchedUser.get(userSid);
      if (dbUser) {
        wanted.add(dbUser.id);
        if (current.has(dbUser.id)) continue;
      }
      joins.push({ user: dbUser ? { id: dbUser.id } : { sid: userSid }, cls: existing ? { id: existing.id } : { sid: classSid } });
      (pending.change.joins ??= []).push(c.title);
    }
    if (existing) for (const id of current) if (!wanted.has(id)) leaves.push({ userId: id, classId: existing.id });
  }
  for (const c of droppedClasses) {
    const current = membersOf.get(c.id);
    if (!current?.size) continue;
    put(classes.remove, { sourcedId: c.sid!, name: c.name });
    for (const id of current) leaves.push({ userId: id, classId: c.id });
  }
  for (const l of leaves) leftBy.set(l.userId, [...(leftBy.get(l.userId) ?? []), classTitle.get(l.classId) ?? String(l.classId)]);

  const sidOfId = new Map([...matchedUser].map(([sid, u]) => [u.id, sid]));
  const classNotes: RosterPlan["classNotes"] = [];
  const noteOf = (id: number, joins?: string[], leaves?: string[]) => {
    const parts = [...(joins?.length ? [`joined ${joins.join(", ")}`] : []), ...(leaves?.length ? [`left ${leaves.join(", ")}`] : [])];
    if (parts.length) classNotes.push({ id, message: `Roster import: ${parts.join("; ")}.` });
  };
  for (const [sid, { change, role, isNew }] of pendingChange) {
    const id = matchedUser.get(sid)?.id;
    if (id !== undefined && leftBy.has(id)) change.leaves = leftBy.get(id);
    if (id !== undefined) noteOf(id, change.joins, change.leaves);
    if (isNew) put(sectionOf(role).add, change);
    else if (change.fields || change.joins || change.leaves) put(sectionOf(role).change, change);
  }
  for (const [id, left] of leftBy) {
    if (sidOfId.has(id)) continue;
    const u = userById.get(id);
    if (!u) continue;
    // Not in the roster any more: out of every roster class (its account and history stay).
    noteOf(id, [], left);
    put(sectionOf(u.role).remove, { sourcedId: u.sid ?? "", name: `${u.first} ${u.last}`.trim() || u.email, email: u.email, leaves: left });
  }

  const summary: RosterPlan["summary"] = {
    counts: { ...model.counts },
    classes,
    teachers: people.teacher,
    students: people.student,
    enrollments: { add: joins.length, remove: leaves.length },
    refusals: model.refusals,
    refusalCount: model.refusalCount,
    unchanged: !newClasses.length && !classUpdates.length && !newUsers.length && !userUpdates.length && !joins.length && !leaves.length,
  };
  return { summary, newClasses, classUpdates, newUsers, userUpdates, joins, leaves, classNotes };
}
