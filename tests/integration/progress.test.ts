import fs from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../cms/payload-types";
import { buildUnit, fakeGlb, uploadMedia } from "../support/content";
import { openTestDb, type TestDb } from "../support/payload";
import { errorOf } from "../support/errors";

let db: TestDb;
let u1: Awaited<ReturnType<typeof buildUnit>>;
let u2: Awaited<ReturnType<typeof buildUnit>>;
let m1: number; // membership opening U1
let m2: number; // membership opening U2

beforeAll(async () => {
  db = await openTestDb();
  // U1: 1 chapter × 2 modules × 3 lessons; U2: 2 chapters × 2 modules × 2 lessons.
  u1 = await buildUnit(db.payload, "U1", 1, { chapters: 1, modules: 2, lessons: 3 });
  u2 = await buildUnit(db.payload, "U2", 2, { chapters: 2, modules: 2, lessons: 2 });
  m1 = (await db.payload.create({ collection: "memberships", data: { key: "M-U1", name: "U1", units: [u1.unit] }, overrideAccess: true })).id;
  m2 = (await db.payload.create({ collection: "memberships", data: { key: "M-U2", name: "U2", units: [u2.unit] }, overrideAccess: true })).id;
}, 120_000);
afterAll(() => db?.close());

let n = 0;
const learner = (data: Partial<User> = {}) => db.createUser({ email: `learner${++n}@school.test`, role: "student", memberships: [m1], ...data });

const rowsOf = async (user: User) =>
  (await db.payload.find({ collection: "progress", where: { user: { equals: user.id } }, pagination: false, depth: 0, overrideAccess: true })).docs;

