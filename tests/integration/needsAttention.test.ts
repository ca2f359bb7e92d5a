/**
 * Issue 28 item 2: "Needs attention" — students behind the class's unit deadlines (decision 032: a unit's
 * deadline is its quizzes' close dates; extensions and per-student overrides move it) or below the
 * teacher's grade threshold, with the reasons; one click e-mails them (rate-limited, logged, EN/FR).
 */
import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../cms/payload-types";
import { contentInvalidationSettled } from "#core/content/invalidation";
import { contentModel } from "#core/content/readModel";
import { ATTENTION_MAILINGS_PER_WINDOW } from "#core/liveClass/attention";
import { createSession } from "#core/session/sessions";
import { dayIn, SCHOOL_TIME_ZONE } from "#shared/quizzes";
import { buildUnit } from "../support/content";
import { openTestDb, type TestDb } from "../support/payload";
import { poolOf } from "#core/db/pool";

let db: TestDb;
let unit: Awaited<ReturnType<typeof buildUnit>>;
let classId = 0;
let teacher: User;
let behind: User;
let extended: User;
let low: User;
let fine: User;
let french: User;
const today = dayIn(SCHOOL_TIME_ZONE);
const day = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const pool = () => poolOf(db.payload);

async function errorOf(p: Promise<unknown>) {
  try {
    await p;
    return null;
  } catch (err) {
    return err instanceof TRPCError ? err.code : err;
  }
}

async function submit(user: User, quizId: number, right: boolean) {
  const caller = await db.callerAs(user);
  const started = await caller.quizzes.start({ quizId });
  const answers = started.questions.map((q) => ({ questionId: q.id, optionId: q.options.find((o) => (o.text === "Adenine") === right)!.id }));
  await caller.quizzes.score({ quizId, attemptId: started.attemptId, answers });
  await caller.quizzes.submit({ attemptId: started.attemptId! });
}

beforeAll(async () => {
  db = await openTestDb();
  unit = await buildUnit(db.payload, "NA", 1, { chapters: 1, modules: 3, lessons: 1 });
  const membership = (await db.payload.create({ collection: "memberships", data: { key: "M-NA", name: "NA", units: [unit.unit] }, overrideAccess: true })).id;
  classId = (await db.payload.create({ collection: "classes", data: { name: "Attention", key: "ATT-1", memberships: [membership] }, overrideAccess: true })).id;
  teacher = await db.createUser({ email: "att.teacher@school.test", role: "teacher", firstName: "Tess", lastName: "Teacher", classes: [classId] });
  const student = (email: string, firstName: string) =>
    db.createUser({ email, role: "student", firstName, lastName: "S", classes: [classId], memberships: [membership] });
  behind = await student("att.behind@school.test", "Behind");
  extended = await student("att.extended@school.test", "Extended");
  low = await student("att.low@school.test", "Low");
  fine = await student("att.fine@school.test", "Fine");
  french = await student("att.french@school.test", "Francine");
  await contentInvalidationSettled();
  await contentModel(db.payload);
  // Quiz 0 is open until yesterday (closed), quiz 1 closes in 2 days, quiz 2 has no close date. Quizzes are taken while open.
  await submit(low, unit.quizzes[0], false);
  await submit(fine, unit.quizzes[0], true);
  await submit(fine, unit.quizzes[1], true);
  await submit(french, unit.quizzes[0], true);
  await submit(extended, unit.quizzes[1], true);
  await pool().query(
    `INSERT INTO quiz_dates (class_id, quiz_id, open_date, close_date, updated_at, created_at) VALUES ($1, $2, 'N', $3, now(), now()), ($1, $4, 'N', $5, now(), now())`,
    [classId, unit.quizzes[0], day(-1), unit.quizzes[1], day(2)],
  );
  // Extended's deadline for the unit runs to next week: quiz 0 is not missed, only due soon… after quiz 1 (submitted).
  await pool().query(
    `INSERT INTO deadline_extensions (class_id, unit_id, user_id, expire_date, updated_at, created_at) VALUES ($1, $2, $3, $4, now(), now())`,
    [classId, unit.unit, extended.id, day(7)],
  );
  const { session } = await createSession(db.payload, { user: french.id });
  await pool().query(`UPDATE sessions SET language = 'fr' WHERE id = $1`, [session.id]);
}, 180_000);
afterAll(() => db?.close());

