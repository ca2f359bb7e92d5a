import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../cms/payload-types";
import { buildUnit, fakeGlb, uploadMedia } from "../support/content";
import { openTestDb, type TestDb } from "../support/payload";
import { contentInvalidationSettled } from "#core/content/invalidation";
import { errorOf } from "../support/errors";

let db: TestDb;
let student: User;
let admin: User;
let small: Awaited<ReturnType<typeof buildUnit>>;
let large: Awaited<ReturnType<typeof buildUnit>>;

beforeAll(async () => {
  db = await openTestDb();
  student = await db.createUser({ email: "s@school.test", role: "student" });
  admin = await db.createUser({ email: "a@school.test", role: "admin" });
  small = await buildUnit(db.payload, "U1", 1, { chapters: 1, modules: 1, lessons: 2 });
  large = await buildUnit(db.payload, "U2", 2, { chapters: 2, modules: 3, lessons: 4 });
  // Module and lesson details are for learners whose memberships open the unit (tests/integration/progress.test.ts).
  const membership = await db.payload.create({
    collection: "memberships",
    data: { key: "ALL", name: "All", units: [small.unit, large.unit] },
    overrideAccess: true,
  });
  student = await db.payload.update({ collection: "users", id: student.id, data: { memberships: [membership.id] }, overrideAccess: true });
}, 120_000);
afterAll(() => db?.close());

/** Counts the SQL statements sent while `fn` runs. */
async function countQueries(fn: () => Promise<unknown>) {
  const pool = db.payload.db.pool as unknown as { query: (...a: unknown[]) => unknown };
  const original = pool.query;
  let n = 0;
  pool.query = function (this: unknown, ...args: unknown[]) {
    n++;
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    pool.query = original;
  }
  return n;
}