describe("progress model", () => {
  it("LRN-036 LRN-037 with no progress: the unit summary has the defaults and lookups answer 'NOT STARTED'", async () => {
    const caller = await db.callerAs(await learner());
    expect(await caller.progress.unit({ unitId: u1.unit })).toMatchObject({
      status: "NOT FOUND",
      percentCompleted: 0,
      lessonsCompleted: 0,
      lessonsInprogress: 0,
      lessonsTotal: 16,
    });
    expect(await caller.progress.status({ type: "lesson", id: u1.lessons[0] })).toEqual({ status: "NOT STARTED", grade: null });
    expect(await caller.progress.status({ type: "unit", id: 999999 })).toEqual({ status: "NOT STARTED", grade: null });
  });

  it("LRN-040 LRN-042 opening a lesson makes it, its module and its unit IN-PROGRESS", async () => {
    const user = await learner();
    const caller = await db.callerAs(user);
    expect(await caller.progress.openLesson({ lessonId: u1.lessons[1] })).toEqual({ lesson: "IN-PROGRESS", module: "IN-PROGRESS" });
    expect((await caller.progress.status({ type: "lesson", id: u1.lessons[1] })).status).toBe("IN-PROGRESS");
    expect((await caller.progress.status({ type: "module", id: u1.modules[0] })).status).toBe("IN-PROGRESS");
    expect((await caller.progress.status({ type: "unit", id: u1.unit })).status).toBe("IN-PROGRESS");
    expect((await caller.progress.status({ type: "module", id: u1.modules[1] })).status).toBe("NOT STARTED");
    const unit = await caller.progress.unit({ unitId: u1.unit });
    expect(unit).toMatchObject({
      status: "IN-PROGRESS",
      lessonsCompleted: 0,
      lessonsInprogress: 1,
      lessonsNotStarted: 5,
      lessonsTotal: 6,
      percentCompleted: 0,
    });
    expect(unit.modules).toEqual([
      { id: u1.modules[0], status: "IN-PROGRESS", grade: null },
      { id: u1.modules[1], status: "Not Started", grade: null },
    ]);
  });

  it("LRN-041 LRN-035 completing lessons: COMPLETE stays COMPLETE when reopened, and the percentage has 2 decimals", async () => {
    const user = await learner();
    const caller = await db.callerAs(user);
    expect(await caller.progress.completeLesson({ lessonId: u1.lessons[0] })).toEqual({ status: "COMPLETE", allLessonsComplete: false });
    await caller.progress.openLesson({ lessonId: u1.lessons[0] });
    expect((await caller.progress.status({ type: "lesson", id: u1.lessons[0] })).status).toBe("COMPLETE");
    await caller.progress.completeLesson({ lessonId: u1.lessons[1] });
    await caller.progress.completeLesson({ lessonId: u1.lessons[1] });
    expect(await caller.progress.unit({ unitId: u1.unit })).toMatchObject({
      lessonsCompleted: 2,
      lessonsInprogress: 0,
      lessonsNotStarted: 4,
      lessonsTotal: 6,
      percentCompleted: 33.33,
    });
    expect((await rowsOf(user)).filter((r) => r.itemType === "lesson")).toHaveLength(2);
  });

  it("LRN-043 I18N-010 the server refuses to complete a module until every published lesson is COMPLETE", async () => {
    const caller = await db.callerAs(await learner());
    const [a, b, c] = u1.lessons.slice(0, 3);
    await caller.progress.completeLesson({ lessonId: a });
    expect(await errorOf(caller.progress.completeModule({ moduleId: u1.modules[0] }))).toEqual({
      code: "PRECONDITION_FAILED",
      message: "Please Complete All Lessons before completing the module.",
    });
    expect((await caller.progress.status({ type: "module", id: u1.modules[0] })).status).toBe("IN-PROGRESS");
    await caller.progress.completeLesson({ lessonId: b });
    expect((await caller.progress.completeLesson({ lessonId: c })).allLessonsComplete).toBe(true);
    expect(await caller.progress.completeModule({ moduleId: u1.modules[0] })).toEqual({ status: "COMPLETE" });
    expect(await caller.progress.completeModule({ moduleId: u1.modules[0] })).toEqual({ status: "COMPLETE" });
    const unit = await caller.progress.unit({ unitId: u1.unit });
    expect(unit.modules[0]).toEqual({ id: u1.modules[0], status: "COMPLETE", grade: null });
    expect(unit.percentCompleted).toBe(50);
  });

  it("LRN-043 a draft lesson does not block completing its module, nor count in the unit total", async () => {
    const caller = await db.callerAs(await learner());
    const [a, b, c] = u1.lessons.slice(3, 6);
    await db.payload.update({ collection: "lessons", id: c, data: { _status: "draft" }, overrideAccess: true });
    try {
      await caller.progress.completeLesson({ lessonId: a });
      expect((await caller.progress.completeLesson({ lessonId: b })).allLessonsComplete).toBe(true);
      expect(await caller.progress.completeModule({ moduleId: u1.modules[1] })).toEqual({ status: "COMPLETE" });
      expect((await caller.progress.unit({ unitId: u1.unit })).lessonsTotal).toBe(5);
      expect(await errorOf(caller.progress.openLesson({ lessonId: c }))).toMatchObject({ code: "NOT_FOUND" });
    } finally {
      await db.payload.update({ collection: "lessons", id: c, data: { _status: "published" }, overrideAccess: true });
    }
  });

  it("the same lesson completed many times from two tabs at once, while being opened, leaves one COMPLETE record", async () => {
    const user = await learner();
    const [tabA, tabB] = [await db.callerAs(user), await db.callerAs(user)];
    const lessonId = u1.lessons[2];
    const writes = Array.from({ length: 12 }, (_, i) =>
      i % 3 === 0 ? (i % 2 ? tabA : tabB).progress.openLesson({ lessonId }) : (i % 2 ? tabA : tabB).progress.completeLesson({ lessonId }),
    );
    await Promise.all(writes);
    await tabA.progress.openLesson({ lessonId });
    const rows = await rowsOf(user);
    expect(rows.filter((r) => r.itemType === "lesson")).toEqual([expect.objectContaining({ itemId: lessonId, status: "COMPLETE" })]);
    expect(rows.filter((r) => r.itemType === "module")).toHaveLength(1);
    expect(rows.filter((r) => r.itemType === "unit")).toHaveLength(1);
  });

  it("LRN-032 returns the learner's full progress, and only theirs", async () => {
    const me = await learner();
    const other = await learner();
    await (await db.callerAs(other)).progress.completeLesson({ lessonId: u1.lessons[0] });
    const caller = await db.callerAs(me);
    await caller.progress.openLesson({ lessonId: u1.lessons[4] });
    const full = await caller.progress.full();
    expect(full.studentProgress.map((r) => `${r.type}:${r.id}:${r.status}`).sort()).toEqual(
      [`lesson:${u1.lessons[4]}:IN-PROGRESS`, `module:${u1.modules[1]}:IN-PROGRESS`, `unit:${u1.unit}:IN-PROGRESS`].sort(),
    );
    expect(full.quizProgress).toEqual([]);
  });

  it("progress goes with the account when it is deleted", async () => {
    const user = await learner();
    await (await db.callerAs(user)).progress.completeLesson({ lessonId: u1.lessons[0] });
    await db.payload.delete({ collection: "users", id: user.id, overrideAccess: true });
    expect(await db.payload.count({ collection: "progress", where: { user: { equals: user.id } }, overrideAccess: true })).toMatchObject({ totalDocs: 0 });
  });
});

