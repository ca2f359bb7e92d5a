/**
 * Issue 28 item 1: the teacher's live class view — its snapshot (liveClass.snapshot), its stream
 * (GET /live/classes/<id>/events, Server-Sent Events) and the events PostgreSQL NOTIFY carries between
 * two production instances on one database (docs/decisions/105-live-class-events.md).
 */
import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../cms/payload-types";
import { contentInvalidationSettled } from "#core/content/invalidation";
import { contentModel } from "#core/content/readModel";
import { createSession } from "#core/session/sessions";
import { LIVE_HEARTBEAT_MS as HEARTBEAT_MS } from "#shared/liveClass";
import { buildUnit } from "../support/content";
import { openTestDb, type TestDb } from "../support/payload";
import { startProductionServer, type RunningServer } from "../support/server";
import { openSse, type SseStream } from "../support/sse";

let db: TestDb;
let a: RunningServer;
let b: RunningServer;
let unit: Awaited<ReturnType<typeof buildUnit>>;
let classId = 0;
let otherClassId = 0;
let teacher: User;
let otherTeacher: User;
let student: User;
let outsider: User;
const streams: SseStream[] = [];

async function cookieOf(user: User) {
  const { token } = await createSession(db.payload, { user: user.id });
  return `sid=${token}`;
}
const stream = async (server: RunningServer, cid: number, cookie?: string) => {
  const s = await openSse(`${server.base}/live/classes/${cid}/events`, cookie ? { cookie } : {});
  streams.push(s);
  return s;
};
const post = (server: RunningServer, path: string, json: unknown, cookie: string) =>
  fetch(`${server.base}/trpc/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.base, cookie },
    body: JSON.stringify({ json }),
  });
async function errorOf(p: Promise<unknown>) {
  try {
    await p;
    return null;
  } catch (err) {
    return err instanceof TRPCError ? err.code : err;
  }
}

beforeAll(async () => {
  db = await openTestDb();
  unit = await buildUnit(db.payload, "LV", 1, { chapters: 1, modules: 2, lessons: 2 });
  const membership = (await db.payload.create({ collection: "memberships", data: { key: "M-LV", name: "LV", units: [unit.unit] }, overrideAccess: true })).id;
  classId = (await db.payload.create({ collection: "classes", data: { name: "Live 1", key: "LIVE-1", memberships: [membership] }, overrideAccess: true })).id;
  otherClassId = (await db.payload.create({ collection: "classes", data: { name: "Live 2", key: "LIVE-2", memberships: [membership] }, overrideAccess: true }))
    .id;
  teacher = await db.createUser({ email: "live.teacher@school.test", role: "teacher", classes: [classId] });
  otherTeacher = await db.createUser({ email: "live.other@school.test", role: "teacher", classes: [otherClassId] });
  student = await db.createUser({
    email: "live.student@school.test",
    role: "student",
    firstName: "Ada",
    lastName: "Live",
    classes: [classId],
    memberships: [membership],
  });
  outsider = await db.createUser({
    email: "live.outsider@school.test",
    role: "student",
    firstName: "Out",
    lastName: "Sider",
    classes: [otherClassId],
    memberships: [membership],
  });
  await contentInvalidationSettled();
  await contentModel(db.payload);
  const databaseName = new URL(process.env.DATABASE_URL!).pathname.slice(1);
  [a, b] = await Promise.all([startProductionServer({ databaseName, name: "live-a" }), startProductionServer({ databaseName, name: "live-b" })]);
}, 180_000);

afterAll(async () => {
  for (const s of streams) s.close();
  await Promise.all([a?.stop(), b?.stop()]);
  await db?.close();
});

describe("issue 28 item 1: who may watch a class", () => {
  it("issue 28: the snapshot is for the class's teachers (and admins) only", async () => {
    expect(await errorOf((await db.callerAs(null)).liveClass.snapshot({ classId }))).toBe("UNAUTHORIZED");
    expect(await errorOf((await db.callerAs(student)).liveClass.snapshot({ classId }))).toBe("FORBIDDEN");
    expect(await errorOf((await db.callerAs(otherTeacher)).liveClass.snapshot({ classId }))).toBe("FORBIDDEN");
    expect(await errorOf((await db.callerAs(teacher)).liveClass.snapshot({ classId: 999_999 }))).toBe("FORBIDDEN");
    const admin = await db.createUser({ email: "live.admin@school.test", role: "admin" });
    expect(await errorOf((await db.callerAs(admin)).liveClass.snapshot({ classId: 999_999 }))).toBe("NOT_FOUND");
    const snap = await (await db.callerAs(teacher)).liveClass.snapshot({ classId });
    expect(snap.students.map((s) => s.name)).toEqual(["Ada Live"]);
  });

  it("issue 28: the stream answers 401 without a session, 403 to a student and to another class's teacher, and streams to the class's teacher", async () => {
    const anonymous = await stream(a, classId);
    expect(anonymous.status).toBe(401);
    const asStudent = await stream(a, classId, await cookieOf(student));
    expect(asStudent.status).toBe(403);
    const asOther = await stream(a, classId, await cookieOf(otherTeacher));
    expect(asOther.status).toBe(403);
    expect(await asOther.text()).toContain("liveClass.notTeacher");
    const ok = await stream(a, classId, await cookieOf(teacher));
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(ok.headers.get("cache-control")).toContain("no-store");
    expect(ok.headers.get("content-encoding")).toBeNull();
    const hello = await ok.next((e) => e.event === "hello", 2000);
    expect(JSON.parse(hello.data)).toMatchObject({ classId, heartbeatMs: 5000 });
    ok.close();
  });

  it("issue 28: the stream sends a heartbeat every 5 s", async () => {
    const s = await stream(b, classId, await cookieOf(teacher));
    await s.next((e) => e.event === "hello", 2000);
    await s.next((e) => e.event === "ping", 6500);
    s.close();
  });
});

describe("issue 28 item 1: events across two instances (LISTEN/NOTIFY)", () => {
  it("issue 28: a lesson opened and completed through instance A reaches the teacher watching on instance B within 2 s, with its titles; nothing of another class's student does", async () => {
    const watch = await stream(b, classId, await cookieOf(teacher));
    await watch.next((e) => e.event === "hello", 2000);
    const studentCookie = await cookieOf(student);
    const outsiderCookie = await cookieOf(outsider);
    const [lesson] = unit.lessons;
    expect((await post(a, "progress.completeLessonAndAdvance", { moduleId: unit.modules[0], lessonId: lesson }, outsiderCookie)).status).toBe(200);
    expect((await post(a, "progress.openLesson", { lessonId: lesson }, studentCookie)).status).toBe(200);
    const opened = await watch.next((e) => e.event === "update" && JSON.parse(e.data).kind === "opened", 2000);
    expect(JSON.parse(opened.data)).toMatchObject({ userId: student.id, studentName: "Ada Live", moduleId: unit.modules[0], moduleTitle: "LV C1 M1" });
    const sent = Date.now();
    expect((await post(a, "progress.completeLessonAndAdvance", { moduleId: unit.modules[0], lessonId: lesson }, studentCookie)).status).toBe(200);
    const completed = await watch.next((e) => e.event === "update" && JSON.parse(e.data).kind === "completed", 2000);
    expect(completed.receivedAt - sent).toBeLessThan(2000);
    expect(JSON.parse(completed.data)).toMatchObject({ userId: student.id, lessonId: lesson, lessonTitle: "LV C1 M1 L1", moduleTitle: "LV C1 M1" });
    expect(watch.events.filter((e) => e.event === "update").every((e) => JSON.parse(e.data).userId === student.id)).toBe(true);
    // The snapshot (what a polling view reads) has it too: the student is in that module, one lesson today.
    const snap = await (await db.callerAs(teacher)).liveClass.snapshot({ classId });
    expect(snap.students[0]).toMatchObject({ userId: student.id, moduleId: unit.modules[0], lessonsToday: 1 });
    expect(snap.feed[0]).toMatchObject({ kind: "completed", lessonId: lesson, studentName: "Ada Live" });
    watch.close();
  });

  it("issue 28: a quiz submission (written by a third process on the same database) reaches viewers on both instances, with its score", async () => {
    const onA = await stream(a, classId, await cookieOf(teacher));
    const onB = await stream(b, classId, await cookieOf(teacher));
    await Promise.all([onA.next((e) => e.event === "hello", 2000), onB.next((e) => e.event === "hello", 2000)]);
    const caller = await db.callerAs(student);
    const started = await caller.quizzes.start({ quizId: unit.quizzes[0] });
    const answers = started.questions.map((q) => ({ questionId: q.id, optionId: q.options.find((o) => o.text === "Adenine")!.id }));
    await caller.quizzes.score({ quizId: unit.quizzes[0], attemptId: started.attemptId, answers });
    await caller.quizzes.submit({ attemptId: started.attemptId! });
    for (const s of [onA, onB]) {
      const quiz = await s.next((e) => e.event === "update" && JSON.parse(e.data).kind === "quiz", 2000);
      expect(JSON.parse(quiz.data)).toMatchObject({ userId: student.id, quizId: unit.quizzes[0], score: 100 });
    }
  });

  it("issue 28: logging out (through the other instance) closes the teacher's stream", async () => {
    const cookie = await cookieOf(teacher);
    const s = await stream(b, classId, cookie);
    await s.next((e) => e.event === "hello", 2000);
    expect((await post(a, "auth.logout", {}, cookie)).status).toBe(200);
    await s.next((e) => e.event === "bye", 2000);
    await s.ended(2000);
    // And the same session cannot open it again.
    expect((await stream(b, classId, cookie)).status).toBe(401);
  });

  it("issue 28: a teacher removed from the class loses the stream at the next heartbeat (and cannot open it again)", async () => {
    const leaving = await db.createUser({ email: "live.leaving@school.test", role: "teacher", classes: [classId, otherClassId] });
    const cookie = await cookieOf(leaving);
    const s = await stream(a, classId, cookie);
    const other = await stream(a, otherClassId, cookie);
    await s.next((e) => e.event === "hello", 2000);
    await other.next((e) => e.event === "hello", 2000);
    await db.payload.update({ collection: "users", id: leaving.id, data: { classes: [otherClassId] }, overrideAccess: true });
    await s.next((e) => e.event === "bye", HEARTBEAT_MS * 3);
    await s.ended(2000);
    // The class they still teach keeps streaming: a heartbeat after the next check, and no goodbye.
    const closedAt = Date.now();
    await other.next((e) => e.event === "ping" && e.receivedAt > closedAt + 1000, HEARTBEAT_MS * 3);
    expect(other.events.some((e) => e.event === "bye")).toBe(false);
    expect((await stream(a, classId, cookie)).status).toBe(403);
  });
});
