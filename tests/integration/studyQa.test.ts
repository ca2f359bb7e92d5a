import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMPTY_COMMENT_MESSAGE } from "#shared/study";
import { buildUnit } from "../support/content";
import { openTestDb, type TestDb } from "../support/payload";
import { poolOf } from "#core/db/pool";

/** Module Q&A and the class forum setting (QA-001…QA-013, TEA-023, docs/decisions/042-module-qa.md). */
let db: TestDb;
let unit: Awaited<ReturnType<typeof buildUnit>>;
let classA: number;
let classB: number;
let membership: number;
let mod: number;

beforeAll(async () => {
  db = await openTestDb();
  unit = await buildUnit(db.payload, "QA", 1, { chapters: 1, modules: 2, lessons: 1 });
  mod = unit.modules[0];
  membership = (await db.payload.create({ collection: "memberships", data: { key: "M-QA", name: "Q", units: [unit.unit] }, overrideAccess: true })).id;
  classA = (await db.payload.create({ collection: "classes", data: { name: "Class A", key: "QA-A", memberships: [membership] }, overrideAccess: true })).id;
  classB = (await db.payload.create({ collection: "classes", data: { name: "Class B", key: "QA-B", memberships: [membership] }, overrideAccess: true })).id;
}, 180_000);
afterAll(() => db?.close());

let n = 0;
const student = (classId: number, name = "Sam") =>
  db.createUser({ email: `qa${++n}@school.test`, role: "student", firstName: name, lastName: "Lee", classes: [classId] });
const teacher = (classId: number) => db.createUser({ email: `qa-t${++n}@school.test`, role: "teacher", firstName: "Tess", classes: [classId] });