describe("who may record and read what", () => {
  it("visitors are refused", async () => {
    for (const caller of [await db.callerAs(null), await db.callerAs(null, { visitorSession: true })]) {
      expect(await errorOf(caller.progress.openLesson({ lessonId: u1.lessons[0] }))).toMatchObject({ code: "UNAUTHORIZED" });
      expect(await errorOf(caller.progress.unit({ unitId: u1.unit }))).toMatchObject({ code: "UNAUTHORIZED" });
      expect(await errorOf(caller.textbook.myTextbooks())).toMatchObject({ code: "UNAUTHORIZED" });
    }
  });

  it("SES-056 LRN-046 a multi-session session records nothing: the server refuses, and starting a unit only chooses it", async () => {
    const user = await learner();
    const caller = await db.callerAs(user, { session: { multiSession: true } });
    for (const call of [
      () => caller.progress.openLesson({ lessonId: u1.lessons[0] }),
      () => caller.progress.completeLesson({ lessonId: u1.lessons[0] }),
      () => caller.progress.completeModule({ moduleId: u1.modules[0] }),
      () => caller.progress.openUnit({ unitId: u1.unit }),
    ]) {
      expect(await errorOf(call)).toEqual({ code: "FORBIDDEN", message: "A multi-session session records no progress." });
    }
    expect(await caller.progress.startUnit({ unitId: u1.unit })).toEqual({ recorded: false });
    expect(await rowsOf(user)).toEqual([]);
    // It can still read the lessons.
    expect((await caller.textbook.lessonDetails({ lessonId: u1.lessons[0] })).title).toBe("U1 C1 M1 L1");
  });

  it("the units a user may open: their memberships and their classes' (students, teachers); every unit for admins and editors", async () => {
    const outsider = await db.callerAs(await learner({ memberships: [] }));
    for (const call of [
      () => outsider.textbook.moduleDetails({ moduleId: u1.modules[0] }),
      () => outsider.textbook.lessonDetails({ lessonId: u1.lessons[0] }),
      () => outsider.progress.openLesson({ lessonId: u1.lessons[0] }),
      () => outsider.progress.startUnit({ unitId: u1.unit }),
    ]) {
      expect(await errorOf(call)).toEqual({ code: "FORBIDDEN", message: "This textbook is not part of your memberships." });
    }
    expect(await outsider.textbook.myTextbooks()).toEqual({ locked: false, units: [] });

    const student = await db.callerAs(await learner());
    expect(await errorOf(student.textbook.moduleDetails({ moduleId: u2.modules[0] }))).toMatchObject({ code: "FORBIDDEN" });
    expect((await student.textbook.moduleDetails({ moduleId: u1.modules[0] })).title).toBe("U1 C1 M1");

    const klass = await db.payload.create({ collection: "classes", data: { name: "Bio 101", key: "BIO101", memberships: [m2] }, overrideAccess: true });
    const teacher = await db.callerAs(await learner({ role: "teacher", memberships: [], classes: [klass.id] }));
    expect((await teacher.textbook.moduleDetails({ moduleId: u2.modules[0] })).title).toBe("U2 C1 M1");
    expect(await errorOf(teacher.textbook.moduleDetails({ moduleId: u1.modules[0] }))).toMatchObject({ code: "FORBIDDEN" });

    for (const role of ["editor", "admin"] as const) {
      const caller = await db.callerAs(await learner({ role, memberships: [] }));
      expect((await caller.textbook.lessonDetails({ lessonId: u2.lessons[0] })).title).toBe("U2 C1 M1 L1");
      expect((await caller.textbook.myTextbooks()).units.map((t) => t.title)).toEqual(["U1", "U2"]);
    }
  });
});

