/**
 * Issue 28, "Editors: … a 'changes since' view per unit: what was published when and by whom (from
 * versions)" (core/content/changesSince.ts, docs/decisions/120-changes-since.md): every save of a
 * unit, module or lesson — in the CMS, or by Payload's scheduled publish as the scheduling editor —
 * records who made it on its version; the view lists a unit's versions since a day, newest first.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { poolOf } from "#core/db/pool";
import { CHANGES_SQL, changesSince } from "#core/content/changesSince";
import { runScheduledPublications, schedulePublication } from "#core/content/schedule";
import type { User } from "../../cms/payload-types";
import { buildUnit } from "../support/content";
import { openTestDb, type TestDb } from "../support/payload";

let db: TestDb;
let unit: Awaited<ReturnType<typeof buildUnit>>;
let other: Awaited<ReturnType<typeof buildUnit>>;
let editor: User;
let admin: User;
let student: User;
const today = () => new Date().toISOString().slice(0, 10);
const as = (user: User, language: "en" | "fr" = "en") => ({ payload: db.payload, user: user as never, language });

beforeAll(async () => {
  db = await openTestDb();
  unit = await buildUnit(db.payload, "CS", 1, { chapters: 1, modules: 2, lessons: 2 });
  other = await buildUnit(db.payload, "OT", 2, { chapters: 1, modules: 1, lessons: 1 });
  editor = await db.createUser({ email: "changes.editor@school.test", role: "editor", firstName: "Edna", lastName: "Editor" });
  admin = await db.createUser({ email: "changes.admin@school.test", role: "admin", firstName: "Adam", lastName: "Admin" });
  student = await db.createUser({ email: "changes.student@school.test", role: "student" });
}, 180_000);
afterAll(async () => {
  await db?.close();
});

describe("issue 28: changes since, per unit", () => {
  it("issue 28: a lesson published by an editor is listed with its time and author; the seed's own versions have no author", async () => {
    const before = Date.now();
    await db.payload.update({
      collection: "lessons",
      id: unit.lessons[1],
      data: { title: "CS lesson, revised", _status: "published" },
      locale: "en",
      user: editor,
      overrideAccess: false,
    });
    const view = await changesSince(as(editor), { unitId: unit.unit, since: today() });
    expect(view.unitId).toBe(unit.unit);
    expect(view.units.map((u) => u.title)).toEqual(expect.arrayContaining(["CS", "OT"]));
    const first = view.changes[0];
    expect(first).toMatchObject({
      kind: "lesson",
      id: unit.lessons[1],
      title: "CS lesson, revised",
      status: "published",
      by: { id: editor.id, name: "Edna Editor" },
    });
    expect(Date.parse(first.at)).toBeGreaterThanOrEqual(before - 1000);
    // buildUnit saved the unit, its modules and lessons with no signed-in user: listed, nobody recorded.
    const kinds = new Set(view.changes.map((c) => c.kind));
    expect(kinds).toEqual(new Set(["unit", "module", "lesson"]));
    expect(view.changes.filter((c) => c.by == null).length).toBeGreaterThanOrEqual(1 + 2 + 4);
    // Newest first.
    const times = view.changes.map((c) => Date.parse(c.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // Nothing of another unit.
    const ofOther = new Set([`unit ${other.unit}`, ...other.modules.map((id) => `module ${id}`), ...other.lessons.map((id) => `lesson ${id}`)]);
    const ofThis = new Set([`unit ${unit.unit}`, ...unit.modules.map((id) => `module ${id}`), ...unit.lessons.map((id) => `lesson ${id}`)]);
    const listed = view.changes.map((c) => `${c.kind} ${c.id}`);
    expect(listed.filter((k) => ofOther.has(k))).toEqual([]);
    expect(new Set(listed)).toEqual(ofThis);
  });

  it("issue 28: a draft save and a module published by Payload's scheduled publish are attributed to who made them", async () => {
    await db.payload.update({
      collection: "modules",
      id: unit.modules[0],
      data: { title: "CS module, draft" },
      draft: true,
      locale: "en",
      user: admin,
      overrideAccess: false,
    });
    await schedulePublication(db.payload, { collection: "modules", id: unit.modules[0], type: "publish", at: new Date(Date.now() - 1000), userId: editor.id });
    await runScheduledPublications(db.payload);
    const { changes } = await changesSince(as(editor), { unitId: unit.unit, since: today() });
    const ofModule = changes.filter((c) => c.kind === "module" && c.id === unit.modules[0]);
    expect(ofModule.slice(0, 2)).toMatchObject([
      { status: "published", title: "CS module, draft", by: { id: editor.id, name: "Edna Editor" } },
      { status: "draft", title: "CS module, draft", by: { id: admin.id, name: "Adam Admin" } },
    ]);
  });

  it("issue 28: titles in the reader's language; nothing since a later day; a week ago by default", async () => {
    const fr = await changesSince(as(editor, "fr"), { unitId: unit.unit, since: today() });
    expect(fr.changes.find((c) => c.kind === "unit")?.title).toBe("FR CS");
    expect(fr.units.find((u) => u.id === unit.unit)?.title).toBe("FR CS");
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await changesSince(as(editor), { unitId: unit.unit, since: tomorrow })).changes).toEqual([]);
    const byDefault = await changesSince(as(editor), { unitId: unit.unit });
    expect(byDefault.since).toBe(new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10));
    expect(byDefault.changes.length).toBeGreaterThan(0);
    // No unit chosen yet: the units to choose from, no changes.
    expect(await changesSince(as(editor), {})).toMatchObject({ unitId: null, changes: [] });
  });

  it("issue 28: only editors and admins; an unknown unit is not found; the procedure refuses a student", async () => {
    await expect(changesSince(as(student), { unitId: unit.unit })).rejects.toMatchObject({ code: "changes.editorsOnly" });
    await expect(changesSince(as(editor), { unitId: 999_999 })).rejects.toMatchObject({ code: "changes.unit" });
    await expect((await db.callerAs(student)).content.changesSince({ unitId: unit.unit })).rejects.toMatchObject({ code: "FORBIDDEN" });
    const viaProcedure = await (await db.callerAs(editor)).content.changesSince({ unitId: unit.unit, since: today() });
    expect(viaProcedure.changes[0]).toMatchObject({ kind: "module", status: "published", by: { name: "Edna Editor" } });
  });

  it("issue 28: the updated-by field is set by the hook, not by what a request sends, and students cannot read it", async () => {
    const saved = await db.payload.update({
      collection: "lessons",
      id: unit.lessons[0],
      data: { updatedBy: admin.id, _status: "published" },
      user: editor,
      overrideAccess: false,
      depth: 0,
    });
    expect(saved.updatedBy).toBe(editor.id);
    const read = await db.payload.findByID({ collection: "lessons", id: unit.lessons[0], user: student, overrideAccess: false, depth: 0 });
    expect(read.updatedBy).toBeUndefined();
  });

  it("issue 28: the statement reads each versions table through its (unit, updated_at) index, newest first", async () => {
    // A test database is too small for the planner to prefer an index by itself: with sequential scans priced out,
    // each branch must still find an index that gives it the unit's rows in time order (no sort per branch).
    const client = await poolOf(db.payload).connect();
    try {
      await client.query("BEGIN");
      await client.query("SET LOCAL enable_seqscan = off");
      const { rows } = await client.query(`EXPLAIN ${CHANGES_SQL}`, [unit.unit, new Date(Date.now() - 86_400_000), "en", 201]);
      const plan = rows.map((r) => String(r["QUERY PLAN"])).join("\n");
      for (const index of ["_units_v_changes_idx", "_modules_v_changes_idx", "_lessons_v_changes_idx"])
        expect(plan).toContain(`Index Scan Backward using ${index}`);
      await client.query("ROLLBACK");
    } finally {
      client.release();
    }
  });
});

describe("issue 46 F5: a title in another language than the reader's says so", () => {
  it("issue 46 F5 I18N-006 a French reader gets the English title of a version with no French one, marked titleLang 'en'", async () => {
    const pool = poolOf(db.payload);
    // The other unit and one lesson of this unit lose their French titles (as content written in English only).
    await pool.query(`DELETE FROM units_locales WHERE _parent_id = $1 AND _locale = 'fr'`, [other.unit]);
    await pool.query(`DELETE FROM _lessons_v_locales l USING _lessons_v v WHERE v.id = l._parent_id AND v.parent_id = $1 AND l._locale = 'fr'`, [
      unit.lessons[0],
    ]);
    const fr = await changesSince(as(editor, "fr"), { unitId: unit.unit, since: today() });
    expect(fr.units.find((u) => u.id === other.unit)).toMatchObject({ title: "OT", titleLang: "en" });
    expect(fr.units.find((u) => u.id === unit.unit)).toMatchObject({ title: "FR CS", titleLang: "fr" });
    const lessons = fr.changes.filter((c) => c.kind === "lesson");
    expect(lessons.filter((c) => c.id === unit.lessons[0]).map((c) => [c.title, c.titleLang])).toContainEqual(["CS C1 M1 L1", "en"]);
    expect(fr.changes.find((c) => c.kind === "unit")).toMatchObject({ title: "FR CS", titleLang: "fr" });
    // An English reader: English titles, in English.
    const en = await changesSince(as(editor), { unitId: unit.unit, since: today() });
    expect(new Set([...en.units, ...en.changes].map((x) => x.titleLang))).toEqual(new Set(["en"]));
  });
});