describe("issue 28 item 2: needs attention", () => {
  it("issue 28: the reasons — a closed quiz never submitted (missed), one closing within 3 days (due soon), an average below the threshold; a deadline extension moves the deadline", async () => {
    const list = await (await db.callerAs(teacher)).liveClass.needsAttention({ classId });
    expect(list.threshold).toBe(60);
    const of = (u: User) => list.students.find((s) => s.userId === u.id)?.reasons ?? null;
    expect(of(behind)).toEqual([
      { kind: "missed", unitTitle: "NA", moduleTitle: "NA C1 M3", date: day(-1) },
      { kind: "dueSoon", unitTitle: "NA", moduleTitle: "NA C1 M2", date: day(2) },
    ]);
    expect(of(low)).toEqual([
      { kind: "dueSoon", unitTitle: "NA", moduleTitle: "NA C1 M2", date: day(2) },
      { kind: "lowGrade", average: 0, threshold: 60 },
    ]);
    // The extension (to day +7) makes quiz 0 neither missed nor due soon.
    expect(of(extended)).toBeNull();
    expect(of(fine)).toBeNull();
    expect(of(french)).toEqual([{ kind: "dueSoon", unitTitle: "NA", moduleTitle: "NA C1 M2", date: day(2) }]);
  });

  it("issue 28: the threshold is the teacher's, per class (0–100), and changes who is listed", async () => {
    const caller = await db.callerAs(teacher);
    expect(await caller.liveClass.setAttentionThreshold({ classId, threshold: 0 })).toEqual({ threshold: 0 });
    expect((await caller.liveClass.needsAttention({ classId })).students.find((s) => s.userId === low.id)?.reasons.map((r) => r.kind)).toEqual(["dueSoon"]);
    await caller.liveClass.setAttentionThreshold({ classId, threshold: 60 });
    expect(await errorOf(caller.liveClass.setAttentionThreshold({ classId, threshold: 101 }))).toBe("BAD_REQUEST");
    expect(await errorOf((await db.callerAs(behind)).liveClass.needsAttention({ classId }))).toBe("FORBIDDEN");
    const stranger = await db.createUser({ email: "att.stranger@school.test", role: "teacher" });
    expect(await errorOf((await db.callerAs(stranger)).liveClass.setAttentionThreshold({ classId, threshold: 10 }))).toBe("FORBIDDEN");
  });

  it("issue 28: one click e-mails each listed student their reasons, in their language; a student is e-mailed once a day; the mailings are rate-limited", async () => {
    const caller = await db.callerAs(teacher);
    await caller.liveClass.setAttentionThreshold({ classId, threshold: 100 });
    const first = await caller.liveClass.emailNeedsAttention({ classId });
    expect(first.sent.sort()).toEqual([behind.id, low.id, french.id].sort());
    const { docs } = await db.payload.find({ collection: "emails", where: { kind: { equals: "needs-attention" } }, overrideAccess: true, pagination: false });
    const to = (u: User) => docs.find((d) => d.to === u.email);
    expect(to(behind)?.text).toContain("closed on");
    expect(to(behind)?.text).toContain("Tess Teacher");
    expect(to(french)?.subject).toBe("Votre classe BioText : quelques points à rattraper");
    expect(to(french)?.text).toContain(`Le quiz de « NA C1 M2 » (NA) ferme le ${day(2)}.`);
    expect(to(low)?.text).toContain("Your quiz average is 0 %");
    // Again at once: nobody is e-mailed twice the same day.
    const again = await caller.liveClass.emailNeedsAttention({ classId });
    expect(again.sent).toEqual([]);
    expect(again.skipped.sort()).toEqual(first.sent.sort());
    for (let i = 2; i < ATTENTION_MAILINGS_PER_WINDOW; i++) await caller.liveClass.emailNeedsAttention({ classId });
    expect(await errorOf(caller.liveClass.emailNeedsAttention({ classId }))).toBe("TOO_MANY_REQUESTS");
    await caller.liveClass.setAttentionThreshold({ classId, threshold: 60 });
  });
});