describe("textbook contents", () => {
  it("LRN-001 LRN-005 returns chapters → modules → lessons in order, in the requested language", async () => {
    const caller = await db.callerAs(student);
    const toc = await caller.textbook.unitContents({ unitId: large.unit });
    expect(toc.unit.title).toBe("U2");
    expect(toc.chapters.map((c) => c.chapterTitle)).toEqual(["U2 C1", "U2 C2"]);
    expect(toc.chapters[1].modules.map((m) => m.title)).toEqual(["U2 C2 M1", "U2 C2 M2", "U2 C2 M3"]);
    expect(toc.chapters[1].modules[2].lessons.map((l) => l.title)).toEqual(["U2 C2 M3 L1", "U2 C2 M3 L2", "U2 C2 M3 L3", "U2 C2 M3 L4"]);
    const fr = await caller.textbook.unitContents({ unitId: large.unit, lang: "FR" });
    expect(fr.chapters[0].modules[0].lessons[0].title).toBe("FR U2 C1 M1 L1");
  });

  it("LRN-005 uses a fixed number of queries, whatever the size of the unit (none once the content read model is loaded)", async () => {
    const caller = await db.callerAs(student);
    await contentInvalidationSettled();
    await caller.textbook.unitContents({ unitId: small.unit });
    const forSmall = await countQueries(() => caller.textbook.unitContents({ unitId: small.unit }));
    const forLarge = await countQueries(() => caller.textbook.unitContents({ unitId: large.unit }));
    expect(forLarge).toBe(forSmall);
    expect(forLarge).toBeLessThanOrEqual(8);
  });

  it("leaves draft modules and lessons out", async () => {
    await db.payload.update({ collection: "lessons", id: small.lessons[1], data: { _status: "draft" }, overrideAccess: true });
    const caller = await db.callerAs(null);
    const toc = await caller.textbook.unitContents({ unitId: small.unit });
    expect(toc.chapters[0].modules[0].lessons.map((l) => l.title)).toEqual(["U1 C1 M1 L1"]);
    expect(await errorOf((await db.callerAs(student)).textbook.lessonDetails({ lessonId: small.lessons[1] }))).toMatchObject({ code: "NOT_FOUND" });
    await db.payload.update({ collection: "lessons", id: small.lessons[1], data: { _status: "published" }, overrideAccess: true });
  });

  it("LRN-019 module details carry the chapter, the quiz id and the lessons in order", async () => {
    const caller = await db.callerAs(student);
    const m = await caller.textbook.moduleDetails({ moduleId: large.modules[4], lang: "FR" });
    expect(m.title).toBe("FR U2 C2 M2");
    expect(m.chapter).toMatchObject({ id: large.chapters[1], title: "FR U2 C2", unitId: large.unit });
    expect(m.quizId).toEqual(expect.any(Number));
    expect(m.lessons.map((l) => l.order)).toEqual([1, 2, 3, 4]);
  });

  it("LRN-021 LRN-022 lesson details", async () => {
    const caller = await db.callerAs(student);
    const l = await caller.textbook.lessonDetails({ lessonId: large.lessons[0] });
    expect(l).toMatchObject({ title: "U2 C1 M1 L1", order: 1, moduleId: large.modules[0], figures: [], structures: [] });
    expect(await errorOf((await db.callerAs(null)).textbook.lessonDetails({ lessonId: large.lessons[0] }))).toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("LRN-012 returns the unit a chapter belongs to", async () => {
    const caller = await db.callerAs(null);
    expect(await caller.textbook.unitOfChapter({ chapterId: large.chapters[1] })).toEqual({ unitId: large.unit });
    expect(await errorOf(caller.textbook.unitOfChapter({ chapterId: 999999 }))).toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("AR structures", () => {
  let structureId: number;
  beforeAll(async () => {
    const model = await uploadMedia(db.payload, "membrane.glb", "model/gltf-binary", fakeGlb());
    const s = await db.payload.create({ collection: "ar-structures", data: { name: "Membrane patch", model: model.id }, overrideAccess: true });
    structureId = s.id;
  });

  it("LRN-027 a lesson without an association answers errorCode (the AR block stays hidden)", async () => {
    const caller = await db.callerAs(student);
    expect(await caller.textbook.lessonAr({ lessonId: large.lessons[5] })).toEqual({ errorCode: "NOT_FOUND" });
  });

  it("ADM-045 ADM-046 ADM-047 an admin lists, associates and reviews; LRN-027 the lesson then finds it", async () => {
    const caller = await db.callerAs(admin);
    expect(await caller.ar.listStructures()).toEqual([{ id: structureId, name: "Membrane patch" }]);
    expect((await caller.ar.listLessons()).length).toBe(small.lessons.length + large.lessons.length);
    expect(await errorOf(caller.ar.reviewAssociation({ structureId }))).toEqual({ code: "NOT_FOUND", message: "No Association Details Found" });
    const membership = await db.payload.create({ collection: "memberships", data: { key: "LIFE-U2", name: "LIFE Unit 2" }, overrideAccess: true });
    expect(await caller.ar.updateAssociation({ structureId, lessons: [large.lessons[5]], memberships: [membership.id] })).toEqual({
      message: "Assignment Updated Successfully",
    });
    const review = await caller.ar.reviewAssociation({ structureId });
    expect(review.lessons.map((l) => l.id)).toEqual([large.lessons[5]]);
    expect(review.memberships.map((m) => m.key)).toEqual(["LIFE-U2"]);
    expect(await (await db.callerAs(student)).textbook.lessonAr({ lessonId: large.lessons[5] })).toEqual({ structureName: "Membrane patch", unitIndex: 2 });
    expect(await errorOf(caller.ar.updateAssociation({ structureId: 987654, lessons: [], memberships: [] }))).toEqual({
      code: "BAD_REQUEST",
      message: "Error Updating Assignment",
    });
  });

  it("LRN-027 an unpublished lesson's AR structure is not shown (read from the published read model, not the Local API with depth 3)", async () => {
    const student_ = await db.callerAs(student);
    expect(await student_.textbook.lessonAr({ lessonId: large.lessons[5] })).toEqual({ structureName: "Membrane patch", unitIndex: 2 });
    await db.payload.update({ collection: "lessons", id: large.lessons[5], data: { _status: "draft" }, overrideAccess: true });
    try {
      expect(await student_.textbook.lessonAr({ lessonId: large.lessons[5] })).toEqual({ errorCode: "NOT_FOUND" });
    } finally {
      await db.payload.update({ collection: "lessons", id: large.lessons[5], data: { _status: "published" }, overrideAccess: true });
    }
    expect(await student_.textbook.lessonAr({ lessonId: large.lessons[5] })).toEqual({ structureName: "Membrane patch", unitIndex: 2 });
  });

  it("only admins manage AR associations", async () => {
    for (const user of [null, student]) {
      const caller = await db.callerAs(user);
      expect(((await errorOf(caller.ar.listStructures())) as { code: string }).code).toMatch(/UNAUTHORIZED|FORBIDDEN/);
    }
  });

  it("ADM-045 in French the structures are named by their lessons' French structure names (the English name replaced)", async () => {
    const model = await uploadMedia(db.payload, "cell-membrane.glb", "model/gltf-binary", fakeGlb());
    const lessonId = large.lessons[6]!;
    const en = await db.payload.update({
      collection: "lessons",
      id: lessonId,
      locale: "en",
      data: { structures: [{ model: model.id, name: "Cell membrane", description: "A membrane" }] },
      overrideAccess: true,
      depth: 0,
    });
    await db.payload.update({
      collection: "lessons",
      id: lessonId,
      locale: "fr",
      data: { structures: [{ id: en.structures![0]!.id, model: model.id, name: "Membrane cellulaire", description: "Une membrane" }] },
      overrideAccess: true,
      depth: 0,
    });
    const s = await db.payload.create({
      collection: "ar-structures",
      data: { name: "Cell membrane (L7)", model: model.id, lessons: [lessonId] },
      overrideAccess: true,
    });
    const french = await db.callerAs(admin, { session: { language: "fr" } as never });
    const english = await db.callerAs(admin);
    expect((await french.ar.listStructures()).find((x) => x.id === s.id)?.name).toBe("Membrane cellulaire (L7)");
    expect((await english.ar.listStructures()).find((x) => x.id === s.id)?.name).toBe("Cell membrane (L7)");
    // Without a French name in its lessons, the stored name.
    expect((await french.ar.listStructures()).find((x) => x.id === structureId)?.name).toBe("Membrane patch");
  });
});

describe("module duplication", () => {
  it("ADM-040 lists module names for the picker", async () => {
    const names = await (await db.callerAs(admin)).content.moduleNames();
    expect(names.map((n) => n.title)).toContain("U2 C1 M2");
  });

  it("ADM-042 an unknown id answers 'Module Not Found: Please Enter a Valid Module ID'", async () => {
    const caller = await db.callerAs(admin);
    expect(await errorOf(caller.content.duplicateModule({ moduleId: 424242, newName: "Copy" }))).toEqual({
      code: "NOT_FOUND",
      message: "Module Not Found: Please Enter a Valid Module ID",
    });
  });

  it("ADM-041 ADM-043 copies the module with its lessons and quiz; the copy is independent of the original", async () => {
    const caller = await db.callerAs(admin);
    const source = large.modules[0];
    const result = await caller.content.duplicateModule({ moduleId: source, newName: "Membranes (copy)" });
    expect(result).toEqual({ moduleDetailId: expect.any(Number), moduleDetailName: "Membranes (copy)" });

    const copy = await db.payload.findByID({ collection: "modules", id: result.moduleDetailId, draft: true, depth: 0, overrideAccess: true });
    expect(copy.title).toBe("Membranes (copy)");
    expect(copy._status).toBe("draft");
    expect(copy.quiz).not.toBeNull();
    const original = await db.payload.findByID({ collection: "modules", id: source, depth: 0, overrideAccess: true });
    expect(copy.quiz).not.toBe(original.quiz);
    expect(copy.chapter).toBe(original.chapter);

    const copiedLessons = await db.payload.find({
      collection: "lessons",
      where: { module: { equals: copy.id } },
      draft: true,
      sort: "order",
      locale: "fr",
      overrideAccess: true,
    });
    expect(copiedLessons.docs.map((l) => l.title)).toEqual(["FR U2 C1 M1 L1", "FR U2 C1 M1 L2", "FR U2 C1 M1 L3", "FR U2 C1 M1 L4"]);
    const quiz = await db.payload.findByID({ collection: "quizzes", id: copy.quiz as number, locale: "fr", overrideAccess: true });
    expect(quiz.questions?.[0].options?.[0].text).toBe("Adénine");

    // Editing the copy leaves the original alone.
    await db.payload.update({
      collection: "lessons",
      id: copiedLessons.docs[0].id,
      locale: "en",
      data: { title: "Edited copy" },
      draft: true,
      overrideAccess: true,
    });
    const originalLesson = await db.payload.findByID({ collection: "lessons", id: large.lessons[0], overrideAccess: true });
    expect(originalLesson.title).toBe("U2 C1 M1 L1");
  });

  it("only admins may duplicate", async () => {
    const caller = await db.callerAs(student);
    expect(await errorOf(caller.content.duplicateModule({ moduleId: large.modules[0], newName: "x" }))).toMatchObject({ code: "FORBIDDEN" });
  });
});