describe("textbooks, units and the active unit", () => {
  it("LRN-003 LRN-053 LRN-054 My Textbooks lists the caller's own units with status, progress and grade", async () => {
    const user = await learner({ memberships: [m2] });
    const caller = await db.callerAs(user);
    const before = await caller.textbook.myTextbooks({ lang: "FR" });
    expect(before).toEqual({
      locked: false,
      units: [expect.objectContaining({ id: u2.unit, title: "FR U2", status: "Not Started", percentCompleted: 0, grade: 0 })],
    });
    await caller.progress.completeLesson({ lessonId: u2.lessons[0] });
    const after = await caller.textbook.myTextbooks();
    expect(after.units[0]).toMatchObject({ title: "U2", status: "IN-PROGRESS", percentCompleted: 12.5 });
  });

  it("LRN-055 LRN-007 starting a unit marks it IN-PROGRESS and makes it the session's active unit", async () => {
    const user = await learner({ memberships: [m1, m2] });
    const caller = await db.callerAs(user);
    expect(await caller.textbook.activeUnit()).toEqual({ unitId: u1.unit });
    expect(await caller.progress.startUnit({ unitId: u2.unit })).toEqual({ recorded: true });
    expect((await caller.progress.status({ type: "unit", id: u2.unit })).status).toBe("IN-PROGRESS");
    const sessions = await db.payload.find({ collection: "sessions", where: { user: { equals: user.id } }, depth: 0, overrideAccess: true });
    expect(sessions.docs.map((s) => s.activeUnit)).toEqual([u2.unit]);
    // A new session (next login) continues where the learner last worked.
    expect(await (await db.callerAs(user)).textbook.activeUnit()).toEqual({ unitId: u2.unit });
    expect(await (await db.callerAs(await learner({ memberships: [] }))).textbook.activeUnit()).toEqual({ unitId: null });
    // LRN-014: opening a lesson (a deep link) makes its unit the session's active unit.
    await caller.progress.openLesson({ lessonId: u1.lessons[0] });
    const after = await db.payload.find({ collection: "sessions", where: { user: { equals: user.id } }, sort: "createdAt", depth: 0, overrideAccess: true });
    expect(after.docs[0].activeUnit).toBe(u1.unit);
  });

  it("LRN-011 LRN-006 opening the unit page marks the unit IN-PROGRESS (userProgress of the unit)", async () => {
    const caller = await db.callerAs(await learner());
    expect((await caller.textbook.unitDetails({ unitId: u1.unit })).userProgress).toEqual({ status: "NOT FOUND", percentCompleted: 0 });
    expect(await caller.progress.openUnit({ unitId: u1.unit })).toEqual({ status: "IN-PROGRESS" });
    expect((await caller.textbook.unitDetails({ unitId: u1.unit })).userProgress).toEqual({ status: "IN-PROGRESS", percentCompleted: 0 });
    expect((await (await db.callerAs(null)).textbook.unitDetails({ unitId: u1.unit })).userProgress).toBeNull();
    expect((await caller.progress.unit({ unitId: u1.unit })).status).toBe("IN-PROGRESS");
  });

  it("LRN-049 LRN-050 module details give the next module of the chapter, or none at the chapter's end", async () => {
    const caller = await db.callerAs(await learner());
    expect((await caller.textbook.moduleDetails({ moduleId: u1.modules[0] })).nextModuleId).toBe(u1.modules[1]);
    expect((await caller.textbook.moduleDetails({ moduleId: u1.modules[1] })).nextModuleId).toBeNull();
  });
});

describe("the LTI lock", () => {
  it("LTI-009 LRN-052 LRN-057 shows only the locked chapter, refuses the others and the unit cards' Start", async () => {
    const user = await learner({ memberships: [m2], isLTI: true });
    const [c1, c2] = u2.chapters;
    const caller = await db.callerAs(user, { session: { isLTI: true, ltiLock: true, ltiChapter: c2 } });
    const toc = await caller.textbook.unitContents({ unitId: u2.unit });
    expect(toc.chapters.map((c) => c.id)).toEqual([c2]);
    expect(await caller.textbook.activeUnit()).toEqual({ unitId: u2.unit });
    const inside = u2.modules[2];
    expect((await caller.textbook.moduleDetails({ moduleId: inside })).chapter?.id).toBe(c2);
    expect(await errorOf(caller.textbook.moduleDetails({ moduleId: u2.modules[0] }))).toMatchObject({ code: "FORBIDDEN" });
    expect(await errorOf(caller.progress.openLesson({ lessonId: u2.lessons[0] }))).toMatchObject({ code: "FORBIDDEN" });
    expect((await caller.textbook.myTextbooks()).locked).toBe(true);
    expect(await errorOf(caller.progress.startUnit({ unitId: u2.unit }))).toEqual({
      code: "FORBIDDEN",
      message: "Please use your school portal to open chapters, and the table of contents to open modules.",
    });
    await caller.progress.openLesson({ lessonId: u2.lessons[4] });
    // Without the lock the same user sees both chapters.
    expect((await (await db.callerAs(user)).textbook.unitContents({ unitId: u2.unit })).chapters.map((c) => c.id)).toEqual([c1, c2]);
  });
});

