import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../cms/payload-types";
import { poolOf } from "#core/db/pool";
import { domainError } from "#core/errors";
import { importRoster, type RosterOptions } from "#core/roster/importRoster";
import type { RosterRefused } from "#core/roster/validate";
import type { RosterPlanSummary } from "#shared/roster";
import { DEMO_CLASS, DEMO_CLASS_STUDENTS, demoStudent } from "../../seeds/quizzes";
import { DEMO_PERIOD3, DEMO_ROSTER_ZIP, demoRosterRows, rosterCsv, rosterZip, zipOf, type RosterRows } from "../../seeds/roster";
import { openTestDb, type TestDb } from "../support/payload";

/**
 * Issue 47 item 2 (docs/rosters.md): the OneRoster import on a database holding the demo school (the demo class,
 * its teacher, the demo student and the 30 generated students): the shipped ZIP's dry run and import, a second
 * import that changes nothing, a later file that moves one student and drops another, and every bad file refused
 * with its file, line and reason and nothing applied. Also in the `embedded` project (PGlite, the transaction too).
 */

let db: TestDb;
let admin: User;
let teacher: User;
let dir: string;
let p2: number;

beforeAll(async () => {
  db = await openTestDb();
  dir = await mkdtemp(path.join(os.tmpdir(), "roster-test-"));
  const life = await db.payload.create({ collection: "memberships", data: { key: "LIFE-ALL", name: "LIFE" }, overrideAccess: true });
  p2 = (await db.payload.create({ collection: "classes", data: { key: DEMO_CLASS.key, name: DEMO_CLASS.name, memberships: [life.id] }, overrideAccess: true }))
    .id;
  admin = await db.createUser({ email: "admin@biotext.test", role: "admin" });
  teacher = await db.createUser({ email: "teacher@biotext.test", username: "teacher", firstName: "Theo", lastName: "Teacher", role: "teacher", classes: [p2] });
  await db.createUser({ email: "student@biotext.test", username: "student", firstName: "Sam", lastName: "Student", role: "student", classes: [p2] });
  for (let i = 1; i <= DEMO_CLASS_STUDENTS; i++) await db.createUser({ ...demoStudent(i), role: "student", classes: [p2] });
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await db?.close();
});