describe("Q&A", () => {
  it("QA-004 QA-005 QA-003 QA-010 a question and a reply are posted and listed with author and date", async () => {
    const asker = await db.callerAs(await student(classA, "Ana"));
    const replier = await db.callerAs(await student(classA, "Ben"));
    const empty = await asker.study.qa({ moduleId: unit.modules[1] });
    expect(empty).toMatchObject({ enabled: true, questions: [] });
    const { id: q } = await asker.study.postComment({ moduleId: unit.modules[1], text: "What is ATP?" });
    const { id: r } = await replier.study.postComment({ moduleId: unit.modules[1], text: "Energy currency.", replyTo: q });
    const view = await replier.study.qa({ moduleId: unit.modules[1] });
    expect(view.questions).toHaveLength(1);
    expect(view.questions[0]).toMatchObject({ id: q, author: "Ana Lee", text: "What is ATP?", mine: false });
    expect(view.questions[0].replies).toEqual([expect.objectContaining({ id: r, author: "Ben Lee", mine: true, canEdit: true, replyTo: q })]);
    expect(Date.parse(view.questions[0].createdAt)).not.toBeNaN();
  });

  it("QA-006 an empty question or reply is refused with the seed's message", async () => {
    const caller = await db.callerAs(await student(classA));
    await expect(caller.study.postComment({ moduleId: mod, text: "   \n " })).rejects.toMatchObject({ code: "BAD_REQUEST", message: EMPTY_COMMENT_MESSAGE });
  });

  it("QA-003 only members of the same class see a class's comments", async () => {
    const a = await db.callerAs(await student(classA));
    const b = await db.callerAs(await student(classB));
    const { id } = await a.study.postComment({ moduleId: mod, text: "Only class A" });
    expect((await b.study.qa({ moduleId: mod })).questions.map((c) => c.id)).not.toContain(id);
    await expect(b.study.postComment({ moduleId: mod, text: "reply", replyTo: id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    const outsider = await db.callerAs(await db.createUser({ email: "qa-out@school.test", role: "student" }));
    await expect(outsider.study.qa({ moduleId: mod })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("QA-013 own comments are edited within 15 minutes and deleted; another student's are refused", async () => {
    const owner = await db.callerAs(await student(classA));
    const other = await db.callerAs(await student(classA));
    const { id } = await owner.study.postComment({ moduleId: mod, text: "Typo here" });
    await expect(other.study.editComment({ id, text: "Hijack" })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(other.study.deleteComment({ id })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await owner.study.editComment({ id, text: "Fixed" });
    const q = (await owner.study.qa({ moduleId: mod })).questions.find((c) => c.id === id)!;
    expect(q.text).toBe("Fixed");
    expect(q.editedAt).not.toBeNull();
    const sixteenAgo = new Date(Date.now() - 16 * 60_000).toISOString();
    await poolOf(db.payload).query("UPDATE comments SET created_at = $2 WHERE id = $1", [id, sixteenAgo]);
    await expect(owner.study.editComment({ id, text: "Late" })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await owner.study.deleteComment({ id });
    expect((await owner.study.qa({ moduleId: mod })).questions.map((c) => c.id)).not.toContain(id);
  });

  it("QA-009 a teacher of the class marks a reply correct (stored and shown); students and other classes' teachers cannot", async () => {
    const s = await db.callerAs(await student(classA));
    const t = await db.callerAs(await teacher(classA));
    const otherTeacher = await db.callerAs(await teacher(classB));
    const { id: q } = await s.study.postComment({ moduleId: mod, text: "Which organelle?" });
    const { id: r } = await s.study.postComment({ moduleId: mod, text: "Mitochondrion", replyTo: q });
    await expect(s.study.markCorrect({ id: r, correct: true })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(otherTeacher.study.markCorrect({ id: r, correct: true })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(t.study.markCorrect({ id: q, correct: true })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect((await t.study.qa({ moduleId: mod })).canMark).toBe(true);
    await t.study.markCorrect({ id: r, correct: true });
    const reply = (await s.study.qa({ moduleId: mod })).questions.find((c) => c.id === q)!.replies[0];
    expect(reply).toMatchObject({ id: r, correct: true });
    expect((await s.study.qa({ moduleId: mod })).canMark).toBe(false);
  });

  it("QA-013 a teacher hides a comment: students no longer see it, the teacher sees it marked hidden", async () => {
    const s = await db.callerAs(await student(classA));
    const t = await db.callerAs(await teacher(classA));
    const { id } = await s.study.postComment({ moduleId: mod, text: "Off-topic" });
    await expect(s.study.hideComment({ id, hidden: true })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await t.study.hideComment({ id, hidden: true });
    expect((await s.study.qa({ moduleId: mod })).questions.map((c) => c.id)).not.toContain(id);
    expect((await t.study.qa({ moduleId: mod })).questions.find((c) => c.id === id)).toMatchObject({ hidden: true });
  });

  it("QA-002 QA-011 QA-012 TEA-023 the teacher switches the forum off: the Q&A is hidden and posting refused on the server", async () => {
    const s = await db.callerAs(await student(classB));
    const t = await db.callerAs(await teacher(classB));
    const otherTeacher = await db.callerAs(await teacher(classA));
    const { id } = await s.study.postComment({ moduleId: mod, text: "Before" });
    expect(await t.study.forumSettings()).toEqual([{ classId: classB, name: "Class B", type: "discussionForum", subType: "ENABLE", value: true }]);
    await expect(otherTeacher.study.setForum({ classId: classB, enabled: false })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await t.study.setForum({ classId: classB, enabled: false });
    expect(await s.study.qa({ moduleId: mod })).toEqual({ enabled: false, canMark: false, canModerate: false, questions: [] });
    await expect(s.study.postComment({ moduleId: mod, text: "After" })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(s.study.editComment({ id, text: "x" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await t.study.setForum({ classId: classB, enabled: true });
    expect((await s.study.qa({ moduleId: mod })).questions.map((c) => c.id)).toContain(id);
  });

  it("QA-013 posting is rate-limited per user", async () => {
    const s = await db.callerAs(await student(classA));
    for (let i = 0; i < 10; i++) await s.study.postComment({ moduleId: unit.modules[1], text: `Q${i}` });
    await expect(s.study.postComment({ moduleId: unit.modules[1], text: "one too many" })).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });

  it("QA-004 a deleted account's comments go with it", async () => {
    const user = await student(classA);
    const s = await db.callerAs(user);
    const { id } = await s.study.postComment({ moduleId: mod, text: "Bye" });
    await db.payload.delete({ collection: "users", id: user.id, overrideAccess: true });
    const left = await db.payload.find({ collection: "comments", where: { id: { equals: id } }, overrideAccess: true });
    expect(left.totalDocs).toBe(0);
  });
});