describe("lesson media", () => {
  it("I18N-013 LRN-025 issue 46 item 3 the lesson offers both languages' captions on every page; audio follows the language", async () => {
    const lessonId = u1.lessons[0];
    const vtt = Buffer.from("WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n");
    const [enVtt, frVtt] = [await uploadMedia(db.payload, "l.en.vtt", "text/vtt", vtt), await uploadMedia(db.payload, "l.fr.vtt", "text/vtt", vtt)];
    const mp3 = await fs.readFile("seeds/media/out/lessons/hs-1-c1-m1-l1.en.mp3");
    const [enMp3, frMp3] = [await uploadMedia(db.payload, "l.en.mp3", "audio/mpeg", mp3), await uploadMedia(db.payload, "l.fr.mp3", "audio/mpeg", mp3)];
    await db.payload.update({ collection: "lessons", id: lessonId, locale: "en", data: { captions: enVtt.id, narration: enMp3.id }, overrideAccess: true });
    await db.payload.update({ collection: "lessons", id: lessonId, locale: "fr", data: { captions: frVtt.id, narration: frMp3.id }, overrideAccess: true });
    const caller = await db.callerAs(await learner());
    const en = await caller.textbook.lessonDetails({ lessonId, lang: "EN" });
    expect(en.captionTracks).toEqual([
      { lang: "en", url: enVtt.url },
      { lang: "fr", url: frVtt.url },
    ]);
    expect(en.narration).toBe(enMp3.url);
    const fr = await caller.textbook.lessonDetails({ lessonId, lang: "FR" });
    expect(fr.captionTracks).toEqual([
      { lang: "en", url: enVtt.url },
      { lang: "fr", url: frVtt.url },
    ]);
    expect(fr.narration).toBe(frMp3.url);
  });

  it("LRN-026 LRN-027 LRN-028 the AR block appears only for an associated structure the learner's memberships cover; the AR page is public", async () => {
    const lessonId = u1.lessons[1];
    const caller = await db.callerAs(await learner());
    expect((await caller.textbook.lessonDetails({ lessonId })).ar).toBeNull();
    const model = await uploadMedia(db.payload, "helix.glb", "model/gltf-binary", fakeGlb());
    const s = await db.payload.create({
      collection: "ar-structures",
      data: { name: "DNA helix", model: model.id, description: "A double helix.", lessons: [lessonId], memberships: [m2] },
      overrideAccess: true,
    });
    expect((await caller.textbook.lessonDetails({ lessonId })).ar).toBeNull();
    await db.payload.update({ collection: "ar-structures", id: s.id, data: { memberships: [m1, m2] }, overrideAccess: true });
    expect((await caller.textbook.lessonDetails({ lessonId })).ar).toEqual({ structureName: "DNA helix" });
    const visitor = await db.callerAs(null);
    expect(await visitor.textbook.arExperience({ lessonId })).toEqual({
      lessonTitle: "U1 C1 M1 L2",
      structureName: "DNA helix",
      description: "A double helix.",
      model: model.url,
    });
    expect(await errorOf(visitor.textbook.arExperience({ lessonId: u1.lessons[2] }))).toMatchObject({ code: "NOT_FOUND" });
    // The lesson's own name and description of the same model are shown rather than the structure's unique CMS name.
    await db.payload.update({
      collection: "lessons",
      id: lessonId,
      locale: "en",
      data: { structures: [{ model: model.id, name: "Double helix", description: "Two strands." }] },
      overrideAccess: true,
    });
    expect((await caller.textbook.lessonDetails({ lessonId })).ar).toEqual({ structureName: "Double helix" });
    expect(await visitor.textbook.arExperience({ lessonId })).toMatchObject({ structureName: "Double helix", description: "Two strands." });
  });
});