let n = 0;
async function run(zip: Buffer, opts: Partial<RosterOptions> & { as?: User } = {}) {
  const file = path.join(dir, `r${++n}.zip`);
  await writeFile(file, zip);
  return importRoster({ payload: db.payload, user: opts.as ?? admin, language: "en" }, file, { mode: "dryRun", ...opts });
}
async function refusalsOf(zip: Buffer, mode: "dryRun" | "apply" = "dryRun") {
  const err = await run(zip, { mode }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(domainError(err)?.code).toBe("roster.refused");
  return (err as RosterRefused).refusals;
}

/** Everything an import may write, to prove that a refused one wrote nothing. */
async function snapshot() {
  const q = (sql: string) =>
    poolOf(db.payload)
      .query(sql)
      .then((r) => JSON.stringify(r.rows));
  return [
    await q(`SELECT id, name, key, roster_sourced_id FROM classes ORDER BY id`),
    await q(`SELECT id, email, first_name, last_name, role, roster_sourced_id FROM users ORDER BY id`),
    await q(`SELECT parent_id, path, classes_id FROM users_rels ORDER BY parent_id, classes_id`),
    await q(`SELECT count(*) FROM user_notes`),
  ].join("\n");
}
async function classesOf(email: string) {
  const { rows } = await poolOf(db.payload).query(
    `SELECT c.key FROM users u JOIN users_rels r ON r.parent_id = u.id AND r.path = 'classes' JOIN classes c ON c.id = r.classes_id WHERE u.email = $1 ORDER BY c.key`,
    [email],
  );
  return rows.map((r) => r.key);
}
const names = (b: RosterPlanSummary["students"]["add"]) => b.items.map((i) => i.email ?? i.name).sort();

/** The demo roster with one student moved from Period 2 to Period 3 and another gone from the school. */
function laterRows(): RosterRows {
  const rows = demoRosterRows();
  const moved = rows["enrollments.csv"].find((e) => e.userSourcedId === "user-demo-01")!;
  moved.classSourcedId = DEMO_PERIOD3.sourcedId;
  moved.sourcedId = "enr-moved-01";
  rows["users.csv"] = rows["users.csv"].filter((u) => u.sourcedId !== "user-demo-02");
  rows["enrollments.csv"] = rows["enrollments.csv"].filter((e) => e.userSourcedId !== "user-demo-02");
  return rows;
}

describe("issue 47 OneRoster roster import", () => {
  it("issue 47 the shipped demo ZIP is the generator's output", async () => {
    expect((await readFile(DEMO_ROSTER_ZIP)).equals(await rosterZip(demoRosterRows()))).toBe(true);
  });

  it("issue 47 the demo school's dry run lists what changes and changes nothing", async () => {
    const before = await snapshot();
    const { plan, applied } = await run(await readFile(DEMO_ROSTER_ZIP));
    expect(applied).toBe(false);
    expect(plan.refusals).toEqual([]);
    expect(plan.counts).toMatchObject({ orgs: 2, academicSessions: 2, courses: 1, classes: 2, users: 38, enrollments: 39, enrollmentsIgnored: 0 });
    expect(plan.classes.add.items.map((c) => c.name)).toEqual([DEMO_PERIOD3.title]);
    expect(plan.classes.change.items).toEqual([{ sourcedId: "class-life-p2", name: DEMO_CLASS.name, fields: ["sourcedId"] }]);
    expect(plan.teachers.change.items).toEqual([
      { sourcedId: "user-teacher", name: "Theo Teacher", email: "teacher@biotext.test", fields: ["sourcedId"], joins: [DEMO_PERIOD3.title] },
    ]);
    expect(names(plan.students.add)).toEqual([1, 2, 3, 4, 5, 6].map((i) => `demo.roster0${i}@biotext.test`));
    expect(plan.students.change.count).toBe(31); // linked by e-mail: their sourcedId is recorded
    expect(plan.students.remove.count + plan.teachers.remove.count + plan.classes.remove.count).toBe(0);
    expect(plan.enrollments).toEqual({ add: 7, remove: 0 });
    expect(plan.unchanged).toBe(false);
    expect(await snapshot()).toBe(before);
  });

  const auditRows = async () =>
    (await poolOf(db.payload).query(`SELECT actor_id::int AS actor_id, target_type, summary FROM audit_events WHERE action = 'roster.imported' ORDER BY id`))
      .rows as { actor_id: number; target_type: string; summary: Record<string, unknown> }[];

  it("issue 47 the import applies the demo roster: a new class with its course's membership, new students, links", async () => {
    const progress: string[] = [];
    const { plan, applied } = await run(await readFile(DEMO_ROSTER_ZIP), { mode: "apply", progress: (file) => progress.push(file) });
    expect(applied).toBe(true);
    expect(plan.students.add.count).toBe(6);
    expect(progress).toEqual(expect.arrayContaining(["users.csv", "enrollments.csv"]));
    const p3 = (await db.payload.find({ collection: "classes", where: { key: { equals: DEMO_PERIOD3.classCode } }, overrideAccess: true, depth: 1 })).docs[0];
    expect(p3).toMatchObject({ name: DEMO_PERIOD3.title, rosterSourcedId: DEMO_PERIOD3.sourcedId });
    expect((p3.memberships as { key: string }[]).map((m) => m.key)).toEqual(["LIFE-ALL"]);
    const newcomer = (
      await db.payload.find({ collection: "users", where: { email: { equals: "demo.roster01@biotext.test" } }, overrideAccess: true, depth: 0 })
    ).docs[0];
    expect(newcomer).toMatchObject({ role: "student", mustResetPassword: true, rosterSourcedId: "user-p3-01", username: "demo.roster01", firstName: "Inès" });
    expect(await classesOf("demo.roster01@biotext.test")).toEqual([DEMO_PERIOD3.classCode]);
    expect(await classesOf("teacher@biotext.test")).toEqual([DEMO_CLASS.key, DEMO_PERIOD3.classCode]);
    const notes = await db.payload.find({ collection: "user-notes", where: { user: { equals: newcomer.id } }, overrideAccess: true, depth: 0 });
    expect(notes.docs.map((d) => d.message)).toEqual(["Account created (roster import). Role: student; Is LTI: N."]);
    // Issue 50 item 5: one audit row, by the admin, with the import's counts and no e-mail of the people imported.
    const audit = await auditRows();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: admin.id, target_type: "users" });
    expect(audit[0]!.summary).toMatchObject({ refusalCount: 0 });
    expect(JSON.stringify(audit[0])).not.toContain("demo.roster01");
  });

  it("issue 47 importing the same file again changes nothing", async () => {
    const before = await snapshot();
    const { plan, applied } = await run(await readFile(DEMO_ROSTER_ZIP), { mode: "apply" });
    expect(applied).toBe(true);
    expect(plan.unchanged).toBe(true);
    expect(plan.enrollments).toEqual({ add: 0, remove: 0 });
    expect(await snapshot()).toBe(before);
    expect(await auditRows()).toHaveLength(1);
  });

  it("issue 47 a later file moves one student and removes another from the class they left (account kept)", async () => {
    const zip = await rosterZip(laterRows());
    const dry = (await run(zip)).plan;
    expect(dry.students.change.items).toEqual([
      {
        sourcedId: "user-demo-01",
        name: `${demoStudent(1).firstName} ${demoStudent(1).lastName}`,
        email: demoStudent(1).email,
        joins: [DEMO_PERIOD3.title],
        leaves: [DEMO_CLASS.name],
      },
    ]);
    expect(dry.students.remove.items).toEqual([
      { sourcedId: "user-demo-02", name: `${demoStudent(2).firstName} ${demoStudent(2).lastName}`, email: demoStudent(2).email, leaves: [DEMO_CLASS.name] },
    ]);
    expect(dry.enrollments).toEqual({ add: 1, remove: 2 });
    const { applied } = await run(zip, { mode: "apply" });
    expect(applied).toBe(true);
    expect(await classesOf(demoStudent(1).email)).toEqual([DEMO_PERIOD3.classCode]);
    expect(await classesOf(demoStudent(2).email)).toEqual([]);
    const gone = await db.payload.find({ collection: "users", where: { email: { equals: demoStudent(2).email } }, overrideAccess: true, depth: 0 });
    expect(gone.docs).toHaveLength(1);
    const noteOf = async (email: string) => {
      const { rows } = await poolOf(db.payload).query(
        `SELECT n.message FROM user_notes n JOIN users u ON u.id = n.user_id WHERE u.email = $1 ORDER BY n.id DESC LIMIT 1`,
        [email],
      );
      return rows[0]?.message;
    };
    expect(await noteOf(demoStudent(1).email)).toBe(`Roster import: joined ${DEMO_PERIOD3.title}; left ${DEMO_CLASS.name}.`);
    expect(await noteOf(demoStudent(2).email)).toBe(`Roster import: left ${DEMO_CLASS.name}.`);
    expect((await run(zip)).plan.unchanged).toBe(true);
  });

  describe("bad input is refused with its file, line and reason, and nothing is applied", () => {
    const files = () => Object.fromEntries(Object.entries(laterRows()).map(([f, r]) => [f, rosterCsv(f as keyof RosterRows, r)])) as Record<string, string>;
    let before: string;
    beforeAll(async () => {
      before = await snapshot();
    });

    it("issue 47 not a ZIP, or a ZIP that is not OneRoster", async () => {
      expect(await refusalsOf(Buffer.from("sourcedId,name\n1,x\n"))).toEqual([expect.objectContaining({ file: "(zip)", line: null, reason: "notZip" })]);
      expect(await refusalsOf(await zipOf({ "students.csv": "id,name\n1,x\n", "readme.txt": "hello" }))).toEqual([
        expect.objectContaining({ file: "(zip)", reason: "notOneRoster" }),
      ]);
      expect(await snapshot()).toBe(before);
    });

    it("issue 47 a missing file, an extra file, a delta manifest", async () => {
      const { "courses.csv": _, ...noCourses } = files();
      expect(await refusalsOf(await zipOf(noCourses), "apply")).toEqual([{ file: "courses.csv", line: null, reason: "missingFile" }]);
      expect(await refusalsOf(await zipOf({ ...files(), "notes.txt": "x", "roles.csv": "x" }), "apply")).toEqual([
        { file: "roles.csv", line: null, reason: "extraFile", detail: "file.roles=absent" },
        { file: "notes.txt", line: null, reason: "extraFile" },
      ]);
      const delta = files()["manifest.csv"].replace("file.users,bulk", "file.users,delta");
      expect(await refusalsOf(await zipOf({ ...files(), "manifest.csv": delta }), "apply")).toEqual([
        { file: "manifest.csv", line: null, reason: "manifestMode", detail: "file.users=delta" },
      ]);
      expect(await snapshot()).toBe(before);
    });

    it("issue 47 a wrong encoding or delimiter", async () => {
      const latin1 = Buffer.from(files()["users.csv"].replace("Theo", "Théo"), "latin1");
      expect(await refusalsOf(await zipOf({ ...files(), "users.csv": latin1 }), "apply")).toEqual([
        { file: "users.csv", line: 2, reason: "encoding", detail: "not UTF-8" },
      ]);
      const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(files()["orgs.csv"], "utf16le")]);
      expect(await refusalsOf(await zipOf({ ...files(), "orgs.csv": utf16 }))).toEqual([{ file: "orgs.csv", line: 1, reason: "encoding", detail: "UTF-16" }]);
      const semicolons = files()["classes.csv"].replace(/,/g, ";");
      expect(await refusalsOf(await zipOf({ ...files(), "classes.csv": semicolons }), "apply")).toEqual([
        { file: "classes.csv", line: 1, reason: "delimiter", detail: ";" },
      ]);
      expect(await snapshot()).toBe(before);
    });

    it("issue 47 duplicate sourcedIds and an enrollment naming an unknown class: listed by the dry run, not applied", async () => {
      const rows = laterRows();
      rows["users.csv"].push({ ...rows["users.csv"][5], email: "someone.else@biotext.test" });
      rows["enrollments.csv"].push({ ...rows["enrollments.csv"][3], sourcedId: "enr-ghost", classSourcedId: "class-ghost" });
      const zip = await rosterZip(rows);
      const { plan } = await run(zip);
      const usersLine = rows["users.csv"].length + 1;
      const enrolLine = rows["enrollments.csv"].length + 1;
      expect(plan.refusals).toEqual([
        { file: "users.csv", line: usersLine, reason: "duplicateSourcedId", detail: `${rows["users.csv"][5].sourcedId} (line 7)` },
        { file: "enrollments.csv", line: enrolLine, reason: "unknownReference", detail: "classSourcedId=class-ghost" },
      ]);
      const applied = await run(zip, { mode: "apply", fileHash: plan.fileHash });
      expect(applied.applied).toBe(false);
      expect(applied.plan.refusalCount).toBe(2);
      expect(await snapshot()).toBe(before);
    });

    it("issue 47 another file than the dry run's, or a caller who is not an admin", async () => {
      const zip = await rosterZip(laterRows());
      await expect(run(zip, { mode: "apply", fileHash: "0".repeat(64) })).rejects.toMatchObject({ code: "roster.fileChanged" });
      await expect(run(zip, { as: teacher })).rejects.toMatchObject({ code: "auth.role" });
      expect(await snapshot()).toBe(before);
    });

    it("issue 47 a failure while applying leaves nothing half-applied (one transaction)", async () => {
      const pool = poolOf(db.payload);
      const rows = laterRows();
      rows["users.csv"].push({ sourcedId: "user-late", enabledUser: "true", givenName: "Late", familyName: "Comer", email: "late@biotext.test" });
      rows["enrollments.csv"].push({
        sourcedId: "enr-late",
        classSourcedId: "class-life-p2",
        schoolSourcedId: "org-school",
        userSourcedId: "user-late",
        role: "student",
      });
      // The class memberships are written last: make that statement fail.
      await pool.query(`CREATE FUNCTION roster_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'injected failure'; END $$`);
      await pool.query(`CREATE TRIGGER roster_test_fail BEFORE INSERT ON users_rels FOR EACH ROW EXECUTE FUNCTION roster_test_fail()`);
      try {
        await expect(run(await rosterZip(rows), { mode: "apply" })).rejects.toThrow(/injected failure/);
      } finally {
        await pool.query(`DROP TRIGGER roster_test_fail ON users_rels; DROP FUNCTION roster_test_fail()`);
      }
      expect(await snapshot()).toBe(before);
    });
  });
});
